import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { MessageRef } from '../../schemas/sysMessage';
import { RUNNING_IMPORT_STATUSES, type ImportStatus } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { databaseOutageOf } from '../db/outage';
import { HandedBack, QUEUE_EXPIRY_CEILING_SECONDS, type JobQueue, type JobRun } from '../jobs/jobQueue';
import { drainSheet } from './backpressure';
import { collectGarbage } from './collectGarbage';
import { safeCell } from './cellSafety';
import { newStoredName, type FileStore } from './files';
import { beatNow, MISSED_BEATS, startBeating } from './heartbeat';
import { TASK_LIMITS } from './limits';
import { ProgressMeter } from './progressMeter';
import { readUpload } from './readSheet';
import { SheetError, toSchemaInput, type SheetRow } from './sheetRows';
import { columnTitle, findExport, findImport, titleOf, type ExportPage, type ImportDefinition, type TaskContext } from './registry';
import type { TaskEvents } from './taskEvents';
import { TASK_FAIL_MSG, TASK_QUEUES, type ExportJobData, type ImportJobData } from './taskJobs';
import { TaskSweeper, type SweepResult } from './sweeper';
import { yieldToLoop } from './yieldToLoop';
import { accessOfUser } from '../access/userAccess';

/** Sends an ended task's reminder (done or failed), naming the task, to its user over the realtime channel, when the app has one. */
export type Notifier = (tenantId: number, userId: number, message: string, ref: MessageRef) => void;

/** What a task's reminder names it by: its declaration's title. */
type TaskTitle = { title: { zh: string; en: string } };

export interface TaskPolicy {
  /** How often a run beats on its task row, and the sweeper looks for dead ones (TASK_HEARTBEAT_SECONDS, in ms). */
  heartbeatMs: number;
  /** Runs of an export beyond its first, after its run died or was handed back (exports are safe to run again). */
  exportRetries: number;
}

/** Runs of a dead letter beyond its first: recording a task's end is tried again if the database was away. */
const DEAD_LETTER_RETRIES = 3;

/** The instance stops: an import records so and ends. */
class Stopped extends Error {}
/** The task row is no longer this run's (cancelled, or failed or taken over after the queue expired this run): leave it alone. */
class Superseded extends Error {}

type ImportPatch = Partial<{
  data_count: number;
  error_msg: string | null;
  result_file: string;
  done_num: number;
  rows_per_second: number | null;
  heartbeat_time: RawBuilder<Date> | null;
}>;

/**
 * Runs imports and exports as jobs of the queue, on whichever instance claims them, one of each kind at a time
 * per instance, and keeps their rows in the task tables current (state, counts and the rate measured), telling
 * each task's creator as it moves (TaskEvents), so the logs show a running task's progress live.
 *
 * A run beats on its row while it holds the task (heartbeat.ts), and the sweeper of every instance takes back
 * the tasks whose run stopped beating (sweeper.ts), within MISSED_BEATS heart-beats and a round. Imports are
 * never run twice (rows may be written already): a stopping instance records the import as stopped, and one
 * whose run died is failed (导入中断，请重新导入). Exports are safe to run again: a stopping instance hands its
 * export back, and one whose run died is run again elsewhere; each run numbers itself on the row (`attempt`)
 * and writes only while that number is still its own. The queue's own expiry, which cannot tell a long live run
 * from a dead one, is set to its ceiling.
 */
export class TaskRunner {
  constructor(
    private readonly db: Kysely<Database>,
    readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly notify: Notifier,
    private readonly policy: TaskPolicy,
    readonly events: TaskEvents,
  ) {
    this.sweeper = new TaskSweeper(db, queue, log, { intervalMs: policy.heartbeatMs, deadAfterMs: policy.heartbeatMs * MISSED_BEATS }, (result) => this.swept(result));
  }

  private readonly sweeper: TaskSweeper;

