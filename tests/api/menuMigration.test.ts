import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../schemas/menu';
import { migrate } from '../../server/db/migrate';
import { serverWithUsers } from './support/server';

/**
 * Migration 100 on a database seeded by an earlier version (docs/product.md#the-menu-and-modules): the seeded leaves without a screen go,
 * the screens of each module come with the grants a fresh seed gives them, every node gets its English name,
 * and what administrators added or renamed stays as they left it.
 */
const t = serverWithUsers(['tenant']);

/** The nodes this version's tree added (absent from an earlier seed): the audit trail's page took 1403 (docs/security.md#audit-trail). */
const ADDED_BY_100 = [
  1403, 1431, 1432, 1405, 1406, 1461, 2400, 2401, 3400, 3401, 3402, 4103, 4104, 4105, 4106, 4107, 5200, 5201, 5202, 5203, 6020, 6021, 6022, 6110, 6111, 6112, 6113, 6210, 6211, 6212,
  9993, 9994, 9995, 9996, 9997,
];
/** What the earlier seed held instead: folders, then leaves with the paths they had. */
const OLD_FOLDERS: [number, number, string][] = [
  [2100, 200, '/canteen'],
  [2200, 200, '/canteen/subsidy'],
  [3100, 300, '/scm/inventory'],
  [3200, 300, '/scm/purchase'],
  [5100, 500, '/trip/order'],
  [6010, 601, '/trip/policy'],
  [6100, 610, '/operate/trip'],
  [6200, 620, '/operate/travel'],
];
const OLD_LEAVES: [number, number, string][] = [
  [2101, 2100, '/canteen/restaurant/index'],
  [2102, 2100, '/canteen/dish/index'],
  [2103, 2100, '/canteen/order/index'],
  [2201, 2200, '/canteen/subsidy/rule/index'],
  [2202, 2200, '/canteen/subsidy/grant/index'],
  [3101, 3100, '/scm/stock/index'],
  [3201, 3200, '/scm/supplier/index'],
  [4101, 4100, '/operate/tenant/index'],
  [4102, 4100, '/operate/report/index'],
  [5101, 5100, '/trip/order/flight/index'],
  [6011, 6010, '/trip/policy/standard/index'],
  [6302, 6300, '/trip/traveller/index'],
  [6101, 6100, '/operate/trip/customer/index'],
  [6201, 6200, '/operate/travel/bill/index'],
  [9991, 9990, '/operate/platform/tenant/index'],
  [9992, 9990, '/operate/platform/productLine/index'],
];
/** An administrator's own: a page without a screen, and a page in a retired folder (which therefore stays). */
const ADMIN_NODES: [number, number, string][] = [
  [100001, 1300, '/platsync/syncLog/index'],
  [100002, 2200, '/canteen/subsidy/extra/index'],
];

async function snapshot() {
  const db = t.server.app.database.db;
  const menus = await db.selectFrom('sys_menu').selectAll().orderBy('id').execute();
  const roles = await db.selectFrom('sys_role_menu as rm').innerJoin('sys_role as r', 'r.role_id', 'rm.role_id').select(['r.role_code', 'rm.menu_id']).execute();
  const tenants = await db.selectFrom('sys_tenant_menu').select(['tenant_id', 'menu_id']).execute();
  return {
    // Without the version the database moves at each change (migration 151): on a database an earlier version
    // seeded, migration 100 ran before there were versions; re-run here, on today's schema, it moves them all.
    menus: new Map(menus.map(({ version: _version, ...m }) => [Number(m.id), m])),
    roles: new Set(roles.map((r) => `${r.role_code}:${r.menu_id}`)),
    tenants: new Set(tenants.map((r) => `${r.tenant_id}:${r.menu_id}`)),
  };
}

