import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_REVERT_MSG } from '@schemas/auditRevertConstants';
import { tm } from '@/providers/i18n';
import { auditIdsSince, auditMark } from '@/providers/auditMarks';
import { revertChange } from './historyApi';

/** How long the success message offers 撤销 / Undo (docs/product.md#history-and-undo); the history drawer keeps it after. */
export const UNDO_SECONDS = 10;

/**
 * Success messages that offer to undo the change just made, through the same revert as the history drawer:
 * `const mark = undo.mark()` before the call, `undo.success(text, mark)` after it. Without a recorded change
 * (auditing off, a call that changed nothing) the message is the plain one.
 */
export function useUndo(reload: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  const undo = async (auditId: number, key: string) => {
    message.destroy(key);
    try {
      const result = await revertChange(auditId);
      if (result.ok) {
        message.success(tm(AUDIT_REVERT_MSG.reverted));
      } else {
        modal.warning({ title: tm(result.message), content: t('history.conflictHint'), okText: t('buttons.confirm') });
      }
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };

  const success = (text: string, mark: number) => {
    const ids = auditIdsSince(mark);
    // A bulk action's records share its batch: reverting any one of them reverts all of it.
    const auditId = ids[ids.length - 1];
    if (!auditId) {
      message.success(text);
      return;
    }
    const key = `undo-${auditId}`;
    message.success({
      key,
      duration: UNDO_SECONDS,
      content: (
        <span className="undo-message">
          <span>{text}</span>
          <Button type="link" size="small" data-testid="undo" onClick={() => void undo(auditId, key)}>
            {t('history.undo')}
          </Button>
        </span>
      ),
    });
  };

  return { mark: auditMark, success };
}
