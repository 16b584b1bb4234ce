import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { sysMessageDetailSchema, sysMessagePageSchema } from '../../schemas/sysMessageQuery';
import type { Kysely, Selectable } from 'kysely';
import { MESSAGE_MSG, type SysMessage, type SysMessageDetail, type SysMessagePage } from '../../schemas/sysMessage';
import { messageIdSchema, messagePageQuerySchema } from '../../schemas/sysMessageQuery';
import type { Database, SysMessageTable } from '../db/schema';
import { keptListTotal } from '../db/listCounts';
import { ApiError, notFound, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { loadMessageTask, messageRefOf } from '../services/messageTask';
import { auditedWrite } from '../audit/trail';

function toWire(row: Selectable<SysMessageTable>): SysMessage {
  return {
    id: Number(row.id),
    type: row.type === 'reminder' ? 'reminder' : 'system',
    title: row.title,
    content: row.content,
    readFlag: row.read_flag === '1' ? '1' : '0',
    createTime: formatDateTime(row.create_time) ?? '',
  };
}

/** The signed-in user's system messages (schemas/sysMessage.ts names the routes). */
export async function messageRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (tenantId: number, userId: number) =>
    db.selectFrom('sys_message').where('tenant_id', '=', tenantId).where('user_id', '=', userId);

  app.get('/admin/message/mine', { schema: { querystring: messagePageQuerySchema, response: { 200: okReply(sysMessagePageSchema) } } }, async (request) => {
    const query = request.query;
    const { tenantId, userId } = request.user;
    let filtered = mine(tenantId, userId);
    if (query.readFlag) filtered = filtered.where('read_flag', '=', query.readFlag);
    // Both totals from the kept counts (migration 125): k1 is the addressee, k2 the read flag.
    const [total, unread] = await Promise.all([
      keptListTotal(db, 'sys_message', tenantId, (eb) => eb.and([eb('k1', '=', String(userId)), ...(query.readFlag ? [eb('k2', '=', query.readFlag)] : [])])),
      keptListTotal(db, 'sys_message', tenantId, (eb) => eb.and([eb('k1', '=', String(userId)), eb('k2', '=', '0')])),
    ]);
    const offset = (query.current - 1) * query.size;
    const rows =
      offset > 1_000_000_000
        ? []
        : await filtered.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(query.size).offset(offset).execute();
    const page: SysMessagePage = { records: rows.map(toWire), total: Number(total), current: query.current, size: query.size, unread: Number(unread) };
    return ok(page);
  });

  /**
   * One message with the task it is about (the page /activti/detail/{id}). Only the addressee, in the tenant
   * the message was sent for, reads it; opening it marks it read.
   */
  app.get('/admin/message/:id', { schema: { params: messageIdSchema, response: { 200: okReply(sysMessageDetailSchema) } } }, async (request) => {
    const { id } = request.params;
    const { tenantId, userId } = request.user;
    const row = await db.selectFrom('sys_message').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, MESSAGE_MSG.notFound);
    if (Number(row.tenant_id) !== tenantId || Number(row.user_id) !== userId) throw new ApiError(403, MESSAGE_MSG.foreign);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      if (row.read_flag === '1') return;
      await trx.updateTable('sys_message').set({ read_flag: '1' }).where('id', '=', id).execute();
      audit.diff({ readFlag: row.read_flag }, { readFlag: '1' });
    });
    const ref = messageRefOf(row);
    const detail: SysMessageDetail = { ...toWire({ ...row, read_flag: '1' }), ref, task: await loadMessageTask(db, request.user, ref) };
    return ok(detail);
  });

  app.put('/admin/message/read/:id', { schema: { params: messageIdSchema, response: { 200: okReply(z.boolean()) } } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const before = await trx
        .selectFrom('sys_message')
        .select('read_flag')
        .where('tenant_id', '=', request.user.tenantId)
        .where('user_id', '=', request.user.userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound();
      await trx.updateTable('sys_message').set({ read_flag: '1' }).where('id', '=', id).execute();
      audit.diff({ readFlag: before.read_flag }, { readFlag: '1' });
    });
    return ok(true);
  });

  app.put('/admin/message/read-all', { schema: { response: { 200: okReply(z.int().min(0).describe('How many messages were marked read')) } } }, async (request) => {
    const read = await auditedWrite(request, db, async (trx, audit) => {
      const rows = await trx
        .updateTable('sys_message')
        .set({ read_flag: '1' })
        .where('tenant_id', '=', request.user.tenantId)
        .where('user_id', '=', request.user.userId)
        .where('read_flag', '=', '0')
        .returning('id')
        .execute();
      if (rows.length > 0) audit.field('ids', null, rows.map((r) => r.id));
      return rows.length;
    });
    return ok(read);
  });
}
