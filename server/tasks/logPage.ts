import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Page } from '../../schemas/envelope';
import type { Database } from '../db/schema';
import { keptListTotal } from '../db/listCounts';
import { exportLogSearch, importLogSearch, type TaskOwner } from '../repositories/tasks';
import { exportTaskRecord, importLogRecord } from './records';

type TaskTable = 'sys_import_log' | 'sys_export_task';

/**
 * One page of a task log (`/import/importlog/page`, `/admin/v1/export-task/page`): the rows the caller's
 * query lets the user see, newest first, with their total. The routes decide who sees what and give the
 * total of the same rows from the kept counts (migration 125: both logs are counted per creator and type,
 * the keys of every scope and filter they have); this pages it.
 */
/**
 * The rows of a log search counted as they are: a search by state, which the kept counts (creator and template or
 * bill type) cannot narrow, over the tasks of one tenant's people, never the size of a big list.
 */
export async function countedRows<T extends TaskTable>(visible: SelectQueryBuilder<Database, T, object>): Promise<number> {
  const q = visible as unknown as SelectQueryBuilder<Database, TaskTable, object>;
  const row = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function taskLogPage<T extends TaskTable, R>(
  visible: SelectQueryBuilder<Database, T, object>,
  total: Promise<number>,
  paging: { current: number; size: number },
  toRecord: (row: Selectable<Database[T]>) => R,
): Promise<Page<R>> {
  // Both task tables have an identity `id`; Kysely cannot see a column common to a union of tables.
  const q = visible as unknown as SelectQueryBuilder<Database, TaskTable, object>;
  const [counted, rows] = await Promise.all([
    total,
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(paging.size)
      .offset((paging.current - 1) * paging.size)
      .execute(),
  ]);
  return {
    records: (rows as Selectable<Database[T]>[]).map(toRecord),
    total: counted,
    current: paging.current,
    size: paging.size,
  };
}

/**
 * A page of the tenant's import log: the user's own imports, and every import of a template whose permission they
 * hold (`seesAll`), of one template and one status when given.
 */
export function importLogPageOf(db: Kysely<Database>, user: TaskOwner, query: { templateCode?: string; status?: string; current: number; size: number }, seesAll: boolean) {
  const q = importLogSearch(db, user, query.templateCode, seesAll, query.status);
  // The same rows counted from the kept counts (k1 is the creator, k2 the template), or as they are by state.
  const total = query.status
    ? countedRows(q)
    : keptListTotal(db, 'sys_import_log', user.tenantId, (eb) =>
        eb.and([...(query.templateCode ? [eb('k2', '=', query.templateCode)] : []), ...(seesAll ? [] : [eb('k1', '=', String(user.userId))])]),
      );
  return taskLogPage(q, total, query, importLogRecord);
}

/** A page of the tenant's export log: the user's own exports, and every one of the bill types they see in full. */
export function exportLogPageOf(db: Kysely<Database>, user: TaskOwner, query: { billType?: string; state?: string; current: number; size: number }, full: string[]) {
  const q = exportLogSearch(db, user, query.billType, full, query.state);
  // The same rows counted from the kept counts (k1 is the creator, k2 the bill type), or as they are by state.
  const total = query.state
    ? countedRows(q)
    : keptListTotal(db, 'sys_export_task', user.tenantId, (eb) =>
        eb.and([
          ...(query.billType ? [eb('k2', '=', query.billType)] : []),
          full.length > 0 ? eb.or([eb('k1', '=', String(user.userId)), eb('k2', 'in', full)]) : eb('k1', '=', String(user.userId)),
        ]),
      );
  return taskLogPage(q, total, query, exportTaskRecord);
}
