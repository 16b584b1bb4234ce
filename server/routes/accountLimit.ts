import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountLimitReplySchema, saveAccountLimitSchema } from '../../schemas/accountLimit';
import { idField } from '../../schemas/input';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import type { Database } from '../db/schema';
import { orHeld } from '../../schemas/approval';
import { gateOf } from '../http/approvalGate';
import { heldOr } from '../approval/gate';
import { notFound, ok } from '../http/envelope';
import { assertTenant } from '../http/filterTenant';
import { languageOf } from '../http/language';
import { op, SCREEN } from '../http/operations';
import { tagged } from '../http/versions';
import { idFrom } from '../audit/idOf';
import { accessOf, accountSeen } from '../access/dataScope';
import { findLimitedAccount } from '../repositories/accountLimits';
import { limitsView, saveAccountLimits, shownLimits } from '../services/accountLimits';

const BASE = '/accountcenter/actAccountLimit';

/** Account permissions, deal-type permissions, balance upper limit and credit limit of one account. */
const limitQuerySchema = z.object({
  accountNo: z.string({ error: '缺少账户编号' }).max(32, '缺少账户编号').trim().min(1, '缺少账户编号'),
  tenantId: idField().optional(),
});

export async function accountLimitRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${BASE}/getActAccountLimit`,
    {
      schema: { querystring: limitQuerySchema, response: { 200: okReply(accountLimitReplySchema) } },
      config: { operation: op('getAccountLimits', "An account's permissions and limits", 'accounts', SCREEN.limits) },
    },
    async (request, reply) => {
      const q = request.query;
      assertTenant(request.user.tenantId, q.tenantId);
      const access = await accessOf(request, db);
      const account = await findLimitedAccount(db, request.user.tenantId, q.accountNo);
      if (!account || !(await accountSeen(db, request.user.tenantId, access.scope, account.id))) throw notFound();
      return ok(tagged(reply, shownLimits(await limitsView(db, account, q.accountNo, languageOf(request.headers)), access.withheld)));
    },
  );

  // Limits carry money (the balance upper limit and the credit): saved only with the version they were read at. The
  // balance and credit limits may be held for approval (server/approval/covered/accountLimit.ts).
  const saved = { 200: okReply(orHeld(z.null())), ...staleReply(accountLimitReplySchema) };
  app.post(
    `${BASE}/saveActAccountLimit`,
    {
      schema: { body: saveAccountLimitSchema, response: saved },
      config: {
        operation: op('saveAccountLimits', "Change an account's permissions and limits", 'accounts', SCREEN.limits),
        audit: { entity: 'accountLimit', action: 'update', idOf: idFrom.body('accountNo') },
      },
    },
    async (request) => {
      const body = request.body;
      assertTenant(request.user.tenantId, body.tenantId);
      const access = await accessOf(request, db);
      return ok(heldOr(await saveAccountLimits(db, await gateOf(request, db), { withheld: access.withheld, lang: languageOf(request.headers) }, body)));
    },
  );
}
