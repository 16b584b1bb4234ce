import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { ApprovalAction } from '../../../schemas/approvalConstants';
import type { Database } from '../../db/schema';
import { applyRevert, planRevert, type Plan } from '../../audit/revert';
import { auditedWrite } from '../../audit/write';
import type { Actor, CoveredChange, RecordState } from '../covered';
import { appendFromCall, throughGate, type GateCall, type GateOutcome } from '../gate';
import { auditedRecordSeen } from '../../access/recordScope';

/** The actor as a revert's caller: a record outside their data scope is not found (docs/security.md). */
const callerOf = (trx: Transaction<Database>, actor: Actor) => ({
  ...actor,
  seen: (entity: string, id: number) => auditedRecordSeen(trx, actor.tenantId, actor.scope, entity, id),
});

const payload = z.object({ auditId: z.int().positive() });
export type RevertPayload = z.output<typeof payload>;

/** What a revert writes that a rule covers: a status of an account or subject, a merchant's authorisation. */
const COVERED_FIELDS: Record<string, { field: string; rule: ApprovalAction }> = {
  account: { field: 'status', rule: 'accountStatus' },
  subject: { field: 'status', rule: 'subjectStatus' },
  outMerchant: { field: 'outAuthInfo', rule: 'merchantAuth' },
};

/** The field of one planned record, keyed by the record when a bulk revert puts back several. */
const keyOf = (plans: Plan[], p: Plan, field: string) => (plans.length > 1 ? `${p.original.entity}#${p.id}.${field}` : field);

const titleOf = (p: Plan) => {
  const row = p.current ?? {};
  const name = row.accountName ?? row.subjectName ?? row.merchant_name ?? row.name;
  return typeof name === 'string' ? `${name}（#${p.id}）` : `#${p.id}`;
};

/**
 * A revert (`POST /admin/audit/{auditId}/revert`, from the history drawer, the audit page or a message's 撤销): the
 * change it puts back is held by the rule of what it writes (a status back, an authorisation back), and applied
 * through the same services as the change's own save. Its plan refuses now what it would refuse when applied.
 */
/** What an applied revert answers: the records it wrote and the changes it put back. */
export interface RevertDoneReply {
  auditIds: number[];
  reverted: number[];
}

export const revertCoveredChange: CoveredChange<RevertPayload, RevertDoneReply> = {
  operation: 'revert',
  entity: 'auditLog',
  auditAction: 'revert',
  versioned: false,
  payload,
  async read(trx, actor, p) {
    const plans = await planRevert(trx as Transaction<Database>, callerOf(trx as Transaction<Database>, actor), p.auditId);
    const first = plans[0]!;
    const fields: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const plan of plans) {
      for (const change of plan.changes) {
        fields[keyOf(plans, plan, change.field)] = change.after;
        after[keyOf(plans, plan, change.field)] = change.before;
      }
    }
    return { entity: first.original.entity, entityId: first.original.entity_id ?? String(first.id), title: titleOf(first), fields, version: null, unkept: { after, plans } };
  },
  ruleOf(_p, state) {
    const plans = (state.unkept?.plans ?? []) as Plan[];
    for (const plan of plans) {
      const covered = COVERED_FIELDS[plan.original.entity];
      if (covered && plan.changes.some((c) => c.field === covered.field)) return covered.rule;
    }
    return null;
  },
  preview: (_p, state) => (state.unkept?.after ?? {}) as Record<string, unknown>,
  async apply({ trx, actor, pass, append }, p) {
    const plans = await planRevert(trx as Transaction<Database>, callerOf(trx as Transaction<Database>, actor), p.auditId);
    const { done, batchId } = await applyRevert(trx as Transaction<Database>, actor, plans, pass);
    const auditIds: number[] = [];
    for (const one of done) {
      auditIds.push(
        await append({
          entity: one.original.entity,
          entityId: one.original.entity_id,
          action: 'revert',
          changes: JSON.stringify(one.changes),
          revertOf: Number(one.original.id),
          batchId,
        }),
      );
    }
    return { auditIds: auditIds.filter((id) => id > 0), reverted: done.map((one) => Number(one.original.id)) };
  },
  historyKeys: (state: RecordState) => {
    const plans = (state.unkept?.plans ?? []) as Plan[];
    return plans.map((plan) => ({ entity: plan.original.entity, entityId: plan.original.entity_id ?? String(plan.id) }));
  },
};

/**
 * A revert as an audited call (docs/product.md#history-and-undo), through the approval gate: held as a request when
 * what it puts back is covered (its call recorded as the request it submitted), or applied at once, in one
 * transaction, recorded as one record per change put back (action `revert`, against the reverted record, pointing at
 * the change it reverts, so that a revert is itself reverted the same way) and none of its own.
 */
export async function revertThroughGate(db: Kysely<Database>, gate: GateCall, auditId: number): Promise<GateOutcome<RevertDoneReply>> {
  const { call, actor } = gate;
  const outcome = await auditedWrite(call, db, async (trx, audit) => {
    const result = await throughGate(trx, revertCoveredChange, actor, { auditId }, audit, (patch) => appendFromCall(trx, call, patch));
    if ('applied' in result) audit.instead([]);
    return result;
  });
  if ('held' in outcome) {
    // A request is not a change the console could undo.
    call.entry.auditId = null;
    await gate.events.requestsChanged(actor.tenantId);
  } else {
    call.entry.auditIds.push(...outcome.applied.auditIds);
    call.entry.auditId = outcome.applied.auditIds[0] ?? null;
  }
  return outcome;
}
