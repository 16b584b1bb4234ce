import type { GridTexts, HistoryTexts } from './history.zh';
import { AUDIT_REVERT_MSG } from '@schemas/auditRevertConstants';

/** The history drawer, undo and the editable grid (docs/product.md#history-and-undo), in English. */
export const historyEn: HistoryTexts = {
  button: 'History',
  title: 'History: {{name}}',
  empty: 'No changes recorded',
  by: '{{user}} at {{time}}',
  field: 'Field',
  before: 'Before',
  after: 'After',
  revert: 'Revert this change',
  revertConfirm: 'Revert this change? The revert is recorded too and can itself be reverted.',
  revertBulk: 'This was a bulk action: all of it is reverted.',
  reverted: 'Reverted',
  revertOf: 'Reverts #{{id}}',
  undo: 'Undo',
  conflictTitle: 'These fields changed since',
  conflictExpected: 'Left by this change',
  conflictCurrent: 'Now',
  conflictHint: "Open the record's history to see the conflicting fields.",
  notRevertible: 'Cannot be reverted',
  total: '{{total}} changes, the latest {{shown}} shown',
};

/** The server's messages of the history and revert calls (schemas/auditRevert.ts). */
export const historyMessagesEn: Record<string, string> = {
  [AUDIT_REVERT_MSG.entity]: 'Choose the kind of record',
  [AUDIT_REVERT_MSG.id]: 'The record id is not valid',
  [AUDIT_REVERT_MSG.auditId]: 'The audit record id is not valid',
  [AUDIT_REVERT_MSG.conflict]: 'The record changed since: the change cannot be reverted',
  [AUDIT_REVERT_MSG.money]: 'Money movements cannot be reverted: recharges, flows and balances are corrected by a new ledger entry',
  [AUDIT_REVERT_MSG.notRevertible]: 'This change cannot be reverted',
  [AUDIT_REVERT_MSG.refused]: 'A failed call changed nothing: there is nothing to revert',
  [AUDIT_REVERT_MSG.secret]: 'This change involves secrets and cannot be reverted; edit the record instead',
  [AUDIT_REVERT_MSG.gone]: 'The record no longer exists: the change cannot be reverted',
  [AUDIT_REVERT_MSG.exists]: 'The record exists already: it cannot be brought back',
  [AUDIT_REVERT_MSG.reverted]: 'Reverted',
  [AUDIT_REVERT_MSG.batchId]: 'The bulk action id is not valid',
};

/** The keyboard grid's announcements (docs/screens.md#inline-editing-and-the-keyboard-grid), in English. */
export const gridEn: GridTexts = {
  editing: 'Editing {{field}}: Enter saves, Esc cancels',
  cancelled: 'Edit cancelled',
  saving: 'Saving',
  selected: 'Row selected, {{count}} selected',
  unselected: 'Row unselected, {{count}} selected',
};
