import { Button } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import { LoginField, loginInputProps } from './LoginField';
import { LoginForm } from './LoginForm';
import { SmsCodeField } from './SmsCodeField';
import { Input, Password } from './loginInputs';
import { OccasionalAlert } from './OccasionalParts';
import type { useLoginForm } from './useLoginForm';

/** User name, password, captcha and, for accounts with a second factor, the code sent to their phone. */
export function PasswordLoginForm({ login }: { login: ReturnType<typeof useLoginForm> }) {
  const { t } = useTranslation();
  const { form, submit, loading, captcha, secondStep, sendSecondCode, sending, countdown, bindState } = login;
  return (
    <LoginForm name="login" autoComplete="on" onSubmit={() => void submit()}>
      <LoginField fields={form} name="username">
        <Input {...loginInputProps(form, 'username', t('login.username'), UserOutlined)} autoComplete="username" autoFocus />
      </LoginField>
      <LoginField fields={form} name="password">
        <Password {...loginInputProps(form, 'password', t('login.password'), LockOutlined)} autoComplete="current-password" />
      </LoginField>
      {captcha.enabled && <CaptchaField fields={form} name="code" src={captcha.src} refresh={captcha.refresh} />}
      {secondStep && (
        <>
          <OccasionalAlert className="login-alert" type="info" showIcon message={t('loginModes.secondFactorHint')} />
          <SmsCodeField fields={form} name="secondCode" placeholder={t('loginModes.secondCode')} onSend={sendSecondCode} sending={sending} wait={countdown.left} />
        </>
      )}
      <div className="login-submit">
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {loading ? t('login.submitting') : bindState ? t('loginModes.bindSubmit') : t('login.submit')}
        </Button>
      </div>
    </LoginForm>
  );
}
