import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import type { Kysely, Selectable } from 'kysely';
import type { Page } from '../../schemas/envelope';
import {
  errorLogIdSchema,
  errorLogPageQuerySchema,
  errorLogUploadSchema,
  LOG_DELETE_PERMISSION,
  errorLogRecordSchema,
  type ErrorLogRecord,
} from '../../schemas/errorLog';
import type { Database, SysLogTable } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { permissionGate } from '../http/auth';
import { notFound, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { auditedWrite } from '../audit/trail';

const MAX_OFFSET = 1_000_000_000;

function toWire(row: Selectable<SysLogTable>): ErrorLogRecord {
  return {
    id: Number(row.id),
    tenantId: Number(row.tenant_id),
    userId: Number(row.user_id),
    username: row.username,
    type: row.type,
    message: row.message,
    stack: row.stack,
    info: row.info,
    url: row.url,
    time: row.client_time,
    remoteAddr: row.remote_addr,
    userAgent: row.user_agent,
    createTime: formatDateTime(row.create_time) ?? '',
  };
}

/**
 * Front-end error logs (SPEC.md section 7, "Files, logs, realtime"): the console uploads its local error
 * log; the log page lists and deletes them. Always scoped to the request's tenant.
 */
export async function logRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/log/page', { schema: { querystring: errorLogPageQuerySchema, response: { 200: okReply(pageOf(errorLogRecordSchema)) } } }, async (request) => {
    const query = request.query;
    let filtered = db.selectFrom('sys_log').where('tenant_id', '=', request.user.tenantId);
    if (query.type) filtered = filtered.where('type', '=', query.type);
    if (query.username) filtered = filtered.where('username', '=', query.username);
    const total = searchesNothing(query.type, query.username)
      ? await keptListTotal(db, 'sys_log', request.user.tenantId)
      : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
    const offset = (query.current - 1) * query.size;
    const page: Page<ErrorLogRecord> = { records: [], total: Number(total), current: query.current, size: query.size };
    if (offset > MAX_OFFSET) return ok(page);
    const rows = await filtered.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(query.size).offset(offset).execute();
    page.records = rows.map(toWire);
    return ok(page);
  });

  app.delete('/admin/log/:id', { schema: { params: errorLogIdSchema, response: { 200: okReply(z.boolean()) } }, preValidation: permissionGate(LOG_DELETE_PERMISSION) }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const deleted = await trx
        .deleteFrom('sys_log')
        .where('tenant_id', '=', request.user.tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!deleted) throw notFound();
      audit.diff(toWire(deleted), null);
    });
    return ok(true);
  });

  app.post('/admin/log/logs', { schema: { body: errorLogUploadSchema, response: { 200: okReply(z.int().min(0).describe('How many entries were stored')) } } }, async (request) => {
    const entries = request.body;
    const { user } = request;
    const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 500) : null;
    await auditedWrite(request, db, async (trx, audit) => {
      const written = await trx
        .insertInto('sys_log')
        .values(
          entries.map((e) => ({
            tenant_id: user.tenantId,
            user_id: user.userId,
            username: user.username,
            type: e.type,
            message: e.message,
            stack: e.stack,
            info: e.info,
            url: e.url,
            client_time: e.time,
            remote_addr: request.ip.slice(0, 64),
            user_agent: userAgent,
          })),
        )
        .returning('id')
        .execute();
      // The entries are the console's own error reports: the trail keeps which rows came in, not their text.
      audit.field('ids', null, written.map((r) => r.id));
    });
    return ok(entries.length);
  });
}
