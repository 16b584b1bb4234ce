import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database } from './schema';

/** The lists whose rows migration 125 counts, and what their two key columns hold. */
export type CountedList =
  | 'act_account_type'
  | 'cashier_out_merchant'
  | 'act_subject'
  | 'sys_city'
  | 'sys_log'
  /** k1 creator_id, k2 bill_type */
  | 'sys_export_task'
  /** k1 creator_id, k2 template_code */
  | 'sys_import_log'
  /** k1 user_id, k2 read_flag */
  | 'sys_message'
  /** k1 subject_id (migration 141): a data scope's flow total */
  | 'act_account_flow';

type CountQuery = SelectQueryBuilder<Database, 'sys_list_count', object>;
type CountWhere = (eb: ExpressionBuilder<Database, 'sys_list_count'>) => Expression<SqlBool>;

/**
 * The exact number of a tenant's rows of a list, optionally narrowed on its key columns, from the counts
 * the triggers keep: a sum over a few index entries instead of a count over every row (docs/performance.md#totals-of-big-lists).
 */
export async function keptListTotal(db: Kysely<Database>, list: CountedList, tenantId: number, narrow?: CountWhere): Promise<number> {
  let q: CountQuery = db.selectFrom('sys_list_count').where('list', '=', list).where('tenant_id', '=', tenantId);
  if (narrow) q = q.where(narrow);
  const row = await q.select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('n'), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** True when none of a search's fields narrows the list (absent or empty). */
export const searchesNothing = (...fields: unknown[]) => fields.every((field) => field === undefined || field === null || field === '');
