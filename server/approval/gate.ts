import type { Kysely } from 'kysely';
import { APPROVAL_MSG, type ApprovalAction, type HeldApproval } from '../../schemas/approvalConstants';
import { toCents } from '../../schemas/money';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError } from '../http/envelope';
import { appendAudit, type AuditDraft } from '../audit/chain';
import type { AuditEntry } from '../audit/entry';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion, requireVersion } from '../audit/versions';
import { fieldChanges } from '../audit/changes';
import type { Actor, CoveredChange, RecordState } from './covered';
import { issuePass } from '../domain/gatePass';
import type { ApprovalEvents } from './events';
import { insertRequest, pendingOf } from './requests';
import { ruleFor, type StoredRule } from './rules';

/**
 * The approval gate (docs/approvals.md): every covered change passes here, whatever called it. It reads the record,
 * asks the tenant's rules whether one holds this change (its action, and the amount it counts from), and either
 * stores the change as a pending request, changing nothing else, or runs the change with the pass its service
 * needs. A held change is recorded on the trail as the request it submitted.
 */

export type GateOutcome<R> = { held: HeldApproval } | { applied: R };

const HOUR_MS = 3_600_000;

/**
 * A covered call as the gate takes it: the audited call of the request (server/audit/write.ts), who makes the change
 * with their data scope, and who hears of a request held (the tenant's approvers, whose badge counts it). A route
 * makes it from its request (`gateOf`, server/http/approvalGate.ts).
 */
export interface GateCall {
  readonly call: AuditedCall;
  readonly actor: Actor;
  readonly events: Pick<ApprovalEvents, 'requestsChanged'>;
}

/**
 * The rule in force that holds a change, of those that cover what it touches: one that holds it from an amount
 * only when the change's amount reaches it; of several, the one asking for the most approvals (the first named on
 * a tie).
 */
async function holdingRule(trx: Kysely<Database>, tenantId: number, actions: readonly ApprovalAction[], amount: string | null) {
  let held: { action: ApprovalAction; rule: StoredRule } | null = null;
  for (const action of actions) {
    const rule = await ruleFor(trx, tenantId, action);
    if (!rule || (rule.minAmount !== null && (amount === null || toCents(amount) < toCents(rule.minAmount)))) continue;
    if (!held || rule.approvals > held.rule.approvals) held = { action, rule };
  }
  return held;
}

/**
 * Within the caller's transaction: holds the change for approval, or applies it. `check` sees the record as the
 * change read it (locked) before either: the version the caller sent is checked there.
 */
export async function throughGate<P, R>(
  trx: Kysely<Database>,
  change: CoveredChange<P, R>,
  actor: Actor,
  payload: P,
  audit: AuditEntry,
  append: (patch: Partial<AuditDraft>) => Promise<number>,
  check?: (state: RecordState) => Promise<void>,
): Promise<GateOutcome<R>> {
  const state = await change.read(trx, actor, payload);
  await check?.(state);
  const amount = change.amount?.(payload, state) ?? null;
  const held = await holdingRule(trx, actor.tenantId, [change.ruleOf(payload, state) ?? []].flat(), amount);
  if (!held) return { applied: await change.apply({ trx, actor, pass: issuePass(), audit, append }, payload) };
  const { action, rule } = held;

  const request = {
    tenantId: actor.tenantId,
    action,
    entity: state.entity,
    entityId: state.entityId,
  };
  if (await pendingOf(trx, request)) throw new ApiError(409, APPROVAL_MSG.duplicatePending);
  const changes = fieldChanges(state.fields, { ...state.fields, ...change.preview(payload, state) }, state.supplier);
  let id: number;
  try {
    id = await insertRequest(trx, {
      ...request,
      operation: change.operation,
      title: state.title,
      payload,
      beforeState: { fields: state.fields, fingerprint: state.fingerprint ?? null, history: change.historyKeys(state, payload) },
      recordVersion: state.version,
      changes,
      amount,
      approvals: rule.approvals,
      requester: { userId: actor.userId, username: actor.username, actualName: actor.actualName },
      expireTime: new Date(Date.now() + rule.expireHours * HOUR_MS),
    });
  } catch (error) {
    // Another call submitted the same record's request in between: the unique index of pending requests decides.
    if (isUniqueViolation(error)) throw new ApiError(409, APPROVAL_MSG.duplicatePending);
    throw error;
  }
  audit
    .as('approval', 'submit')
    .target(id)
    .field('state', null, 'pending')
    .field('action', null, action)
    .field('entity', null, request.entity)
    .field('entityId', null, request.entityId)
    .field('approvals', null, rule.approvals);
  if (amount !== null) audit.field('amount', null, amount);
  for (const c of changes) audit.field(`change.${c.field}`, c.before, c.after);
  return { held: { id, state: 'pending' } };
}

