import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword, type ScryptCost } from '../../domain/password';

/** The demo account that signs in with a second factor (a code sent to its phone after the password). */
export const SECOND_FACTOR_USER = { username: 'secure', actualName: '二次验证演示', phone: '13800000005', role: 'ROLE_ADMIN', tenantId: 1 };
/** The demo identity of the built-in provider that is bound to the administrator. */
export const BOUND_DEMO_IDENTITY = { provider: 'DEMO', openId: 'demo-admin', nickname: '演示身份（已绑定 admin）', username: 'admin' };

/**
 * The sign-in security's demo data (docs/security.md#sign-in), for new databases and for ones seeded before it: runs while its own table
 * (sys_social_bind) is empty and the core seed exists.
 */
export async function seedSessionSecurity(db: Kysely<Database>, demoPassword: string, cost: ScryptCost): Promise<void> {
  const bound = await db.selectFrom('sys_social_bind').select('id').limit(1).executeTakeFirst();
  if (bound) return;
  const admin = await db.selectFrom('sys_user').select(['user_id', 'dept_id']).where('username', '=', BOUND_DEMO_IDENTITY.username).executeTakeFirst();
  if (!admin) return;
  const hash = await hashPassword(demoPassword, cost);
  await db.transaction().execute(async (trx) => {
    let secure = await trx.selectFrom('sys_user').select('user_id').where('username', '=', SECOND_FACTOR_USER.username).executeTakeFirst();
    if (!secure) {
      secure = await trx
        .insertInto('sys_user')
        .values({
          tenant_id: SECOND_FACTOR_USER.tenantId,
          dept_id: admin.dept_id,
          username: SECOND_FACTOR_USER.username,
          actual_name: SECOND_FACTOR_USER.actualName,
          phone: SECOND_FACTOR_USER.phone,
          job_no: 'ZS90099',
          password_hash: hash,
          lock_flag: '0',
          second_factor: true,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const role = await trx
        .selectFrom('sys_role')
        .select('role_id')
        .where('tenant_id', '=', SECOND_FACTOR_USER.tenantId)
        .where('role_code', '=', SECOND_FACTOR_USER.role)
        .executeTakeFirst();
      if (role) await trx.insertInto('sys_user_role').values({ user_id: secure.user_id, role_id: role.role_id }).execute();
    }
    await trx
      .insertInto('sys_social_bind')
      .values({ provider: BOUND_DEMO_IDENTITY.provider, open_id: BOUND_DEMO_IDENTITY.openId, user_id: admin.user_id, nickname: BOUND_DEMO_IDENTITY.nickname })
      .execute();
  });
}
