import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ApprovalAction } from '../../schemas/approvalConstants';
import type { AuditAction, AuditEntity } from '../../schemas/audit';
import type { Database } from '../db/schema';
import type { AuditDraft } from '../audit/chain';
import type { AuditEntry } from '../audit/entry';
import type { GatePass } from '../domain/gatePass';
import type { DataScope } from '../access/dataScope';

/** Who makes a covered change: the caller of a covered route, or the requester of a request being applied. */
export interface Actor {
  /** The tenant the change acts on. */
  tenantId: number;
  homeTenantId: number;
  userId: number;
  username: string;
  actualName: string;
  permissions: readonly string[];
  /**
   * The records the actor reaches (server/access/dataScope.ts): a covered change reads its record within it, so a
   * record outside it is not found, whether the change is called or applied by an approval (the requester's scope
   * as it stands then).
   */
  scope: DataScope;
}

/** The record a change is about, as the change reads it (locked for the transaction). */
export interface RecordState {
  /** The record's entity as the lists and the trail name it: a list marks its pending rows by it. */
  entity: string;
  /** The record's id as the lists and the trail name it (an account's id, a subject's id, a merchant's id). */
  entityId: string;
  /** How people know the record: an account's name and number, a merchant's name. */
  title: string;
  /**
   * The fields the change touches, as they stand. The request keeps them: if they differ when the request is
   * approved, the record changed since and the request ends conflicted (the version check).
   */
  fields: Record<string, unknown>;
  /**
   * The record's version (docs/api.md, "Idempotency keys and versions"): the database moves it at every change of
   * the record, so an approval finds the record changed when it moved, whatever field moved. Without one (a
   * revert, which checks each field it puts back), the fields stand in for it.
   */
  version: number | null;
  /**
   * The record as a stale write's 412 gives it back (its version the one the write must have been sent with), for
   * a change whose route checks the version sent (`versioned`).
   */
  record?: { version: number };
  /** The trail's id of the record the change is recorded on, where it is not `entityId` (an account's limits: its number). */
  auditTarget?: string;
  /** What else must not have changed and is not shown (a digest of a merchant's stored authorisation, secrets and all). */
  fingerprint?: string;
  /** The shown field the fingerprint stands for: a conflict names it when only the fingerprint moved. */
  fingerprintField?: string;
  /** What the change reads to decide and never keeps with a request (a merchant's stored authorisation text). */
  unkept?: Record<string, unknown>;
  /** An out merchant's applicant, which decides which of its authorisation keys are secrets (masked when shown). */
  supplier?: string;
}

/** What a covered change may do while it runs: the transaction, who, the gate's pass and the call's audit entry. */
export interface ApplyContext {
  trx: Kysely<Database>;
  actor: Actor;
  pass: GatePass;
  /** The record of this change (the call's own entry, or the applied change's when an approval applies it). */
  audit: AuditEntry;
  /** Appends a further record to the trail in this transaction, from the call's record with these fields replaced. */
  append(patch: Partial<AuditDraft>): Promise<number>;
}

/**
 * One covered change (docs/approvals.md, "the gate"): the service action that a rule may hold, declared once with
 * how to read its record, which rule covers it, the amount the rule counts from, what it would make of the record,
 * and how to apply it. A route calls it through the gate; an approval applies the same declaration; nothing else
 * can reach its service, which takes the gate's pass. Covering a new action is one such declaration, listed in
 * server/approval/covered/index.ts.
 */
export interface CoveredChange<P = unknown, R = unknown> {
  /** The declaration's name, stored with a request to apply it later. */
  operation: string;
  /** The trail's entity and action of the change when it is applied. */
  entity: AuditEntity;
  /**
   * Its route checks the version the caller read (If-Match or the body's `version`) against the record it read,
   * held or applied: 412 with the record as it stands when stale, 428 without one for a record that carries money.
   * A recharge sends none (it moves a balance, which no version follows).
   */
  versioned: boolean;
  auditAction: AuditAction;
  /** The payload as stored with a request: checked again before the change is applied. */
  payload: z.ZodType<P>;
  /** Reads the record (locked), refusing what the change itself would refuse, so that nothing is held that cannot apply. */
  read(trx: Kysely<Database>, actor: Actor, payload: P): Promise<RecordState>;
  /**
   * The rule that may hold this change, or null when the change touches nothing a rule covers; several when the
   * change touches what several rules cover (a role's menus and its scope): the gate holds it by the one in force
   * that asks for the most approvals.
   */
  ruleOf(payload: P, state: RecordState): ApprovalAction | readonly ApprovalAction[] | null;
  /** What the rule's `minAmount` is compared with (a recharge's amount; the limit set). */
  amount?(payload: P, state: RecordState): string | null;
  /** The fields as the change would leave them, for the approvers' diff. */
  preview(payload: P, state: RecordState): Record<string, unknown>;
  /** Makes the change (the service takes the pass), saying on `ctx.audit` what changed; answers what the route answers. */
  apply(ctx: ApplyContext, payload: P): Promise<R>;
  /** The trail's records of this record, shown with a request (its history): kept with the request. */
  historyKeys(state: RecordState, payload: P): { entity: string; entityId: string }[];
}

/** A covered change of any payload, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds changes of every payload, and a change's methods take its own (unknown would refuse them all)
export type AnyCoveredChange = CoveredChange<any, any>;
