import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { LogoMark } from './Logo';
import { useCollapsed } from './useCollapsed';
import { useMenuTree } from './useMenuTree';
import { useRouteLabel } from './useRouteLabel';
import { usePageTitle } from './usePageTitle';
import './shell.css';

export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 64;

/** The admin shell: side menu of the active module, top bar, page. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useCollapsed();
  const { tree, loading } = useMenuTree();
  const { label, trail } = useRouteLabel(tree);
  usePageTitle(label);

  return (
    <Layout className="shell">
      <Layout.Sider
        className="shell-sider"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
      >
        <Link to="/" className="shell-brand" aria-label={t('app.name')}>
          <LogoMark />
          {!collapsed && <span className="shell-brand-name">{t('app.name')}</span>}
        </Link>
        <div className="shell-menu">
          <SideMenu tree={tree} trail={trail} loading={loading} collapsed={collapsed} />
        </div>
      </Layout.Sider>
      <Layout className="shell-main">
        <TopBar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} trail={trail} label={label} />
        <Layout.Content className="shell-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
