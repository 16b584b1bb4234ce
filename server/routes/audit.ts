import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { auditRecordSchema, auditVerifyReplySchema } from '../../schemas/audit';
import type { Kysely } from 'kysely';
import { auditPageQuerySchema, auditVerifyQuerySchema } from '../../schemas/audit';
import type { Database } from '../db/schema';
import { forbidden, notFound, ok } from '../http/envelope';
import { verifyChain } from '../audit/chain';
import { auditPage } from '../audit/query';
import { isMainTenantAdmin, isTenantAdmin } from '../domain/auditReaders';
import { tenantExists } from '../repositories/session';
import { op } from '../http/operations';

/**
 * Reading the audit trail (docs/security.md#audit-trail): the page of the request's tenant for its administrators, and the
 * chain check (main-tenant administrators for any tenant, a tenant's administrators for their own). Nothing here or
 * anywhere else in the API updates or deletes a record; only the retention job removes the oldest.
 */
export async function auditRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit/page',
    {
      schema: { querystring: auditPageQuerySchema, response: { 200: okReply(pageOf(auditRecordSchema)) } },
      config: { operation: op('listAuditRecords', 'A page of the audit trail', 'logs') },
    },
    async (request) => {
      const tenantId = request.user.tenantId;
      if (!isTenantAdmin(request.user, tenantId)) throw forbidden();
      return ok(await auditPage(db, tenantId, request.query));
    },
  );

  app.get(
    '/admin/audit/verify',
    {
      schema: { querystring: auditVerifyQuerySchema, response: { 200: okReply(auditVerifyReplySchema) } },
      config: { operation: op('verifyAuditChain', "Check the tenant's audit hash chain", 'logs') },
    },
    async (request) => {
      const query = request.query;
      const tenantId = query.tenantId ?? request.user.tenantId;
      if (!isMainTenantAdmin(request.user) && !isTenantAdmin(request.user, tenantId)) throw forbidden();
      if (!(await tenantExists(db, tenantId))) throw notFound();
      return ok(await verifyChain(db, tenantId));
    },
  );
}