  /** Declares the queues with their policies, starts this instance's workers and its sweeper of dead runs. */
  async start(): Promise<void> {
    const expireSeconds = QUEUE_EXPIRY_CEILING_SECONDS;
    await this.queue.define(TASK_QUEUES.dead, { retryLimit: DEAD_LETTER_RETRIES, expireSeconds: 15 * 60 });
    await this.queue.define(TASK_QUEUES.import, { retryLimit: 0, expireSeconds, deadLetter: TASK_QUEUES.dead });
    await this.queue.define(TASK_QUEUES.export, { retryLimit: this.policy.exportRetries, expireSeconds, deadLetter: TASK_QUEUES.dead });
    await this.queue.work<ImportJobData>(TASK_QUEUES.import, (run) => this.runImport(run));
    await this.queue.work<ExportJobData>(TASK_QUEUES.export, (run) => this.runExport(run));
    await this.queue.work<ImportJobData | ExportJobData>(TASK_QUEUES.dead, (run) => this.failDead(run.data));
    this.sweeper.start();
  }

  /** Queues an import in the caller's transaction (the row and its job commit together); `wake` after the commit. */
  submitImport(trx: Transaction<Database>, jobId: string, data: Omit<ImportJobData, 'kind'>): Promise<string> {
    return this.queue.send(TASK_QUEUES.import, { kind: 'import', ...data }, { id: jobId, trx });
  }

  submitExport(trx: Transaction<Database>, jobId: string, data: Omit<ExportJobData, 'kind'>): Promise<string> {
    return this.queue.send(TASK_QUEUES.export, { kind: 'export', ...data }, { id: jobId, trx });
  }

  /** This instance's worker looks now (another instance's finds the job at its next poll when this one is busy). */
  wake(kind: 'import' | 'export'): void {
    this.queue.wake(TASK_QUEUES[kind]);
  }

  /** A cancelled export's job never starts if it is still waiting; a running one sees the row at its next page. */
  async cancelExport(jobId: string | null): Promise<void> {
    if (jobId) await this.queue.cancel(TASK_QUEUES.export, jobId);
  }