/** How a covered route shows the record a stale write's 412 gives back. */
export interface GateOptions {
  /** The record as this caller may read it (its withheld fields null and named, docs/security.md). */
  shown?: (record: { version: number }) => unknown;
  /** The record as the 412 gives it back, where the route shows it otherwise than the covered change reads it. */
  current?: (trx: Kysely<Database>, state: RecordState) => Promise<{ version: number }>;
}

/**
 * The version check of a covered call (docs/api.md, "Idempotency keys and versions"), whether the gate then holds
 * the change or applies it: the version the caller sent must be the record's as the change read it (412 with the
 * record as it stands otherwise, who changed it last from the trail); a record that carries money needs one (428).
 * A held request keeps that version, and an approval applies it only while the record still has it.
 */
export function versionCheck(call: AuditedCall, options: GateOptions) {
  return async (trx: Kysely<Database>, state: RecordState) => {
    const record = options.current ? await options.current(trx, state) : state.record;
    if (!record) return;
    call.entry.target(state.auditTarget ?? state.entityId);
    await expectVersion(call, trx, record, options.shown);
  };
}

/**
 * A covered route's write: the gate in the call's audited transaction, the version sent checked first where the
 * route checks one. Once it has committed, a held change tells the tenant's approvers (their badge counts).
 */
export async function gatedWrite<P, R>(db: Kysely<Database>, gate: GateCall, change: CoveredChange<P, R>, payload: P, options: GateOptions = {}): Promise<GateOutcome<R>> {
  const { call, actor } = gate;
  // 428 before anything is read, as every versioned write of a record that carries money answers.
  if (change.versioned) requireVersion(call);
  const outcome = await auditedWrite(call, db, (trx, audit) => {
    const check = change.versioned ? versionCheck(call, options) : undefined;
    return throughGate(trx, change, actor, payload, audit, (patch) => appendFromCall(trx, call, patch), check && ((state) => check(trx, state)));
  });
  if ('held' in outcome) await gate.events.requestsChanged(actor.tenantId);
  return outcome;
}

/** A further record of the call, in its transaction: the call's own with some fields replaced. */
export async function appendFromCall(trx: Kysely<Database>, call: AuditedCall, patch: Partial<AuditDraft>): Promise<number> {
  const draft = call.entry.enabled ? call.draft() : null;
  if (!draft) return 0;
  return (await appendAudit(trx, { ...draft, ...patch })).id;
}

/** The record of another entry than the call's own (an approval's applied change), written as the call: who, from where, which route. */
export const recordOf = (entry: AuditEntry): Partial<AuditDraft> => ({
  entity: entry.entity,
  action: entry.action,
  entityId: entry.entityId,
  changes: JSON.stringify(entry.changes),
  overwroteVersion: null,
});

/** What a covered route answers: its own reply, or the request it was held as. */
export const heldOr = <R>(outcome: GateOutcome<R>): R | { approval: HeldApproval } => ('held' in outcome ? { approval: outcome.held } : outcome.applied);

/** As heldOr, the applied change's reply shown to the caller first (its withheld fields masked). */
export async function heldOrShown<R, S>(outcome: GateOutcome<R>, shown: (applied: R) => Promise<S> | S): Promise<S | { approval: HeldApproval }> {
  return 'held' in outcome ? { approval: outcome.held } : shown(outcome.applied);
}
