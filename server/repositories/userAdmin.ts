import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../schemas/envelope';
import type { AdminUser, userPageQuerySchema } from '../../schemas/userAdmin';
import type { Database } from '../db/schema';
import { containsOp, likePattern } from '../db/textSearch';
import { formatDateTime } from '../domain/time';

/**
 * The queries of 用户管理 (docs/security.md, "Users, roles and data scopes"), within one tenant; the routes in
 * server/routes/userAdmin.ts speak HTTP and call these. A write takes the audited transaction it runs in. Deleted
 * users (del_flag '1') are in no list and answer as unknown.
 */

/** The sign-in throttle's key of a user name (server/services/loginThrottle.ts). */
export const throttleKey = (username: string) => username.trim().toLowerCase().slice(0, 64);

const userSelect = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
    .where('u.tenant_id', '=', tenantId)
    .where('u.del_flag', '=', '0')
    .select([
      'u.user_id',
      'u.username',
      'u.actual_name',
      'u.phone',
      'u.id_number',
      'u.job_no',
      'u.dept_id',
      'd.name as dept_name',
      'u.lock_flag',
      'u.password_temporary',
      'u.create_time',
      'u.version',
      sql<boolean>`u.password_hash is not null`.as('can_sign_in'),
      sql<boolean>`exists (select 1 from login_failure lf where lf.username = lower(u.username) and lf.locked_until > now())`.as('login_locked'),
    ]);

type UserRow = Awaited<ReturnType<ReturnType<typeof userSelect>['executeTakeFirstOrThrow']>>;

/** The roles of each user, in id order. */
async function rolesOf(db: Kysely<Database>, userIds: number[]) {
  const rows = userIds.length
    ? await db
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
        .select(['ur.user_id', 'r.role_id', 'r.role_name'])
        .where('ur.user_id', 'in', userIds)
        .orderBy('r.role_id')
        .execute()
    : [];
  const byUser = new Map<number, { ids: number[]; names: string[] }>();
  for (const row of rows) {
    const held = byUser.get(Number(row.user_id)) ?? { ids: [], names: [] };
    held.ids.push(Number(row.role_id));
    held.names.push(row.role_name);
    byUser.set(Number(row.user_id), held);
  }
  return byUser;
}

const toUser = (row: UserRow, roles: { ids: number[]; names: string[] } | undefined): AdminUser => ({
  userId: Number(row.user_id),
  username: row.username,
  actualName: row.actual_name,
  phone: row.phone,
  idNumber: row.id_number,
  jobNo: row.job_no,
  deptId: row.dept_id === null ? null : Number(row.dept_id),
  deptName: row.dept_name ?? null,
  roleIds: roles?.ids ?? [],
  roleNames: roles?.names ?? [],
  lockFlag: row.lock_flag === '9' ? '9' : '0',
  loginLocked: Boolean(row.login_locked),
  passwordTemporary: row.password_temporary,
  canSignIn: Boolean(row.can_sign_in),
  createTime: formatDateTime(row.create_time) ?? '',
  version: row.version,
});

/** A page of the tenant's users, newest first: by user name and name (contained), phone, department and below, state. */
export async function userPage(db: Kysely<Database>, tenantId: number, q: z.output<typeof userPageQuerySchema>): Promise<Page<AdminUser>> {
  let query = userSelect(db, tenantId);
  if (q.username) query = query.where('u.username', containsOp(q.username), likePattern(q.username));
  if (q.actualName) query = query.where('u.actual_name', containsOp(q.actualName), likePattern(q.actualName));
  if (q.phone) query = query.where('u.phone', 'like', `${q.phone.replace(/[\\%_]/g, '\\$&')}%`);
  if (q.lockFlag) query = query.where('u.lock_flag', '=', q.lockFlag);
  if (q.deptId !== undefined) {
    const deptId = q.deptId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_dept as top')
          .select('top.dept_id')
          .where('top.dept_id', '=', deptId)
          .where('top.tenant_id', '=', tenantId)
          .where(sql<boolean>`d.path like top.path || '%'`),
      ),
    );
  }
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('u.create_time', 'desc')
    .orderBy('u.user_id', 'desc')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const roles = await rolesOf(
    db,
    rows.map((r) => Number(r.user_id)),
  );
  return { records: rows.map((r) => toUser(r, roles.get(Number(r.user_id)))), total: Number(total), current: q.current, size: q.size };
}

