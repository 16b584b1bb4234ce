import { lazy, Suspense } from 'react';
import { Button, Form } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { phoneRule, usePhoneLogin, type PhoneValues } from './usePhoneLogin';
import { Input } from './loginInputs';

const UserNamesInfo = lazy(() => import('./UserNamesInfo'));

/** Phone number and the code sent to it (SPEC.md section 7, `/auth/mobile/token/sms`). */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const { form, captcha, countdown, sending, sendCode, submit, loading, findUserNames, userNames, closeUserNames } = usePhoneLogin();
  return (
    <Form<PhoneValues> form={form} name="phoneLogin" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item name="phone" rules={[phoneRule]} validateFirst>
        <Input
          prefix={<MobileOutlined className="login-icon" />}
          placeholder={t('loginModes.phone')}
          aria-label={t('loginModes.phone')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      {captcha.enabled && <CaptchaField name="captchaCode" src={captcha.src} refresh={captcha.refresh} />}
      <SmsCodeField name="smsCode" placeholder={t('loginModes.smsCode')} onSend={sendCode} sending={sending} wait={countdown.left} />
      <Form.Item className="login-submit">
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form.Item>
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
    </Form>
  );
}
