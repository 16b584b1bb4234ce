import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { withheldPageOf } from '../../schemas/withheldReply';
import { accountFlowSchema } from '../../schemas/accountFlow';
import type { Kysely } from 'kysely';
import { flowSearchSchema } from '../../schemas/accountFlow';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { accountFlowPage } from '../repositories/accountFlows';
import { accessOf } from '../access/dataScope';
import { withheldPage } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { SCREEN, op } from '../http/operations';
import { ACCOUNT_FLOW_PAGE_EXAMPLE } from '../http/replyExamples';

const BASE = '/accountcenter/actaccountflow/detail';

/** Account flow details: a page of the tenant's ledger rows with their account and subject. */
export async function accountFlowRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${BASE}/page`,
    {
      schema: { body: flowSearchSchema, response: { 200: okReply(withheldPageOf(accountFlowSchema)) } },
      config: { operation: op('listAccountFlows', 'A page of account flows', 'accounts', SCREEN.flow), readOnly: true, example: ACCOUNT_FLOW_PAGE_EXAMPLE },
    },
    async (request) => {
      const q = request.body;
      // Operations users may look at any existing tenant, everyone else only at their own.
      const tenantId = await filterTenant(db, request.user, q.tenantId);
      const lang = String(request.headers['accept-language'] ?? 'zh');
      const access = await accessOf(request, db);
      return ok(withheldPage(await accountFlowPage(db, tenantId, q, lang, access.scope), WITHHELD_KEYS.flow, access.withheld));
    },
  );
  // The export (bill type EXPORT_ACCOUNT_FLOW_DETAIL) is declared in server/tasks/definitions/accountFlow.ts.
}
