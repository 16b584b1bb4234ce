import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Page } from '../../schemas/envelope';
import type { Database } from '../db/schema';

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
