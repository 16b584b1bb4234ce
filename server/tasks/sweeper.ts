import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { RUNNING_IMPORT_STATUSES } from '../../schemas/tasks';
import type { Database, SysExportTaskTable, SysImportLogTable } from '../db/schema';
import type { JobQueue } from '../jobs/jobQueue';
import { beatOlderThan } from './heartbeat';
import { TASK_FAIL_MSG, TASK_QUEUES, type ImportJobData } from './taskJobs';

export interface SweepResult {
  /** Exports whose run died: their job failed back to the queue, which runs them again (or, past their retries, fails them). */
  restarted: Selectable<SysExportTaskTable>[];
  /** Exports left running by a run that ended without recording how (its last write was lost with the database): failed. */
  stranded: Selectable<SysExportTaskTable>[];
  /** Imports whose run died or ended unrecorded: failed with 导入中断，请重新导入; `upload` is theirs to remove when no queue job will. */
  interrupted: { row: Selectable<SysImportLogTable>; upload: string | null }[];
}

export interface SweepPolicy {
  /** How often a round runs (the heart-beat's interval). */
  intervalMs: number;
  /** A running row whose beat is older than this belongs to a dead run. */
  deadAfterMs: number;
}

/** The job states in which a run will still come for the task (waiting, or waiting to be tried again). */
const WAITING = new Set(['created', 'retry']);

/**
 * Finds the tasks whose run stopped beating (heartbeat.ts) and takes them back, on every instance every
 * interval; two instances sweeping at once take each task once (each step is a conditional update of the row,
 * under its lock). An export's job is failed back to the queue in the same transaction, so it runs again from
 * the start on whichever instance claims it, and the dead run (were it alive after all) finds its attempt gone.
 * An import is never run twice (rows may be written already): it is failed with 导入中断，请重新导入.
 *
 * Nothing is judged right after the database was away: live runs could not beat either, so a sweeper waits
 * until it has reached the database for `deadAfterMs` without a break (and so does a freshly started one).
 */
export class TaskSweeper {
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  /** Since when every round reached the database; null after a round that did not. */
  private healthySince: number | null = Date.now();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly policy: SweepPolicy,
    private readonly onSwept: (result: SweepResult) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.round(), this.policy.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async round(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const result = await this.sweep();
      if (result && (result.restarted.length || result.stranded.length || result.interrupted.length)) this.onSwept(result);
    } catch (error) {
      if (this.healthySince !== null) this.log.warn({ err: error }, 'task sweep failed; dead tasks are judged again once the database has been reachable for a while');
      this.healthySince = null;
    } finally {
      this.sweeping = false;
    }
  }

  /** One round: null while the database has not been reachable long enough to judge anyone's beat. */
  async sweep(): Promise<SweepResult | null> {
    const dead = beatOlderThan(this.policy.deadAfterMs);
    const exports = await this.db.selectFrom('sys_export_task').selectAll().where('state', '=', 'doing').where(dead).execute();
    const imports = await this.db
      .selectFrom('sys_import_log')
      .selectAll()
      .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
      .where(dead)
      .execute();
    const now = Date.now();
    if (this.healthySince === null) this.healthySince = now;
    if (now - this.healthySince < this.policy.deadAfterMs) return null;

    const result: SweepResult = { restarted: [], stranded: [], interrupted: [] };
    for (const row of exports) await this.takeBackExport(row, result);
    for (const row of imports) await this.takeBackImport(row, result);
    return result;
  }

  private async takeBackExport(row: Selectable<SysExportTaskTable>, result: SweepResult): Promise<void> {
    const job = row.job_id ? await this.queue.job(TASK_QUEUES.export, row.job_id) : null;
    const own = (db: Kysely<Database>) =>
      db.updateTable('sys_export_task').where('id', '=', row.id).where('state', '=', 'doing').where('attempt', '=', row.attempt).where(beatOlderThan(this.policy.deadAfterMs));
    if (job && WAITING.has(job.state)) {
      // Handed back already (its run failed it to the queue itself): the next run claims the row and beats again.
      await own(this.db).set({ heartbeat_time: null }).execute();
      return;
    }
    if (job?.state === 'active') {
      const taken = await this.db.transaction().execute(async (trx) => {
        const updated = await own(trx).set({ heartbeat_time: null, rows_per_second: null, update_time: new Date() }).returningAll().executeTakeFirst();
        if (updated) await this.queue.fail(TASK_QUEUES.export, row.job_id!, 'its run stopped beating: the instance died', trx);
        return updated;
      });
      if (taken) result.restarted.push(taken);
      return;
    }
    // Its job ended (or is gone) while the row says running: no run will come for it any more.
    const failed = await own(this.db)
      .set({ state: 'failed', message: TASK_FAIL_MSG.restart, heartbeat_time: null, rows_per_second: null, update_time: new Date() })
      .returningAll()
      .executeTakeFirst();
    if (failed) result.stranded.push(failed);
  }

  private async takeBackImport(row: Selectable<SysImportLogTable>, result: SweepResult): Promise<void> {
    const job = row.job_id ? await this.queue.job<ImportJobData>(TASK_QUEUES.import, row.job_id) : null;
    const running = job?.state === 'active';
    const failed = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sys_import_log')
        .set({ status: 'IMPORT_FAIL', error_msg: TASK_FAIL_MSG.interrupted, heartbeat_time: null, rows_per_second: null, update_time: new Date() })
        .where('id', '=', row.id)
        .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
        .where(beatOlderThan(this.policy.deadAfterMs))
        .returningAll()
        .executeTakeFirst();
      // The dead run's job goes to the dead letters, whose handler removes the upload.
      if (updated && running) await this.queue.fail(TASK_QUEUES.import, row.job_id!, 'its run stopped beating: the instance died', trx);
      return updated;
    });
    if (failed) result.interrupted.push({ row: failed, upload: running ? null : (job?.data.storedName ?? null) });
  }
}
