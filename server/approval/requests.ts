import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApprovalMark, ApprovalRequest } from '../../schemas/approval';
import { APPROVAL_PERMISSION, type ApprovalAction, type ApprovalState, type ApprovalView } from '../../schemas/approvalConstants';
import type { AuditFieldChange } from '../../schemas/audit';
import { formatMoney } from '../../schemas/money';
import type { ApprovalRequestTable, Database } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * The queries of approval requests (docs/approvals.md), always within one tenant. The routes in
 * server/routes/approval.ts speak HTTP; server/approval/decide.ts owns the decisions' transactions.
 */

export type RequestRow = Selectable<ApprovalRequestTable>;

/** Who reads or decides: the user, the tenant the request acts on, and whether they hold the approving permission. */
export interface Viewer {
  userId: number;
  tenantId: number;
  permissions: readonly string[];
}

export const mayApprove = (viewer: Viewer) => viewer.permissions.includes(APPROVAL_PERMISSION.approve);

export const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export interface NewRequest {
  tenantId: number;
  action: ApprovalAction;
  operation: string;
  entity: string;
  entityId: string;
  title: string;
  payload: unknown;
  beforeState: Record<string, unknown>;
  recordVersion: number | null;
  changes: AuditFieldChange[];
  amount: string | null;
  approvals: 1 | 2;
  requester: { userId: number; username: string; actualName: string };
  expireTime: Date;
}

/** A pending request of the same rule for the same record, if one waits. */
export const pendingOf = (db: Kysely<Database>, r: Pick<NewRequest, 'tenantId' | 'action' | 'entity' | 'entityId'>) =>
  db
    .selectFrom('approval_request')
    .select('id')
    .where('tenant_id', '=', r.tenantId)
    .where('action', '=', r.action)
    .where('entity', '=', r.entity)
    .where('entity_id', '=', r.entityId)
    .where('state', '=', 'pending')
    .executeTakeFirst();

