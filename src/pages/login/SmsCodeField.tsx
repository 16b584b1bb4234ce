import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { LoginField, loginInputProps } from './LoginField';
import { Input } from './loginInputs';
import type { FieldRule, LoginFields } from './useLoginFields';

/** The checks of a six-digit code, with the messages of docs/product.md#errors-and-messages. */
export const smsCodeRules = (): FieldRule[] => [
  { required: true, whitespace: true, message: tm('请输入验证码') },
  { pattern: /^\s*\d{6}\s*$/, message: tm('验证码为6位数字') },
];

interface Props<V extends Record<string, string | undefined>> {
  fields: LoginFields<V>;
  name: keyof V & string;
  placeholder: string;
  onSend: () => void;
  sending: boolean;
  /** Seconds before another code may be sent (0: now). */
  wait: number;
}

/** A six-digit code field with the button that sends it, off during the countdown. */
export function SmsCodeField<V extends Record<string, string | undefined>>({ fields, name, placeholder, onSend, sending, wait }: Props<V>) {
  const { t } = useTranslation();
  return (
    <LoginField fields={fields} name={name}>
      <div className="login-captcha">
        <Input {...loginInputProps(fields, name, placeholder, MessageOutlined)} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        <Button className="login-send-code" size="large" onClick={onSend} loading={sending} disabled={wait > 0}>
          {wait > 0 ? t('loginModes.resendIn', { seconds: wait }) : t('loginModes.sendCode')}
        </Button>
      </div>
    </LoginField>
  );
}
