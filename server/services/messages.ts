import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { lockMyMessage, markAllMyMessagesRead, markMessageRead } from '../repositories/messages';

/** The reading of a user's system messages (schemas/sysMessage.ts names the routes): each marking audited. */

/** Marks a message the caller opened read (found and checked by the caller; nothing changes when it was read already). */
export const markOpenedRead = (db: Kysely<Database>, call: AuditedCall, message: { id: number; read_flag: string }) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(message.id);
    if (message.read_flag === '1') return;
    await markMessageRead(trx, message.id);
    audit.diff({ readFlag: message.read_flag }, { readFlag: '1' });
  });

/** Marks one of the user's messages in the tenant read; 404 for anyone else's. */
export const markMineRead = (db: Kysely<Database>, call: AuditedCall, owner: { tenantId: number; userId: number }, id: number) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const before = await lockMyMessage(trx, owner.tenantId, owner.userId, id);
    if (!before) throw notFound();
    await markMessageRead(trx, id);
    audit.diff({ readFlag: before.read_flag }, { readFlag: '1' });
  });

/** Marks every unread message of the user in the tenant read: how many. */
export const markAllMineRead = (db: Kysely<Database>, call: AuditedCall, owner: { tenantId: number; userId: number }) =>
  auditedWrite(call, db, async (trx, audit) => {
    const rows = await markAllMyMessagesRead(trx, owner.tenantId, owner.userId);
    if (rows.length > 0)
      audit.field(
        'ids',
        null,
        rows.map((r) => r.id),
      );
    return rows.length;
  });
