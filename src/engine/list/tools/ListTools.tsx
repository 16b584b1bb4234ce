import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Popover, Spin, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { BookOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import type { Density, ListSettings, ListView } from '@schemas/listTools';
import type { ArrangedColumn } from '../columnSettings';
import type { ListState } from '../listAddress';

// Opened now and then: their code loads on the first opening, not with the list (docs/performance.md#what-the-browser-loads).
const ColumnSettingsPanel = lazy(() => import('./ColumnSettingsPanel'));
const ViewsPanel = lazy(() => import('./ViewsPanel'));

/** A toolbar button whose panel (loaded when first opened) shows in a popover; Esc closes it. */
function PanelButton({ label, icon, testId, children }: { label: string; icon: ReactNode; testId: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  // Esc closes the panel wherever the focus is (a button that went disabled leaves it on the page).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // The panel mounts when opened (its chunk loads then) and goes when closed.
      destroyOnHidden
      content={<Suspense fallback={<Spin size="small" />}>{open ? children(() => setOpen(false)) : null}</Suspense>}
    >
      <Tooltip title={label}>
        <Button type="text" icon={icon} aria-label={label} aria-haspopup="dialog" aria-expanded={open} data-testid={testId} data-opens-dialog={testId} />
      </Tooltip>
    </Popover>
  );
}

interface Props {
  resource: ResourceDecl;
  arranged: ArrangedColumn[];
  density: Density;
  state: ListState;
  onSettings: (settings: ListSettings) => void;
  onResetSettings: () => void;
  onOpenView: (view: ListView) => void;
}

/** The list's own tools in its toolbar (docs/screens.md#operator-tools-on-every-list): column settings and saved views. */
export function ListTools({ resource, arranged, density, state, onSettings, onResetSettings, onOpenView }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PanelButton label={t('tools.views.button')} icon={<BookOutlined />} testId="views-button">
        {(close) => (
          <ViewsPanel
            resource={resource}
            arranged={arranged}
            density={density}
            state={state}
            onOpen={(view) => {
              onOpenView(view);
              close();
            }}
          />
        )}
      </PanelButton>
      <PanelButton label={t('tools.settings.button')} icon={<SettingOutlined />} testId="column-settings-button">
        {() => <ColumnSettingsPanel resource={resource} arranged={arranged} density={density} onChange={onSettings} onReset={onResetSettings} />}
      </PanelButton>
    </>
  );
}
