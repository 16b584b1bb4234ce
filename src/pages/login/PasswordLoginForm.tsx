import { Button } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import { LoginField } from './LoginField';
import { SmsCodeField } from './SmsCodeField';
import { Input, Password } from './loginInputs';
import { OccasionalAlert } from './OccasionalParts';
import type { useLoginForm } from './useLoginForm';

/** User name, password, captcha and, for accounts with a second factor, the code sent to their phone. */
export function PasswordLoginForm({ login }: { login: ReturnType<typeof useLoginForm> }) {
  const { t } = useTranslation();
  const { form, submit, loading, captcha, secondStep, sendSecondCode, sending, countdown, bindState } = login;
  return (
    <form
      id="login"
      name="login"
      className="login-form"
      autoComplete="on"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <LoginField helpId={form.helpId('username')} error={form.errors.username}>
        <Input
          {...form.input('username')}
          size="large"
          prefix={<UserOutlined className="login-icon" />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          aria-required
          autoComplete="username"
          autoFocus
        />
      </LoginField>
      <LoginField helpId={form.helpId('password')} error={form.errors.password}>
        <Password
          {...form.input('password')}
          size="large"
          prefix={<LockOutlined className="login-icon" />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          aria-required
          autoComplete="current-password"
        />
      </LoginField>
      {captcha.enabled && <CaptchaField fields={form} name="code" src={captcha.src} refresh={captcha.refresh} />}
      {secondStep && (
        <>
          <OccasionalAlert className="login-alert" type="info" showIcon message={t('loginModes.secondFactorHint')} />
          <SmsCodeField
            fields={form}
            name="secondCode"
            placeholder={t('loginModes.secondCode')}
            onSend={sendSecondCode}
            sending={sending}
            wait={countdown.left}
          />
        </>
      )}
      <div className="login-submit">
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {loading ? t('login.submitting') : bindState ? t('loginModes.bindSubmit') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
