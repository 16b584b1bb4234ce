import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { accountFlowSchema } from '../../schemas/accountFlow';
import type { Kysely } from 'kysely';
import { flowSearchSchema } from '../../schemas/accountFlow';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { accountFlowPage } from '../repositories/accountFlows';

const BASE = '/accountcenter/actaccountflow/detail';

/** Account flow details: a page of the tenant's ledger rows with their account and subject. */
export async function accountFlowRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(`${BASE}/page`, { schema: { body: flowSearchSchema, response: { 200: okReply(pageOf(accountFlowSchema)) } } }, async (request) => {
    const q = request.body;
    // Operations users may look at any existing tenant, everyone else only at their own.
    const tenantId = await filterTenant(db, request.user, q.tenantId);
    const lang = String(request.headers['accept-language'] ?? 'zh');
    return ok(await accountFlowPage(db, tenantId, q, lang));
  });
  // The export (bill type EXPORT_ACCOUNT_FLOW_DETAIL) is declared in server/tasks/definitions/accountFlow.ts.
}
