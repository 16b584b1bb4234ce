import type { Kysely } from 'kysely';
import { AGGREGATE_NAMES, AGGREGATES, EXPORT_LOG_LIST, type AggregateName } from '../../schemas/dashboardConstants';
import type { Database } from '../db/schema';
import { userMenuRows } from '../services/menus';

/**
 * Who may read an aggregate (docs/screens.md "Dashboards"): whoever may open the list behind it, by the menu of the
 * request's tenant, as the list's own route is guarded (the import and export tasks: either log).
 */
export async function readableAggregates(db: Kysely<Database>, user: { userId: number; tenantId: number }): Promise<Set<AggregateName>> {
  const paths = new Set((await userMenuRows(db, user.userId, user.tenantId)).map((row) => row.path));
  return new Set(AGGREGATE_NAMES.filter((name) => paths.has(AGGREGATES[name].list) || (name === 'tasksByState' && paths.has(EXPORT_LOG_LIST))));
}
