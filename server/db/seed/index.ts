import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { hashPassword, type ScryptCost } from '../../domain/password';
import { flattenMenu, seededGrants } from './menuData';
import { seedSessionSecurity } from './sessionSecurityData';
import { seedCashierAndCities } from './cashierCitySeed';
import { seedScmParams } from './scmParamData';
import { seedAuditMenu } from './auditMenuSeed';
import { seedApprovals } from './approvalSeed';
import { seedAccountCentreIfEmpty } from './accountSeed';
import { seedAccess } from './accessSeed';
import { ACCOUNT_TYPES, DEPT_TREES, EMPLOYEES, LOGIN_USERS, ROLES, TENANTS, type DeptSeed } from './orgData';

/**
 * Seeds the demo data when the database holds no tenant yet, in one transaction (all or nothing) under an
 * advisory lock, so two servers starting together on one PostgreSQL cannot both seed. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, demoPassword: string, cost: ScryptCost): Promise<boolean> {
  const seeded = await seedCore(db, demoPassword, cost);
  // Domain data: each step checks its own tables, so older databases get it too.
  await seedSessionSecurity(db, demoPassword, cost);
  await seedCashierAndCities(db);
  await seedAccountCentreIfEmpty(db);
  await seedScmParams(db);
  await seedAuditMenu(db);
  await seedAccess(db, demoPassword, cost);
  await seedApprovals(db, demoPassword, cost);
  return seeded;
}

async function seedCore(db: Kysely<Database>, demoPassword: string, cost: ScryptCost): Promise<boolean> {
  if (await hasTenants(db)) return false;
  // Hash outside the transaction: scrypt is slow and PGlite has a single connection.
  const hashes = new Map<string, string>();
  for (const user of LOGIN_USERS) hashes.set(user.username, await hashPassword(demoPassword, cost));

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724012)`.execute(trx);
    if (await hasTenants(trx)) return false;
    await seed(trx, hashes);
    return true;
  });
}

async function hasTenants(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('sys_tenant').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function seed(trx: Transaction<Database>, hashes: Map<string, string>) {
  await trx
    .insertInto('sys_tenant')
    .values(TENANTS.map((t) => ({ id: t.id, name: t.name, short_name: t.shortName, status: '0' })))
    .execute();

  const deptIds = new Map<string, number>();
  const insertDept = async (tenantId: number, node: DeptSeed, parentId: number, level: number, order: number) => {
    const { dept_id } = await trx
      .insertInto('sys_dept')
      .values({ tenant_id: tenantId, parent_id: parentId, name: node.name, level, sort_order: order, enable: '0' })
      .returning('dept_id')
      .executeTakeFirstOrThrow();
    deptIds.set(node.key, dept_id);
    for (const [i, child] of (node.children ?? []).entries()) await insertDept(tenantId, child, dept_id, level + 1, i + 1);
  };
  for (const [tenantId, root] of Object.entries(DEPT_TREES)) await insertDept(Number(tenantId), root, 0, 0, 1);

  await trx
    .insertInto('sys_user')
    .values(
      EMPLOYEES.map((e, i) => ({
        tenant_id: e.tenantId,
        dept_id: deptIds.get(e.dept) ?? null,
        username: `emp${String(i + 1).padStart(4, '0')}`,
        actual_name: e.actualName,
        phone: e.phone,
        job_no: `ZS${String(10001 + i)}`,
        password_hash: null,
        lock_flag: '0',
      })),
    )
    .execute();

  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const { role_id } = await trx
      .insertInto('sys_role')
      .values({
        tenant_id: role.tenantId,
        role_code: role.code,
        role_name: role.name,
        cross_tenant: role.crossTenant,
        ds_type: role.dsType ?? 0,
        withheld: JSON.stringify(role.withheld ?? []),
      })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    roleIds.set(role.code, role_id);
  }

  for (const [i, user] of LOGIN_USERS.entries()) {
    const { user_id } = await trx
      .insertInto('sys_user')
      .values({
        tenant_id: user.tenantId,
        dept_id: deptIds.get(user.dept) ?? null,
        username: user.username,
        actual_name: user.actualName,
        phone: user.phone,
        job_no: `ZS${String(90001 + i)}`,
        password_hash: hashes.get(user.username) ?? null,
        lock_flag: user.lockFlag ?? '0',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sys_user_role')
      .values(user.roles.map((code) => ({ user_id, role_id: roleIds.get(code)! })))
      .execute();
  }

  await trx.insertInto('sys_menu').values(flattenMenu()).execute();
  const grants = seededGrants();
  for (const [code, ids] of Object.entries(grants.roles)) {
    await trx
      .insertInto('sys_role_menu')
      .values(ids.map((menu_id) => ({ role_id: roleIds.get(code)!, menu_id })))
      .execute();
  }
  for (const [tenantId, ids] of Object.entries(grants.tenants)) {
    await trx
      .insertInto('sys_tenant_menu')
      .values(ids.map((menu_id) => ({ tenant_id: Number(tenantId), menu_id })))
      .execute();
  }

  // Staggered creation times so that "newest first" has a stable, visible order.
  const now = Date.now();
  await trx
    .insertInto('act_account_type')
    .values(
      ACCOUNT_TYPES.map((a, i) => ({
        tenant_id: a.tenantId,
        account_type_name: a.name,
        account_type: a.accountType,
        account_kind: a.accountKind,
        enable_flag: a.enableFlag,
        remark: a.remark,
        create_time: new Date(now - (ACCOUNT_TYPES.length - i) * 3_600_000),
      })),
    )
    .execute();
}

/** Whether the next start seeds: the database holds no tenant yet (or not even the table of them). */
export async function willSeed(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('sys_tenant') is not null as present`.execute(db);
  if (!rows[0]?.present) return true;
  return (await db.selectFrom('sys_tenant').select('id').limit(1).executeTakeFirst()) === undefined;
}
