import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { Layout } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resourceEntries } from '@resources/index';
import { pageKeyOf } from '@/engine/list/pageKey';
import { MODULE_HOME, type MenuNode } from '@schemas/menu';
import { flattenMenu } from '@/providers/modules';
import { recordOf, usePageRecords, withRecord } from '@/providers/pageRecords';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { LogoMark } from './Logo';
import { useMenuTree } from './useMenuTree';
import { useAddressModule } from './modules/useAddressModule';
import { useRouteLabel } from './useRouteLabel';
import { usePageTitle } from './usePageTitle';
import { useShellNavigation } from './useShellNavigation';
import { KeepAliveOutlet } from './keepAlive/KeepAliveOutlet';
import { HelpWidget } from './layout/HelpWidget';
import { PageFallback } from './layout/PageFallback';
import { useScreenLevel } from './layout/screen';
import { useShellMenu } from './layout/useShellMenu';
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
import '@/styles/tags.css';

export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 64;

// Opened from the user menu now and then: loaded when first opened, not with the shell.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));
// Narrow screens only: a wide screen never loads it.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

const RESOURCE_KEEP_ALIVE = new Set(resourceEntries.filter((r) => r.keepAlive && r.routes.list).map((r) => r.routes.list!));
/**
 * The modules' home pages (three at most) stay kept while the session lasts, though each module's home tab is
 * shown only while its module is active: a module switch then shows the home page it left instead of building it
 * again (half of a module switch's React work was the home page's first render).
 */
const MODULE_HOMES = [...new Set(Object.values(MODULE_HOME))];

/** The admin shell (docs/product.md#the-admin-shell): side menu of the active module, top bar, tabs, kept-alive pages. */
export function Shell() {
  const { t } = useTranslation();
  const locked = useLockRedirect();
  const [settings] = useSettings();
  const level = useScreenLevel();
  const { narrow, collapsed, onToggle, drawerOpen, closeDrawer } = useShellMenu(level);
  const { tree, loading } = useMenuTree();
  const { title, label, trail, outsideMenu } = useRouteLabel(tree);
  const { pathname, search } = useLocation();
  const record = recordOf(usePageRecords(), pathname + search);
  // docs/product.md#routing-rules: the page title is the tab label (with the page's record) plus the site title.
  usePageTitle(label && withRecord(label, record));
  const settled = useAddressModule(pathname, loading);
  useShellNavigation(title, label, outsideMenu ? trail : trail.slice(0, -1), settled);
  const { tags, home } = useTagsStore();
  const permissions = useStoreValue<Record<string, boolean>>(KEYS.permissions) ?? {};
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from its first opening on, so that closing it animates as before.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const darkMenu = themeByName(useThemeChoice().name).darkMenu;

  const keepAlivePaths = useMemo(() => {
    const set = new Set([...RESOURCE_KEEP_ALIVE, ...MODULE_HOMES]);
    for (const n of flattenMenu(tree)) if (n.keepAlive === '1' && n.path) set.add(n.path);
    return set;
  }, [tree]);
  const isKeepAlive = useCallback((pathname: string) => keepAlivePaths.has(pathname), [keepAlivePaths]);
  const openValues = useMemo(() => [...tags.map((tag) => pageKeyOf(tag.value)), ...MODULE_HOMES.map(pageKeyOf)], [tags]);
  // Stable callbacks, so the memoised top bar does not render again on every navigation.
  const openSettings = useCallback(() => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  }, []);

  if (locked) return null;

  return (
    <Layout className={`shell screen-${level}`}>
      {narrow ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={closeDrawer} width={SIDER_WIDTH}>
            <ShellSider collapsed={false} darkMenu={darkMenu} brand={t('app.name')} tree={tree} trail={trail} loading={loading} />
          </MenuDrawer>
        </Suspense>
      ) : (
        <ShellSider collapsed={collapsed} darkMenu={darkMenu} brand={t('app.name')} tree={tree} trail={trail} loading={loading} />
      )}
      <Layout className="shell-main">
        <TopBar
          collapsed={narrow ? !drawerOpen : collapsed}
          onToggle={onToggle}
          trail={trail}
          label={label}
          outsideMenu={outsideMenu}
          homePath={home.value}
          settings={settings}
          level={level}
          onOpenSettings={openSettings}
        />
        {settings.showTag && <TagsBar />}
        <Layout.Content className="shell-content">{loading ? <PageFallback /> : <KeepAliveOutlet isKeepAlive={isKeepAlive} openValues={openValues} />}</Layout.Content>
      </Layout>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <ShellServices help={settings.showHelp && !!permissions.sys_knowledge_base} />
    </Layout>
  );
}

/** The help widget, realtime channels and keyboard shortcuts: memoised, as no navigation concerns them. */
const ShellServices = memo(function ShellServices({ help }: { help: boolean }) {
  return (
    <>
      {help && <HelpWidget />}
      <RealtimeBridge />
      <KeyboardShortcuts />
    </>
  );
});

interface SiderProps {
  collapsed: boolean;
  darkMenu: boolean;
  brand: string;
  tree: MenuNode[];
  trail: MenuNode[];
  loading: boolean;
}

/** The side column, memoised: a tab switch within one page changes none of its props (docs/performance.md#tab-and-module-switches). */
const ShellSider = memo(function ShellSider({ collapsed, darkMenu, brand, tree, trail, loading }: SiderProps) {
  return (
    <Layout.Sider
      className="shell-sider"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme={darkMenu ? 'dark' : 'light'}
    >
      <Link to="/" className="shell-brand" aria-label={brand}>
        <LogoMark />
        {!collapsed && <span className="shell-brand-name">{brand}</span>}
      </Link>
      <div className="shell-menu">
        <SideMenu tree={tree} trail={trail} loading={loading} collapsed={collapsed} />
      </div>
    </Layout.Sider>
  );
});
