import type { Kysely } from 'kysely';
import { APPROVAL_PERMISSION } from '../../schemas/approvalConstants';
import type { Database } from '../db/schema';

/** The people approval requests concern (docs/approvals.md): who may approve in a tenant, and whom a comment mentions. */

/**
 * The users of a tenant who may approve: active users who sign in, whose roles hold the approving permission's
 * button within the tenant's menu (the same rule that gives a signed-in user their permissions).
 */
export async function approverIds(db: Kysely<Database>, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('sys_role_menu as rm', 'rm.role_id', 'ur.role_id')
    .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').onRef('tm.tenant_id', '=', 'u.tenant_id'))
    .select('u.user_id')
    .distinct()
    .where('u.tenant_id', '=', tenantId)
    .where('u.lock_flag', '=', '0')
    .where('u.password_hash', 'is not', null)
    .where('m.permission', '=', APPROVAL_PERMISSION.approve)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** Users of the tenant that sign in, by user name (the @mentions of a comment). */
export const signInUsersNamed = (db: Kysely<Database>, tenantId: number, usernames: readonly string[]) =>
  usernames.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sys_user')
        .select(['user_id', 'username', 'actual_name'])
        .where('tenant_id', '=', tenantId)
        .where('username', 'in', [...usernames])
        .where('lock_flag', '=', '0')
        .where('password_hash', 'is not', null)
        .execute();
