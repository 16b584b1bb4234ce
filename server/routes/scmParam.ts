import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { scmParamSchema } from '../../schemas/menuAdmin';
import { okReply } from '../../schemas/reply';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { scmParamsOf } from '../repositories/session';
import { SCREEN, op } from '../http/operations';

/** `GET /scm/params`: the request tenant's supply-chain parameters (schemas/scmParam.ts). */
export async function scmParamRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get(
    '/scm/params',
    { schema: { response: { 200: okReply(z.array(scmParamSchema)) } }, config: { operation: op('listScmParams', "The tenant's supply-chain parameters", 'session', SCREEN.shell) } },
    async (request) => {
      return ok(await scmParamsOf(db, request.user.tenantId));
    },
  );
}
