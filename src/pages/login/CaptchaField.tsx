import { Form, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { Input } from './loginInputs';

/** The image captcha: its input and the picture, refreshed on click (or Enter/Space). */
export function CaptchaField({ name, src, refresh }: { name: string; src: string; refresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item required>
      <div className="login-captcha">
        <Form.Item name={name} noStyle rules={[{ required: true, whitespace: true, message: tm('请输入验证码') }]}>
          <Input
            prefix={<SafetyOutlined className="login-icon" />}
            placeholder={t('login.code')}
            aria-label={t('login.code')}
            maxLength={8}
            autoComplete="off"
          />
        </Form.Item>
        <Tooltip title={t('login.captchaRefresh')}>
          <img
            className="login-captcha-img"
            src={src}
            alt={t('login.captchaAlt')}
            onClick={refresh}
            role="button"
            tabIndex={0}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && refresh()}
          />
        </Tooltip>
      </div>
    </Form.Item>
  );
}
