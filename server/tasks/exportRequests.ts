import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { cancelRunningExport, insertExportTask, type ExportTaskValues, type TaskOwner } from '../repositories/tasks';
import { titleOf, type ExportDefinition, type TaskContext } from './registry';
import type { TaskRunner } from './runner';
import { assertTaskSlot, claimTaskSlot } from './userTaskLimit';

export const EXPORT_MSG = {
  missingBillType: '参数错误：缺少导出类型(billType)',
  wrongBillType: '参数错误：导出类型(billType)与导出接口不符',
  cancelled: '已取消导出',
  notRunning: '只能取消进行中的导出任务',
} as const;

/**
 * An export asked of an export route without its bill type, or with another route's (docs/product.md#import-export-and-files):
 * a parameter error in the task log only, recorded with what was sent. The failed task's id.
 */
export async function recordMisdirectedExport(
  db: Kysely<Database>,
  call: AuditedCall,
  owner: TaskOwner,
  def: ExportDefinition,
  lang: TaskContext['lang'],
  billType: string,
  params: string,
) {
  const values: ExportTaskValues = {
    task_name: titleOf(def, lang),
    bill_type: billType || null,
    params,
    state: 'failed',
    message: billType ? EXPORT_MSG.wrongBillType : EXPORT_MSG.missingBillType,
  };
  const task = await auditedWrite(call, db, async (trx, audit) => {
    const row = await insertExportTask(trx, owner, values);
    audit.target(row.id).diff(null, { taskName: values.task_name, billType: values.bill_type, params, state: values.state, message: values.message });
    return row;
  });
  return task.id;
}

/**
 * An export of the declaration's rows under the list's filter, for whichever worker takes its job. Nothing to export
 * creates no task (the trail still keeps that it was asked for, and with which filters). Otherwise the row, its job
 * and its audit record commit together: no task without a job to run it, no job without its row, neither without the
 * trail's record of the request (its filters and state); the task limit is counted in the same transaction, under a
 * lock of the user's row, before the row and its job exist. The task's id (null when empty) and its row count.
 */
export async function requestExport(
  db: Kysely<Database>,
  call: AuditedCall,
  runner: TaskRunner,
  owner: TaskOwner,
  def: ExportDefinition,
  ask: { ctx: TaskContext; filter: unknown; input: Record<string, unknown>; params: string },
): Promise<{ taskId: number | null; total: number }> {
  // Counting the rows can take a while: a user already at the limit is told so first.
  await assertTaskSlot(db, owner.userId);
  const total = await def.count(db, ask.ctx, ask.filter);
  if (total === 0) {
    await auditedWrite(call, db, async (_trx, audit) => {
      audit.diff(null, { billType: def.billType, params: ask.params, totalNum: 0 });
    });
    return { taskId: null, total: 0 };
  }
  const jobId = randomUUID();
  const values: ExportTaskValues = { task_name: titleOf(def, ask.ctx.lang), bill_type: def.billType, params: ask.params, state: 'doing', total_num: total, job_id: jobId };
  const task = await auditedWrite(call, db, async (trx, audit) => {
    await claimTaskSlot(trx, owner.userId);
    const row = await insertExportTask(trx, owner, values);
    await runner.submitExport(trx, jobId, { taskId: row.id, billType: def.billType, input: ask.input, ctx: ask.ctx });
    audit.target(row.id).diff(null, { taskName: values.task_name, billType: values.bill_type, params: ask.params, state: values.state, totalNum: total });
    return row;
  });
  runner.events.announce({ kind: 'export', row: task });
  runner.wake('export');
  return { taskId: task.id, total };
}

/** Cancels a running export (the caller checked who may): its row, then its job; 400 for one not running. */
export async function cancelExport(db: Kysely<Database>, call: AuditedCall, runner: TaskRunner, task: { id: number; job_id: string | null }) {
  const updated = await auditedWrite(call, db, async (trx, audit) => {
    audit.target(task.id);
    const cancelled = await cancelRunningExport(trx, task.id);
    if (!cancelled) throw new ApiError(400, EXPORT_MSG.notRunning);
    audit.diff({ state: 'doing' }, { state: 'cancelled' });
    return cancelled;
  });
  await runner.cancelExport(task.job_id);
  runner.events.announce({ kind: 'export', row: updated });
}
