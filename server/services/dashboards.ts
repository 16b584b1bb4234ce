import type { Kysely } from 'kysely';
import { DASHBOARD_MSG, type DashboardDeclaration } from '../../schemas/dashboard';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { dashboardQueries, dashboardRecord } from '../repositories/dashboards';

/**
 * The designer's writes of module home dashboards (docs/screens.md "Dashboards"): per tenant, numbered versions, one
 * published; each audited in its own transaction. `by` is the designer's user name, kept on each version.
 */

/** The tenant's dashboard, or 404 with the designer's message. */
export async function tenantDashboard(db: Kysely<Database>, tenantId: number, id: number) {
  const row = await dashboardQueries.find(db, tenantId, id);
  if (!row) throw new ApiError(404, DASHBOARD_MSG.notFound);
  return row;
}

/** A new dashboard of a home that has none: its id (version 1, a draft). */
export function createDashboard(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, decl: DashboardDeclaration) {
  return auditedWrite(call, db, async (trx, audit) => {
    if (await dashboardQueries.taken(trx, tenantId, decl.home)) throw new ApiError(400, DASHBOARD_MSG.homeTaken, { home: DASHBOARD_MSG.homeTaken });
    const id = await dashboardQueries.insert(trx, tenantId, decl, by);
    audit.target(id).diff(null, { version: 1, ...decl });
    return id;
  });
}

/** A new draft version of the dashboard: its number, and the record's version after the save (the designer's next change is based on it). */
export function saveDashboardVersion(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, decl: DashboardDeclaration) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const dashboard = await dashboardQueries.lock(trx, tenantId, id);
    if (!dashboard) throw new ApiError(404, DASHBOARD_MSG.notFound);
    await expectVersion(call, trx, await dashboardRecord(trx, dashboard));
    if (dashboard.home !== decl.home) throw new ApiError(400, DASHBOARD_MSG.homeFixed, { home: DASHBOARD_MSG.homeFixed });
    const before = await dashboardQueries.declaration(trx, id, dashboard.latest_version);
    const next = dashboard.latest_version + 1;
    // The record's version after the save (the database moved it).
    const recordVersion = await dashboardQueries.addVersion(trx, id, next, decl, by);
    audit.diff({ version: dashboard.latest_version, ...before }, { version: next, ...decl });
    return { version: next, recordVersion };
  });
}

/** Publishes a version: the newest (publish) or an earlier one again (rollback). */
export function publishDashboard(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, version: number | 'latest') {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const dashboard = await dashboardQueries.lock(trx, tenantId, id);
    if (!dashboard) throw new ApiError(404, DASHBOARD_MSG.notFound);
    await expectVersion(call, trx, await dashboardRecord(trx, dashboard));
    const wanted = version === 'latest' ? dashboard.latest_version : version;
    if (!(await dashboardQueries.versionExists(trx, id, wanted))) throw new ApiError(404, DASHBOARD_MSG.versionMissing);
    await dashboardQueries.setPublished(trx, id, wanted, by);
    audit.field('publishedVersion', dashboard.published_version, wanted);
  });
}

/** Withdraws the dashboard: its home shows the built-in one again. */
export async function unpublishDashboard(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number) {
  const dashboard = await tenantDashboard(db, tenantId, id);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(dashboard.id);
    const locked = await dashboardQueries.lock(trx, tenantId, Number(dashboard.id));
    if (!locked) throw new ApiError(404, DASHBOARD_MSG.notFound);
    await expectVersion(call, trx, await dashboardRecord(trx, locked));
    await dashboardQueries.setPublished(trx, Number(dashboard.id), null, by);
    audit.field('publishedVersion', dashboard.published_version, null);
  });
}

export async function removeDashboard(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  const dashboard = await tenantDashboard(db, tenantId, id);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(dashboard.id);
    await dashboardQueries.delete(trx, Number(dashboard.id));
    audit.diff({ home: dashboard.home, publishedVersion: dashboard.published_version, latestVersion: dashboard.latest_version }, null);
  });
}
