import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { okReply } from '../../schemas/reply';
import { auditConflictReply, auditHistoryQuerySchema, auditHistoryReplySchema, auditRevertParamsSchema, auditRevertReplySchema, HISTORY_LISTS } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { forbidden, notFound, ok } from '../http/envelope';
import { holdsMenuPath } from '../repositories/menus';
import { gateOf } from '../http/approvalGate';
import { orHeld } from '../../schemas/approval';
import { heldOr } from '../approval/gate';
import { auditHistory } from '../audit/history';
import { revertThroughGate } from '../approval/covered/revert';
import { accessOf } from '../access/dataScope';
import { auditedRecordSeen, withheldChanges } from '../access/recordScope';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

/**
 * A record's history and the revert of a change (docs/product.md#history-and-undo). The history is the tenant's
 * successful changes of one record, newest first, for a caller whose menu holds the record's list. A revert is a change too: one record per change put back,
 * action `revert`, pointing at the change it reverts, written in the revert's transaction, so that a revert
 * is itself reverted the same way (redo).
 */
export async function auditHistoryRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/audit/history',
    {
      schema: { querystring: auditHistoryQuerySchema, response: { 200: okReply(auditHistoryReplySchema) } },
      config: { operation: op('getRecordHistory', "One record's changes from the audit trail, newest first", 'logs', SCREEN.history) },
    },
    async (request) => {
      const { entity, id } = request.query;
      // A record's history is read with its list: without the list in the caller's menu, refused as the list is.
      if (!(await holdsMenuPath(db, request.user, HISTORY_LISTS[entity]))) throw forbidden();
      // A record outside the caller's data scope has no history to show, as it has no row (docs/security.md).
      const access = await accessOf(request, db);
      if (!(await auditedRecordSeen(db, request.user.tenantId, access.scope, entity, id))) throw notFound();
      const history = await auditHistory(db, request.user.tenantId, entity, id);
      return ok({ ...history, records: history.records.map((record) => ({ ...record, changes: withheldChanges(record.changes, access.withheld) })) });
    },
  );

  // A revert that puts back a covered change (a status, an authorisation) may be held for approval like the
  // change itself (server/approval/covered/revert.ts).
  app.post(
    '/admin/audit/:auditId/revert',
    {
      schema: { params: auditRevertParamsSchema, response: { 200: okReply(orHeld(auditRevertReplySchema)), 409: auditConflictReply } },
      config: {
        operation: op('revertChange', "Put a change's fields back (a bulk action: all of it), audited as a revert", 'logs', SCREEN.history),
        audit: { entity: 'auditLog', action: 'revert', idOf: idFrom.param('auditId') },
      },
    },
    async (request) => ok(heldOr(await revertThroughGate(db, await gateOf(request, db), request.params.auditId))),
  );
}
