import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { auditRecordSchema, auditVerifyReplySchema } from '../../schemas/audit';
import type { Kysely } from 'kysely';
import { auditPageQuerySchema, auditVerifyQuerySchema } from '../../schemas/audit';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/auth';
import { forbidden, notFound, ok } from '../http/envelope';
import { MAIN_TENANT_ID, TENANT_ADMIN_ROLES } from '../services/menuAdmin';
import { verifyChain } from '../audit/chain';
import { auditPage } from '../audit/query';
import { tenantExists } from '../repositories/session';

const isTenantAdmin = (user: AuthUser, tenantId: number) =>
  user.homeTenantId === tenantId && user.roles.some((role) => TENANT_ADMIN_ROLES.includes(role));
const isMainTenantAdmin = (user: AuthUser) => user.homeTenantId === MAIN_TENANT_ID && user.roles.includes('ROLE_ADMIN');

/**
 * Reading the audit trail (docs/security.md#audit-trail): the page of the request's tenant for its administrators, and the
 * chain check (main-tenant administrators for any tenant, a tenant's administrators for their own). Nothing here or
 * anywhere else in the API updates or deletes a record; only the retention job removes the oldest.
 */
export async function auditRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/audit/page', { schema: { querystring: auditPageQuerySchema, response: { 200: okReply(pageOf(auditRecordSchema)) } } }, async (request) => {
    const tenantId = request.user.tenantId;
    if (!isTenantAdmin(request.user, tenantId)) throw forbidden();
    return ok(await auditPage(db, tenantId, request.query));
  });

  app.get('/admin/audit/verify', { schema: { querystring: auditVerifyQuerySchema, response: { 200: okReply(auditVerifyReplySchema) } } }, async (request) => {
    const query = request.query;
    const tenantId = query.tenantId ?? request.user.tenantId;
    if (!isMainTenantAdmin(request.user) && !isTenantAdmin(request.user, tenantId)) throw forbidden();
    if (!(await tenantExists(db, tenantId))) throw notFound();
    return ok(await verifyChain(db, tenantId));
  });
}
