import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword, type ScryptCost } from '../../domain/password';
import { withAncestors } from '../../domain/menuTree';
import { ACCESS_MENU, flattenMenu, subtreeIds } from './menuData';
import { DEPT_OP_MENU_ROOTS, DEPT_OP_ROLE, DEPT_OP_USER, DEPT_TREES } from './orgData';

const SYSTEM_FOLDER = 1400;

/**
 * People and access for databases seeded before them (docs/security.md, "Users, roles and data scopes"; a new
 * database gets all of it with the core seed): the 用户管理, 角色管理 and 组织机构 pages under 系统管理, held by every
 * tenant and role that holds that folder, and the demo role 部门运营 with its user `deptop`. Each part runs while
 * it is missing.
 */
export async function seedAccess(db: Kysely<Database>, demoPassword: string, cost: ScryptCost): Promise<void> {
  await seedAccessMenu(db);
  await seedDeptOperator(db, demoPassword, cost);
}

async function seedAccessMenu(db: Kysely<Database>) {
  const present = await db.selectFrom('sys_menu').select('id').where('id', '=', ACCESS_MENU[0].id).executeTakeFirst();
  if (present) return;
  const folder = await db.selectFrom('sys_menu').select('id').where('id', '=', SYSTEM_FOLDER).executeTakeFirst();
  if (!folder) return;
  const rows = flattenMenu(ACCESS_MENU, SYSTEM_FOLDER);
  const ids = rows.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    const siblings = await trx.selectFrom('sys_menu').select('id').where('parent_id', '=', SYSTEM_FOLDER).execute();
    await trx
      .insertInto('sys_menu')
      .values(rows.map((r) => (r.parent_id === SYSTEM_FOLDER ? { ...r, sort_order: siblings.length + r.sort_order } : r)))
      .execute();
    const tenants = await trx.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', SYSTEM_FOLDER).execute();
    if (tenants.length > 0) {
      await trx
        .insertInto('sys_tenant_menu')
        .values(tenants.flatMap((t) => ids.map((menu_id) => ({ tenant_id: t.tenant_id, menu_id }))))
        .execute();
    }
    const roles = await trx.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', SYSTEM_FOLDER).execute();
    if (roles.length > 0) {
      await trx
        .insertInto('sys_role_menu')
        .values(roles.flatMap((r) => ids.map((menu_id) => ({ role_id: r.role_id, menu_id }))))
        .execute();
    }
  });
}

async function seedDeptOperator(db: Kysely<Database>, demoPassword: string, cost: ScryptCost) {
  const role = await db.selectFrom('sys_role').select('role_id').where('tenant_id', '=', DEPT_OP_ROLE.tenantId).where('role_code', '=', DEPT_OP_ROLE.code).executeTakeFirst();
  if (role) return;
  const tenant = await db.selectFrom('sys_tenant').select('id').where('id', '=', DEPT_OP_ROLE.tenantId).executeTakeFirst();
  if (!tenant) return;
  const deptName = findDeptName(DEPT_OP_USER.dept) ?? '';
  const dept = await db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', DEPT_OP_USER.tenantId).where('name', '=', deptName).orderBy('dept_id').executeTakeFirst();
  const hash = await hashPassword(demoPassword, cost);
  await db.transaction().execute(async (trx) => {
    const { role_id } = await trx
      .insertInto('sys_role')
      .values({
        tenant_id: DEPT_OP_ROLE.tenantId,
        role_code: DEPT_OP_ROLE.code,
        role_name: DEPT_OP_ROLE.name,
        cross_tenant: false,
        ds_type: DEPT_OP_ROLE.dsType ?? 0,
        withheld: JSON.stringify(DEPT_OP_ROLE.withheld ?? []),
      })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const tenantMenu = await trx
      .selectFrom('sys_tenant_menu as tm')
      .innerJoin('sys_menu as m', 'm.id', 'tm.menu_id')
      .select(['m.id', 'm.parent_id'])
      .where('tm.tenant_id', '=', DEPT_OP_ROLE.tenantId)
      .execute();
    const parents = new Map(tenantMenu.map((r) => [Number(r.id), Number(r.parent_id)]));
    const menuIds = withAncestors(subtreeIds(DEPT_OP_MENU_ROOTS), parents).filter((id) => parents.has(id));
    if (menuIds.length)
      await trx
        .insertInto('sys_role_menu')
        .values(menuIds.map((menu_id) => ({ role_id, menu_id })))
        .execute();
    const taken = await trx.selectFrom('sys_user').select('user_id').where('username', '=', DEPT_OP_USER.username).executeTakeFirst();
    if (taken) return;
    const { user_id } = await trx
      .insertInto('sys_user')
      .values({
        tenant_id: DEPT_OP_USER.tenantId,
        dept_id: dept?.dept_id ?? null,
        username: DEPT_OP_USER.username,
        actual_name: DEPT_OP_USER.actualName,
        phone: DEPT_OP_USER.phone,
        job_no: 'ZS90006',
        password_hash: hash,
        lock_flag: '0',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sys_user_role').values({ user_id, role_id }).execute();
  });
}

/** The name of a seeded department by its key. */
function findDeptName(key: string): string | undefined {
  const walk = (node: { key: string; name: string; children?: { key: string; name: string }[] }): string | undefined =>
    node.key === key ? node.name : node.children?.map(walk).find(Boolean);
  for (const root of Object.values(DEPT_TREES)) {
    const found = walk(root);
    if (found) return found;
  }
  return undefined;
}
