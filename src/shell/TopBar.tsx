import { lazy, memo, Suspense } from 'react';
import { Layout } from 'antd';
import { Button } from '@/engine/named/Button';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { getConfig } from '@/providers/config';
import { Breadcrumbs } from './Breadcrumbs';
import { LanguageSwitch } from './LanguageSwitch';
import { FullScreenButton } from './layout/FullScreenButton';
import { FoldedTools } from './layout/FoldedTools';
import { useNarrowScreen } from '@/engine/named/media';
import { LockButton } from './lock/LockButton';
import { MessagePopover } from './messages/MessagePopover';
import { ModuleMenu } from './modules/ModuleMenu';
import type { Settings } from './settings/settingsStore';
import { ColorPicker, ThemePicker } from './theme/ThemePicker';
import { UserMenu } from './UserMenu';
import { ApprovalBadge } from './approvals/ApprovalBadge';
import { hasPermission } from '@/providers/accessControl';
import { APPROVAL_PERMISSION } from '@schemas/approvalLinks';

// Shown only outside production builds (docs/product.md#the-admin-shell): its dialog, table and badge load with it, not with
// every production shell (docs/performance.md#what-the-browser-loads). Its place is kept while it loads, so the tools beside it do not move.
const ErrorLogButton = lazy(() => import('./errorLog/ErrorLogButton').then((m) => ({ default: m.ErrorLogButton })));

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  trail: MenuNode[];
  label: string | undefined;
  /** The page is outside the menu: the breadcrumb adds its label after the trail. */
  outsideMenu: boolean;
  homePath: string;
  settings: Settings;
  /** Screen size level (docs/product.md#constants-and-limits): small screens drop the breadcrumb and secondary tools. */
  level: 0 | 1 | 2 | 3;
  onOpenSettings: () => void;
}

/**
 * Top bar (docs/product.md#the-admin-shell); each part follows its interface switch. Memoised: switching tabs within one
 * page changes none of its props, so it need not render again (docs/performance.md#tab-and-module-switches).
 */
export const TopBar = memo(function TopBar({ collapsed, onToggle, trail, label, outsideMenu, homePath, settings, level, onOpenSettings }: Props) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  return (
    <Layout.Header className="top-bar">
      <div className="top-bar-row">
        {settings.showCollapse && (
          <Button
            type="text"
            className="top-bar-toggle"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={narrow ? t('a11y.menu') : collapsed ? t('buttons.expand') : t('buttons.collapse')}
            aria-expanded={!collapsed}
            data-testid="collapse-toggle"
          />
        )}
        {settings.showMenu && level >= 1 && <ModuleMenu />}
        <TopBarTools settings={settings} level={level} onOpenSettings={onOpenSettings} narrow={narrow} />
      </div>
      {level >= 1 && <Breadcrumbs homePath={homePath} trail={trail} label={label} outsideMenu={outsideMenu} />}
    </Layout.Header>
  );
});

/** The top bar's tools on the right, memoised: a module switch changes the breadcrumb, not them (docs/performance.md#tab-and-module-switches). */
const TopBarTools = memo(function TopBarTools({ settings, level, onOpenSettings, narrow }: Pick<Props, 'settings' | 'level' | 'onOpenSettings'> & { narrow: boolean }) {
  const showErrorLog = settings.showDebug && !getConfig().production;
  // On a narrow screen (768 pixels and below) every tool but the user's menu folds into one menu.
  const tools = (
    <>
      {settings.showMessage && <MessagePopover />}
      {settings.showColor && (narrow || level >= 2) && <ColorPicker />}
      {showErrorLog && (
        <Suspense fallback={<span className="top-bar-icon-slot" aria-hidden />}>
          <ErrorLogButton />
        </Suspense>
      )}
      {settings.showLock && <LockButton />}
      {settings.showTheme && (narrow || level >= 2) && <ThemePicker />}
      {settings.showFullScreen && (narrow || level >= 2) && <FullScreenButton />}
      <LanguageSwitch className="top-bar-language" />
    </>
  );
  return (
    <div className="top-bar-right">
      {/* Requests waiting for this approver, at every width (docs/approvals.md). */}
      {hasPermission(APPROVAL_PERMISSION.approve) && <ApprovalBadge />}
      {narrow ? <FoldedTools>{tools}</FoldedTools> : tools}
      <UserMenu onOpenSettings={onOpenSettings} compact={level === 0} />
    </div>
  );
});
