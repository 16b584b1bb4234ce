import { Menu, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { moduleLabel } from '@/providers/sessionData';
import { useModules } from './useModules';

/**
 * The module menu of the top bar: one item per top-level menu node held (SPEC.md section 2). Every module stays
 * in sight: labels only (a spinner while one loads), tight spacing, and where a narrow window cannot hold them
 * all, the row scrolls sideways with its scrollbar shown rather than folding modules behind "…".
 */
export function ModuleMenu() {
  const { t, i18n } = useTranslation();
  const { modules, active, switching, switchTo } = useModules();
  if (modules.length === 0) return null;
  return (
    <nav className="module-menu" aria-label={t('shell.module')} data-testid="module-menu">
      <Menu
        mode="horizontal"
        selectedKeys={active !== undefined ? [String(active)] : []}
        disabledOverflow
        items={modules.map((m) => ({
          key: String(m.value),
          icon: switching === m.value ? <Spin size="small" /> : undefined,
          label: moduleLabel(m, i18n.language),
        }))}
        onClick={({ key }) => void switchTo(Number(key))}
      />
    </nav>
  );
}
