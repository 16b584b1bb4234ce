import { lazy, Suspense } from 'react';
import { Card, Col, Empty, Row, Spin, Statistic, Tag } from 'antd';
import { AppstoreOutlined, SafetyCertificateOutlined, TeamOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { homeOfPath } from '@schemas/dashboardConstants';
import { moduleLabel } from '@/providers/sessionData';
import { targetOf } from '@/shell/SideMenu';
import { menuLabel } from '@/shell/useRouteLabel';
import { SecondaryText } from '@/engine/values/SecondaryText';
import { useHomeData } from './useHomeData';
import './home.css';
import { Details } from '@/engine/named/Details';
import { useDayjs } from '@/engine/values/useDayjs';
import '@/pages/dashboard/dashboardTexts';
import { addTexts } from '@/providers/i18n';
import { homeZh } from '@/locales/home.zh';

// The home page brings its zh texts with its chunk; its tab title is the shell's (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { home: homeZh });

/** The module's dashboard, with the chart code, in a chunk of its own (docs/screens.md "Dashboards"). */
const HomeDashboard = lazy(() => import('@/pages/dashboard/HomeDashboard'));

function greetingKey(hour: number) {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/** The home pages (/wel/index, /scm/wel/index, /operate/wel/index): a welcome, the module's dashboard, the user's own data. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const home = homeOfPath(useLocation().pathname) ?? 'wel';
  const { user, tenant, tenantId, roles, permissionCount, modules, moduleActive, pages } = useHomeData();
  const name = user?.actualName || user?.username || '';
  const now = useDayjs()();
  const dateText = now.format(i18n.language === 'en' ? 'dddd, MMMM D, YYYY' : 'YYYY年M月D日 dddd');

  return (
    <div className="home-page">
      <Card variant="borderless" className="home-welcome">
        <div className="home-welcome-text">
          <SecondaryText>
            {t(greetingKey(now.hour()))} · {t('home.today', { date: dateText })}
          </SecondaryText>
          <h2 className="home-greeting">{t('home.greeting', { name })}</h2>
          <Details size="small" column={{ xs: 1, sm: 2, md: 3 }} className="home-facts">
            <Details.Item label={t('home.tenant')}>{tenant?.name ?? '-'}</Details.Item>
            <Details.Item label={t('home.tenantId')}>{tenantId ?? '-'}</Details.Item>
            <Details.Item label={t('home.username')}>{user?.username ?? '-'}</Details.Item>
          </Details>
        </div>
      </Card>

      <Suspense fallback={<Spin className="dash-loading" aria-label={t('dashboard.loading')} />}>
        <HomeDashboard home={home} />
      </Suspense>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t('home.modules')} value={modules.length} prefix={<AppstoreOutlined aria-hidden />} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t('home.roles')} value={roles.length} prefix={<TeamOutlined aria-hidden />} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t('home.permissions')} value={permissionCount} prefix={<SafetyCertificateOutlined aria-hidden />} />
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card variant="borderless" title={t('home.modules')} className="home-card">
            <div className="home-tags">
              {modules.map((m) => (
                <Tag key={m.value} color={m.value === moduleActive ? 'red' : 'default'} className="home-tag">
                  {moduleLabel(m, i18n.language)}
                </Tag>
              ))}
            </div>
            {roles.length > 0 && (
              <>
                <SecondaryText className="home-subtitle">{t('home.roles')}</SecondaryText>
                <div className="home-tags">
                  {roles.map((r) => (
                    <Tag key={r} className="home-tag">
                      {r}
                    </Tag>
                  ))}
                </div>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card variant="borderless" title={t('home.quickLinks')} className="home-card">
            {pages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noQuickLinks')} />
            ) : (
              <div className="home-links">
                {pages.slice(0, 12).map((p) => (
                  <Link key={p.id} to={targetOf(p.path)} className="home-link">
                    <span>{menuLabel(p, i18n.language)}</span>
                    <RightOutlined aria-hidden />
                  </Link>
                ))}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
