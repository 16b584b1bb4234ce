import { sql, type Kysely } from 'kysely';
import { flattenMenu, seededGrants } from '../seed/menuData';

/**
 * docs/product.md#the-menu-and-modules: every menu node gets an English name, and a database seeded by an earlier version gets the menu
 * tree of this one: the seeded leaves that opened no screen go, the screens of each module come. A fresh
 * database has no menu yet when this runs; the seed that follows writes the tree with its names.
 */

/** The leaves the earlier seed held without a screen, with the path they had (a node re-pointed since stays). */
const RETIRED_LEAVES: [number, string][] = [
  [2101, '/canteen/restaurant/index'],
  [2102, '/canteen/dish/index'],
  [2103, '/canteen/order/index'],
  [2201, '/canteen/subsidy/rule/index'],
  [2202, '/canteen/subsidy/grant/index'],
  [3101, '/scm/stock/index'],
  [3102, '/scm/inbound/index'],
  [3103, '/scm/outbound/index'],
  [3201, '/scm/supplier/index'],
  [3202, '/scm/purchaseOrder/index'],
  [4101, '/operate/tenant/index'],
  [4102, '/operate/report/index'],
  [5101, '/trip/order/flight/index'],
  [5102, '/trip/order/hotel/index'],
  [6011, '/trip/policy/standard/index'],
  [6012, '/trip/policy/approval/index'],
  [6302, '/trip/traveller/index'],
  [6101, '/operate/trip/customer/index'],
  [6102, '/operate/trip/supplier/index'],
  [6201, '/operate/travel/bill/index'],
  [6202, '/operate/travel/settle/index'],
  [9991, '/operate/platform/tenant/index'],
  [9992, '/operate/platform/productLine/index'],
];

/**
 * Seeded pages that moved to another id, with the path they had: the audit trail's page (docs/security.md#audit-trail) took 1403,
 * so the import and export logs moved one place down. Moved last first, each only onto a free id.
 */
const MOVED_PAGES: [from: number, to: number, path: string][] = [
  [1404, 1405, '/admin/exportTask/index'],
  [1403, 1404, '/import/importlog/index'],
];

/** Their folders, removed once nothing is left in them (an administrator's own page keeps its folder). */
const RETIRED_FOLDERS = [2100, 2200, 3100, 3200, 5100, 6010, 6100, 6200];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_menu add column en_name varchar(64)`.execute(db);
  const existing = await db.selectFrom('sys_menu').select(['id', 'parent_id', 'name', 'path']).execute();
  if (existing.length === 0) return;

  const childCount = async (id: number) =>
    Number(
      (
        await db
          .selectFrom('sys_menu')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('parent_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const remove = async (id: number) => {
    await db.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
    await db.deleteFrom('sys_tenant_menu').where('menu_id', '=', id).execute();
    await db.deleteFrom('sys_menu').where('id', '=', id).execute();
  };
  const rows = flattenMenu();
  const seeded = new Map(rows.map((row) => [row.id, row]));
  const byId = new Map(existing.map((row) => [Number(row.id), row]));
  for (const [from, to, path] of MOVED_PAGES) {
    const row = byId.get(from);
    if (row?.path !== path || byId.has(to)) continue;
    await moveNode(db, from, to, seeded.get(to)?.sort_order);
    byId.delete(from);
    byId.set(to, { ...row, id: to });
  }
  for (const [id, path] of RETIRED_LEAVES) {
    if (byId.get(id)?.path === path && (await childCount(id)) === 0) await remove(id);
  }
  for (const id of RETIRED_FOLDERS) if (byId.has(id) && (await childCount(id)) === 0) await remove(id);

  // The nodes of this version's tree the database lacks, granted as the seed grants them.
  const added = rows.filter((row) => !byId.has(row.id));
  if (added.length) await db.insertInto('sys_menu').values(added).execute();
  const addedIds = new Set(added.map((row) => row.id));
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  /** The added ones of a grant, with their ancestors, which the grantee may have lost since. */
  const newlyHeld = (ids: number[]) => {
    const held = new Set(ids);
    const out = new Set<number>();
    for (const id of ids.filter((i) => addedIds.has(i))) {
      for (let current: number | undefined = id; current !== undefined && held.has(current); current = parents.get(current)) out.add(current);
    }
    return [...out];
  };
  const grants = seededGrants();
  const roles = await db.selectFrom('sys_role').select(['role_id', 'role_code']).execute();
  for (const role of roles) {
    const ids = newlyHeld(grants.roles[role.role_code] ?? []);
    if (ids.length) {
      await db
        .insertInto('sys_role_menu')
        .values(ids.map((menu_id) => ({ role_id: role.role_id, menu_id })))
        .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
        .execute();
    }
  }
  const tenants = await db.selectFrom('sys_tenant').select('id').execute();
  for (const tenant of tenants) {
    const ids = newlyHeld(grants.tenants[Number(tenant.id)] ?? []);
    if (ids.length) {
      await db
        .insertInto('sys_tenant_menu')
        .values(ids.map((menu_id) => ({ tenant_id: tenant.id, menu_id })))
        .onConflict((oc) => oc.columns(['tenant_id', 'menu_id']).doNothing())
        .execute();
    }
  }

  // English names for the nodes the seed wrote, unless an administrator has renamed them since.
  for (const row of rows) {
    await db.updateTable('sys_menu').set({ en_name: row.en_name }).where('id', '=', row.id).where('name', '=', row.name).where('en_name', 'is', null).execute();
  }
}

/** Gives a node another id, with its grants and children, in the place the seeded tree gives it among its siblings. */
async function moveNode(db: Kysely<any>, from: number, to: number, sortOrder: number | undefined): Promise<void> {
  await sql`insert into sys_menu (id, parent_id, name, path, icon, sort_order, keep_alive, type, permission, roles)
    select ${to}, parent_id, name, path, icon, coalesce(${sortOrder ?? null}::int, sort_order), keep_alive, type, permission, roles
    from sys_menu where id = ${from}`.execute(db);
  await db.updateTable('sys_menu').set({ parent_id: to }).where('parent_id', '=', from).execute();
  await db.updateTable('sys_role_menu').set({ menu_id: to }).where('menu_id', '=', from).execute();
  await db.updateTable('sys_tenant_menu').set({ menu_id: to }).where('menu_id', '=', from).execute();
  await db.deleteFrom('sys_menu').where('id', '=', from).execute();
}