export async function insertRequest(trx: Kysely<Database>, r: NewRequest): Promise<number> {
  const row = await trx
    .insertInto('approval_request')
    .values({
      tenant_id: r.tenantId,
      action: r.action,
      operation: r.operation,
      entity: r.entity,
      entity_id: r.entityId,
      title: r.title.slice(0, 200),
      payload: JSON.stringify(r.payload),
      before_state: JSON.stringify(r.beforeState),
      record_version: r.recordVersion,
      changes: JSON.stringify(r.changes),
      amount: r.amount,
      approvals: r.approvals,
      requester_id: r.requester.userId,
      requester_username: r.requester.username,
      requester_name: r.requester.actualName,
      expire_time: r.expireTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The tenant's request, locked for the decision that reads it. */
export const lockRequest = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('approval_request').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

export const findRequest = (db: Kysely<Database>, tenantId: number, id: number) =>
  db.selectFrom('approval_request').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const votesOf = (db: Kysely<Database>, requestIds: number[]) =>
  requestIds.length === 0 ? Promise.resolve([]) : db.selectFrom('approval_vote').selectAll().where('request_id', 'in', requestIds).orderBy('create_time').execute();

/**
 * Whether a user may read a request: its requester, a holder of the approving permission in its tenant, one who
 * voted on it, or one its comments mention.
 */
export async function maySee(db: Kysely<Database>, viewer: Viewer, row: RequestRow): Promise<boolean> {
  if (Number(row.requester_id) === viewer.userId || mayApprove(viewer)) return true;
  const voted = await db.selectFrom('approval_vote').select('user_id').where('request_id', '=', row.id).where('user_id', '=', viewer.userId).executeTakeFirst();
  if (voted) return true;
  const mentioned = await db.selectFrom('approval_mention').select('user_id').where('request_id', '=', row.id).where('user_id', '=', viewer.userId).executeTakeFirst();
  return mentioned !== undefined;
}

/** A request as the API answers it, with what the viewer may do to it now. */
export function requestReply(row: RequestRow, votes: { user_id: number; decision: string }[], viewer: Viewer, now = new Date()): ApprovalRequest {
  const pending = row.state === 'pending' && row.expire_time > now;
  const own = Number(row.requester_id) === viewer.userId;
  const voted = votes.some((v) => Number(v.user_id) === viewer.userId);
  const decider = pending && !own && !voted && mayApprove(viewer);
  return {
    id: Number(row.id),
    action: row.action as ApprovalAction,
    entity: row.entity,
    entityId: row.entity_id,
    title: row.title,
    state: row.state as ApprovalState,
    amount: row.amount === null ? null : formatMoney(row.amount),
    approvals: row.approvals,
    approvedCount: votes.filter((v) => v.decision === 'approve').length,
    requester: { userId: Number(row.requester_id), username: row.requester_username, actualName: row.requester_name },
    createTime: formatDateTime(row.create_time) ?? '',
    expireTime: formatDateTime(row.expire_time) ?? '',
    decideTime: formatDateTime(row.decide_time),
    reason: row.reason,
    changes: parseJson<AuditFieldChange[]>(row.changes, []),
    canApprove: decider,
    canReject: decider,
    canWithdraw: pending && own,
  };
}

export interface PageFilter {
  view: ApprovalView;
  state?: ApprovalState;
  action?: ApprovalAction;
}

/**
 * The requests of one view: `todo` those pending that the viewer may decide (not theirs, not voted on, and only
 * for a holder of the approving permission), `mine` the viewer's own, `done` those the viewer voted on.
 */
function viewQuery(db: Kysely<Database>, viewer: Viewer, filter: PageFilter, now: Date) {
  let q = db.selectFrom('approval_request as r').where('r.tenant_id', '=', viewer.tenantId);
  if (filter.view === 'todo') {
    q = q
      .where('r.state', '=', 'pending')
      .where('r.expire_time', '>', now)
      .where('r.requester_id', '<>', viewer.userId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('approval_vote as v').select('v.user_id').whereRef('v.request_id', '=', 'r.id').where('v.user_id', '=', viewer.userId))),
      );
    if (!mayApprove(viewer)) q = q.where(sql<boolean>`false`);
  } else if (filter.view === 'mine') {
    q = q.where('r.requester_id', '=', viewer.userId);
  } else {
    q = q.where(({ exists, selectFrom }) => exists(selectFrom('approval_vote as v').select('v.user_id').whereRef('v.request_id', '=', 'r.id').where('v.user_id', '=', viewer.userId)));
  }
  if (filter.state) q = q.where('r.state', '=', filter.state);
  if (filter.action) q = q.where('r.action', '=', filter.action);
  return q;
}

export async function requestPage(db: Kysely<Database>, viewer: Viewer, filter: PageFilter, page: { current: number; size: number }, now = new Date()) {
  const base = viewQuery(db, viewer, filter, now);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('r')
      .orderBy('r.create_time', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
  ]);
  const votes = await votesOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const byRequest = (id: number) => votes.filter((v) => Number(v.request_id) === id);
  return { records: rows.map((row) => requestReply(row, byRequest(Number(row.id)), viewer, now)), total: Number(count.n) };
}

/** How many requests wait for the viewer (the top bar's badge). */
export async function todoCount(db: Kysely<Database>, viewer: Viewer, now = new Date()): Promise<number> {
  if (!mayApprove(viewer)) return 0;
  const row = await viewQuery(db, viewer, { view: 'todo' }, now)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The pending requests of some records of an entity (a list's rows). */
export async function pendingMarks(db: Kysely<Database>, tenantId: number, entity: string, ids: number[], now = new Date()): Promise<ApprovalMark[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('approval_request')
    .select(['id', 'entity_id', 'action'])
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', entity)
    .where('entity_id', 'in', ids.map(String))
    .where('state', '=', 'pending')
    .where('expire_time', '>', now)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ entityId: row.entity_id, id: Number(row.id), action: row.action as ApprovalAction }));
}

export const commentsOf = (db: Kysely<Database>, requestId: number) => db.selectFrom('approval_comment').selectAll().where('request_id', '=', requestId).orderBy('id').execute();
