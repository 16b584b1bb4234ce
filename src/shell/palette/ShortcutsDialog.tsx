import { Button, Modal } from 'antd';
import './palette.css';
import { useTranslation } from 'react-i18next';
import '@/engine/list/tools/panelTexts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keyboard shortcuts of the operator tools, shown by `?`. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [isMac ? '⌘ K' : 'Ctrl K', t('tools.shortcuts.palette')],
    ['/', t('tools.shortcuts.focusSearch')],
    ['Enter', t('tools.shortcuts.search')],
    ['Esc', t('tools.shortcuts.close')],
    ['?', t('tools.shortcuts.help')],
    // The keyboard grid of every list (docs/screens.md#inline-editing-and-the-keyboard-grid).
    ['↑ ↓ ← → Home End', t('tools.shortcuts.gridMove')],
    ['Enter / F2', t('tools.shortcuts.gridEdit')],
    ['Tab / Shift Tab', t('tools.shortcuts.gridTab')],
    ['Esc', t('tools.shortcuts.gridCancel')],
    ['Space', t('tools.shortcuts.gridSelect')],
    ['Enter', t('tools.shortcuts.gridOpen')],
  ];
  return (
    <Modal
      open
      title={t('tools.shortcuts.title')}
      onCancel={onClose}
      width={440}
      // The focus starts inside the dialog (it opened from a key press), so Esc closes it at once.
      footer={
        <Button autoFocus onClick={onClose}>
          {t('engine.close')}
        </Button>
      }
    >
      <dl className="shortcuts-list" data-testid="shortcuts">
        {rows.map(([keys, what]) => (
          <div key={what} className="shortcuts-row">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
