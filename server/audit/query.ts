import type { Kysely, Selectable } from 'kysely';
import type { AUDIT_SORT_KEYS, AuditFieldChange, AuditFilter, AuditRecord, AuditResult } from '../../schemas/audit';
import { sortOf } from '../../schemas/listSort';

type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
import type { Page } from '../../schemas/envelope';
import type { Database, SysAuditLogTable } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { readJsonPage } from '../db/jsonPage';
import { pageWindow } from '../db/paging';

/** A wire time (server local, like every date we send) as a bound; a bare day covers the whole day. */
export function timeBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  return new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00'}` : value.replace(' ', 'T'));
}

/**
 * The seq range a time filter covers. Times never go backwards within a tenant's chain (appendAudit), so a
 * time range is a seq range, found with two index lookups; every other filter's index ends in seq, so the
 * page then reads in index order whatever the combination. `empty`: no record in the range.
 */
async function seqRange(db: Kysely<Database>, tenantId: number, filter: AuditFilter) {
  const begin = timeBound(filter.beginTime, false);
  const end = timeBound(filter.endTime, true);
  let from: number | undefined;
  let to: number | undefined;
  if (begin) {
    const row = await db
      .selectFrom('sys_audit_log')
      .select('seq')
      .where('tenant_id', '=', tenantId)
      .where('create_time', '>=', begin)
      .orderBy('create_time')
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    if (!row) return { empty: true as const };
    from = Number(row.seq);
  }
  if (end) {
    const row = await db
      .selectFrom('sys_audit_log')
      .select('seq')
      .where('tenant_id', '=', tenantId)
      .where('create_time', '<=', end)
      .orderBy('create_time', 'desc')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return { empty: true as const };
    to = Number(row.seq);
  }
  if (from !== undefined && to !== undefined && from > to) return { empty: true as const };
  return { empty: false as const, from, to };
}

const onlyTime = (f: AuditFilter) => !f.username && !f.entity && !f.entityId && !f.action && !f.result;

/** The tenant's records under a filter (null when the time range holds none), and how to count them cheaply. */
export async function auditFiltered(db: Kysely<Database>, tenantId: number, filter: AuditFilter) {
  const range = await seqRange(db, tenantId, filter);
  if (range.empty) return null;
  let q = db.selectFrom('sys_audit_log').where('tenant_id', '=', tenantId);
  if (filter.username) q = q.where('username', '=', filter.username);
  if (filter.entity) q = q.where('entity', '=', filter.entity);
  if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.result) q = q.where('result', '=', filter.result);
  if (range.from !== undefined) q = q.where('seq', '>=', range.from);
  if (range.to !== undefined) q = q.where('seq', '<=', range.to);
  const query = q;

  /** Kept seqs are contiguous (only retention removes, and only the oldest), so a seq range counts itself. */
  const count = async (): Promise<number> => {
    if (onlyTime(filter)) {
      const head = await db.selectFrom('sys_audit_chain').select(['seq', 'first_seq']).where('tenant_id', '=', tenantId).executeTakeFirst();
      if (!head) return 0;
      const from = Math.max(range.from ?? Number(head.first_seq), Number(head.first_seq));
      const to = Math.min(range.to ?? Number(head.seq), Number(head.seq));
      return Math.max(0, to - from + 1);
    }
    const row = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  /** One keyset page for the export, by seq, newest first: the records before `after` (null from the newest). */
  const exportPage = (after: number | null, limit: number) =>
    readJsonPage(
      db,
      (after !== null ? query.where('seq', '<', after) : query)
        .select([
          'id',
          'seq',
          'create_time',
          'username',
          'actual_name',
          'client_ip',
          'user_agent',
          'method',
          'route',
          'action',
          'entity',
          'entity_id',
          'changes',
          'result',
          'error_code',
          'error_msg',
          'hash',
        ])
        .orderBy('seq', 'desc')
        .limit(limit),
    );
  return { query, count, exportPage };
}

function parseChanges(text: string): AuditFieldChange[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AuditFieldChange[]) : [];
  } catch {
    return [];
  }
}

export function toAuditRecord(row: Selectable<SysAuditLogTable>): AuditRecord {
  return {
    id: Number(row.id),
    seq: Number(row.seq),
    tenantId: Number(row.tenant_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    username: row.username,
    actualName: row.actual_name,
    createTime: formatDateTime(row.create_time) ?? '',
    clientIp: row.client_ip,
    requestId: row.request_id ?? null,
    userAgent: row.user_agent,
    method: row.method,
    route: row.route,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: parseChanges(row.changes),
    result: row.result === 'ok' ? 'ok' : ('error' as AuditResult),
    errorCode: row.error_code === null ? null : Number(row.error_code),
    errorMsg: row.error_msg,
    prevHash: row.prev_hash,
    hash: row.hash,
    revertOf: row.revert_of === null || row.revert_of === undefined ? null : Number(row.revert_of),
    batchId: row.batch_id ?? null,
  };
}

/** The column of each key the page sorts by (docs/screens.md#screens-built-at-run-time); the chain's order breaks ties. */
const AUDIT_SORT_COLUMNS = { createTime: 'create_time', username: 'username', entity: 'entity', action: 'action' } as const satisfies Record<AuditSortKey, string>;

/** A page of the tenant's records under a filter, newest first unless the query sorts it, and its total; the route in server/routes/audit.ts calls it. */
export async function auditPage(
  db: Kysely<Database>,
  tenantId: number,
  query: AuditFilter & { current: number; size: number; ascs?: AuditSortKey[]; descs?: AuditSortKey[] },
): Promise<Page<AuditRecord>> {
  const page: Page<AuditRecord> = { records: [], total: 0, current: query.current, size: query.size };
  const filtered = await auditFiltered(db, tenantId, query);
  if (!filtered) return page;
  const { offset, beyondReach } = pageWindow(query.current, query.size);
  const sort = sortOf({ ascs: query.ascs ?? [], descs: query.descs ?? [] });
  let ordered = filtered.query.selectAll();
  if (sort) ordered = ordered.orderBy(AUDIT_SORT_COLUMNS[sort.key], sort.order);
  const [total, rows] = await Promise.all([filtered.count(), beyondReach ? [] : ordered.orderBy('seq', 'desc').limit(query.size).offset(offset).execute()]);
  page.total = total;
  page.records = rows.map(toAuditRecord);
  return page;
}
