import { useRef } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { APPROVAL_SUBMITTED } from '@schemas/approvalLinks';
import { auditIdsSince, auditMark } from '@/providers/auditMarks';
import { heldMark, heldSince } from '@/providers/approvalMarks';
import { loadForAction } from '../loadForAction';

/** How long the success message offers 撤销 / Undo (docs/product.md#history-and-undo); the history drawer keeps it after. */
export const UNDO_SECONDS = 10;

/** Where the console's done changes and held calls stood before an action (`undo.mark()`). */
export interface UndoMark {
  audit: number;
  held: number;
}

/**
 * Success messages that offer to undo the change just made, through the same revert as the history drawer:
 * `const mark = undo.mark()` before the call, `undo.success(text, mark)` after it. Without a recorded change
 * (auditing off, a call that changed nothing) the message is the plain one. A call an approval rule held changed
 * nothing: it says 已提交审批，等待审核 instead (docs/approvals.md), and a bulk action says how many rows wait.
 */
export function useUndo(reload: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  // The messages whose 撤销 was chosen: the button stays in the page while its message fades out, and a double
  // click would send a second revert, refused as a change made since (the first one).
  const chosen = useRef(new Set<string>());

  const undo = async (auditId: number, key: string) => {
    if (chosen.current.has(key)) return;
    chosen.current.add(key);
    message.destroy(key);
    // The revert's code loads when 撤销 is chosen (undoRevert.ts); a load that fails is said in a message.
    const revert = await loadForAction(() => import('./undoRevert'), message, t);
    if (!revert) return;
    await revert.undoRevert(auditId, { message, modal }, t);
    reload();
  };

  const success = (text: string, mark: UndoMark) => {
    const held = heldSince(mark.held).length;
    if (held > 0) message.info(held > 1 ? t('approval.heldCount', { count: held }) : tm(APPROVAL_SUBMITTED));
    const ids = auditIdsSince(mark.audit);
    if (held > 0 && ids.length === 0) return;
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

  const mark = (): UndoMark => ({ audit: auditMark(), held: heldMark() });
  return { mark, success };
}
