import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import { LoginField, loginInputProps } from './LoginField';
import { LoginForm } from './LoginForm';
import { SmsCodeField } from './SmsCodeField';
import { usePhoneLogin } from './usePhoneLogin';
import { Input } from './loginInputs';

const UserNamesInfo = lazy(() => import('./UserNamesInfo'));

/** Phone number and the code sent to it (docs/product.md#signing-in, `/auth/mobile/token/sms`). */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const { form, captcha, countdown, sending, sendCode, submit, loading, findUserNames, userNames, closeUserNames } = usePhoneLogin();
  return (
    <LoginForm name="phoneLogin" onSubmit={submit}>
      <LoginField fields={form} name="phone">
        <Input {...loginInputProps(form, 'phone', t('loginModes.phone'), MobileOutlined)} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </LoginField>
      {captcha.enabled && <CaptchaField fields={form} name="captchaCode" src={captcha.src} refresh={captcha.refresh} />}
      <SmsCodeField fields={form} name="smsCode" placeholder={t('loginModes.smsCode')} onSend={sendCode} sending={sending} wait={countdown.left} />
      <div className="login-submit">
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {loading ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
      <div className="login-links">
        <Button type="link" size="small" onClick={findUserNames}>
          {t('loginModes.forgotUserName')}
        </Button>
      </div>
      {userNames && (
        <Suspense fallback={null}>
          <UserNamesInfo names={userNames} onClose={closeUserNames} />
        </Suspense>
      )}
    </LoginForm>
  );
}
