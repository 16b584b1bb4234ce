import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { MessageRef, SysMessage, SysMessagePage } from '../../schemas/sysMessage';
import type { messagePageQuerySchema } from '../../schemas/sysMessageQuery';
import type { Database, SysMessageTable } from '../db/schema';
import { keptListTotal } from '../db/listCounts';
import { formatDateTime } from '../domain/time';

/**
 * The system messages' queries (schemas/sysMessage.ts names the routes), each a user's own within one tenant; the
 * routes in server/routes/message.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

export function messageToWire(row: Selectable<SysMessageTable>): SysMessage {
  return {
    id: Number(row.id),
    type: row.type === 'reminder' ? 'reminder' : 'system',
    title: row.title,
    content: row.content,
    readFlag: row.read_flag === '1' ? '1' : '0',
    createTime: formatDateTime(row.create_time) ?? '',
  };
}

const mine = (db: Kysely<Database>, tenantId: number, userId: number) => db.selectFrom('sys_message').where('tenant_id', '=', tenantId).where('user_id', '=', userId);

/** One page of the user's messages, newest first, with the count of the unread ones. */
export async function myMessagePage(db: Kysely<Database>, tenantId: number, userId: number, query: z.output<typeof messagePageQuerySchema>): Promise<SysMessagePage> {
  let filtered = mine(db, tenantId, userId);
  if (query.readFlag) filtered = filtered.where('read_flag', '=', query.readFlag);
  // Both totals from the kept counts (migration 125): k1 is the addressee, k2 the read flag.
  const [total, unread] = await Promise.all([
    keptListTotal(db, 'sys_message', tenantId, (eb) => eb.and([eb('k1', '=', String(userId)), ...(query.readFlag ? [eb('k2', '=', query.readFlag)] : [])])),
    keptListTotal(db, 'sys_message', tenantId, (eb) => eb.and([eb('k1', '=', String(userId)), eb('k2', '=', '0')])),
  ]);
  const offset = (query.current - 1) * query.size;
  const rows = offset > 1_000_000_000 ? [] : await filtered.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(query.size).offset(offset).execute();
  return { records: rows.map(messageToWire), total: Number(total), current: query.current, size: query.size, unread: Number(unread) };
}

/** A message by its id, whoever it is for (the caller checks the addressee). */
export const findMessage = (db: Kysely<Database>, id: number) => db.selectFrom('sys_message').selectAll().where('id', '=', id).executeTakeFirst();

/** The user's message's read flag, locked for the rest of the transaction. */
export const lockMyMessage = (trx: Kysely<Database>, tenantId: number, userId: number, id: number) =>
  mine(trx, tenantId, userId).select('read_flag').where('id', '=', id).forUpdate().executeTakeFirst();

export const markMessageRead = (trx: Kysely<Database>, id: number) => trx.updateTable('sys_message').set({ read_flag: '1' }).where('id', '=', id).execute();

/** Every unread message of the user marked read; their ids. */
export const markAllMyMessagesRead = (trx: Kysely<Database>, tenantId: number, userId: number) =>
  trx.updateTable('sys_message').set({ read_flag: '1' }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('read_flag', '=', '0').returning('id').execute();

/** The newest stored reminder of the user in the tenant (0 when none). */
export async function latestReminderId(db: Kysely<Database>, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('sys_message')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('type', '=', 'reminder')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : 0;
}

/** The user's reminders in the tenant after `afterId` of the last `minutes`, oldest first, at most `limit`. */
export async function remindersAfter(db: Kysely<Database>, tenantId: number, userId: number, afterId: number, window: { minutes: number; limit: number }) {
  const rows = await db
    .selectFrom('sys_message')
    .select(['id', 'content'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('type', '=', 'reminder')
    .where('id', '>', afterId)
    .where('create_time', '>', sql<Date>`now() - ${window.minutes} * interval '1 minute'`)
    .orderBy('id')
    .limit(window.limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), content: row.content }));
}

/** A reminder stored for the user: its id and time. */
export const insertReminder = (db: Kysely<Database>, reminder: { tenantId: number; userId: number; title: string; content: string; ref: MessageRef | undefined }) =>
  db
    .insertInto('sys_message')
    .values({
      tenant_id: reminder.tenantId,
      user_id: reminder.userId,
      type: 'reminder',
      title: reminder.title,
      content: reminder.content,
      ref_type: reminder.ref?.type ?? null,
      ref_id: reminder.ref?.id ?? null,
    })
    .returning(['id', 'create_time'])
    .executeTakeFirstOrThrow();
