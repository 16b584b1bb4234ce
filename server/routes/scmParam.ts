import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ScmParam } from '../../schemas/scmParam';
import { scmParamSchema } from '../../schemas/menuAdmin';
import { okReply } from '../../schemas/reply';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';

/** `GET /scm/params`: the request tenant's supply-chain parameters (schemas/scmParam.ts). */
export async function scmParamRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/scm/params', { schema: { response: { 200: okReply(z.array(scmParamSchema)) } } }, async (request) => {
    const rows = await db
      .selectFrom('scm_param')
      .select(['param_key', 'param_name', 'param_value'])
      .where('tenant_id', '=', request.user.tenantId)
      .orderBy('sort_order')
      .execute();
    const params: ScmParam[] = rows.map((r) => ({ paramKey: r.param_key, paramName: r.param_name, paramValue: r.param_value }));
    return ok(params);
  });
}
