import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import type { Kysely } from 'kysely';
import { errorLogIdSchema, errorLogPageQuerySchema, errorLogUploadSchema, LOG_DELETE_PERMISSION, errorLogRecordSchema } from '../../schemas/errorLog';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ok } from '../http/envelope';
import { errorLogPage } from '../repositories/errorLogs';
import { auditOf } from '../http/auditedCall';
import { removeErrorLog, storeErrorLogs } from '../services/errorLogs';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { ERROR_LOG_PAGE_EXAMPLE } from '../http/replyExamples';

/**
 * Front-end error logs (docs/product.md#logs-messages-and-realtime): the console uploads its local error
 * log; the log page lists and deletes them. Always scoped to the request's tenant.
 */
export async function logRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/log/page',
    {
      schema: { querystring: errorLogPageQuerySchema, response: { 200: okReply(pageOf(errorLogRecordSchema)) } },
      config: { operation: op('listErrorLogs', 'A page of the error log', 'logs'), example: ERROR_LOG_PAGE_EXAMPLE },
    },
    async (request) => {
      return ok(await errorLogPage(db, request.user.tenantId, request.query));
    },
  );

  app.delete(
    '/admin/log/:id',
    {
      schema: { params: errorLogIdSchema, response: { 200: okReply(z.boolean()) } },
      preValidation: permissionGate(LOG_DELETE_PERMISSION),
      config: { operation: op('deleteErrorLog', 'Delete an error log entry', 'logs'), audit: { entity: 'errorLog', action: 'delete' } },
    },
    async (request) => {
      await removeErrorLog(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );

  app.post(
    '/admin/log/logs',
    {
      schema: { body: errorLogUploadSchema, response: { 200: okReply(z.int().min(0).describe('How many entries were stored')) } },
      config: { operation: op('uploadErrorLogs', "Store the browser's error log entries", 'logs', SCREEN.shell), audit: { entity: 'errorLog', action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      const entries = request.body;
      const { user } = request;
      const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 500) : null;
      await storeErrorLogs(db, auditOf(request), { tenantId: user.tenantId, userId: user.userId, username: user.username, remoteAddr: request.ip.slice(0, 64), userAgent }, entries);
      return ok(entries.length);
    },
  );
}
