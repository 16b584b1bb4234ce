import type { Kysely, Selectable } from 'kysely';
import type { DashboardDeclaration } from '../../schemas/dashboard';
import type { DashboardHome } from '../../schemas/dashboardConstants';
import type { Database, SysDashboardTable } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { jsonOf, versionedQueries, type VersionedTables } from './declarationVersions';

/**
 * The queries of dashboards (docs/screens.md "Dashboards"), always within one tenant: a module home's dashboard,
 * its numbered versions and the published one, as screens built at run time keep theirs (repositories/screens.ts).
 * The routes in server/routes/dashboard.ts speak HTTP and call these; a write takes its audited transaction.
 */

/** A dashboard and its versions, kept as every versioned declaration is (repositories/declarationVersions.ts). */
const DASHBOARD_TABLES: VersionedTables<DashboardDeclaration> = {
  record: 'sys_dashboard',
  versions: 'sys_dashboard_version',
  owner: 'dashboard_id',
  own: (decl) => ({ home: decl.home }),
};
const dashboards = versionedQueries<DashboardDeclaration, SysDashboardTable>(DASHBOARD_TABLES);

export const findDashboard = dashboards.find;

export const lockDashboard = dashboards.lock;

export const dashboardDeclaration = dashboards.declaration;

export async function dashboardRecord(db: Kysely<Database>, row: Selectable<SysDashboardTable>) {
  const declaration = (await dashboardDeclaration(db, Number(row.id), row.latest_version))!;
  return {
    id: Number(row.id),
    home: row.home as DashboardHome,
    titleZh: declaration.title.zh,
    titleEn: declaration.title.en,
    latestVersion: row.latest_version,
    publishedVersion: row.published_version,
    declaration,
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time) ?? '',
    version: row.version,
  };
}

/** The tenant's dashboards (at most one per home), the newest change first. */
export async function dashboardPage(db: Kysely<Database>, tenantId: number, { current, size }: { current: number; size: number }) {
  const base = db.selectFrom('sys_dashboard').where('tenant_id', '=', tenantId);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { records: await Promise.all(rows.map((row) => dashboardRecord(db, row))), total: Number(total) };
}

/** The published declaration of a home's dashboard, if the tenant has one. */
export async function publishedDashboard(db: Kysely<Database>, tenantId: number, home: DashboardHome) {
  const row = await db
    .selectFrom('sys_dashboard as d')
    .innerJoin('sys_dashboard_version as v', (join) => join.onRef('v.dashboard_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .select(['d.id', 'd.published_version', 'v.declaration'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.home', '=', home)
    .executeTakeFirst();
  return row ? { id: Number(row.id), version: row.published_version!, declaration: jsonOf<DashboardDeclaration>(row.declaration) } : undefined;
}

export const dashboardVersions = dashboards.versions;

export async function homeTaken(db: Kysely<Database>, tenantId: number, home: DashboardHome): Promise<boolean> {
  return (await db.selectFrom('sys_dashboard').select('id').where('tenant_id', '=', tenantId).where('home', '=', home).executeTakeFirst()) !== undefined;
}

export const insertDashboard = dashboards.insert;

/** A new numbered version of the declaration, made the latest; answers the dashboard record's version after it. */
export const addDashboardVersion = dashboards.addVersion;

export const dashboardVersionExists = dashboards.versionExists;

export const setPublishedDashboard = dashboards.setPublished;

export const deleteDashboard = dashboards.delete;
