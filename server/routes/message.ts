import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { sysMessageDetailSchema, sysMessagePageSchema } from '../../schemas/sysMessageQuery';
import type { Kysely } from 'kysely';
import { MESSAGE_MSG, type SysMessageDetail } from '../../schemas/sysMessage';
import { messageIdSchema, messagePageQuerySchema } from '../../schemas/sysMessageQuery';
import type { Database } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { findMessage, messageToWire, myMessagePage } from '../repositories/messages';
import { loadMessageTask, messageRefOf } from '../services/messageTask';
import { auditOf } from '../http/auditedCall';
import { markAllMineRead, markMineRead, markOpenedRead } from '../services/messages';
import { op } from '../http/operations';

/** The signed-in user's system messages (schemas/sysMessage.ts names the routes). */
export async function messageRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/message/mine',
    {
      schema: { querystring: messagePageQuerySchema, response: { 200: okReply(sysMessagePageSchema) } },
      config: { operation: op('listMyMessages', "A page of the user's system messages and the unread count", 'logs', "the Shell's system message popover") },
    },
    async (request) => {
      const { tenantId, userId } = request.user;
      return ok(await myMessagePage(db, tenantId, userId, request.query));
    },
  );

  /**
   * One message with the task it is about (the page /activti/detail/{id}). Only the addressee, in the tenant
   * the message was sent for, reads it; opening it marks it read.
   */
  app.get(
    '/admin/message/:id',
    {
      schema: { params: messageIdSchema, response: { 200: okReply(sysMessageDetailSchema) } },
      config: {
        operation: op('getMessage', 'One message with the task it is about (read now)', 'logs', 'the message detail page (/activti/detail/{id})'),
        audit: { entity: 'message', action: 'read' },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { tenantId, userId } = request.user;
      const row = await findMessage(db, id);
      if (!row) throw new ApiError(404, MESSAGE_MSG.notFound);
      if (Number(row.tenant_id) !== tenantId || Number(row.user_id) !== userId) throw new ApiError(403, MESSAGE_MSG.foreign);
      await markOpenedRead(db, auditOf(request), { id, read_flag: row.read_flag });
      const ref = messageRefOf(row);
      const detail: SysMessageDetail = { ...messageToWire({ ...row, read_flag: '1' }), ref, task: await loadMessageTask(db, request.user, ref) };
      return ok(detail);
    },
  );

  app.put(
    '/admin/message/read/:id',
    {
      schema: { params: messageIdSchema, response: { 200: okReply(z.boolean()) } },
      config: { operation: op('markMessageRead', 'Mark a message read', 'logs', "the Shell's system message popover"), audit: { entity: 'message', action: 'read' } },
    },
    async (request) => {
      await markMineRead(db, auditOf(request), request.user, request.params.id);
      return ok(true);
    },
  );

  app.put(
    '/admin/message/read-all',
    {
      schema: { response: { 200: okReply(z.int().min(0).describe('How many messages were marked read')) } },
      config: {
        operation: op('markAllMessagesRead', 'Mark every message of the user read', 'logs', "the Shell's system message popover"),
        audit: { entity: 'message', action: 'read' },
      },
    },
    async (request) => {
      return ok(await markAllMineRead(db, auditOf(request), request.user));
    },
  );
}
