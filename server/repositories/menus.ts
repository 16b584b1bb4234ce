import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { MenuNode } from '../../schemas/menu';
import { MENU_ROOT_ID, type DictItem, type MenuForm, type TenantProducts } from '../../schemas/menuAdmin';
import type { Database, SysMenuTable } from '../db/schema';

/**
 * The queries of menu administration (docs/product.md#menus-and-tenants): menu nodes, the nodes a tenant holds,
 * its roles' grants and the dictionaries; the routes in server/routes/menuAdmin.ts speak HTTP and call these.
 * A write takes the audited transaction it runs in. The menu nodes a user holds, and the wire's tree of them, are
 * below; the tree walks (ancestors, cycles) are server/domain/menuTree.ts.
 */

/** Parent of every node, keyed by id. */
export async function parentMap(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('sys_menu').select(['id', 'parent_id']).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id]));
}

export async function nextMenuId(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ id: string | number }>`select nextval('sys_menu_id_seq') as id`.execute(db);
  return Number(row.rows[0]!.id);
}

export async function isTenantMenu(db: Kysely<Database>, tenantId: number, menuId: number): Promise<boolean> {
  const row = await db.selectFrom('sys_tenant_menu').select('menu_id').where('tenant_id', '=', tenantId).where('menu_id', '=', menuId).executeTakeFirst();
  return row !== undefined;
}

/** The columns an administrator writes, as the form gave them (empty optional fields stored as null). */
const writable = (form: MenuForm) => ({
  name: form.name,
  en_name: form.enName || null,
  path: form.path,
  icon: form.icon || null,
  sort_order: form.sortOrder,
  keep_alive: form.keepAlive,
  type: form.type,
  permission: form.permission || null,
  roles: form.roles && form.roles.length > 0 ? form.roles.join(',') : null,
});

/** A node assigned to the tenant, or undefined. */
export const findTenantMenuNode = (db: Kysely<Database>, tenantId: number, id: number) =>
  db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .selectAll('m')
    .where('m.id', '=', id)
    .executeTakeFirst();

/** Any node's id and type, whichever tenant holds it. */
export const findMenuNodeType = (db: Kysely<Database>, id: number) => db.selectFrom('sys_menu').select(['id', 'type']).where('id', '=', id).executeTakeFirst();