  /** Resolves when no task job is waiting or running on any instance (tests wait for it). */
  async idle(): Promise<void> {
    const names = Object.values(TASK_QUEUES);
    while ((await this.queue.unfinished(names)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** The queue has already been drained (app close): the sweeper stops and the files are released. */
  close(): void {
    this.sweeper.stop();
    this.files.close();
  }

  /** One round of the sweeper now (tests): what it took back, or null while it may not judge yet. */
  sweep(): Promise<SweepResult | null> {
    return this.sweeper.sweep().then((result) => {
      if (result) this.swept(result);
      return result;
    });
  }

  /** What the sweeper took back: each creator sees the task move (and a failed one's reminder), exports run again. */
  private swept({ restarted, stranded, interrupted }: SweepResult): void {
    for (const row of restarted) {
      this.log.warn({ taskId: row.id, attempt: row.attempt }, 'export run stopped beating (its instance died or lost the database): handed to the queue to run again');
      this.events.announce({ kind: 'export', row });
    }
    if (restarted.length > 0) this.wake('export');
    for (const row of stranded) {
      this.log.warn({ taskId: row.id }, 'export left running by a run that ended unrecorded: failed');
      this.events.announce({ kind: 'export', row });
      const def = row.bill_type ? findExport(row.bill_type) : undefined;
      if (def) this.notifyEnded({ tenantId: Number(row.tenant_id), userId: Number(row.creator_id) }, def, { type: 'export', id: row.id });
    }
    for (const { row, upload } of interrupted) {
      this.log.warn({ logId: row.id }, 'import run stopped beating (its instance died or lost the database): failed as interrupted');
      this.events.announce({ kind: 'import', row });
      const def = findImport(row.template_code);
      if (def) this.notifyEnded({ tenantId: Number(row.tenant_id), userId: Number(row.creator_id) }, def, { type: 'import', id: row.id });
      if (upload) void this.removeFile('import', upload);
    }
  }

  /** A task's file goes; one that cannot be removed now is logged (housekeeping of the files is not ours to skip silently). */
  private async removeFile(bucket: 'import' | 'export', name: string): Promise<void> {
    try {
      await this.files.remove(bucket, name);
    } catch (error) {
      this.log.warn({ err: error, bucket, name }, 'task file not removed');
    }
  }

  /**
   * Moves an import on while it is still running, and tells its creator; false when it no longer is (finished or
   * failed elsewhere). The status stays when none is given (progress within a state).
   */
  private async setImport(id: number, status: ImportStatus | null, extra: ImportPatch = {}): Promise<boolean> {
    const row = await this.db
      .updateTable('sys_import_log')
      .set({ ...(status ? { status } : {}), ...extra, update_time: new Date() })
      .where('id', '=', id)
      .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
      .returningAll()
      .executeTakeFirst();
    if (row) this.events.announce({ kind: 'import', row });
    return row !== undefined;
  }

  private async moveImport(id: number, status: ImportStatus | null, extra: ImportPatch = {}): Promise<void> {
    if (!(await this.setImport(id, status, extra))) throw new Superseded();
  }

  private async runImport(run: JobRun<ImportJobData>): Promise<void> {
    const { logId, ctx, storedName } = run.data;
    const def = findImport(run.data.templateCode);
    const stopping = () => run.handBack.aborted;
    let stopBeating = () => {};
    try {
      if (!def) throw new Error(`import template ${run.data.templateCode} is not declared here`);
      await this.moveImport(logId, 'CHECKING', { done_num: 0, rows_per_second: null, heartbeat_time: beatNow() });
      stopBeating = this.beatImport(logId);
      const upload = await this.files.open('import', storedName);
      if (!upload) throw new Error(`upload ${storedName} is missing`);
      let rows: SheetRow[];
      const reading = new ProgressMeter();
      try {
        rows = await readUpload(run.data.format ?? 'xlsx', upload.stream, def, (read) => this.moveImport(logId, null, { done_num: read, rows_per_second: reading.rate(read) }));
      } catch (error) {
        if (error instanceof SheetError) {
          await this.moveImport(logId, 'CHECK_FAIL', { error_msg: error.message });
          this.notifyEnded(ctx, def, { type: 'import', id: logId });
          return;
        }
        throw error;
      }

      const errors: (string | null)[] = [];
      const parsed: unknown[] = [];
      for (const [i, row] of rows.entries()) {
        if (i % TASK_LIMITS.importBatch === 0) await yieldToLoop();
        if (row.problem) {
          errors.push(row.problem);
          parsed.push(undefined);
          continue;
        }
        const result = def.schema.safeParse(toSchemaInput(def, row.cells));
        errors.push(result.success ? null : (result.error.issues[0]?.message ?? '数据格式错误'));
        parsed.push(result.success ? result.data : undefined);
      }
      const validIndexes = errors.flatMap((e, i) => (e === null ? [i] : []));
      // Rows refused by the check are settled already; the rate is measured over the writing that follows.
      const refused = rows.length - validIndexes.length;
      await this.moveImport(logId, 'CHECKED', { data_count: rows.length, done_num: refused, rows_per_second: null });

      if (validIndexes.length === 0) {
        const resultFile = rows.length > 0 ? await this.writeImportResult(def, ctx, rows, errors) : undefined;
        await this.moveImport(logId, 'CHECK_FAIL', {
          error_msg: rows.length === 0 ? TASK_FAIL_MSG.noRows : TASK_FAIL_MSG.allInvalid,
          ...(resultFile ? { result_file: resultFile } : {}),
        });
        this.notifyEnded(ctx, def, { type: 'import', id: logId });
        return;
      }

      await this.moveImport(logId, 'IMPORTING');
      const writing = new ProgressMeter();
      for (let start = 0; start < validIndexes.length; start += TASK_LIMITS.importBatch) {
        if (stopping()) throw new Stopped();
        await yieldToLoop();
        const slice = validIndexes.slice(start, start + TASK_LIMITS.importBatch);
        const settled = start + slice.length;
        // Rows and the success count commit together: the log never disagrees with the table.
        const row = await this.db.transaction().execute(async (trx) => {
          const outcome = await def.insert(
            trx,
            ctx,
            slice.map((i) => parsed[i]),
          );
          let written = 0;
          slice.forEach((rowIndex, k) => {
            errors[rowIndex] = outcome[k] ?? null;
            if (outcome[k] === null) written++;
          });
          const counted = await trx
            .updateTable('sys_import_log')
            .set((eb) => ({
              success_num: eb('success_num', '+', written),
              done_num: refused + settled,
              rows_per_second: writing.rate(settled),
              update_time: new Date(),
            }))
            .where('id', '=', logId)
            .where('status', '=', 'IMPORTING')
            .returningAll()
            .executeTakeFirst();
          // The log was failed meanwhile (its run expired): the batch must not land either.
          if (!counted) throw new Superseded();
          return counted;
        });
        this.events.announce({ kind: 'import', row });
      }
      const resultFile = await this.writeImportResult(def, ctx, rows, errors);
      // Every valid row refused by the database (duplicates ...): that is no success to report.
      const written = errors.filter((e) => e === null).length;
      if (written === 0) await this.moveImport(logId, 'IMPORT_FAIL', { result_file: resultFile, error_msg: TASK_FAIL_MSG.noneWritten });
      else await this.moveImport(logId, 'IMPORTED', { result_file: resultFile, error_msg: null });
      this.notifyEnded(ctx, def, { type: 'import', id: logId });
    } catch (error) {
      if (error instanceof Superseded) return;
      if (!(error instanceof Stopped)) this.log.error({ err: error, logId }, 'import task failed');
      // The database went away under it: what was written stays (each batch commits with its count), the rest is not.
      const message = error instanceof Stopped ? TASK_FAIL_MSG.stopped : databaseOutageOf(error) ? TASK_FAIL_MSG.interrupted : TASK_FAIL_MSG.write;
      try {
        await this.failImport(logId, message, ctx, def);
      } catch (failure) {
        // Still away: the row keeps its last beat, and a sweeper fails it as interrupted once the database is back.
        this.log.warn({ err: failure, logId }, 'import failure not recorded; the task sweeper will record it');
      }
    } finally {
      stopBeating();
      await this.removeFile('import', storedName);
    }
  }

  /** Beats for a running import while this run holds it (heartbeat.ts). */
  private beatImport(logId: number): () => void {
    const write = async () =>
      (
        await this.db
          .updateTable('sys_import_log')
          .set({ heartbeat_time: beatNow() })
          .where('id', '=', logId)
          .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
          .executeTakeFirst()
      ).numUpdatedRows > 0n;
    return startBeating(write, this.policy.heartbeatMs, this.log, { logId });
  }

  /** Beats for a running export while this run (its attempt) holds it. */
  private beatExport(taskId: number, attempt: number): () => void {
    const write = async () =>
      (
        await this.db
          .updateTable('sys_export_task')
          .set({ heartbeat_time: beatNow() })
          .where('id', '=', taskId)
          .where('state', '=', 'doing')
          .where('attempt', '=', attempt)
          .executeTakeFirst()
      ).numUpdatedRows > 0n;
    return startBeating(write, this.policy.heartbeatMs, this.log, { taskId, attempt });
  }

  /** The result file: every data row as read, plus its outcome (empty when written). */
  private async writeImportResult(def: ImportDefinition, ctx: TaskContext, rows: SheetRow[], errors: (string | null)[]): Promise<string> {
    const name = newStoredName('-result');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: this.files.create('import', name), useStyles: false, useSharedStrings: false });
    const sheet = writer.addWorksheet(titleOf(def, ctx.lang));
    sheet.addRow([...def.columns.map((c) => columnTitle(c, ctx.lang)), ctx.lang === 'en' ? 'Result' : '导入结果']).commit();
    for (const [i, row] of rows.entries()) {
      sheet.addRow([...def.columns.map((c) => safeCell(row.cells[c.key] ?? '')), safeCell(errors[i] ?? (ctx.lang === 'en' ? 'Imported' : '导入成功'))]).commit();
      if (i % TASK_LIMITS.importBatch === 0) await yieldToLoop();
      if (i % TASK_LIMITS.exportBatch === 0) await drainSheet(sheet);
    }
    sheet.commit();
    await writer.commit();
    return name;
  }

  private async runExport(run: JobRun<ExportJobData>): Promise<void> {
    const { taskId } = run.data;
    // This run's number: from here on the row is written only while it still carries it.
    const claim = await this.db
      .updateTable('sys_export_task')
      .set((eb) => ({ attempt: eb('attempt', '+', 1), success_num: 0, rows_per_second: null, heartbeat_time: beatNow(), update_time: new Date() }))
      .where('id', '=', taskId)
      .where('state', '=', 'doing')
      .returningAll()
      .executeTakeFirst();
    if (!claim) return; // cancelled before it started
    this.events.announce({ kind: 'export', row: claim });
    const attempt = claim.attempt;
    const stopBeating = this.beatExport(taskId, attempt);
    try {
      await this.writeExport(run, attempt);
    } finally {
      stopBeating();
    }
  }

  /** The export's file, page by page, by the run numbered `attempt`; throws to hand the job back to the queue. */
  private async writeExport(run: JobRun<ExportJobData>, attempt: number): Promise<void> {
    const { taskId } = run.data;
    // The creator's data scope and withheld fields, as their list shows them (docs/security.md).
    const ctx = { ...run.data.ctx, access: run.data.ctx.access ?? (await accessOfUser(this.db, run.data.ctx.userId)) };
    const hidden = new Set(ctx.access.withheld);
    const meter = new ProgressMeter();
    const def = findExport(run.data.billType);
    const filter = def?.filterSchema.safeParse(run.data.input);
    if (!def || !filter?.success) {
      this.log.error({ taskId, billType: run.data.billType }, 'export task cannot run here');
      await this.failExport(taskId, attempt, TASK_FAIL_MSG.exportWrite, ctx, def);
      return;
    }
    const ownRow = () => this.db.updateTable('sys_export_task').where('id', '=', taskId).where('state', '=', 'doing').where('attempt', '=', attempt);

    const name = newStoredName();
    const out = this.files.create('export', name);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    try {
      const sheet = writer.addWorksheet(titleOf(def, ctx.lang));
      sheet.addRow(def.columns.map((c) => columnTitle(c, ctx.lang))).commit();
      let after: number | null = null;
      let written = 0;
      let collectedAt = 0;
      let finished = false;
      while (!finished) {
        if (run.handBack.aborted) throw new HandedBack();
        await yieldToLoop();
        const page: ExportPage = await def.page(this.db, ctx, filter.data, after, TASK_LIMITS.exportBatch);
        for (const row of page.rows) {
          // A withheld field keeps its column, its cells empty (docs/security.md).
          sheet.addRow(def.columns.map((c) => (c.withheld && hidden.has(c.withheld) ? '' : safeCell(c.enum ? c.enum.label(row[c.key], ctx.lang) : row[c.key])))).commit();
        }
        written += page.rows.length;
        const progress = await ownRow()
          .set({ success_num: written, rows_per_second: meter.rate(written), update_time: new Date() })
          .returningAll()
          .executeTakeFirst();
        if (!progress) throw new Superseded();
        this.events.announce({ kind: 'export', row: progress });
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
      const done = await ownRow().set({ state: 'done', file_name: name, total_num: written, success_num: written, update_time: new Date() }).returningAll().executeTakeFirst();
      if (!done) throw new Superseded(); // cancelled while the file was closing
      this.events.announce({ kind: 'export', row: done });
      this.notifyEnded(ctx, def, { type: 'export', id: taskId });
    } catch (error) {
      // The half-written file is dropped (closing the zip could wait forever on a stream that failed).
      out.destroy();
      await this.removeFile('export', name);
      if (error instanceof Superseded) return;
      if (error instanceof HandedBack || databaseOutageOf(error)) {
        // The queue runs it again, here after a restart or elsewhere: an export is safe to run again. Its row
        // stops showing this run's beat, so that no sweeper takes the waiting job for a dead run.
        if (!(error instanceof HandedBack)) this.log.warn({ err: error, taskId }, 'export lost the database; handed back to the queue to run again');
        try {
          await ownRow().set({ heartbeat_time: null }).execute();
        } catch (release) {
          this.log.warn({ err: release, taskId }, 'export beat not cleared; the task sweeper will hand it back');
        }
        throw error;
      }
      this.log.error({ err: error, taskId }, 'export task failed');
      try {
        await this.failExport(taskId, attempt, TASK_FAIL_MSG.exportWrite, ctx, def);
      } catch (failure) {
        // The row keeps this run's last beat: a sweeper records the end once the database answers again.
        this.log.warn({ err: failure, taskId }, 'export failure not recorded; the task sweeper will record it');
      }
    }
  }

  /**
   * Fails a running export (this run's, when an attempt is given) and tells its creator; nothing when it was no
   * longer running (cancelled, or taken over by another run).
   */
  private async failExport(taskId: number, attempt: number | null, message: string, ctx: TaskContext, def: TaskTitle | undefined): Promise<void> {
    let q = this.db
      .updateTable('sys_export_task')
      .set({ state: 'failed', message, heartbeat_time: null, update_time: new Date() })
      .where('id', '=', taskId)
      .where('state', '=', 'doing');
    if (attempt !== null) q = q.where('attempt', '=', attempt);
    const row = await q.returningAll().executeTakeFirst();
    if (!row) return;
    this.events.announce({ kind: 'export', row });
    if (def) this.notifyEnded(ctx, def, { type: 'export', id: taskId });
  }

  /** Fails a running import and tells its creator; nothing when it was no longer running. */
  private async failImport(logId: number, message: string, ctx: TaskContext, def: TaskTitle | undefined): Promise<void> {
    if ((await this.setImport(logId, 'IMPORT_FAIL', { error_msg: message })) && def) this.notifyEnded(ctx, def, { type: 'import', id: logId });
  }

  /**
   * The queue gave up on a task: its last run died (the sweeper failed it) or it was handed back more often than
   * its retries allow. The task is failed (an export with the restart message, an import as interrupted, unless
   * the sweeper did so already) and its creator told; an import's upload goes too. A failure here throws: the
   * dead letter is tried again (its steps are conditional, so a second run changes nothing twice).
   */
  private async failDead(data: ImportJobData | ExportJobData): Promise<void> {
    if (data.kind === 'export') {
      await this.failExport(data.taskId, null, TASK_FAIL_MSG.restart, data.ctx, findExport(data.billType));
      this.log.warn({ taskId: data.taskId }, 'export failed by the queue: its runs did not finish');
      return;
    }
    await this.failImport(data.logId, TASK_FAIL_MSG.interrupted, data.ctx, findImport(data.templateCode));
    await this.removeFile('import', data.storedName);
    this.log.warn({ logId: data.logId }, 'import failed by the queue: its run did not finish');
  }

  /**
   * Tells the task's creator that it has ended, done or failed (a failure is theirs to handle too: read why, run
   * it again); the reminder opens the task with its state and message.
   */
  private notifyEnded(ctx: Pick<TaskContext, 'tenantId' | 'userId'>, def: TaskTitle, ref: MessageRef) {
    try {
      this.notify(ctx.tenantId, ctx.userId, `${def.title.zh}${ref.type === 'import' ? '导入' : '导出'}`, ref);
    } catch (error) {
      this.log.warn({ err: error }, 'task reminder not sent');
    }
  }
}
