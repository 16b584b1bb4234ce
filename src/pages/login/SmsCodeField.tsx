import { Button, Form } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { Input } from './loginInputs';

interface Props {
  name: string;
  placeholder: string;
  onSend: () => void;
  sending: boolean;
  /** Seconds before another code may be sent (0: now). */
  wait: number;
}

/** A six-digit code field with the button that sends it, off during the countdown. */
export function SmsCodeField({ name, placeholder, onSend, sending, wait }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item required>
      <div className="login-captcha">
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, whitespace: true, message: tm('请输入验证码') },
            { pattern: /^\s*\d{6}\s*$/, message: tm('验证码为6位数字') },
          ]}
        >
          <Input
            prefix={<MessageOutlined className="login-icon" />}
            placeholder={placeholder}
            aria-label={placeholder}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button className="login-send-code" onClick={onSend} loading={sending} disabled={wait > 0}>
          {wait > 0 ? t('loginModes.resendIn', { seconds: wait }) : t('loginModes.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
