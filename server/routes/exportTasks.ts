import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idField } from '../../schemas/input';
import { okReply, pageOf } from '../../schemas/reply';
import { EXPORT_SELECTION_MSG, exportRequestReplySchema, exportTaskQuerySchema, exportTaskRecordSchema, TASK_MSG, type ExportRequestReply } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { mergeQueryIntoBody, sentFieldsOf } from '../http/queryIntoBody';
import { auditOf } from '../http/auditedCall';
import { accessOf } from '../access/dataScope';
import { findExportTask } from '../repositories/tasks';
import { exportTypesSeenInFull, maySeeExport, mayRun } from '../tasks/access';
import { cancelExport, EXPORT_MSG, recordMisdirectedExport, requestExport } from '../tasks/exportRequests';
import { exportLogPageOf } from '../tasks/logPage';
import { allExports, langOf, type ExportDefinition } from '../tasks/registry';
import type { TaskRunner } from '../tasks/runner';
import { op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const idSchema = z.object({ id: idField('缺少任务编号') });

/** The export requests of every declared bill type, the export log and cancel. */
export async function exportTaskRoutes(fastify: FastifyInstance, { db, runner }: { db: Kysely<Database>; runner: TaskRunner }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const started = (data: ExportRequestReply, msg: string = TASK_MSG.exportStarted) => ({ code: 0 as const, msg, data });

  /**
   * The body schema is the list's own filters (the definition's), read from the query and the body together
   * (mergeQueryIntoBody), so an export never starts on a filter its list would refuse.
   */
  const handler = (def: ExportDefinition) => async (request: FastifyRequest) => {
    const user = request.user;
    const filter = request.body as { billType?: string; tenantId?: number };
    // What the caller sent, query and body together: the job reads it again with the same schema.
    const input = sentFieldsOf(request);
    const lang = langOf(request.query, request.headers['accept-language']);
    const billType = filter.billType ?? '';
    const params = JSON.stringify(input).slice(0, 4000);
    // docs/product.md#import-export-and-files: an export without (or with a wrong) billType is a parameter error in the task log only.
    if (billType !== def.billType) return started({ taskId: await recordMisdirectedExport(db, auditOf(request), user, def, lang, billType, params), total: 0 });
    if (!mayRun(user, def)) throw forbidden();
    // Ticked rows sent to an export that cannot take them would silently become an export of everything.
    if (input.ids !== undefined && !def.selectable) throw new ApiError(400, EXPORT_SELECTION_MSG, { ids: EXPORT_SELECTION_MSG });
    // The requester's data scope travels with the task to whichever worker writes the file (docs/security.md).
    const ctx = { tenantId: await filterTenant(db, user, filter.tenantId), userId: user.userId, lang, access: await accessOf(request, db) };
    const asked = await requestExport(db, auditOf(request), runner, user, def, { ctx, filter, input, params });
    return asked.taskId === null ? started(asked, TASK_MSG.exportEmpty) : started(asked);
  };
  // Each export request is its definition's route: its operation is the definition's, and each creates an export task.
  for (const def of allExports()) {
    const config = { operation: def.operation, audit: { entity: 'exportTask', action: 'export', idOf: idFrom.none } } as const;
    app.post(def.path, { schema: { body: def.filterSchema, response: { 200: okReply(exportRequestReplySchema) } }, preValidation: mergeQueryIntoBody, config }, handler(def));
  }

  app.get(
    '/admin/v1/export-task/page',
    {
      schema: { querystring: exportTaskQuerySchema, response: { 200: okReply(pageOf(exportTaskRecordSchema)) } },
      config: { operation: op('listExportTasks', 'A page of the export log', 'tasks') },
    },
    async (request) => ok(await exportLogPageOf(db, request.user, request.query, exportTypesSeenInFull(request.user))),
  );

  app.post(
    '/admin/v1/export-task/cancel/:id',
    {
      schema: { params: idSchema, response: { 200: okReply(z.boolean()) } },
      config: { operation: op('cancelExportTask', 'Cancel an export', 'tasks'), audit: { entity: 'exportTask', action: 'cancel' } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findExportTask(db, id);
      if (!row) throw notFound();
      if (!maySeeExport(request.user, row)) throw forbidden();
      await cancelExport(db, auditOf(request), runner, row);
      return { code: 0 as const, msg: EXPORT_MSG.cancelled, data: true };
    },
  );
}
