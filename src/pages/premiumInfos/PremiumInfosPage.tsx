import { Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuName } from '@schemas/menu';
import { usePremiumInfo } from './usePremiumInfo';
import './premium.css';
import { Details } from '@/engine/named/Details';
import { addTexts } from '@/providers/i18n';
import { premiumZh } from '@/locales/premium.zh';

// The page brings its zh texts with its chunk; its title and the help widget's link are the shell's (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { premium: premiumZh });

/** 版本与服务信息 (/premiumInfos): what this console is and what the signed-in tenant and user hold in it. */
export default function PremiumInfosPage() {
  const { t, i18n } = useTranslation();
  const info = usePremiumInfo();
  const { product } = info;

  return (
    <Row gutter={[16, 16]} data-testid="premium-infos">
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('premium.product')} data-testid="premium-product">
          <Details column={1} bordered size="middle">
            <Details.Item label={t('premium.name')}>{product.name}</Details.Item>
            <Details.Item label={t('premium.version')}>
              <Tag color="red" data-testid="premium-version">
                {product.version}
              </Tag>
            </Details.Item>
            <Details.Item label={t('premium.client')}>{t(`premium.clientMode.${product.clientMode}`)}</Details.Item>
            <Details.Item label={t('premium.copyright')}>{t('premium.copyrightText', { year: product.year })}</Details.Item>
          </Details>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('premium.tenant')}>
          <Details column={1} bordered size="middle">
            <Details.Item label={t('premium.tenantName')}>{info.tenant?.name ?? '-'}</Details.Item>
            <Details.Item label={t('premium.tenantShortName')}>{info.tenant?.shortName || '-'}</Details.Item>
            <Details.Item label={t('premium.tenantId')}>{info.tenantId ?? '-'}</Details.Item>
          </Details>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          variant="borderless"
          title={t('premium.modules')}
          extra={<Typography.Text type="secondary">{t('premium.moduleCount', { count: info.modules.length })}</Typography.Text>}
          data-testid="premium-modules"
        >
          {info.modules.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('premium.noModules')} />
          ) : (
            <List
              size="small"
              dataSource={info.modules}
              renderItem={(m) => (
                <List.Item extra={m.active ? <Tag color="red">{t('premium.active')}</Tag> : null}>
                  <List.Item.Meta title={menuName({ name: m.label, enName: m.enLabel }, i18n.language)} description={`${m.id} · ${m.home}`} />
                </List.Item>
              )}
            />
          )}
          {info.sections.length > 0 && (
            <>
              <Typography.Text type="secondary" className="premium-subtitle">
                {t('premium.sections')}
              </Typography.Text>
              <div className="premium-sections" data-testid="premium-sections">
                {info.sections.map((s) => (
                  <Tag key={s.id}>
                    {menuName(s, i18n.language)} · {t('premium.pages', { count: s.pages })}
                  </Tag>
                ))}
              </div>
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card variant="borderless" title={t('premium.account')} extra={<Link to="/info/index">{t('shell.info')}</Link>}>
          <Details column={1} bordered size="middle">
            <Details.Item label={t('premium.user')}>{info.user ? `${info.user.actualName || info.user.username} (${info.user.username})` : '-'}</Details.Item>
            <Details.Item label={t('premium.roles')}>{info.roles.length ? info.roles.map((r) => <Tag key={r}>{r}</Tag>) : '-'}</Details.Item>
            <Details.Item label={t('premium.permissions')}>
              <span data-testid="premium-permissions">{t('premium.permissionCount', { count: info.permissionCount })}</span>
            </Details.Item>
          </Details>
        </Card>
      </Col>
    </Row>
  );
}
