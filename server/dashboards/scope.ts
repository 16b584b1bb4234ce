import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AggregateMeasure } from '../../schemas/dashboardConstants';
import type { Database } from '../db/schema';

/**
 * What a dashboard aggregate may read (docs/screens.md "Dashboards"), resolved once per call. Every aggregate's
 * query passes through `scopePredicate` below and every reply through `withhold`: these two functions are the one
 * place where the reader's scope is applied, so an aggregate can never count a row its reader's list would not show.
 *
 * Today the scope is the tenant: the request's tenant, or for operators asking for every tenant (`allTenants`,
 * the operations home) all of them. The roles' data scope (dsType 0 all, 1 custom departments, 2 own department
 * and below, 3 own department, 4 self) and their withheld fields come in here too: `scopeOf` takes the caller's
 * resolved data scope, `scopePredicate` adds its condition for the table read (a flow and an account by their
 * subject's department, a task and a sign-in by their user), and `withhold` nulls the measures a role withholds
 * (`amount` whenever amounts are withheld), naming them in the reply's `withheld`.
 */
export interface AggregateScope {
  /** The tenants whose rows are read (one, or every tenant for an operator's `allTenants`). */
  tenantIds: number[];
  allTenants: boolean;
  /**
   * Whether the data scope narrows the rows below the tenants (some departments, some subjects): the flows are then
   * read row by row under `scopePredicate`, since the hourly sums kept per tenant (migration 170) cannot tell them.
   */
  rowsNarrowed: boolean;
  /** The measures this reader may not see: their values are null and the reply names them. */
  withheld: AggregateMeasure[];
  /** The cache key of this scope: two readers of one key see the same figures. */
  key: string;
}

/** The tables aggregates read, each scoped by its own columns. */
export type ScopedTable = 'act_account_flow' | 'act_account_flow_hour' | 'act_account' | 'sys_import_log' | 'sys_export_task' | 'sys_sign_in_day';

export async function scopeOf(db: Kysely<Database>, user: { tenantId: number }, allTenants: boolean): Promise<AggregateScope> {
  const tenantIds = allTenants ? (await db.selectFrom('sys_tenant').select('id').orderBy('id').execute()).map((t) => Number(t.id)) : [user.tenantId];
  const withheld: AggregateMeasure[] = [];
  const rowsNarrowed = false;
  return { tenantIds, allTenants, rowsNarrowed, withheld, key: `${allTenants ? 'all' : tenantIds.join(',')}|${rowsNarrowed}|${withheld.join(',')}` };
}

/** The condition every aggregate's query puts on the rows of `table` (aliased `alias`) it reads. */
export function scopePredicate(scope: AggregateScope, table: ScopedTable, alias: string): RawBuilder<boolean> {
  // The data scope's condition differs by table; the tenant's is the same column on each. The hourly sums are
  // read only when the scope does not narrow rows below the tenant (rowsNarrowed false).
  if (table === 'act_account_flow_hour' && scope.rowsNarrowed) throw new Error('the hourly flow sums cannot be read under a data scope that narrows rows');
  // An empty list still reads nothing rather than failing to parse.
  const ids = scope.tenantIds.length > 0 ? scope.tenantIds : [0];
  return sql<boolean>`${sql.ref(`${alias}.tenant_id`)} in (${sql.join(ids.map((id) => sql.lit(id)))})`;
}

/** The rows with the measures the scope withholds set to null. */
export function withhold<R extends Record<string, unknown>>(scope: AggregateScope, rows: R[]): R[] {
  if (scope.withheld.length === 0) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(scope.withheld.filter((m) => m in row).map((m) => [m, null])) }));
}
