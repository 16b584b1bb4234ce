import type { Kysely } from 'kysely';
import { APPROVAL_MSG, type ApprovalState } from '../../schemas/approvalConstants';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/envelope';
import { AuditEntry } from '../audit/entry';
import { jobAuditRecord } from '../audit/jobRecord';
import { appendAudit } from '../audit/chain';
import type { AuditedCall } from '../audit/write';
import { loadUserContext } from '../repositories/users';
import { signInUsersNamed } from '../repositories/approvalPeople';
import type { Actor } from './covered';
import { resolveAccess, type DataScope } from '../access/dataScope';
import { COVERED_CHANGES } from './covered/index';
import { appendFromCall, recordOf } from './gate';
import { issuePass } from '../domain/gatePass';
import { lockRequest, mayApprove, maySee, parseJson, type RequestRow, type Viewer } from './requests';

const NO_RECORD: DataScope = { all: false, patterns: [], creatorId: null };

/**
 * Deciding a request (docs/approvals.md). Each decision runs in the call's audited transaction with the request's
 * row locked, so two decisions take turns: an approval applies the held change exactly once, because the second
 * finds the request no longer pending. The requester never decides their own request; two approvals are two
 * people (one vote per person and request, which the database holds too).
 */

/** The state a request's record was in when it was held, as stored. */
interface HeldState {
  fields: Record<string, unknown>;
  fingerprint: string | null;
  history: { entity: string; entityId: string }[];
}

export const heldStateOf = (row: RequestRow): HeldState => {
  const value = parseJson<Partial<HeldState>>(row.before_state, {});
  return { fields: value.fields ?? {}, fingerprint: value.fingerprint ?? null, history: Array.isArray(value.history) ? value.history : [] };
};

/** Who decides or comments: a viewer of the tenant, named on the vote or comment as they sign in. */
export interface Decider extends Viewer {
  username: string;
  actualName: string;
}

/** What a decision did: the request's new state, and whether the held change was applied. */
export interface Decision {
  id: number;
  state: ApprovalState;
  ended: boolean;
  requesterId: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The request of the caller's tenant, locked, and visible to them (404 otherwise, as a record outside one's reach). */
async function lockedVisible(trx: Kysely<Database>, viewer: Viewer, id: number): Promise<RequestRow> {
  const row = await lockRequest(trx, viewer.tenantId, id);
  if (!row || !(await maySee(trx, viewer, row))) throw notFound();
  return row;
}

/** Refuses what a decision of an approver may not do to this request. */
async function checkDecider(trx: Kysely<Database>, viewer: Viewer, row: RequestRow, now: Date) {
  if (!mayApprove(viewer)) throw forbidden();
  if (row.state !== 'pending') throw new ApiError(409, APPROVAL_MSG.closed);
  if (row.expire_time <= now) throw new ApiError(409, APPROVAL_MSG.expired);
  if (Number(row.requester_id) === viewer.userId) throw new ApiError(403, APPROVAL_MSG.ownRequest);
  const voted = await trx.selectFrom('approval_vote').select('user_id').where('request_id', '=', row.id).where('user_id', '=', viewer.userId).executeTakeFirst();
  if (voted) throw new ApiError(409, APPROVAL_MSG.alreadyVoted);
}

/**
 * The requester as the actor of the held change: who they are now, in the request's tenant, with the data scope
 * they have now (a record that has left it is not found, and the request ends conflicted; a requester who can no
 * longer sign in reaches nothing).
 */
async function requesterOf(trx: Kysely<Database>, row: RequestRow): Promise<Actor> {
  const user = await loadUserContext(trx, Number(row.requester_id));
  return {
    scope: user ? (await resolveAccess(trx, user)).scope : NO_RECORD,
    tenantId: row.tenant_id,
    homeTenantId: user?.homeTenantId ?? row.tenant_id,
    userId: Number(row.requester_id),
    username: user?.username ?? row.requester_username,
    actualName: user?.actualName ?? row.requester_name,
    permissions: user?.permissions ?? [],
  };
}

