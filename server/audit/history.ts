import type { Kysely } from 'kysely';
import { HISTORY_MAX, type AuditHistoryRecord, type HistoryEntity } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { isRevertible, parseChanges } from './revert';

/**
 * One record's history (docs/product.md#history-and-undo): the tenant's successful changes of it, newest first (at most
 * HISTORY_MAX), each with the revert that put it back, if any, and whether it may be reverted; and their total.
 * The route in server/routes/auditHistory.ts speaks HTTP and calls this.
 */
export async function auditHistory(db: Kysely<Database>, tenantId: number, entity: HistoryEntity, id: number | string) {
  const base = db.selectFrom('sys_audit_log').where('tenant_id', '=', tenantId).where('entity', '=', entity).where('entity_id', '=', String(id)).where('result', '=', 'ok');
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('seq', 'desc').limit(HISTORY_MAX).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const reverts = ids.length
    ? await db
        .selectFrom('sys_audit_log')
        .select(['revert_of', 'id'])
        .where('tenant_id', '=', tenantId)
        .where('revert_of', 'in', ids)
        .where('result', '=', 'ok')
        .orderBy('seq')
        .execute()
    : [];
  const revertedBy = new Map(reverts.map((r) => [Number(r.revert_of), Number(r.id)]));
  const records: AuditHistoryRecord[] = rows.map((row) => ({
    auditId: Number(row.id),
    action: row.action,
    createTime: formatDateTime(row.create_time) ?? '',
    userId: row.user_id === null ? null : Number(row.user_id),
    username: row.username,
    actualName: row.actual_name,
    changes: parseChanges(row.changes),
    revertOf: row.revert_of === null ? null : Number(row.revert_of),
    batchId: row.batch_id,
    revertedBy: revertedBy.get(Number(row.id)) ?? null,
    revertible: isRevertible(row),
    overwroteVersion: row.overwrote_version === null ? null : Number(row.overwrote_version),
  }));
  return { records, total: Number(count.n) };
}

/** The newest successful change of one record in the tenant (a stale write's 412 names who made it and when). */
export function lastChangeOf(db: Kysely<Database>, tenantId: number, entity: string, id: string) {
  return db
    .selectFrom('sys_audit_log')
    .select(['user_id', 'username', 'actual_name', 'create_time', 'action'])
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('result', '=', 'ok')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The record's latest audited changes (the request's page shows them beside the held change). */
export async function latestChangesOf(db: Kysely<Database>, tenantId: number, keys: { entity: string; entityId: string }[], limit: number) {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('sys_audit_log')
    .select(['id', 'action', 'create_time', 'username', 'actual_name', 'changes'])
    .where('tenant_id', '=', tenantId)
    .where('result', '=', 'ok')
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('entity', '=', k.entity), eb('entity_id', '=', k.entityId)]))))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    auditId: Number(row.id),
    action: row.action,
    createTime: formatDateTime(row.create_time) ?? '',
    username: row.username,
    actualName: row.actual_name,
    changes: parseChanges(row.changes),
  }));
}
