import { unlink } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageRef } from '../../schemas/sysMessage';
import { RUNNING_IMPORT_STATUSES, type ImportStatus } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { drainSheet } from './backpressure';
import { collectGarbage } from './collectGarbage';
import { safeCell } from './cellSafety';
import { FileStore } from './files';
import { TASK_LIMITS } from './limits';
import { readSheet, SheetError, toSchemaInput, type SheetRow } from './readSheet';
import { columnTitle, titleOf, type ExportDefinition, type ImportDefinition, type TaskContext } from './registry';
import { SerialQueue } from './queue';

/** Sends a finished task's reminder, naming the task, to its user over the realtime channel, when the app has one. */
export type Notifier = (tenantId: number, userId: number, message: string, ref: MessageRef) => void;

export interface ImportJob {
  logId: number;
  def: ImportDefinition;
  ctx: TaskContext;
  /** The stored upload (bucket import). */
  storedName: string;
  fileName: string;
}

export interface ExportJob {
  taskId: number;
  def: ExportDefinition;
  ctx: TaskContext;
  filter: unknown;
}

export const TASK_FAIL_MSG = {
  restart: '服务重启，任务中断（已写入的数据以成功条数为准）',
  stopped: '服务停止，任务中断',
  noRows: '文件中没有可导入的数据',
  allInvalid: '全部数据校验未通过，请下载结果查看原因',
  noneWritten: '没有数据写入成功，请下载结果查看原因',
  write: '写入数据失败，请稍后重试',
  exportWrite: '导出文件生成失败，请稍后重试',
} as const;

class Stopped extends Error {}

/**
 * Runs imports and exports in the background, one of each kind at a time, and keeps their rows in the task
 * tables current (state and counts). A restart finds unfinished rows and marks them failed (recoverInterrupted).
 */
export class TaskRunner {
  private readonly importQueue = new SerialQueue();
  private readonly exportQueue = new SerialQueue();
  private readonly cancelled = new Set<number>();
  private closing = false;

  constructor(
    private readonly db: Kysely<Database>,
    readonly files: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly notify: Notifier,
  ) {}

  /** On start: tasks left running by a previous process can never finish, so they are marked failed. */
  async recoverInterrupted(): Promise<{ imports: number; exports: number }> {
    const imports = await this.db
      .updateTable('sys_import_log')
      .set({ status: 'IMPORT_FAIL', error_msg: TASK_FAIL_MSG.restart, update_time: new Date() })
      .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
      .executeTakeFirst();
    const exports = await this.db
      .updateTable('sys_export_task')
      .set({ state: 'failed', message: TASK_FAIL_MSG.restart, update_time: new Date() })
      .where('state', '=', 'doing')
      .executeTakeFirst();
    return { imports: Number(imports.numUpdatedRows), exports: Number(exports.numUpdatedRows) };
  }

  enqueueImport(job: ImportJob): void {
    this.importQueue.push(() => this.runImport(job));
  }

  enqueueExport(job: ExportJob): void {
    this.exportQueue.push(() => this.runExport(job));
  }

  /** The worker stops at its next page; the task row is already `cancelled` (set by the route). */
  cancelExport(taskId: number): void {
    this.cancelled.add(taskId);
  }

  async idle(): Promise<void> {
    await Promise.all([this.importQueue.idle(), this.exportQueue.idle()]);
  }