/** Turns the freshly seeded database into one an earlier version seeded and administrators then used. */
async function regress() {
  const db = t.server.app.database.db;
  const roleId = async (code: string) => Number((await db.selectFrom('sys_role').select('role_id').where('role_code', '=', code).executeTakeFirstOrThrow()).role_id);
  const admin = await roleId('ROLE_ADMIN');
  const operator = await roleId('ROLE_OPERATOR');
  const tenantAdmin = await roleId('ROLE_TENANT_ADMIN');
  await db.deleteFrom('sys_role_menu').where('menu_id', 'in', ADDED_BY_100).execute();
  await db.deleteFrom('sys_tenant_menu').where('menu_id', 'in', ADDED_BY_100).execute();
  await db.deleteFrom('sys_menu').where('id', 'in', ADDED_BY_100).execute();
  await sql`alter table sys_menu drop column en_name`.execute(db);
  // The earlier seed's import and export logs, at 1403 and 1404, with the grants they had.
  await sql`insert into sys_menu (id, parent_id, name, path, icon, sort_order, keep_alive, type, permission, roles)
    select 1403, parent_id, name, path, icon, 3, keep_alive, type, permission, roles from sys_menu where id = 1404`.execute(db);
  await sql`insert into sys_role_menu (role_id, menu_id) select role_id, 1403 from sys_role_menu where menu_id = 1404`.execute(db);
  await sql`insert into sys_tenant_menu (tenant_id, menu_id) select tenant_id, 1403 from sys_tenant_menu where menu_id = 1404`.execute(db);
  await db.updateTable('sys_menu').set({ name: '导出日志', path: '/admin/exportTask/index', sort_order: 4 }).where('id', '=', 1404).execute();
  const old = [...OLD_FOLDERS, ...OLD_LEAVES, ...ADMIN_NODES];
  await db
    .insertInto('sys_menu')
    .values(old.map(([id, parent_id, path]) => ({ id, parent_id, path, name: `旧节点${id}`, sort_order: 1, keep_alive: '0', type: '0' })) as never)
    .execute();
  const operatorHeld = old.filter(([id, parent]) => [610, 620, 6100, 6200, 9990].includes(parent) || [6100, 6200].includes(id)).map(([id]) => id);
  const tenantHeld = [2100, 2101, 2103];
  await db
    .insertInto('sys_role_menu')
    .values([
      ...old.map(([id]) => ({ role_id: admin, menu_id: id })),
      ...operatorHeld.map((id) => ({ role_id: operator, menu_id: id })),
      ...tenantHeld.map((id) => ({ role_id: tenantAdmin, menu_id: id })),
    ])
    .execute();
  await db
    .insertInto('sys_tenant_menu')
    .values([...old.map(([id]) => ({ tenant_id: 1, menu_id: id })), ...tenantHeld.map((id) => ({ tenant_id: 2, menu_id: id }))])
    .execute();
  // An administrator renamed a seeded page: its English name would no longer fit.
  await db.updateTable('sys_menu').set({ name: '账户类别' }).where('id', '=', 1101).execute();
  await db.deleteFrom('schema_migration').where('name', '=', '100_menu_screens').execute();
}

describe('migration 100 on a database an earlier version seeded', () => {
  it('brings the menu tree, its grants and the English names of this version, and keeps what administrators made', async () => {
    const fresh = await snapshot();
    await regress();
    expect(await migrate(t.server.app.database.db)).toEqual(['100_menu_screens']);
    const migrated = await snapshot();

    for (const [id, row] of fresh.menus) {
      if (id === 1101) expect(migrated.menus.get(id)).toEqual({ ...row, name: '账户类别', en_name: null });
      else expect(migrated.menus.get(id), String(id)).toEqual(row);
    }
    const kept = [2200, 100001, 100002];
    expect([...migrated.menus.keys()].filter((id) => !fresh.menus.has(id))).toEqual(kept);
    for (const id of kept) expect(migrated.menus.get(id)?.en_name).toBeNull();

    const extra = (pairs: Set<string>, held: Set<string>) => [...pairs].filter((p) => !held.has(p)).sort();
    expect(extra(fresh.roles, migrated.roles)).toEqual([]);
    expect(extra(migrated.roles, fresh.roles)).toEqual(kept.map((id) => `ROLE_ADMIN:${id}`).sort());
    expect(extra(fresh.tenants, migrated.tenants)).toEqual([]);
    expect(extra(migrated.tenants, fresh.tenants)).toEqual(kept.map((id) => `1:${id}`).sort());

    // The tenant's users see the catering screen where the dead leaves were; a second run changes nothing.
    const tree = (await t.server.request('GET', '/admin/menu', { token: t.token.tenant })).body.data as MenuNode[];
    const catering = tree.find((n) => n.id === 200)!;
    expect(catering.children.map((n) => [n.id, n.children.map((c) => [c.id, c.path, c.enName])])).toEqual([[2400, [[2401, '/bi/ctnbideptcardflowdetail/index', 'Card flow summary']]]]);
    expect(await migrate(t.server.app.database.db)).toEqual([]);
  });
});
