import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../schemas/envelope';
import type { ERROR_LOG_SORT_KEYS, ErrorLogEntry, ErrorLogRecord, errorLogPageQuerySchema } from '../../schemas/errorLog';
import { sortOf } from '../../schemas/listSort';
import type { Database, SysLogTable } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { formatDateTime } from '../domain/time';
import { pageWindow } from '../db/paging';

/**
 * The front-end error log's queries (docs/product.md#logs-messages-and-realtime), within one tenant; the routes in
 * server/routes/log.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

export function errorLogToWire(row: Selectable<SysLogTable>): ErrorLogRecord {
  return {
    id: Number(row.id),
    tenantId: Number(row.tenant_id),
    userId: Number(row.user_id),
    username: row.username,
    type: row.type,
    message: row.message,
    stack: row.stack,
    info: row.info,
    url: row.url,
    time: row.client_time,
    remoteAddr: row.remote_addr,
    userAgent: row.user_agent,
    createTime: formatDateTime(row.create_time) ?? '',
  };
}

/** The column of each key the page sorts by. */
const ERROR_LOG_SORT_COLUMNS = { createTime: 'create_time', time: 'client_time', type: 'type', username: 'username' } as const satisfies Record<
  (typeof ERROR_LOG_SORT_KEYS)[number],
  string
>;

/** One page of the tenant's error log, newest first unless the query sorts it. */
export async function errorLogPage(db: Kysely<Database>, tenantId: number, query: z.output<typeof errorLogPageQuerySchema>): Promise<Page<ErrorLogRecord>> {
  let filtered = db.selectFrom('sys_log').where('tenant_id', '=', tenantId);
  if (query.type) filtered = filtered.where('type', '=', query.type);
  if (query.username) filtered = filtered.where('username', '=', query.username);
  const total = searchesNothing(query.type, query.username)
    ? await keptListTotal(db, 'sys_log', tenantId)
    : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
  const { offset, beyondReach } = pageWindow(query.current, query.size);
  const page: Page<ErrorLogRecord> = { records: [], total: Number(total), current: query.current, size: query.size };
  if (beyondReach) return page;
  // A sort the list asked for first (docs/screens.md#screens-built-at-run-time); newest first breaks ties and is the default.
  const sort = sortOf(query);
  let ordered = filtered.selectAll();
  if (sort) ordered = ordered.orderBy(ERROR_LOG_SORT_COLUMNS[sort.key], sort.order);
  const rows = await ordered.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(query.size).offset(offset).execute();
  page.records = rows.map(errorLogToWire);
  return page;
}

/** The tenant's entry deleted; the deleted row, or undefined when the tenant has none with this id. */
export const deleteErrorLog = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.deleteFrom('sys_log').where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst();

/** Who uploaded the entries, from where and with which browser. */
export interface ErrorLogUploader {
  tenantId: number;
  userId: number;
  username: string;
  remoteAddr: string;
  userAgent: string | null;
}

/** The uploaded entries stored; their ids. */
export const insertErrorLogs = (trx: Kysely<Database>, by: ErrorLogUploader, entries: Required<ErrorLogEntry>[]) =>
  trx
    .insertInto('sys_log')
    .values(
      entries.map((e) => ({
        tenant_id: by.tenantId,
        user_id: by.userId,
        username: by.username,
        type: e.type,
        message: e.message,
        stack: e.stack,
        info: e.info,
        url: e.url,
        client_time: e.time,
        remote_addr: by.remoteAddr,
        user_agent: by.userAgent,
      })),
    )
    .returning('id')
    .execute();
