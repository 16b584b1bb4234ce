import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Layout, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resourceEntries } from '@resources/index';
import { pageKeyOf } from '@/engine/list/pageKey';
import { flattenMenu } from '@/providers/modules';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { LogoMark } from './Logo';
import { useCollapsed } from './useCollapsed';
import { useMenuTree } from './useMenuTree';
import { useRouteLabel } from './useRouteLabel';
import { usePageTitle } from './usePageTitle';
import { useShellNavigation } from './useShellNavigation';
import { KeepAliveOutlet } from './keepAlive/KeepAliveOutlet';
import { HelpWidget } from './layout/HelpWidget';
import { useScreenLevel } from './layout/screen';
import { useLockRedirect } from './lock/useLockRedirect';
import { RealtimeBridge } from './realtime/RealtimeBridge';
import { KeyboardShortcuts } from './palette/KeyboardShortcuts';
import { useSettings } from './settings/settingsStore';
import { TagsBar } from './tags/TagsBar';
import { useTagsStore } from './tags/useTagsStore';
import { themeByName } from './theme/themes';
import { useThemeChoice } from './theme/useShellTheme';
import './shell.css';
import './shellThemes.css';

export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 64;

// Opened from the user menu now and then: loaded when first opened, not with the shell.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

const RESOURCE_KEEP_ALIVE = new Set(resourceEntries.filter((r) => r.keepAlive && r.routes.list).map((r) => r.routes.list!));

/** The admin shell (SPEC.md section 2): side menu of the active module, top bar, tabs, kept-alive pages. */
export function Shell() {
  const { t } = useTranslation();
  const locked = useLockRedirect();
  const [settings] = useSettings();
  const level = useScreenLevel();
  const [collapsedStored, setCollapsed] = useCollapsed();
  // Phones get the narrow menu whatever was stored.
  const collapsed = level === 0 || collapsedStored;
  const { tree, loading } = useMenuTree();
  const { label, trail, outsideMenu } = useRouteLabel(tree);
  usePageTitle(label);
  useShellNavigation(label, outsideMenu ? trail : trail.slice(0, -1));
  const { tags, home } = useTagsStore();
  const permissions = useStoreValue<Record<string, boolean>>(KEYS.permissions) ?? {};
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from its first opening on, so that closing it animates as before.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const darkMenu = themeByName(useThemeChoice().name).darkMenu;

  const keepAlivePaths = useMemo(() => {
    const set = new Set(RESOURCE_KEEP_ALIVE);
    for (const n of flattenMenu(tree)) if (n.keepAlive === '1' && n.path) set.add(n.path);
    return set;
  }, [tree]);
  const isKeepAlive = useCallback((pathname: string) => keepAlivePaths.has(pathname), [keepAlivePaths]);
  const openValues = useMemo(() => tags.map((tag) => pageKeyOf(tag.value)), [tags]);

  if (locked) return null;

  return (
    <Layout className={`shell screen-${level}`}>
      <Layout.Sider
        className="shell-sider"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
        theme={darkMenu ? 'dark' : 'light'}
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
        <TopBar
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsedStored)}
          trail={trail}
          label={label}
          outsideMenu={outsideMenu}
          homePath={home.value}
          settings={settings}
          level={level}
          onOpenSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        />
        {settings.showTag && <TagsBar />}
        <Layout.Content className="shell-content">
          {loading ? (
            <div className="page-fallback">
              <Spin />
            </div>
          ) : (
            <KeepAliveOutlet isKeepAlive={isKeepAlive} openValues={openValues} />
          )}
        </Layout.Content>
      </Layout>
      {settings.showHelp && permissions.sys_knowledge_base && <HelpWidget />}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <RealtimeBridge />
      <KeyboardShortcuts />
    </Layout>
  );
}
