import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { exportRequestReplySchema, exportTaskRecordSchema } from '../../schemas/tasks';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idField } from '../../schemas/input';
import { EXPORT_SELECTION_MSG, exportTaskQuerySchema, TASK_MSG, type ExportRequestReply } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { mergeQueryIntoBody, sentFieldsOf } from '../http/queryIntoBody';
import { exportTypesSeenInFull, maySeeExport, mayRun } from '../tasks/access';
import { countedRows, taskLogPage } from '../tasks/logPage';
import { cancelRunningExport, exportLogSearch, findExportTask, insertExportTask, type ExportTaskValues } from '../repositories/tasks';
import { keptListTotal } from '../db/listCounts';
import { exportTaskRecord } from '../tasks/records';
import { allExports, langOf, titleOf, type ExportDefinition } from '../tasks/registry';
import type { TaskRunner } from '../tasks/runner';
import { auditedWrite } from '../audit/trail';
import { assertTaskSlot, claimTaskSlot } from '../tasks/userTaskLimit';
import { accessOf } from '../access/dataScope';

export const EXPORT_MSG = {
  missingBillType: '参数错误：缺少导出类型(billType)',
  wrongBillType: '参数错误：导出类型(billType)与导出接口不符',
  cancelled: '已取消导出',
  notRunning: '只能取消进行中的导出任务',
} as const;

const idSchema = z.object({ id: idField('缺少任务编号') });

/** The export requests of every declared bill type, the export log and cancel. */
export async function exportTaskRoutes(fastify: FastifyInstance, { db, runner }: { db: Kysely<Database>; runner: TaskRunner }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const insertTask = (user: AuthUser, values: ExportTaskValues, into: Kysely<Database> = db) => insertExportTask(into, user, values);

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
    if (billType !== def.billType) {
      const values = { task_name: titleOf(def, lang), bill_type: billType || null, params, state: 'failed', message: billType ? EXPORT_MSG.wrongBillType : EXPORT_MSG.missingBillType };
      const task = await auditedWrite(request, db, async (trx, audit) => {
        const row = await insertTask(user, values, trx);
        audit.target(row.id).diff(null, { taskName: values.task_name, billType: values.bill_type, params, state: values.state, message: values.message });
        return row;
      });
      return started({ taskId: task.id, total: 0 });
    }
    if (!mayRun(user, def)) throw forbidden();
    // Ticked rows sent to an export that cannot take them would silently become an export of everything.
    if (input.ids !== undefined && !def.selectable) throw new ApiError(400, EXPORT_SELECTION_MSG, { ids: EXPORT_SELECTION_MSG });
    // The requester's data scope travels with the task to whichever worker writes the file (docs/security.md).
    const ctx = { tenantId: await filterTenant(db, user, filter.tenantId), userId: user.userId, lang, access: await accessOf(request, db) };
    // Counting the rows can take a while: a user already at the limit is told so first.
    await assertTaskSlot(db, user.userId);
    const total = await def.count(db, ctx, filter);
    if (total === 0) {
      // No task is created; the trail still keeps that this export was asked for, and with which filters.
      await auditedWrite(request, db, async (_trx, audit) => {
        audit.diff(null, { billType: def.billType, params, totalNum: 0 });
      });
      return started({ taskId: null, total: 0 }, TASK_MSG.exportEmpty);
    }
    // The row, its job and its audit record commit together: no task without a job to run it, no job without its
    // row, neither without the trail's record of the request (its filters and state). The task limit is counted
    // in the same transaction, under a lock of the user's row, before the row and its job exist.
    const jobId = randomUUID();
    const values = { task_name: titleOf(def, lang), bill_type: def.billType, params, state: 'doing', total_num: total, job_id: jobId };
    const task = await auditedWrite(request, db, async (trx, audit) => {
      await claimTaskSlot(trx, user.userId);
      const row = await insertTask(user, values, trx);
      await runner.submitExport(trx, jobId, { taskId: row.id, billType: def.billType, input, ctx });
      audit.target(row.id).diff(null, { taskName: values.task_name, billType: values.bill_type, params, state: values.state, totalNum: total });
      return row;
    });
    runner.events.announce({ kind: 'export', row: task });
    runner.wake('export');
    return started({ taskId: task.id, total });
  };
  for (const def of allExports()) {
    app.post(def.path, { schema: { body: def.filterSchema, response: { 200: okReply(exportRequestReplySchema) } }, preValidation: mergeQueryIntoBody }, handler(def));
  }

  app.get('/admin/v1/export-task/page', { schema: { querystring: exportTaskQuerySchema, response: { 200: okReply(pageOf(exportTaskRecordSchema)) } } }, async (request) => {
    const query = request.query;
    const user = request.user;
    const full = exportTypesSeenInFull(user);
    const q = exportLogSearch(db, user, query.billType, full, query.state);
    // The same rows counted from the kept counts (k1 is the creator, k2 the bill type), or as they are by state.
    const total = query.state
      ? countedRows(q)
      : keptListTotal(db, 'sys_export_task', user.tenantId, (eb) =>
          eb.and([
            ...(query.billType ? [eb('k2', '=', query.billType)] : []),
            full.length > 0 ? eb.or([eb('k1', '=', String(user.userId)), eb('k2', 'in', full)]) : eb('k1', '=', String(user.userId)),
          ]),
        );
    return ok(await taskLogPage(q, total, query, exportTaskRecord));
  });

  app.post('/admin/v1/export-task/cancel/:id', { schema: { params: idSchema, response: { 200: okReply(z.boolean()) } } }, async (request) => {
    const { id } = request.params;
    const row = await findExportTask(db, id);
    if (!row) throw notFound();
    if (!maySeeExport(request.user, row)) throw forbidden();
    const updated = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const cancelled = await cancelRunningExport(trx, id);
      if (!cancelled) throw new ApiError(400, EXPORT_MSG.notRunning);
      audit.diff({ state: 'doing' }, { state: 'cancelled' });
      return cancelled;
    });
    await runner.cancelExport(row.job_id);
    runner.events.announce({ kind: 'export', row: updated });
    return { code: 0 as const, msg: EXPORT_MSG.cancelled, data: true };
  });
}
