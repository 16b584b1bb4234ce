import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { okReply } from '../../schemas/reply';
import { auditConflictReply, auditHistoryQuerySchema, auditHistoryReplySchema, auditRevertParamsSchema, auditRevertReplySchema, HISTORY_LISTS } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { forbidden, notFound, ok } from '../http/envelope';
import { holdsMenuPath } from '../services/menus';
import type { AuditDraft } from '../audit/chain';
import { auditHistory } from '../audit/history';
import { orHeld } from '../../schemas/approval';
import { actorOf, appendFromCall, throughGate } from '../approval/gate';
import { revertCoveredChange } from '../approval/covered/revert';
import { markKeyCommitted } from '../http/idempotency';
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

  // A revert that puts back a covered change (a status, an authorisation) may be held for approval like the
  // change itself (server/approval/covered/revert.ts).
  app.post(
    '/admin/audit/:auditId/revert',
    { schema: { params: auditRevertParamsSchema, response: { 200: okReply(orHeld(auditRevertReplySchema)), 409: auditConflictReply } } },
    async (request) => {
      const entry = request.audit!;
      const actor = await actorOf(request, db);
      const outcome = await db.transaction().execute(async (trx) => {
        const append = (patch: Partial<AuditDraft>) => appendFromCall(trx, request, entry, patch);
        const result = await throughGate(trx, revertCoveredChange, actor, { auditId: request.params.auditId }, entry, append);
        // Held: the call's own record says which request it submitted. Applied: each change put back has its record.
        if ('held' in result) entry.auditId = (await append({})) || null;
        // A keyed call's work is done when this commits (docs/api.md, "Idempotency keys and versions").
        await markKeyCommitted(request, trx);
        return result;
      });
      entry.recorded = true;
      if ('held' in outcome) {
        entry.auditId = null;
        await request.server.approvals.requestsChanged(request.user.tenantId);
        return ok({ approval: outcome.held });
      }
      entry.auditId = outcome.applied.auditIds[0] ?? null;
      return ok(outcome.applied);
    },
  );
}
