import { Button } from '@/engine/named/Button';
import Divider from 'antd/es/divider';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import type { useSocialLogin } from './useSocialLogin';

/**
 * One button per identity provider. Its own chunk: a console without social sign-in never loads it. The buttons
 * are spaced by our own markup, as antd's Space did, which would bring the public parts' script along with it.
 */
export default function SocialButtons({ providers, start, leaving }: ReturnType<typeof useSocialLogin>) {
  const { t } = useTranslation();
  return (
    <div className="login-social">
      <Divider plain className="login-social-divider">
        {t('loginModes.socialTitle')}
      </Divider>
      <div className="login-social-buttons">
        {providers.map((p) => (
          <Button key={p.type} icon={<GlobalOutlined />} loading={leaving === p.type} onClick={() => start(p.type)}>
            {p.type === 'DEMO' ? t('loginModes.demoProvider') : p.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
