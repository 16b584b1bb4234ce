import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoginField, loginInputProps } from './LoginField';
import { Input } from './loginInputs';
import type { LoginFields } from './useLoginFields';

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
    <LoginField helpId={fields.helpId(name)} error={fields.errors[name]}>
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
