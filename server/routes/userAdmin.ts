import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import type { TokenService } from '../services/tokens';

const MAIN_TENANT = 1;
const paramsSchema = z.object({ userId: z.coerce.number({ error: '用户编号格式错误' }).int('用户编号格式错误').positive('用户编号格式错误').max(2 ** 53 - 1, '用户编号格式错误') });
const bodySchema = z.object({ lockFlag: z.enum(['0', '9'], { error: '请选择启用或停用' }) });

/**
 * `PUT /admin/user/lock/{userId}` (our naming): the main tenant's administrator enables ('0') or disables ('9')
 * an account. Disabling revokes every session of the account in the same transaction.
 */
export async function userAdminRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; tokens: TokenService }) {
  const { db, tokens } = deps;
  app.put<{ Params: { userId: string } }>('/admin/user/lock/:userId', async (request) => {
    const me = request.user;
    if (me.homeTenantId !== MAIN_TENANT || !me.roles.includes('ROLE_ADMIN')) throw forbidden();
    const { userId } = parseInput(paramsSchema, request.params);
    const { lockFlag } = parseInput(bodySchema, request.body);
    if (userId === me.userId) throw new ApiError(400, '不能停用当前登录的账号');
    const revoked = await db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('sys_user').set({ lock_flag: lockFlag }).where('user_id', '=', userId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound();
      return lockFlag === '9' ? tokens.revokeUser(userId, trx) : 0;
    });
    return ok({ userId, lockFlag, revokedTokens: revoked });
  });
}
