import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import type { Kysely } from 'kysely';
import { errorLogIdSchema, errorLogPageQuerySchema, errorLogUploadSchema, LOG_DELETE_PERMISSION, errorLogRecordSchema } from '../../schemas/errorLog';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { notFound, ok } from '../http/envelope';
import { deleteErrorLog, errorLogPage, errorLogToWire, insertErrorLogs } from '../repositories/errorLogs';
import { auditedWrite } from '../audit/trail';

/**
 * Front-end error logs (docs/product.md#logs-messages-and-realtime): the console uploads its local error
 * log; the log page lists and deletes them. Always scoped to the request's tenant.
 */
export async function logRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/log/page', { schema: { querystring: errorLogPageQuerySchema, response: { 200: okReply(pageOf(errorLogRecordSchema)) } } }, async (request) => {
    return ok(await errorLogPage(db, request.user.tenantId, request.query));
  });

  app.delete(
    '/admin/log/:id',
    { schema: { params: errorLogIdSchema, response: { 200: okReply(z.boolean()) } }, preValidation: permissionGate(LOG_DELETE_PERMISSION) },
    async (request) => {
      const { id } = request.params;
      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(id);
        const deleted = await deleteErrorLog(trx, request.user.tenantId, id);
        if (!deleted) throw notFound();
        audit.diff(errorLogToWire(deleted), null);
      });
      return ok(true);
    },
  );

  app.post('/admin/log/logs', { schema: { body: errorLogUploadSchema, response: { 200: okReply(z.int().min(0).describe('How many entries were stored')) } } }, async (request) => {
    const entries = request.body;
    const { user } = request;
    const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 500) : null;
    await auditedWrite(request, db, async (trx, audit) => {
      const written = await insertErrorLogs(trx, { tenantId: user.tenantId, userId: user.userId, username: user.username, remoteAddr: request.ip.slice(0, 64), userAgent }, entries);
      // The entries are the console's own error reports: the trail keeps which rows came in, not their text.
      audit.field(
        'ids',
        null,
        written.map((r) => r.id),
      );
    });
    return ok(entries.length);
  });
}
