import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { WITHHELD_FIELDS } from '../../schemas/access';
import type { Page } from '../../schemas/envelope';
import type { AdminRole, rolePageQuerySchema } from '../../schemas/roleAdmin';
import { roleScopeOf } from '../access/dataScope';
import type { Database } from '../db/schema';
import { containsOp, likePattern } from '../db/textSearch';
import { formatDateTime } from '../domain/time';
import { withAncestors } from '../domain/menuTree';
import type { GatePass } from '../domain/gatePass';

/**
 * The queries of 角色管理 (docs/security.md, "Users, roles and data scopes"), within one tenant; the routes in
 * server/routes/roleAdmin.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

const roleSelect = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('sys_role as r')
    .where('r.tenant_id', '=', tenantId)
    .select([
      'r.role_id',
      'r.role_code',
      'r.role_name',
      'r.ds_type',
      'r.ds_scope',
      'r.withheld',
      'r.cross_tenant',
      'r.create_time',
      'r.version',
      sql<string | number>`(select count(*) from sys_user_role ur join sys_user u on u.user_id = ur.user_id where ur.role_id = r.role_id and u.del_flag = '0')`.as('user_count'),
    ]);

type RoleRow = Awaited<ReturnType<ReturnType<typeof roleSelect>['executeTakeFirstOrThrow']>>;

async function menusOf(db: Kysely<Database>, roleIds: number[]) {
  const rows = roleIds.length ? await db.selectFrom('sys_role_menu').select(['role_id', 'menu_id']).where('role_id', 'in', roleIds).orderBy('menu_id').execute() : [];
  const byRole = new Map<number, number[]>();
  for (const row of rows) byRole.set(Number(row.role_id), [...(byRole.get(Number(row.role_id)) ?? []), Number(row.menu_id)]);
  return byRole;
}

const toRole = (row: RoleRow, menuIds: number[]): AdminRole => {
  const scope = roleScopeOf(row);
  return {
    roleId: Number(row.role_id),
    roleCode: row.role_code,
    roleName: row.role_name,
    dsType: scope.dsType as AdminRole['dsType'],
    dsScope: scope.dsScope,
    withheld: scope.withheld,
    menuIds,
    userCount: Number(row.user_count),
    crossTenant: row.cross_tenant,
    createTime: formatDateTime(row.create_time) ?? '',
    version: row.version,
  };
};

/** A page of the tenant's roles in creation order, by name and code (contained). */
export async function rolePage(db: Kysely<Database>, tenantId: number, q: z.output<typeof rolePageQuerySchema>): Promise<Page<AdminRole>> {
  let query = roleSelect(db, tenantId);
  if (q.roleName) query = query.where('r.role_name', containsOp(q.roleName), likePattern(q.roleName));
  if (q.roleCode) query = query.where('r.role_code', containsOp(q.roleCode), likePattern(q.roleCode));
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('r.role_id')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const menus = await menusOf(
    db,
    rows.map((r) => Number(r.role_id)),
  );
  return { records: rows.map((r) => toRole(r, menus.get(Number(r.role_id)) ?? [])), total: Number(total), current: q.current, size: q.size };
}

export async function findRole(db: Kysely<Database>, tenantId: number, roleId: number): Promise<AdminRole | undefined> {
  const row = await roleSelect(db, tenantId).where('r.role_id', '=', roleId).executeTakeFirst();
  return row ? toRole(row, (await menusOf(db, [roleId])).get(roleId) ?? []) : undefined;
}

/** The role's row locked for the rest of the transaction. */
export const lockRole = (trx: Kysely<Database>, tenantId: number, roleId: number) =>
  trx.selectFrom('sys_role').select(['role_id', 'role_code']).where('tenant_id', '=', tenantId).where('role_id', '=', roleId).forUpdate().executeTakeFirst();

/**
 * The menu ids a role of the tenant may hold, with every ancestor added (a page held without its folder and module
 * would be unreachable); undefined when one of them is not a node of the tenant's menu.
 */
