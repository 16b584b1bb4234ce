import type { Kysely } from 'kysely';
import type { ScmParam } from '../../schemas/scmParam';
import type { TenantRecord } from '../../schemas/tenant';
import type { Database } from '../db/schema';

/**
 * The queries of what the shell loads for a signed-in user (docs/product.md#roles-and-permissions): the tenants they may act on and
 * the tenant's supply-chain parameters. The routes in server/routes/system.ts and scmParam.ts speak HTTP;
 * the menu and audit routes ask here whether a tenant exists.
 */

/** Every tenant, or only the user's own one. */
export async function tenantList(db: Kysely<Database>, onlyTenantId: number | undefined): Promise<TenantRecord[]> {
  let q = db.selectFrom('sys_tenant').select(['id', 'name', 'short_name', 'status']).orderBy('id');
  if (onlyTenantId !== undefined) q = q.where('id', '=', onlyTenantId);
  const rows = await q.execute();
  return rows.map((t): TenantRecord => ({ id: t.id, name: t.name, shortName: t.short_name, status: t.status }));
}

/** Whether the tenant exists. */
export async function tenantExists(db: Kysely<Database>, tenantId: number): Promise<boolean> {
  return (await db.selectFrom('sys_tenant').select('id').where('id', '=', tenantId).executeTakeFirst()) !== undefined;
}

/** The tenant's supply-chain parameters, in their order. */
export async function scmParamsOf(db: Kysely<Database>, tenantId: number): Promise<ScmParam[]> {
  const rows = await db.selectFrom('scm_param').select(['param_key', 'param_name', 'param_value']).where('tenant_id', '=', tenantId).orderBy('sort_order').execute();
  return rows.map((r) => ({ paramKey: r.param_key, paramName: r.param_name, paramValue: r.param_value }));
}
