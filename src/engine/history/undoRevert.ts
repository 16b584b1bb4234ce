import type { App } from 'antd';
import type { TFunction } from 'i18next';
import { AUDIT_REVERT_MSG } from '@schemas/auditRevertConstants';
import { APPROVAL_SUBMITTED, heldApprovalOf } from '@schemas/approvalLinks';
import { tm } from '@/providers/i18n';
import { revertChange } from './historyApi';
import './historyTexts';

type Feedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

/**
 * The revert behind a success message's 撤销 / Undo (docs/product.md#history-and-undo), loaded when it is chosen
 * rather than with the list (docs/performance.md#what-the-browser-loads): the same revert as the history drawer's.
 * An approval rule may hold it (已提交审批，等待审核); a change made since refuses it, said in a warning.
 */
export async function undoRevert(auditId: number, { message, modal }: Feedback, t: TFunction) {
  try {
    const result = await revertChange(auditId);
    if (result.ok && heldApprovalOf(result.reply)) {
      message.info(tm(APPROVAL_SUBMITTED));
    } else if (result.ok) {
      message.success(tm(AUDIT_REVERT_MSG.reverted));
    } else {
      modal.warning({ title: tm(result.message), content: t('history.conflictHint'), okText: t('buttons.confirm') });
    }
  } catch (error) {
    message.error(error instanceof Error ? error.message : String(error));
  }
}
