import { randomBytes } from 'node:crypto';
import { encryptLoginPassword } from '../../../schemas/loginCrypto';
import type { TestServer } from './server';

/**
 * People and access through the API, as an administrator does it (docs/security.md, "Users, roles and data
 * scopes"): roles, users with a temporary password, and signing such a user in with a password of their own.
 */
export interface RoleSpec {
  dsType: number;
  dsScope?: number[];
  withheld?: string[];
  menuIds?: number[];
}

/** A role code never used before in this server (capital letters and underscore). */
export const uniqueCode = (prefix = 'ROLE_T') =>
  `${prefix}_${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)])
    .toUpperCase()}`;
/** A user name never used before in this server. */
export const uniqueName = (prefix = 'u') => `${prefix}${randomBytes(5).toString('hex')}`;

export async function createRole(s: TestServer, token: string, spec: RoleSpec): Promise<number> {
  const reply = await s.request('POST', '/admin/role', {
    token,
    json: { roleCode: uniqueCode(), roleName: `测试角色${randomBytes(2).toString('hex')}`, dsScope: [], withheld: [], menuIds: [], ...spec },
  });
  if (reply.status !== 200) throw new Error(`role not created: ${reply.status} ${reply.text}`);
  return reply.body.data.roleId;
}

export const TEMPORARY = 'Temp2026pass';
export const OWN = 'Mine2026pass';

/** A user of the admin's tenant holding the roles, with the temporary password; answers the id and user name. */
export async function createUser(s: TestServer, token: string, deptId: number, roleIds: number[], extra: Record<string, unknown> = {}) {
  const username = uniqueName();
  const reply = await s.request('POST', '/admin/user', {
    token,
    json: { username, actualName: '测试用户', deptId, roleIds, password: TEMPORARY, ...extra },
  });
  if (reply.status !== 200) throw new Error(`user not created: ${reply.status} ${reply.text}`);
  return { userId: reply.body.data.userId as number, username };
}

/** The user's own change of password, encrypted as at sign-in. */
export const changeOwnPassword = (s: TestServer, token: string, from: string, to: string) =>
  s.request('PUT', '/admin/user/password', {
    token,
    json: { password: encryptLoginPassword(from, s.config.loginAesKey), newPassword: encryptLoginPassword(to, s.config.loginAesKey) },
  });

/** Signs a new user in with the temporary password and sets their own: the token that may call everything. */
export async function signInFirstTime(s: TestServer, username: string): Promise<string> {
  const token = await s.login(username, TEMPORARY);
  const changed = await changeOwnPassword(s, token, TEMPORARY, OWN);
  if (changed.status !== 200) throw new Error(`password not set: ${changed.status} ${changed.text}`);
  return token;
}

/** A user holding a new role of this scope, signed in and past the set-password step. */
export async function scopedUser(s: TestServer, adminToken: string, deptId: number, roles: RoleSpec[]) {
  const roleIds: number[] = [];
  for (const spec of roles) roleIds.push(await createRole(s, adminToken, spec));
  const user = await createUser(s, adminToken, deptId, roleIds);
  return { ...user, roleIds, token: await signInFirstTime(s, user.username) };
}

/** The department id of a seeded department by name, in a tenant. */
export async function deptIdOf(s: TestServer, name: string, tenantId = 1): Promise<number> {
  const row = await s.app.database.db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('name', '=', name).orderBy('dept_id').executeTakeFirstOrThrow();
  return Number(row.dept_id);
}
