import { Button, Form } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { Input, Password } from './loginInputs';
import { OccasionalAlert } from './OccasionalParts';
import type { useLoginForm, LoginValues } from './useLoginForm';

/** User name, password, captcha and, for accounts with a second factor, the code sent to their phone. */
export function PasswordLoginForm({ login }: { login: ReturnType<typeof useLoginForm> }) {
  const { t } = useTranslation();
  const { form, submit, onValuesChange, loading, captcha, secondStep, sendSecondCode, sending, countdown, bindState } = login;
  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={onValuesChange}
      autoComplete="on"
    >
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: tm('请输入用户名') }]}>
        <Input
          prefix={<UserOutlined className="login-icon" />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: tm('请输入密码') }]}>
        <Password
          prefix={<LockOutlined className="login-icon" />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captcha.enabled && <CaptchaField name="code" src={captcha.src} refresh={captcha.refresh} />}
      {secondStep && (
        <>
          <OccasionalAlert className="login-alert" type="info" showIcon message={t('loginModes.secondFactorHint')} />
          <SmsCodeField
            name="secondCode"
            placeholder={t('loginModes.secondCode')}
            onSend={sendSecondCode}
            sending={sending}
            wait={countdown.left}
          />
        </>
      )}
      <Form.Item className="login-submit">
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('login.submitting') : bindState ? t('loginModes.bindSubmit') : t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
