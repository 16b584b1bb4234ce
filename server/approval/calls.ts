import type { Kysely } from 'kysely';
import type { ApprovalRuleInput } from '../../schemas/approval';
import { APPROVAL_MSG } from '../../schemas/approvalConstants';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { approve, ApplyFailed, comment, endFailed, reject, withdraw, type Decider, type Decision } from './decide';
import { ruleReply, saveRules } from './rules';

/**
 * The writes of the approval routes (docs/approvals.md), each an audited call in its own transaction: a tenant's rules
 * saved as their next version, and a request approved, rejected, withdrawn or commented on. The routes speak HTTP and
 * tell the approvers once these have committed.
 */

/**
 * Saves a tenant's rules over the version the caller read (`expected`, from If-Match; none: over whatever is newest).
 * A save over someone else's is refused with 412, two first saves at once too (the version's key decides).
 */
export async function saveRuleSet(
  db: Kysely<Database>,
  call: AuditedCall,
  by: { userId: number; username: string; actualName: string },
  rules: ApprovalRuleInput[],
  expected: number | undefined,
) {
  try {
    return await auditedWrite(call, db, async (trx, audit) => {
      audit.target(call.tenantId);
      const result = await saveRules(trx, call.tenantId, rules, by, expected);
      if (!result) throw new ApiError(412, APPROVAL_MSG.staleRules);
      const byAction = (list: typeof result.rules) => Object.fromEntries(list.map((r) => [r.action, ruleReply(r)]));
      audit.field('version', result.before.version, result.version).diff(byAction(result.before.rules), byAction(result.rules));
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(412, APPROVAL_MSG.staleRules);
    throw error;
  }
}

/**
 * The caller's approval. When the held change refuses to apply after all, its transaction is gone with the vote in
 * it: the vote is cast again in a transaction of its own, which ends the request conflicted with why.
 */
export async function approveAsCall(db: Kysely<Database>, call: AuditedCall, decider: Decider, id: number, note: string | null): Promise<Decision> {
  try {
    return await auditedWrite(call, db, (trx, audit) => approve(trx, call, audit, decider, id, note));
  } catch (error) {
    if (!(error instanceof ApplyFailed)) throw error;
    return auditedWrite(call, db, (trx, audit) => endFailed(trx, audit, decider, id, error.reason, note));
  }
}

export const rejectAsCall = (db: Kysely<Database>, call: AuditedCall, decider: Decider, id: number, reason: string) =>
  auditedWrite(call, db, (trx, audit) => reject(trx, audit, decider, id, reason));

export const withdrawAsCall = (db: Kysely<Database>, call: AuditedCall, decider: Decider, id: number, note: string | null) =>
  auditedWrite(call, db, (trx, audit) => withdraw(trx, audit, decider, id, note));

export const commentAsCall = (db: Kysely<Database>, call: AuditedCall, decider: Decider, id: number, text: string) =>
  auditedWrite(call, db, (trx, audit) => comment(trx, audit, decider, id, text));
