import type { Kysely, Selectable } from 'kysely';
import type { DashboardDeclaration } from '../../schemas/dashboard';
import type { DashboardHome } from '../../schemas/dashboardConstants';
import type { Database, SysDashboardTable } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * The queries of dashboards (docs/screens.md "Dashboards"), always within one tenant: a module home's dashboard,
 * its numbered versions and the published one, as screens built at run time keep theirs (repositories/screens.ts).
 * The routes in server/routes/dashboard.ts speak HTTP and call these; a write takes its audited transaction.
 */

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export const findDashboard = (db: Kysely<Database>, tenantId: number, id: number) =>
  db.selectFrom('sys_dashboard').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

export const lockDashboard = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('sys_dashboard').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

export async function dashboardDeclaration(db: Kysely<Database>, id: number, version: number) {
  const row = await db.selectFrom('sys_dashboard_version').select('declaration').where('dashboard_id', '=', id).where('version', '=', version).executeTakeFirst();
  return row ? jsonOf<DashboardDeclaration>(row.declaration) : undefined;
}

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

export async function dashboardVersions(db: Kysely<Database>, id: number) {
  const rows = await db.selectFrom('sys_dashboard_version').selectAll().where('dashboard_id', '=', id).orderBy('version', 'desc').execute();
  return rows.map((r) => ({ ...r, declaration: jsonOf<DashboardDeclaration>(r.declaration) }));
}

export async function homeTaken(db: Kysely<Database>, tenantId: number, home: DashboardHome): Promise<boolean> {
  return (await db.selectFrom('sys_dashboard').select('id').where('tenant_id', '=', tenantId).where('home', '=', home).executeTakeFirst()) !== undefined;
}

export async function insertDashboard(trx: Kysely<Database>, tenantId: number, decl: DashboardDeclaration, username: string): Promise<number> {
  const row = await trx
    .insertInto('sys_dashboard')
    .values({ tenant_id: tenantId, home: decl.home, latest_version: 1, published_version: null, update_by: username, update_time: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sys_dashboard_version')
    .values({ dashboard_id: Number(row.id), version: 1, declaration: JSON.stringify(decl), create_by: username })
    .execute();
  return Number(row.id);
}

/** A new numbered version of the declaration, made the latest; answers the dashboard record's version after it. */
export async function addDashboardVersion(trx: Kysely<Database>, id: number, version: number, decl: DashboardDeclaration, username: string): Promise<number> {
  await trx
    .insertInto('sys_dashboard_version')
    .values({ dashboard_id: id, version, declaration: JSON.stringify(decl), create_by: username })
    .execute();
  const row = await trx
    .updateTable('sys_dashboard')
    .set({ latest_version: version, update_by: username, update_time: new Date() })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function dashboardVersionExists(db: Kysely<Database>, id: number, version: number): Promise<boolean> {
  return (await db.selectFrom('sys_dashboard_version').select('version').where('dashboard_id', '=', id).where('version', '=', version).executeTakeFirst()) !== undefined;
}

export const setPublishedDashboard = (trx: Kysely<Database>, id: number, version: number | null, username: string) =>
  trx.updateTable('sys_dashboard').set({ published_version: version, update_by: username, update_time: new Date() }).where('id', '=', id).execute();

export const deleteDashboard = (trx: Kysely<Database>, id: number) => trx.deleteFrom('sys_dashboard').where('id', '=', id).execute();