export async function tenantMenuIds(db: Kysely<Database>, tenantId: number, menuIds: number[]): Promise<number[] | undefined> {
  if (menuIds.length === 0) return [];
  const rows = await db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .select(['m.id', 'm.parent_id'])
    .execute();
  const parents = new Map(rows.map((r) => [Number(r.id), Number(r.parent_id)]));
  if (menuIds.some((id) => !parents.has(id))) return undefined;
  return withAncestors(menuIds, parents)
    .filter((id) => parents.has(id))
    .sort((a, b) => a - b);
}

/** Whether every id names a department of the tenant. */
export async function deptsOfTenant(db: Kysely<Database>, tenantId: number, deptIds: number[]): Promise<boolean> {
  const unique = [...new Set(deptIds)];
  if (unique.length === 0) return true;
  const rows = await db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('dept_id', 'in', unique).execute();
  return rows.length === unique.length;
}

export interface RoleFields {
  roleName: string;
  dsType: number;
  dsScope: number[];
  withheld: string[];
}

const scopeColumns = (fields: RoleFields) => ({
  role_name: fields.roleName,
  ds_type: fields.dsType,
  // A custom scope names departments; any other keeps none.
  ds_scope: JSON.stringify(fields.dsType === 1 ? [...new Set(fields.dsScope)].sort((a, b) => a - b) : []),
  withheld: JSON.stringify(WITHHELD_FIELDS.filter((f) => fields.withheld.includes(f))),
});

/**
 * A new role with its menu. Its menus are set here and nowhere else without the approval gate: a new role changes
 * nobody's access until a user is given it.
 */
export async function insertRole(trx: Kysely<Database>, tenantId: number, roleCode: string, fields: RoleFields, menuIds: number[]): Promise<number> {
  const row = await trx
    .insertInto('sys_role')
    .values({ tenant_id: tenantId, role_code: roleCode, cross_tenant: false, ...scopeColumns(fields) })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  const roleId = Number(row.role_id);
  await replaceMenus(trx, roleId, menuIds);
  return roleId;
}

/**
 * The role's name, data scope and withheld fields. Only through the approval gate (its pass): a rule may hold a
 * change of a role's data scope for approval (docs/approvals.md).
 */
export async function updateRole(trx: Kysely<Database>, _pass: GatePass, roleId: number, fields: RoleFields) {
  await trx
    .updateTable('sys_role')
    .set({ ...scopeColumns(fields), version: sql`version + 1`, update_time: new Date() })
    .where('role_id', '=', roleId)
    .execute();
}

async function replaceMenus(trx: Kysely<Database>, roleId: number, menuIds: number[]) {
  await trx.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length)
    await trx
      .insertInto('sys_role_menu')
      .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
}

/**
 * The role's menu replaced by these nodes. Only through the approval gate (its pass): a rule may hold a change of
 * a role's menus for approval (docs/approvals.md).
 */
export const setRoleMenus = (trx: Kysely<Database>, _pass: GatePass, roleId: number, menuIds: number[]) => replaceMenus(trx, roleId, menuIds);

/** How many live users hold the role. */
export async function holdersOf(db: Kysely<Database>, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_user as u', 'u.user_id', 'ur.user_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ur.role_id', '=', roleId)
    .where('u.del_flag', '=', '0')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteRole(trx: Kysely<Database>, roleId: number) {
  await trx.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
  // Deleted users' links went with their deletion; nothing else names the role.
  await trx.deleteFrom('sys_user_role').where('role_id', '=', roleId).execute();
  await trx.deleteFrom('sys_role').where('role_id', '=', roleId).execute();
}

/** Names of menu nodes by id, in id order (what approvers read of a role's menu). */
export async function menuNames(db: Kysely<Database>, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sys_menu')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

/** Names of departments by id, in id order. */
export async function deptNames(db: Kysely<Database>, tenantId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sys_dept')
    .select(['dept_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('dept_id', 'in', [...ids])
    .orderBy('dept_id')
    .execute();
  return rows.map((row) => row.name);
}
