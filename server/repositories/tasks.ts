import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { RUNNING_IMPORT_STATUSES, RUNNING_TASKS_MAX } from '../../schemas/tasks';
import type { Database } from '../db/schema';

/**
 * The queries of imports and exports (docs/product.md#import-export-and-files): their task rows, within
 * one tenant. The routes in server/routes/importTasks.ts, exportTasks.ts, runningTasks.ts and sysFile.ts speak
 * HTTP and call these; the runner (server/tasks) moves the tasks on. A write takes the transaction it runs in.
 */

/** The user a task belongs to, in the tenant it runs in. */
export interface TaskOwner {
  tenantId: number;
  userId: number;
  actualName: string;
}

/** A new import of the user, its file being uploaded; its id. */
export const insertImportLog = (trx: Kysely<Database>, user: TaskOwner, task: { templateCode: string; batch: string; fileName: string }) =>
  trx
    .insertInto('sys_import_log')
    .values({
      tenant_id: user.tenantId,
      template_code: task.templateCode,
      batch: task.batch,
      file_name: task.fileName,
      status: 'UPLOADING',
      creator_id: user.userId,
      creator_name: user.actualName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The import's file is stored and its job named: the row as it now is. */
export const markImportUploaded = (trx: Kysely<Database>, id: number, jobId: string) =>
  trx.updateTable('sys_import_log').set({ status: 'UPLOADED', job_id: jobId, update_time: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The tenant's import log, of one template when given, and only the user's own unless they see all of it. */
export function importLogSearch(db: Kysely<Database>, user: Pick<TaskOwner, 'tenantId' | 'userId'>, templateCode: string | undefined, seesAll: boolean, status?: string) {
  let q = db.selectFrom('sys_import_log').where('tenant_id', '=', user.tenantId);
  if (templateCode) q = q.where('template_code', '=', templateCode);
  if (status) q = q.where('status', '=', status);
  if (!seesAll) q = q.where('creator_id', '=', user.userId);
  return q;
}

/** An import by its id, whoever ran it (the caller checks who may see it). */
export const findImportLog = (db: Kysely<Database>, id: number) => db.selectFrom('sys_import_log').selectAll().where('id', '=', id).executeTakeFirst();

/** The import of a batch and template, whoever ran it (the caller checks who may see it). */
export const findImportByBatch = (db: Kysely<Database>, batch: string, templateCode: string) =>
  db.selectFrom('sys_import_log').selectAll().where('batch', '=', batch).where('template_code', '=', templateCode).executeTakeFirst();

/** The import whose result file this is. */
export const findImportByResultFile = (db: Kysely<Database>, fileName: string) => db.selectFrom('sys_import_log').selectAll().where('result_file', '=', fileName).executeTakeFirst();

export type ExportTaskValues = { task_name: string; bill_type: string | null; params: string; state: string; total_num?: number; message?: string; job_id?: string };

/** A new export of the user: the row as stored. */
export const insertExportTask = (db: Kysely<Database>, user: TaskOwner, values: ExportTaskValues) =>
  db
    .insertInto('sys_export_task')
    .values({ tenant_id: user.tenantId, creator_id: user.userId, creator_name: user.actualName, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * Which of a tenant's exports the user's export log shows: their own, and every one of the bill types they see in
 * full. A condition on the rows aliased `alias` that carry an export's creator and bill type: the tasks, or the
 * dashboards' sums of them (migration 176), so both keep to this one rule.
 */
export function exportLogShows(user: Pick<TaskOwner, 'userId'>, seenInFull: string[], alias?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const own = sql<SqlBool>`${column('creator_id')} = ${user.userId}`;
  return seenInFull.length > 0 ? sql<SqlBool>`(${own} or ${column('bill_type')} in (${sql.join(seenInFull)}))` : own;
}

/** The tenant's export log, of one bill type and one state when given: the user's own, and every one of the types they see in full. */
export function exportLogSearch(db: Kysely<Database>, user: Pick<TaskOwner, 'tenantId' | 'userId'>, billType: string | undefined, seenInFull: string[], state?: string) {
  let q = db.selectFrom('sys_export_task').where('tenant_id', '=', user.tenantId);
  if (billType) q = q.where('bill_type', '=', billType);
  if (state) q = q.where('state', '=', state);
  return q.where(exportLogShows(user, seenInFull));
}

/** An export by its id, whoever ran it (the caller checks who may see it). */
export const findExportTask = (db: Kysely<Database>, id: number) => db.selectFrom('sys_export_task').selectAll().where('id', '=', id).executeTakeFirst();

/** The export whose file this is. */
export const findExportByFileName = (db: Kysely<Database>, fileName: string) => db.selectFrom('sys_export_task').selectAll().where('file_name', '=', fileName).executeTakeFirst();

/** The export cancelled if it is still running: the row as it now is, or undefined when it was not running. */
export const cancelRunningExport = (trx: Kysely<Database>, id: number) =>
  trx.updateTable('sys_export_task').set({ state: 'cancelled', update_time: new Date() }).where('id', '=', id).where('state', '=', 'doing').returningAll().executeTakeFirst();

/** The user's own unfinished imports and exports in the tenant, newest first, of one template or bill type when given. */
export async function runningTasksOf(db: Kysely<Database>, tenantId: number, userId: number, filter: { templateCode?: string; billType?: string }) {
  let imports = db
    .selectFrom('sys_import_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('creator_id', '=', userId)
    .where('status', 'in', [...RUNNING_IMPORT_STATUSES]);
  if (filter.templateCode) imports = imports.where('template_code', '=', filter.templateCode);
  let exports = db.selectFrom('sys_export_task').selectAll().where('tenant_id', '=', tenantId).where('creator_id', '=', userId).where('state', '=', 'doing');
  if (filter.billType) exports = exports.where('bill_type', '=', filter.billType);
  const [importRows, exportRows] = await Promise.all([
    imports.orderBy('id', 'desc').limit(RUNNING_TASKS_MAX).execute(),
    exports.orderBy('id', 'desc').limit(RUNNING_TASKS_MAX).execute(),
  ]);
  return { importRows, exportRows };
}
