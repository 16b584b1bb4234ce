import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { okReply } from '../../schemas/reply';
import {
  HISTORY_MAX,
  auditConflictReply,
  auditHistoryQuerySchema,
  auditHistoryReplySchema,
  auditRevertParamsSchema,
  auditRevertReplySchema,
  type AuditHistoryRecord,
} from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { appendAudit } from '../audit/chain';
import { draftOf } from '../audit/trail';
import { isRevertible, parseChanges, revertChange } from '../audit/revert';

/**
 * A record's history and the revert of a change (README "History and undo"). The history is the tenant's
 * successful changes of one record, newest first. A revert is a change too: one record per change put back,
 * action `revert`, pointing at the change it reverts, written in the revert's transaction, so that a revert
 * is itself reverted the same way (redo).
 */
export async function auditHistoryRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/audit/history', { schema: { querystring: auditHistoryQuerySchema, response: { 200: okReply(auditHistoryReplySchema) } } }, async (request) => {
    const { entity, id } = request.query;
    const base = db
      .selectFrom('sys_audit_log')
      .where('tenant_id', '=', request.user.tenantId)
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .where('result', '=', 'ok');
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('seq', 'desc').limit(HISTORY_MAX).execute(),
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((r) => Number(r.id));
    const reverts = ids.length
      ? await db
          .selectFrom('sys_audit_log')
          .select(['revert_of', 'id'])
          .where('tenant_id', '=', request.user.tenantId)
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
    }));
    return ok({ records, total: Number(count.n) });
  });

  app.post(
    '/admin/audit/:auditId/revert',
    { schema: { params: auditRevertParamsSchema, response: { 200: okReply(auditRevertReplySchema), 409: auditConflictReply } } },
    async (request) => {
      const entry = request.audit!;
      const written = await db.transaction().execute(async (trx) => {
        const { done, batchId } = await revertChange(trx, request.user, request.params.auditId);
        const auditIds: number[] = [];
        const draft = entry.enabled ? draftOf(request, entry, { errorCode: null, errorMsg: null }) : null;
        for (const one of done) {
          if (!draft) break;
          const appended = await appendAudit(trx, {
            ...draft,
            entity: one.original.entity,
            entityId: one.original.entity_id,
            action: 'revert',
            changes: JSON.stringify(one.changes),
            revertOf: Number(one.original.id),
            batchId,
          });
          auditIds.push(appended.id);
        }
        return { auditIds, reverted: done.map((one) => Number(one.original.id)) };
      });
      entry.recorded = true;
      entry.auditId = written.auditIds[0] ?? null;
      return ok(written);
    },
  );
}
