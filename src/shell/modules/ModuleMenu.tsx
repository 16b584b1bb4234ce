import { memo, useCallback, useMemo } from 'react';
import { Menu, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { moduleLabel } from '@/providers/sessionData';
import { useModules } from './useModules';

/**
 * The module menu of the top bar: one item per top-level menu node held (docs/product.md#the-admin-shell). Every module stays
 * in sight: labels only (a spinner while one loads), tight spacing, and where a narrow window cannot hold them
 * all, the row scrolls sideways with its scrollbar shown rather than folding modules behind "…".
 * Its items and selection are made again only when they change: antd's menu copies a new selection array into
 * its own state in a layout effect, which rendered the whole menu twice on every render (docs/performance.md#tab-and-module-switches).
 * Memoised: the top bar renders again on every navigation between pages (its breadcrumb), the modules do not change.
 */
export const ModuleMenu = memo(function ModuleMenu() {
  const { t, i18n } = useTranslation();
  const { modules, active, switching, switchTo } = useModules();
  const items = useMemo(
    () =>
      modules.map((m) => ({
        key: String(m.value),
        icon: switching === m.value ? <Spin size="small" /> : undefined,
        label: moduleLabel(m, i18n.language),
      })),
    [modules, switching, i18n.language],
  );
  const selectedKeys = useMemo(() => (active !== undefined ? [String(active)] : []), [active]);
  const onClick = useCallback(({ key }: { key: string }) => void switchTo(Number(key)), [switchTo]);
  if (modules.length === 0) return null;
  return (
    <nav className="module-menu" aria-label={t('shell.module')} data-testid="module-menu">
      <Menu mode="horizontal" selectedKeys={selectedKeys} disabledOverflow items={items} onClick={onClick} />
    </nav>
  );
});
