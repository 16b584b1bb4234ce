import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { okReply } from '../../schemas/reply';
import { auditConflictReply, auditHistoryQuerySchema, auditHistoryReplySchema, auditRevertParamsSchema, auditRevertReplySchema, HISTORY_LISTS } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { forbidden, notFound, ok } from '../http/envelope';
import { holdsMenuPath } from '../services/menus';
import { appendAudit } from '../audit/chain';
import { draftOf } from '../audit/trail';
import { auditHistory } from '../audit/history';
import { revertChange } from '../audit/revert';
import { accessOf } from '../access/dataScope';
import { auditedRecordSeen, withheldChanges } from '../access/recordScope';

/**
 * A record's history and the revert of a change (docs/product.md#history-and-undo). The history is the tenant's
 * successful changes of one record, newest first, for a caller whose menu holds the record's list. A revert is a change too: one record per change put back,
 * action `revert`, pointing at the change it reverts, written in the revert's transaction, so that a revert
 * is itself reverted the same way (redo).
 */
export async function auditHistoryRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/audit/history', { schema: { querystring: auditHistoryQuerySchema, response: { 200: okReply(auditHistoryReplySchema) } } }, async (request) => {
    const { entity, id } = request.query;
    // A record's history is read with its list: without the list in the caller's menu, refused as the list is.
    if (!(await holdsMenuPath(db, request.user, HISTORY_LISTS[entity]))) throw forbidden();
    // A record outside the caller's data scope has no history to show, as it has no row (docs/security.md).
    const access = await accessOf(request, db);
    if (!(await auditedRecordSeen(db, request.user.tenantId, access.scope, entity, id))) throw notFound();
    const history = await auditHistory(db, request.user.tenantId, entity, id);
    return ok({ ...history, records: history.records.map((record) => ({ ...record, changes: withheldChanges(record.changes, access.withheld) })) });
  });

  app.post(
    '/admin/audit/:auditId/revert',
    { schema: { params: auditRevertParamsSchema, response: { 200: okReply(auditRevertReplySchema), 409: auditConflictReply } } },
    async (request) => {
      const entry = request.audit!;
      const { scope } = await accessOf(request, db);
      const written = await db.transaction().execute(async (trx) => {
        const seen = (entity: string, id: number) => auditedRecordSeen(trx, request.user.tenantId, scope, entity, id);
        const { done, batchId } = await revertChange(trx, { ...request.user, seen }, request.params.auditId);
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