const endRequest = (trx: Kysely<Database>, id: number, state: ApprovalState, extra: { reason?: string | null; conflicts?: unknown } = {}) =>
  trx
    .updateTable('approval_request')
    .set({
      state,
      decide_time: new Date(),
      ...(extra.reason !== undefined ? { reason: extra.reason?.slice(0, 500) ?? null } : {}),
      ...(extra.conflicts !== undefined ? { conflicts: JSON.stringify(extra.conflicts) } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();

const approversOf = async (trx: Kysely<Database>, id: number) =>
  (await trx.selectFrom('approval_vote').select('username').where('request_id', '=', id).where('decision', '=', 'approve').orderBy('create_time').execute()).map((v) => v.username);

/** A failure of the held change while it applied: the decision's transaction is gone; the request ends conflicted in another. */
export class ApplyFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * An approval: the caller's vote, and once the request has the approvals it needs, the held change applied in this
 * same transaction, with the state the request was held on checked first: a record that changed since ends the
 * request conflicted, with each changed field as the request found it and as it stands.
 */
export async function approve(trx: Kysely<Database>, call: AuditedCall, audit: AuditEntry, viewer: Decider, id: number, comment: string | null): Promise<Decision> {
  audit.target(id);
  const row = await lockedVisible(trx, viewer, id);
  const now = new Date();
  await checkDecider(trx, viewer, row, now);
  await trx
    .insertInto('approval_vote')
    .values({ request_id: row.id, user_id: viewer.userId, username: viewer.username, actual_name: viewer.actualName, decision: 'approve', comment })
    .execute();
  const approvers = await approversOf(trx, row.id);
  audit.field('approvedCount', approvers.length - 1, approvers.length).field('requester', null, row.requester_username);
  if (comment) audit.field('comment', null, comment);
  const base = { id: Number(row.id), requesterId: Number(row.requester_id) };
  if (approvers.length < row.approvals) return { ...base, state: 'pending', ended: false };

  const conflicted = async (reason: string, conflicts: unknown[]) => {
    await endRequest(trx, row.id, 'conflicted', { reason, conflicts });
    audit.field('state', 'pending', 'conflicted').field('approvers', null, approvers).field('reason', null, reason);
    return { ...base, state: 'conflicted' as const, ended: true };
  };
  const change = COVERED_CHANGES[row.operation];
  const parsed = change?.payload.safeParse(parseJson<unknown>(row.payload, null));
  if (!change || !parsed?.success) return conflicted(APPROVAL_MSG.conflicted, []);
  const actor = await requesterOf(trx, row);
  let state;
  try {
    state = await change.read(trx, actor, parsed.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const data = (error.extra?.data ?? {}) as { conflicts?: { field: string; expected: unknown; current: unknown }[] };
    return conflicted(
      error.message,
      (data.conflicts ?? []).map((c) => ({ field: c.field, expected: c.expected, current: c.current })),
    );
  }
  const held = heldStateOf(row);
  const keys = [...new Set([...Object.keys(held.fields), ...Object.keys(state.fields)])];
  const moved = keys.filter((key) => !same(held.fields[key], state.fields[key])).map((key) => ({ field: key, expected: held.fields[key] ?? null, current: state.fields[key] ?? null }));
  const heldVersion = row.record_version === null ? null : Number(row.record_version);
  const fingerprintMoved = (held.fingerprint ?? null) !== (state.fingerprint ?? null);
  // A record with a version has changed since when its version moved (docs/api.md, "Idempotency keys and
  // versions"), whichever field: the same check a stale save meets. Its shown fields may move without it (an
  // account's balance, which the ledger moves and no version follows) and are then only the request's context.
  // Without a version, the fields the change touches stand in for it.
  const versioned = heldVersion !== null && state.version !== null;
  const stale = versioned ? heldVersion !== state.version || fingerprintMoved : moved.length > 0 || fingerprintMoved;
  if (stale) {
    const field = fingerprintMoved ? state.fingerprintField : undefined;
    if (field && !moved.some((m) => m.field === field)) moved.push({ field, expected: held.fields[field] ?? null, current: state.fields[field] ?? null });
    if (versioned && heldVersion !== state.version) moved.push({ field: 'version', expected: heldVersion, current: state.version });
    return conflicted(APPROVAL_MSG.conflicted, moved);
  }

  const applied = new AuditEntry({ entity: change.entity, action: change.auditAction }, audit.method, audit.path, audit.enabled);
  try {
    await change.apply({ trx, actor, pass: issuePass(), audit: applied, append: (patch) => appendFromCall(trx, call, patch) }, parsed.data);
  } catch (error) {
    // The change refused to apply (its own rules, or the database's): nothing of it may stay.
    throw new ApplyFailed(error instanceof ApiError ? error.message : APPROVAL_MSG.conflicted);
  }
  const appliedId = applied.changes.length > 0 || applied.entityId !== null ? await appendFromCall(trx, call, recordOf(applied)) : null;
  await endRequest(trx, row.id, 'approved');
  audit.field('state', 'pending', 'approved').field('approvers', null, approvers);
  if (appliedId) audit.field('auditId', null, appliedId);
  return { ...base, state: 'approved', ended: true };
}

/**
 * After a held change failed to apply (its transaction rolled back): the caller's approval is kept and the request
 * ends conflicted with why, if it still waits.
 */
export async function endFailed(trx: Kysely<Database>, audit: AuditEntry, viewer: Decider, id: number, reason: string, comment: string | null): Promise<Decision> {
  audit.changes.length = 0;
  audit.target(id);
  const row = await lockedVisible(trx, viewer, id);
  await checkDecider(trx, viewer, row, new Date());
  await trx
    .insertInto('approval_vote')
    .values({ request_id: row.id, user_id: viewer.userId, username: viewer.username, actual_name: viewer.actualName, decision: 'approve', comment })
    .execute();
  await endRequest(trx, row.id, 'conflicted', { reason, conflicts: [] });
  audit
    .field('state', 'pending', 'conflicted')
    .field('approvers', null, await approversOf(trx, row.id))
    .field('reason', null, reason);
  return { id: Number(row.id), state: 'conflicted', ended: true, requesterId: Number(row.requester_id) };
}

/** A rejection, with its reason: one is enough to end the request. */
export async function reject(trx: Kysely<Database>, audit: AuditEntry, viewer: Decider, id: number, reason: string): Promise<Decision> {
  audit.target(id);
  const row = await lockedVisible(trx, viewer, id);
  await checkDecider(trx, viewer, row, new Date());
  await trx
    .insertInto('approval_vote')
    .values({ request_id: row.id, user_id: viewer.userId, username: viewer.username, actual_name: viewer.actualName, decision: 'reject', comment: reason })
    .execute();
  await endRequest(trx, row.id, 'rejected', { reason });
  audit.field('state', 'pending', 'rejected').field('reason', null, reason).field('requester', null, row.requester_username);
  return { id: Number(row.id), state: 'rejected', ended: true, requesterId: Number(row.requester_id) };
}

/** The requester takes a pending request back. */
export async function withdraw(trx: Kysely<Database>, audit: AuditEntry, viewer: Viewer, id: number, comment: string | null): Promise<Decision> {
  audit.target(id);
  const row = await lockedVisible(trx, viewer, id);
  if (Number(row.requester_id) !== viewer.userId) throw new ApiError(403, APPROVAL_MSG.notRequester);
  if (row.state !== 'pending') throw new ApiError(409, APPROVAL_MSG.closed);
  await endRequest(trx, row.id, 'withdrawn', { reason: comment || null });
  audit.field('state', 'pending', 'withdrawn');
  if (comment) audit.field('comment', null, comment);
  return { id: Number(row.id), state: 'withdrawn', ended: true, requesterId: Number(row.requester_id) };
}

const MENTION = /@([A-Za-z0-9_.-]{1,64})/g;

/** The user names a comment mentions (`@checker`), each once. */
export const mentionsIn = (text: string) => [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!))].slice(0, 20);

/** A comment: kept with the request; the users it mentions (of the tenant, who sign in) may read the request from now on. */
export async function comment(trx: Kysely<Database>, audit: AuditEntry, viewer: Decider, id: number, text: string): Promise<{ mentioned: number[] }> {
  audit.target(id);
  const row = await lockedVisible(trx, viewer, id);
  const users = await signInUsersNamed(trx, row.tenant_id, mentionsIn(text));
  await trx
    .insertInto('approval_comment')
    .values({
      request_id: row.id,
      user_id: viewer.userId,
      username: viewer.username,
      actual_name: viewer.actualName,
      content: text,
      mentions: JSON.stringify(users.map((u) => u.username)),
    })
    .execute();
  const others = users.filter((u) => Number(u.user_id) !== viewer.userId);
  if (others.length) {
    await trx
      .insertInto('approval_mention')
      .values(others.map((u) => ({ request_id: row.id, user_id: u.user_id })))
      .onConflict((oc) => oc.columns(['request_id', 'user_id']).doNothing())
      .execute();
  }
  audit.field('comment', null, text);
  if (users.length)
    audit.field(
      'mentions',
      null,
      users.map((u) => u.username),
    );
  return { mentioned: others.map((u) => Number(u.user_id)) };
}

/** What the expiry job records of one request: its own run, as the retention job records its. */
const expiryRecord = (tenantId: number, id: number) =>
  jobAuditRecord({
    tenantId,
    route: 'approvalExpiry',
    action: 'expire',
    entity: 'approval',
    entityId: String(id),
    changes: [{ field: 'state', before: 'pending', after: 'expired' }],
  });

/**
 * Ends the requests whose time is up (`now` or earlier), each in a transaction of its own with its record on the
 * tenant's trail; answers what it ended, for the tenants' counts and the requesters' reminders.
 */
export async function expireRequests(db: Kysely<Database>, now: Date = new Date()): Promise<{ id: number; tenantId: number; requesterId: number }[]> {
  const due = await db
    .selectFrom('approval_request')
    .select(['id', 'tenant_id'])
    .where('state', '=', 'pending')
    .where('expire_time', '<=', now)
    .orderBy('expire_time')
    .limit(500)
    .execute();
  const ended: { id: number; tenantId: number; requesterId: number }[] = [];
  for (const { id, tenant_id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await lockRequest(trx, tenant_id, Number(id));
      if (!row || row.state !== 'pending' || row.expire_time > now) return null;
      await endRequest(trx, row.id, 'expired');
      await appendAudit(trx, expiryRecord(row.tenant_id, Number(row.id)));
      return { id: Number(row.id), tenantId: row.tenant_id, requesterId: Number(row.requester_id) };
    });
    if (done) ended.push(done);
  }
  return ended;
}

/** The expiry's schedule on the job queue: every minute, on one instance per tick. */
export const APPROVAL_EXPIRY_JOB = 'approval-expiry';
export const APPROVAL_EXPIRY_CRON = '* * * * *';