  /** Running workers stop at their next step and record why; queued ones never start. */
  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
    this.files.close();
  }

  private async setImport(id: number, status: ImportStatus, extra: Partial<{ data_count: number; error_msg: string | null; result_file: string }> = {}) {
    await this.db
      .updateTable('sys_import_log')
      .set({ status, ...extra, update_time: new Date() })
      .where('id', '=', id)
      .execute();
  }

  private async runImport(job: ImportJob): Promise<void> {
    const { def, ctx, logId } = job;
    const uploadPath = this.files.pathOf('import', job.storedName);
    try {
      if (this.closing) throw new Stopped();
      await this.setImport(logId, 'CHECKING');
      let rows: SheetRow[];
      try {
        rows = await readSheet(uploadPath, def);
      } catch (error) {
        if (error instanceof SheetError) {
          await this.setImport(logId, 'CHECK_FAIL', { error_msg: error.message });
          this.notifyDone(ctx, def, { type: 'import', id: logId });
          return;
        }
        throw error;
      }

      const errors: (string | null)[] = [];
      const parsed: unknown[] = [];
      for (const row of rows) {
        if (row.problem) {
          errors.push(row.problem);
          parsed.push(undefined);
          continue;
        }
        const result = def.schema.safeParse(toSchemaInput(def, row.cells));
        errors.push(result.success ? null : (result.error.issues[0]?.message ?? '数据格式错误'));
        parsed.push(result.success ? result.data : undefined);
      }
      await this.setImport(logId, 'CHECKED', { data_count: rows.length });

      const validIndexes = errors.flatMap((e, i) => (e === null ? [i] : []));
      if (validIndexes.length === 0) {
        const resultFile = rows.length > 0 ? await this.writeImportResult(def, ctx, rows, errors) : undefined;
        await this.setImport(logId, 'CHECK_FAIL', {
          error_msg: rows.length === 0 ? TASK_FAIL_MSG.noRows : TASK_FAIL_MSG.allInvalid,
          ...(resultFile ? { result_file: resultFile } : {}),
        });
        this.notifyDone(ctx, def, { type: 'import', id: logId });
        return;
      }

      await this.setImport(logId, 'IMPORTING');
      for (let start = 0; start < validIndexes.length; start += TASK_LIMITS.importBatch) {
        if (this.closing) throw new Stopped();
        const slice = validIndexes.slice(start, start + TASK_LIMITS.importBatch);
        // Rows and the success count commit together: the log never disagrees with the table.
        await this.db.transaction().execute(async (trx) => {
          const outcome = await def.insert(trx, ctx, slice.map((i) => parsed[i]));
          let written = 0;
          slice.forEach((rowIndex, k) => {
            errors[rowIndex] = outcome[k] ?? null;
            if (outcome[k] === null) written++;
          });
          await trx
            .updateTable('sys_import_log')
            .set((eb) => ({ success_num: eb('success_num', '+', written), update_time: new Date() }))
            .where('id', '=', logId)
            .execute();
        });
      }
      const resultFile = await this.writeImportResult(def, ctx, rows, errors);
      // Every valid row refused by the database (duplicates ...): that is no success to report.
      const written = errors.filter((e) => e === null).length;
      if (written === 0) await this.setImport(logId, 'IMPORT_FAIL', { result_file: resultFile, error_msg: TASK_FAIL_MSG.noneWritten });
      else await this.setImport(logId, 'IMPORTED', { result_file: resultFile, error_msg: null });
      this.notifyDone(ctx, def, { type: 'import', id: logId });
    } catch (error) {
      if (!(error instanceof Stopped)) this.log.error({ err: error, logId }, 'import task failed');
      await this.setImport(logId, 'IMPORT_FAIL', { error_msg: error instanceof Stopped ? TASK_FAIL_MSG.stopped : TASK_FAIL_MSG.write }).catch(() => {});
    } finally {
      await unlink(uploadPath).catch(() => {});
    }
  }

  /** The result file: every data row as read, plus its outcome (empty when written). */
  private async writeImportResult(def: ImportDefinition, ctx: TaskContext, rows: SheetRow[], errors: (string | null)[]): Promise<string> {
    const name = this.files.newName('-result');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: this.files.pathOf('import', name), useStyles: false, useSharedStrings: false });
    const sheet = writer.addWorksheet(titleOf(def, ctx.lang));
    sheet.addRow([...def.columns.map((c) => columnTitle(c, ctx.lang)), ctx.lang === 'en' ? 'Result' : '导入结果']).commit();
    rows.forEach((row, i) => {
      sheet.addRow([...def.columns.map((c) => safeCell(row.cells[c.key] ?? '')), safeCell(errors[i] ?? (ctx.lang === 'en' ? 'Imported' : '导入成功'))]).commit();
    });
    sheet.commit();
    await writer.commit();
    return name;
  }

  private async runExport(job: ExportJob): Promise<void> {
    const { def, ctx, taskId } = job;
    const name = this.files.newName();
    const path = this.files.pathOf('export', name);
    const stopped = () => this.closing || this.cancelled.has(taskId);
    try {
      if (stopped()) throw new Stopped();
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
      const sheet = writer.addWorksheet(titleOf(def, ctx.lang));
      sheet.addRow(def.columns.map((c) => columnTitle(c, ctx.lang))).commit();
      let after: number | null = null;
      let written = 0;
      let collectedAt = 0;
      let finished = false;
      while (!finished) {
        if (stopped()) {
          await writer.commit().catch(() => {});
          throw new Stopped();
        }
        const page = await def.page(this.db, ctx, job.filter, after, TASK_LIMITS.exportBatch);
        for (const row of page.rows) {
          sheet.addRow(def.columns.map((c) => safeCell(c.enum ? c.enum.label(row[c.key], ctx.lang) : row[c.key]))).commit();
        }
        written += page.rows.length;
        await this.db
          .updateTable('sys_export_task')
          .set({ success_num: written, update_time: new Date() })
          .where('id', '=', taskId)
          .where('state', '=', 'doing')
          .execute();
        after = page.next;
        finished = after === null;
        // Let the zip stream catch up before the next page, so rows never pile up in memory.
        await drainSheet(sheet);
        if (written - collectedAt >= TASK_LIMITS.exportCollectEvery) {
          collectGarbage();
          collectedAt = written;
        }
      }
      sheet.commit();
      await writer.commit();
      const done = await this.db
        .updateTable('sys_export_task')
        .set({ state: 'done', file_name: name, total_num: written, success_num: written, update_time: new Date() })
        .where('id', '=', taskId)
        .where('state', '=', 'doing')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new Stopped(); // cancelled while the file was closing
      this.notifyDone(ctx, def, { type: 'export', id: taskId });
    } catch (error) {
      await unlink(path).catch(() => {});
      if (error instanceof Stopped) {
        if (this.closing && !this.cancelled.has(taskId)) await this.failExport(taskId, TASK_FAIL_MSG.stopped);
      } else {
        this.log.error({ err: error, taskId }, 'export task failed');
        await this.failExport(taskId, TASK_FAIL_MSG.exportWrite);
      }
    } finally {
      this.cancelled.delete(taskId);
    }
  }

  private async failExport(taskId: number, message: string) {
    await this.db
      .updateTable('sys_export_task')
      .set({ state: 'failed', message, update_time: new Date() })
      .where('id', '=', taskId)
      .where('state', '=', 'doing')
      .execute()
      .catch(() => {});
  }

  private notifyDone(ctx: TaskContext, def: { title: { zh: string; en: string } }, ref: MessageRef) {
    try {
      this.notify(ctx.tenantId, ctx.userId, `${def.title.zh}${ref.type === 'import' ? '导入' : '导出'}`, ref);
    } catch (error) {
      this.log.warn({ err: error }, 'task reminder not sent');
    }
  }
}
