import { Button, Divider, Space } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSocialLogin } from './useSocialLogin';

/** One button per identity provider the server offers; nothing when it offers none. */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const { providers, start, leaving } = useSocialLogin();
  if (providers.length === 0) return null;
  return (
    <div className="login-social">
      <Divider plain className="login-social-divider">
        {t('loginModes.socialTitle')}
      </Divider>
      <Space wrap className="login-social-buttons">
        {providers.map((p) => (
          <Button key={p.type} icon={<GlobalOutlined />} loading={leaving === p.type} onClick={() => start(p.type)}>
            {p.type === 'DEMO' ? t('loginModes.demoProvider') : p.label}
          </Button>
        ))}
      </Space>
    </div>
  );
}
