import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { roleScopeOf, type RoleScope } from '../access/dataScope';

/** Who a signed-in user is, as every protected route sees it. */
export interface UserContext {
  userId: number;
  username: string;
  actualName: string;
  phone: string | null;
  avatar: string | null;
  /** The tenant the user belongs to. */
  homeTenantId: number;
  deptId: number | null;
  roles: string[];
  /** Permission keys of the button nodes the user's roles hold within the tenant's menu. */
  permissions: string[];
  /** Operations users may act on any tenant. */
  crossTenant: boolean;
  /** The data scope and withheld fields of each role (server/access/dataScope.ts resolves them per request). */
  roleScopes: RoleScope[];
  /** Holds a temporary password: every call but the password change is refused until they set their own. */
  passwordTemporary: boolean;
}

export async function loadUserContext(db: Kysely<Database>, userId: number): Promise<UserContext | undefined> {
  const user = await db
    .selectFrom('sys_user')
    .select(['user_id', 'username', 'actual_name', 'phone', 'avatar', 'tenant_id', 'dept_id', 'lock_flag', 'del_flag', 'password_temporary'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!user || user.lock_flag !== '0' || user.del_flag !== '0') return undefined;
  const roles = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_code', 'r.cross_tenant', 'r.ds_type', 'r.ds_scope', 'r.withheld'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.role_code')
    .execute();
  const permissions = await db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.id')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', user.tenant_id))
    .select(sql<string>`distinct m.permission`.as('permission'))
    .where('ur.user_id', '=', userId)
    .where('m.permission', 'is not', null)
    .orderBy('permission')
    .execute();
  return {
    userId: user.user_id,
    username: user.username,
    actualName: user.actual_name,
    phone: user.phone,
    avatar: user.avatar,
    homeTenantId: user.tenant_id,
    deptId: user.dept_id,
    roles: roles.map((r) => r.role_code),
    permissions: permissions.map((p) => p.permission),
    crossTenant: roles.some((r) => r.cross_tenant),
    roleScopes: roles.map(roleScopeOf),
    passwordTemporary: user.password_temporary,
  };
}

/** Active accounts that can sign in (employees without a password cannot) holding a phone. */
export async function loginUsersByPhone(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('sys_user')
    .select(['user_id', 'username'])
    .where('phone', '=', phone)
    .where('password_hash', 'is not', null)
    .where('lock_flag', '=', '0')
    .where('del_flag', '=', '0')
    .orderBy('user_id')
    .execute();
}

/** The active account's id and phone when it signs in with a second factor; null otherwise. */
export async function flaggedUser(db: Kysely<Database>, username: string) {
  const user = await db
    .selectFrom('sys_user')
    .select(['user_id', 'phone', 'second_factor'])
    .where('username', '=', username)
    .where('lock_flag', '=', '0')
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return user?.second_factor && user.phone ? { userId: user.user_id, phone: user.phone } : null;
}

/** The user's name and lock flag, the row locked for the rest of the transaction. */
export const lockUserRow = (trx: Kysely<Database>, userId: number) =>
  trx.selectFrom('sys_user').select(['username', 'lock_flag']).where('user_id', '=', userId).forUpdate().executeTakeFirst();

/** The user enabled ('0') or disabled ('9'). */
export const setUserLockFlag = (trx: Kysely<Database>, userId: number, lockFlag: string) =>
  trx.updateTable('sys_user').set({ lock_flag: lockFlag }).where('user_id', '=', userId).execute();

/** What a password sign-in reads of the name's user. */
export const passwordUserByName = (db: Kysely<Database>, username: string) =>
  db.selectFrom('sys_user').select(['user_id', 'password_hash', 'lock_flag', 'phone', 'second_factor']).where('username', '=', username).executeTakeFirst();

/** Replaces a password hash with one of a higher cost, unless it changed meanwhile. */
export const upgradePasswordHash = (db: Kysely<Database>, userId: number, from: string, to: string) =>
  db.updateTable('sys_user').set({ password_hash: to }).where('user_id', '=', userId).where('password_hash', '=', from).execute();

/** Counts one sign-in of the user on the day (the dashboards' sign-ins per day read it). */
export const countSignIn = (trx: Kysely<Database>, tenantId: number, day: string, userId: number) =>
  trx
    .insertInto('sys_sign_in_day')
    .values({ tenant_id: tenantId, day, user_id: userId, n: 1 })
    .onConflict((oc) => oc.columns(['tenant_id', 'day', 'user_id']).doUpdateSet((eb) => ({ n: eb('sys_sign_in_day.n', '+', 1) })))
    .execute();

/** The user's stored password hash (null for one who signs in otherwise). */
export const passwordHashOf = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('sys_user').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).password_hash;
