import type { Kysely } from 'kysely';
import type { AuditFieldChange } from '../../schemas/audit';
import type { WithheldField } from '../../schemas/access';
import type { Database } from '../db/schema';
import { accountSeen, subjectSeen, type DataScope } from './dataScope';
import { WITHHELD_KEYS } from './withheldFields';

/**
 * The data scope on a record named by the audit trail (its history, a revert of one of its changes): a subject or
 * an account outside the caller's scope is not found, as its list would not show it; other records have no scope.
 */
export async function auditedRecordSeen(db: Kysely<Database>, tenantId: number, scope: DataScope, entity: string, id: number): Promise<boolean> {
  if (scope.all) return true;
  if (entity === 'subject') return subjectSeen(db, tenantId, scope, id);
  if (entity === 'account') return accountSeen(db, tenantId, scope, id);
  return true;
}

/** The amounts of the account centre's records, by the names the trail records them under. */
const AMOUNT_FIELDS = new Set<string>([...WITHHELD_KEYS.account.amount, ...WITHHELD_KEYS.subject.amount, 'changeNum', 'creditLimit']);

/** A history's changes with the values of withheld fields left out (null before and after), as every reply does. */
export function withheldChanges(changes: AuditFieldChange[], withheld: readonly WithheldField[]): AuditFieldChange[] {
  if (!withheld.includes('amount')) return changes;
  return changes.map((change) => (AMOUNT_FIELDS.has(change.field) ? { ...change, before: null, after: null } : change));
}
