import type { Kysely } from 'kysely';
import { AGGREGATE_NAMES, AGGREGATES, EXPORT_LOG_LIST, type AggregateName } from '../../schemas/dashboardConstants';
import type { Database } from '../db/schema';
import { isTenantAdmin } from '../domain/auditReaders';
import { userMenuRows } from '../repositories/menus';

/**
 * Who may read an aggregate (docs/screens.md "Dashboards"): whoever may open the list behind it, by the menu of the
 * request's tenant, as the list's own route is guarded (the import and export tasks: either log). The sign-ins are
 * the audit trail's records, whose page its route also keeps to the tenant's administrators: so does the aggregate,
 * which would otherwise count for a holder of the menu what their list refuses them.
 */
export async function readableAggregates(db: Kysely<Database>, user: { userId: number; tenantId: number; homeTenantId: number; roles: readonly string[] }): Promise<Set<AggregateName>> {
  const paths = new Set((await userMenuRows(db, user.userId, user.tenantId)).map((row) => row.path));
  return new Set(
    AGGREGATE_NAMES.filter((name) => {
      if (name === 'signInsPerDay' && !isTenantAdmin(user, user.tenantId)) return false;
      return paths.has(AGGREGATES[name].list) || (name === 'tasksByState' && paths.has(EXPORT_LOG_LIST));
    }),
  );
}