export async function menuIdTaken(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('sys_menu').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether a node has at least one child. */
export async function hasChildMenu(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('sys_menu').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/** A new node, assigned to the creator's tenant and granted to the creator's roles there, so it shows at once. */
export async function insertMenuNode(trx: Kysely<Database>, id: number, form: MenuForm, tenantId: number, userId: number) {
  const inserted = await trx
    .insertInto('sys_menu')
    .values({
      id,
      parent_id: form.parentId,
      ...writable(form),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('sys_tenant_menu').values({ tenant_id: tenantId, menu_id: inserted.id }).execute();
  const roles = await trx
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
    .select('r.role_id')
    .where('ur.user_id', '=', userId)
    .where('r.tenant_id', '=', tenantId)
    .execute();
  if (roles.length > 0) {
    await trx
      .insertInto('sys_role_menu')
      .values(roles.map((r) => ({ role_id: r.role_id, menu_id: inserted.id })))
      .execute();
  }
  return inserted;
}

/**
 * The tenants a node is assigned to and the roles granted it, each ascending: what its creation made and its delete
 * removes besides the node, so the trail records them and a revert can put them back.
 */
export async function menuLinks(db: Kysely<Database>, id: number): Promise<{ tenantIds: number[]; roleIds: number[] }> {
  const [tenants, roles] = await Promise.all([
    db.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', id).orderBy('tenant_id').execute(),
    db.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', id).orderBy('role_id').execute(),
  ]);
  return { tenantIds: tenants.map((r) => Number(r.tenant_id)), roleIds: roles.map((r) => Number(r.role_id)) };
}

/** The node, locked for the audited change or delete. */
export const lockMenuNode = (trx: Kysely<Database>, id: number) => trx.selectFrom('sys_menu').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateMenuNode = (trx: Kysely<Database>, id: number, form: MenuForm) =>
  trx
    .updateTable('sys_menu')
    .set({ parent_id: form.parentId, ...writable(form) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The node with its grants and its tenants' assignments. */
export async function deleteMenuNode(trx: Kysely<Database>, id: number) {
  await trx.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
  await trx.deleteFrom('sys_tenant_menu').where('menu_id', '=', id).execute();
  await trx.deleteFrom('sys_menu').where('id', '=', id).execute();
}

/** A stored dictionary's items, by sort order then id. */
export async function dictItems(db: Kysely<Database>, type: string): Promise<DictItem[]> {
  const rows = await db.selectFrom('sys_dict_item').selectAll().where('dict_type', '=', type).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    dictType: r.dict_type,
    value: r.value,
    label: r.label,
    enLabel: r.en_label,
    sortOrder: r.sort_order,
    description: r.description,
  }));
}

/** What a tenant holds: its product lines (the top-level nodes) and every node id. */
export async function tenantProducts(db: Kysely<Database>, tenantId: number): Promise<TenantProducts> {
  const rows = await db
    .selectFrom('sys_tenant_menu as tm')
    .innerJoin('sys_menu as m', 'm.id', 'tm.menu_id')
    .select(['m.id', 'm.parent_id'])
    .where('tm.tenant_id', '=', tenantId)
    .orderBy('m.id')
    .execute();
  return {
    tenantId,
    productLines: rows.filter((r) => r.parent_id === MENU_ROOT_ID).map((r) => String(r.id)),
    menuIds: rows.map((r) => r.id),
  };
}

/** The node ids a tenant holds, ascending. */
export async function heldMenuIds(trx: Kysely<Database>, tenantId: number): Promise<number[]> {
  const held = await trx.selectFrom('sys_tenant_menu').select('menu_id').where('tenant_id', '=', tenantId).orderBy('menu_id').execute();
  return held.map((r) => r.menu_id);
}

/**
 * Replaces the nodes a tenant holds. Roles of the tenant keep only what the tenant holds; its administrators
 * (`adminRoles`) hold all of it.
 */
export async function replaceTenantMenus(trx: Kysely<Database>, tenantId: number, menuIds: number[], adminRoles: string[]) {
  await trx.deleteFrom('sys_tenant_menu').where('tenant_id', '=', tenantId).execute();
  await trx
    .insertInto('sys_tenant_menu')
    .values(menuIds.map((menu_id) => ({ tenant_id: tenantId, menu_id })))
    .execute();
  const roles = await trx.selectFrom('sys_role').select(['role_id', 'role_code']).where('tenant_id', '=', tenantId).execute();
  if (roles.length === 0) return;
  await trx
    .deleteFrom('sys_role_menu')
    .where(
      'role_id',
      'in',
      roles.map((r) => r.role_id),
    )
    .where('menu_id', 'not in', menuIds)
    .execute();
  const admins = roles.filter((r) => adminRoles.includes(r.role_code));
  if (admins.length > 0) {
    await trx
      .insertInto('sys_role_menu')
      .values(admins.flatMap((r) => menuIds.map((menu_id) => ({ role_id: r.role_id, menu_id }))))
      .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
      .execute();
  }
}

type MenuRow = Selectable<SysMenuTable>;

export function toNode(row: MenuRow): MenuNode {
  const node: MenuNode = {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    enName: row.en_name,
    label: row.name,
    path: row.path,
    icon: row.icon,
    sortOrder: row.sort_order,
    keepAlive: row.keep_alive === '1' ? '1' : '0',
    type: row.type === '1' ? '1' : '0',
    permission: row.permission,
    version: row.version,
    children: [],
  };
  if (row.roles) node.roles = row.roles.split(',').filter(Boolean);
  return node;
}

/** Builds the forest hanging under `rootParentId` from flat rows, siblings by sort order then id. */
export function buildTree(rows: MenuRow[], rootParentId: number): MenuNode[] {
  const byParent = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (parentId: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .filter((row) => !seen.has(row.id)) // a cycle in edited data must not hang the server
      .map((row) => {
        const node = toNode(row);
        node.children = build(row.id, new Set(seen).add(row.id));
        return node;
      });
  return build(rootParentId, new Set());
}

const columns = ['m.id', 'm.parent_id', 'm.name', 'm.en_name', 'm.path', 'm.icon', 'm.sort_order', 'm.keep_alive', 'm.type', 'm.permission', 'm.roles', 'm.version'] as const;

/** Menu nodes a user holds: granted to one of their roles AND assigned to their tenant. */
export async function userMenuRows(db: Kysely<Database>, userId: number, tenantId: number): Promise<MenuRow[]> {
  return db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sys_role_menu as rm')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
          .select('rm.menu_id')
          .whereRef('rm.menu_id', '=', 'm.id')
          .where('ur.user_id', '=', userId),
      ),
    )
    .select(columns)
    .execute();
}

/** Whether the user's menu in the tenant holds a node opening one of these paths (the read of those lists). */
export async function holdsMenuPath(db: Kysely<Database>, user: { userId: number; tenantId: number }, paths: readonly string[]): Promise<boolean> {
  const wanted = new Set(paths);
  return (await userMenuRows(db, user.userId, user.tenantId)).some((row) => row.path !== null && wanted.has(row.path));
}

/** Every node assigned to a tenant (the administration tree). */
export async function tenantMenuRows(db: Kysely<Database>, tenantId: number): Promise<MenuRow[]> {
  return db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .select(columns)
    .execute();
}

/** The plain-http addresses the menu embeds (the frames the security headers allow). */
export const plainHttpMenuPaths = async (db: Kysely<Database>): Promise<string[]> =>
  (await db.selectFrom('sys_menu').select('path').where('path', 'like', 'http://%').execute()).map((row) => row.path!);

/** How many of the tenants and of the roles still exist (a node brought back keeps only links that can be made). */
export async function existingLinks(trx: Kysely<Database>, tenantIds: number[], roleIds: number[]) {
  const [tenants, roles] = await Promise.all([
    trx.selectFrom('sys_tenant').select('id').where('id', 'in', tenantIds).execute(),
    roleIds.length ? trx.selectFrom('sys_role').select('role_id').where('role_id', 'in', roleIds).execute() : Promise.resolve([]),
  ]);
  return { tenants: tenants.length, roles: roles.length };
}

/** Sets a node's columns as named (a revert's, already checked). */
export const setMenuColumns = (trx: Kysely<Database>, id: number, set: Updateable<SysMenuTable>) => trx.updateTable('sys_menu').set(set).where('id', '=', id).execute();

/** A node brought back with its own id, the tenants that held it and the roles granted it. */
export async function restoreMenuNode(trx: Kysely<Database>, node: Insertable<SysMenuTable> & { id: number }, tenantIds: number[], roleIds: number[]) {
  await trx.insertInto('sys_menu').values(node).execute();
  await trx
    .insertInto('sys_tenant_menu')
    .values(tenantIds.map((t) => ({ tenant_id: t, menu_id: node.id })))
    .execute();
  if (roleIds.length)
    await trx
      .insertInto('sys_role_menu')
      .values(roleIds.map((r) => ({ role_id: r, menu_id: node.id })))
      .execute();
}
