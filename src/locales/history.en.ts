import type { GridTexts, HistoryTexts } from './history.zh';
import type { ConflictTexts } from './conflict.zh';
import { IDEMPOTENCY_MSG, VERSION_MSG } from '@schemas/idempotency';
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
  overwrote: "Overwrote someone else's change (version {{version}})",
};

/** The conflict dialog of a stale save (docs/api.md, "Idempotency keys and versions"), in English. */
export const conflictEn: ConflictTexts = {
  title: 'Changed by someone else',
  titleOf: 'Changed by someone else: {{name}}',
  who: '{{user}} made a change ({{action}}) to this record at {{time}}.',
  whoUnknown: 'This record changed after you opened it.',
  someone: 'Another user',
  notSaved: 'Your change is not saved yet.',
  theirs: 'Now (their change)',
  yours: 'Your change',
  changedByThem: 'They changed',
  changedByYou: 'You changed',
  same: 'What you sent matches the record now; other fields were changed by someone else.',
  goOn: 'Go on editing',
  goOnHint: 'Keep what you typed, take the current values of the fields you left alone, and check before saving',
  goOnHintNothing: 'Close this dialog without making the change',
  keepTheirs: 'Keep theirs',
  keepTheirsHint: 'Reload the record as it now stands and drop your change',
  applyMine: 'Apply mine on top',
  applyMineHint: "Save your change over the current version; the audit trail records it as overwriting someone else's change",
  bulkConflicts: 'These records were changed by someone else after you ticked them, and were left as they are:',
  bulkApplyMine: 'Apply to these too',
  bulkBy: 'changed by {{user}} at {{time}}',
  sep: ': ',
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
  [VERSION_MSG.stale]: 'The record was changed by someone else: look at what it holds now before saving',
  [VERSION_MSG.required]: 'Send the version of the record you read (If-Match or version) to change it',
  [VERSION_MSG.badIfMatch]: 'If-Match must be the record’s version, such as "3"',
  [VERSION_MSG.badVersion]: 'The version must be a positive whole number',
  [VERSION_MSG.disagree]: 'If-Match and version disagree',
  [IDEMPOTENCY_MSG.badKey]: 'The Idempotency-Key must be 1 to 255 visible characters',
  [IDEMPOTENCY_MSG.reused]: 'This Idempotency-Key was used for a request with other content: use a new key for a new request',
  [IDEMPOTENCY_MSG.lost]: 'This request was done, but its result could not be kept: refresh to see it',
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
