import { z } from 'zod';
import type { Transaction } from 'kysely';
import type { ApprovalAction } from '../../../schemas/approvalConstants';
import type { Database } from '../../db/schema';
import { applyRevert, planRevert, type Plan } from '../../audit/revert';
import type { Actor, CoveredChange, RecordState } from '../covered';
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
export const revertCoveredChange: CoveredChange<RevertPayload, { auditIds: number[]; reverted: number[] }> = {
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
