import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { LoginField, loginInputProps } from './LoginField';
import { Input } from './loginInputs';
import type { FieldRule, LoginFields } from './useLoginFields';

/** The check of the picture's code, with the message of docs/product.md#errors-and-messages. */
export const captchaCodeRules = (): FieldRule[] => [{ required: true, whitespace: true, message: tm('请输入验证码') }];

/** The image captcha: its input and the picture, refreshed on click (or Enter/Space). */
export function CaptchaField<V extends Record<string, string | undefined>>({
  fields,
  name,
  src,
  refresh,
}: {
  fields: LoginFields<V>;
  name: keyof V & string;
  src: string;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LoginField fields={fields} name={name}>
      <div className="login-captcha">
        <Input {...loginInputProps(fields, name, t('login.code'), SafetyOutlined)} maxLength={8} autoComplete="off" />
        {/* The browser's own tip: antd's Tooltip would bring its popup machinery to the first download. */}
        <img
          className="login-captcha-img"
          src={src}
          alt={t('login.captchaAlt')}
          title={t('login.captchaRefresh')}
          onClick={refresh}
          role="button"
          tabIndex={0}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && refresh()}
        />
      </div>
    </LoginField>
  );
}
