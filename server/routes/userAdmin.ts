import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idField } from '../../schemas/input';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import type { TokenService } from '../services/tokens';
import { auditedWrite } from '../audit/trail';
import { lockUserRow, setUserLockFlag } from '../services/users';

const MAIN_TENANT = 1;
const paramsSchema = z.object({ userId: idField('用户编号格式错误') });
const bodySchema = z.object({ lockFlag: z.enum(['0', '9'], { error: '请选择启用或停用' }) });
const replySchema = okReply(
  z.strictObject({ userId: z.int(), lockFlag: z.enum(['0', '9']), revokedTokens: z.int().min(0).describe('Sessions of the account ended by disabling it') }),
);

/**
 * `PUT /admin/user/lock/{userId}` (our naming): the main tenant's administrator enables ('0') or disables ('9')
 * an account. Disabling revokes every session of the account in the same transaction.
 */
export async function userAdminRoutes(fastify: FastifyInstance, deps: { db: Kysely<Database>; tokens: TokenService }) {
  const { db, tokens } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Only the main tenant's administrators, checked before the input is read.
  const mainTenantAdmin = async (request: { user: { homeTenantId: number; roles: string[] } }) => {
    if (request.user.homeTenantId !== MAIN_TENANT || !request.user.roles.includes('ROLE_ADMIN')) throw forbidden();
  };
  app.put('/admin/user/lock/:userId', { schema: { params: paramsSchema, body: bodySchema, response: { 200: replySchema } }, preValidation: mainTenantAdmin }, async (request) => {
    const me = request.user;
    const { userId } = request.params;
    const { lockFlag } = request.body;
    if (userId === me.userId) throw new ApiError(400, '不能停用当前登录的账号');
    const revoked = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(userId);
      const before = await lockUserRow(trx, userId);
      if (!before) throw notFound();
      await setUserLockFlag(trx, userId, lockFlag);
      const revokedTokens = lockFlag === '9' ? await tokens.revokeUser(userId, trx) : 0;
      audit.diff({ username: before.username, lockFlag: before.lock_flag }, { username: before.username, lockFlag });
      if (revokedTokens > 0) audit.field('revokedSessions', null, revokedTokens);
      return revokedTokens;
    });
    return ok({ userId, lockFlag, revokedTokens: revoked });
  });
}
