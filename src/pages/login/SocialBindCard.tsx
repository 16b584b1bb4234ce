import { Card, Space, Typography } from 'antd';
import { Button } from '@/engine/named/Button';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSocialLogin } from './useSocialLogin';

/**
 * On the personal info page: binds an identity of a provider to the signed-in account (the round trip comes
 * back to /authredirect, which calls social/callback). Nothing when the server offers no provider.
 */
export function SocialBindCard() {
  const { t } = useTranslation();
  const { providers, start, leaving } = useSocialLogin();
  if (providers.length === 0) return null;
  return (
    <Card variant="borderless" title={t('loginModes.bindCardTitle')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('loginModes.bindCardHint')}</Typography.Paragraph>
      <Space wrap>
        {providers.map((p) => (
          <Button key={p.type} icon={<LinkOutlined />} loading={leaving === p.type} onClick={() => start(p.type)}>
            {t('loginModes.bindWith', { name: p.type === 'DEMO' ? t('loginModes.demoProvider') : p.label })}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
