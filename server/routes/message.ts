import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { sysMessageDetailSchema, sysMessagePageSchema } from '../../schemas/sysMessageQuery';
import type { Kysely } from 'kysely';
import { MESSAGE_MSG, type SysMessageDetail } from '../../schemas/sysMessage';
import { messageIdSchema, messagePageQuerySchema } from '../../schemas/sysMessageQuery';
import type { Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { findMessage, lockMyMessage, markAllMyMessagesRead, markMessageRead, messageToWire, myMessagePage } from '../repositories/messages';
import { loadMessageTask, messageRefOf } from '../services/messageTask';
import { auditedWrite } from '../audit/trail';

/** The signed-in user's system messages (schemas/sysMessage.ts names the routes). */
export async function messageRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/message/mine', { schema: { querystring: messagePageQuerySchema, response: { 200: okReply(sysMessagePageSchema) } } }, async (request) => {
    const { tenantId, userId } = request.user;
    return ok(await myMessagePage(db, tenantId, userId, request.query));
  });

  /**
   * One message with the task it is about (the page /activti/detail/{id}). Only the addressee, in the tenant
   * the message was sent for, reads it; opening it marks it read.
   */
  app.get('/admin/message/:id', { schema: { params: messageIdSchema, response: { 200: okReply(sysMessageDetailSchema) } } }, async (request) => {
    const { id } = request.params;
    const { tenantId, userId } = request.user;
    const row = await findMessage(db, id);
    if (!row) throw new ApiError(404, MESSAGE_MSG.notFound);
    if (Number(row.tenant_id) !== tenantId || Number(row.user_id) !== userId) throw new ApiError(403, MESSAGE_MSG.foreign);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      if (row.read_flag === '1') return;
      await markMessageRead(trx, id);
      audit.diff({ readFlag: row.read_flag }, { readFlag: '1' });
    });
    const ref = messageRefOf(row);
    const detail: SysMessageDetail = { ...messageToWire({ ...row, read_flag: '1' }), ref, task: await loadMessageTask(db, request.user, ref) };
    return ok(detail);
  });

  app.put('/admin/message/read/:id', { schema: { params: messageIdSchema, response: { 200: okReply(z.boolean()) } } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const before = await lockMyMessage(trx, request.user.tenantId, request.user.userId, id);
      if (!before) throw notFound();
      await markMessageRead(trx, id);
      audit.diff({ readFlag: before.read_flag }, { readFlag: '1' });
    });
    return ok(true);
  });

  app.put('/admin/message/read-all', { schema: { response: { 200: okReply(z.int().min(0).describe('How many messages were marked read')) } } }, async (request) => {
    const read = await auditedWrite(request, db, async (trx, audit) => {
      const rows = await markAllMyMessagesRead(trx, request.user.tenantId, request.user.userId);
      if (rows.length > 0)
        audit.field(
          'ids',
          null,
          rows.map((r) => r.id),
        );
      return rows.length;
    });
    return ok(read);
  });
}