/** One user of the tenant as the administration reads it, or undefined. */
export async function findAdminUser(db: Kysely<Database>, tenantId: number, userId: number): Promise<AdminUser | undefined> {
  const row = await userSelect(db, tenantId).where('u.user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return toUser(row, (await rolesOf(db, [userId])).get(userId));
}

/** The user's row locked for the rest of the transaction (live users of the tenant only; null: of any tenant). */
export const lockAdminUser = (trx: Kysely<Database>, tenantId: number | null, userId: number) => {
  let query = trx.selectFrom('sys_user').select(['user_id', 'tenant_id', 'username', 'lock_flag', 'password_hash']).where('user_id', '=', userId).where('del_flag', '=', '0');
  if (tenantId !== null) query = query.where('tenant_id', '=', tenantId);
  return query.forUpdate().executeTakeFirst();
};

/** Which of the ids are not departments of the tenant. */
export async function unknownDept(db: Kysely<Database>, tenantId: number, deptId: number): Promise<boolean> {
  const row = await db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('dept_id', '=', deptId).executeTakeFirst();
  return row === undefined;
}

/** Whether every id names a role of the tenant. */
export async function rolesOfTenant(db: Kysely<Database>, tenantId: number, roleIds: number[]): Promise<boolean> {
  const unique = [...new Set(roleIds)];
  const rows = await db.selectFrom('sys_role').select('role_id').where('tenant_id', '=', tenantId).where('role_id', 'in', unique).execute();
  return rows.length === unique.length;
}

export interface UserFields {
  actualName: string;
  phone?: string | null;
  idNumber?: string | null;
  jobNo?: string | null;
  deptId: number;
}

/** A new user of the tenant, holding a temporary password; answers the id. */
export async function insertUser(trx: Kysely<Database>, tenantId: number, username: string, fields: UserFields, passwordHash: string): Promise<number> {
  const row = await trx
    .insertInto('sys_user')
    .values({
      tenant_id: tenantId,
      dept_id: fields.deptId,
      username,
      actual_name: fields.actualName,
      phone: fields.phone ?? null,
      id_number: fields.idNumber ?? null,
      job_no: fields.jobNo ?? null,
      password_hash: passwordHash,
      password_temporary: true,
      lock_flag: '0',
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return Number(row.user_id);
}

/** The user's fields where given (undefined keeps the stored value), and one more version. */
export async function updateUser(trx: Kysely<Database>, userId: number, fields: Partial<UserFields> & { lockFlag?: string }) {
  await trx
    .updateTable('sys_user')
    .set({
      ...(fields.actualName !== undefined ? { actual_name: fields.actualName } : {}),
      ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
      ...(fields.idNumber !== undefined ? { id_number: fields.idNumber } : {}),
      ...(fields.jobNo !== undefined ? { job_no: fields.jobNo } : {}),
      ...(fields.deptId !== undefined ? { dept_id: fields.deptId } : {}),
      ...(fields.lockFlag !== undefined ? { lock_flag: fields.lockFlag } : {}),
      version: sql`version + 1`,
      update_time: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The user's roles replaced by these. */
export async function setUserRoles(trx: Kysely<Database>, userId: number, roleIds: number[]) {
  await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length)
    await trx
      .insertInto('sys_user_role')
      .values(unique.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
}

/** A new password hash: temporary (set by an administrator) or the user's own. */
export async function setPassword(trx: Kysely<Database>, userId: number, passwordHash: string, temporary: boolean) {
  await trx
    .updateTable('sys_user')
    .set({ password_hash: passwordHash, password_temporary: temporary, version: sql`version + 1`, update_time: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A user deleted: out of every list, unable to sign in, their roles dropped, their user name free for someone new
 * (the row stays, renamed, for the trail, the logs and the records that name them).
 */
export async function softDeleteUser(trx: Kysely<Database>, userId: number, username: string) {
  await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  await trx
    .updateTable('sys_user')
    .set({
      del_flag: '1',
      lock_flag: '9',
      password_hash: null,
      password_temporary: false,
      username: `~${userId}~${username}`.slice(0, 64),
      version: sql`version + 1`,
      update_time: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The sign-in lock of a user name lifted, and its failed attempts forgotten; whether it was locked. */
export async function clearSignInLock(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db.deleteFrom('login_failure').where('username', '=', throttleKey(username)).returning('locked_until').executeTakeFirst();
  return row?.locked_until !== null && row?.locked_until !== undefined && new Date(row.locked_until).getTime() > Date.now();
}
