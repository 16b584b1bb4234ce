import type { Kysely, Selectable } from 'kysely';
import type { DashboardDeclaration } from '../../schemas/dashboard';
import type { DashboardHome } from '../../schemas/dashboardConstants';
import type { Database, SysDashboardTable } from '../db/schema';
import { versionedQueries } from './declarationVersions';

/**
 * The queries of dashboards (docs/screens.md "Dashboards"), always within one tenant: a module home's dashboard,
 * its numbered versions and the published one, as screens built at run time keep theirs (repositories/screens.ts).
 * The routes in server/routes/dashboard.ts speak HTTP and call these; a write takes its audited transaction.
 */

/** A dashboard and its versions, kept as every versioned declaration is (repositories/declarationVersions.ts). */
export const dashboardQueries = versionedQueries<DashboardDeclaration, SysDashboardTable>({ record: 'sys_dashboard', column: 'home', own: (decl) => decl.home });

/** What a dashboard's record shows of its own: its home. */
const dashboardFields = (_decl: DashboardDeclaration, home: string) => ({ home: home as DashboardHome });

/** The dashboard as the designer sees it, with its newest declaration. */
export const dashboardRecord = (db: Kysely<Database>, row: Selectable<SysDashboardTable>) => dashboardQueries.record(db, row, dashboardFields);

/** The tenant's dashboards (at most one per home), the newest change first. */
export const dashboardPage = (db: Kysely<Database>, tenantId: number, page: { current: number; size: number }) => dashboardQueries.page(db, tenantId, page, dashboardFields);

/** The published declaration of a home's dashboard, if the tenant has one. */
export async function publishedDashboard(db: Kysely<Database>, tenantId: number, home: DashboardHome) {
  const [row] = await dashboardQueries.published(db, tenantId, home);
  return row ? { id: row.id, version: row.version, declaration: row.declaration } : undefined;
}
