import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { databaseOutageOf } from '../db/outage';

/** How a queue treats its jobs: pg-boss's own rules, set once per queue. */
export interface QueuePolicy {
  /** Runs of a job beyond the first that the queue grants when a run fails or expires (0: never again). */
  retryLimit: number;
  /** A run still active this long after it started is expired by the queue (its instance is presumed dead). */
  expireSeconds: number;
  /** Where a job goes when it has failed for good (its last run expired or was handed back once too often). */
  deadLetter?: string;
}

/** What a handler gets: the job, and a signal that fires when the instance stops and wants the job back. */
export interface JobRun<T> {
  id: string;
  data: T;
  handBack: AbortSignal;
}

export type JobHandler<T> = (run: JobRun<T>) => Promise<void>;

/** Thrown by a handler that stops because of `handBack`: the queue fails the run, so it retries or dead-letters it. */
export class HandedBack extends Error {
  constructor() {
    super('handed back to the queue: the instance is stopping');
  }
}

export interface JobQueueSettings {
  /** Seconds between two rounds of the queue's maintenance (expiry of dead instances' jobs), on one instance at a time. */
  maintenanceSeconds: number;
  /** Seconds between two looks for waiting jobs when no one wakes the worker. */
  pollingSeconds: number;
}

type State = 'created' | 'running' | 'draining' | 'stopped';

/** The longest a queue lets a run stay active before its own expiry fails it: pg-boss refuses 24 hours or more. */
export const QUEUE_EXPIRY_CEILING_SECONDS = 24 * 60 * 60 - 1;

const queueStatementErrors = new WeakSet<object>();

/**
 * Whether an unhandled rejection is the queue's own bookkeeping failing because the database is away: pg-boss
 * marks a run completed or failed without awaiting the statement (pg-boss 10's worker), so a run that ends
 * during an outage rejects with nobody to catch it. The run's task is safe (its row and the task heart-beat's
 * sweeper decide, server/tasks/sweeper.ts): main.ts logs such a rejection and serves on instead of exiting.
 */
export function isQueueBookkeepingFailure(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && queueStatementErrors.has(reason) && databaseOutageOf(reason) !== null;
}

/**
 * The job queue of every instance: pg-boss on the app's own database, PGlite or PostgreSQL alike (its SQL goes
 * through `DatabaseHandle.executeSql`, so on PGlite it takes turns on the one connection like any query).
 * A job is claimed by one worker (`FOR UPDATE SKIP LOCKED`); a run that outlives its queue's expiry is failed by
 * the maintenance of whichever instance runs it next, and then retried or dead-lettered by the queue's policy.
 * Import and export runs are judged dead sooner and more surely by their heart-beat (server/tasks/sweeper.ts,
 * which fails their job through `fail`); their queues' expiry is only the last resort.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private readonly active = new Set<Promise<void>>();
  private readonly handBack = new AbortController();
  private state: State = 'created';
  /** The queue's own statements under way: its completions are not awaited by pg-boss, so a stop waits for them. */
  private inFlight = 0;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    settings: JobQueueSettings,
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: async (text, values) => {
          this.inFlight++;
          try {
            return await handle.executeSql(text, values);
          } catch (error) {
            // pg-boss records a run's end without awaiting it: while the database is away that rejection
            // reaches the process unhandled, and main.ts must know it for the queue's own bookkeeping.
            if (error && typeof error === 'object') queueStatementErrors.add(error);
            throw error;
          } finally {
            this.inFlight--;
          }
        },
      },
      // Test files share one PostgreSQL, each in its own schema: their queues must not meet either.
      schema: handle.schema ?? 'pgboss',
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      pollingIntervalSeconds: settings.pollingSeconds,
      schedule: true,
    });
    // Its own loops (maintenance, schedules, the workers' fetches) report here and carry on at their next round.
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue'));
  }

  /** The schema of the queue's own tables. */
  get schema(): string {
    return this.handle.schema ?? 'pgboss';
  }

  /** Taking work: started and not stopping (readiness reports it). */
  get running(): boolean {
    return this.state === 'running';
  }

  /**
   * Creates the queue's tables the first time and starts. Two instances creating them at once collide in
   * PostgreSQL's catalog despite pg-boss's own lock, so the start runs inside the database's start-up lock.
   */
  async start(): Promise<void> {
    await this.handle.exclusive(() => this.boss.start());
    this.state = 'running';
  }

  /**
   * Declares a queue with its policy; every instance declares the same, the last start's values win. Under the
   * start-up lock: two instances creating one queue at once deadlock in pg-boss's create_queue.
   */
  async define(name: string, policy: QueuePolicy): Promise<void> {
    const options = {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: policy.expireSeconds,
      ...(policy.deadLetter ? { deadLetter: policy.deadLetter } : {}),
    };
    const existing = await this.boss.getQueue(name);
    const same =
      existing !== null &&
      existing.retryLimit === options.retryLimit &&
      existing.expireInSeconds === options.expireInSeconds &&
      (existing.deadLetter ?? undefined) === policy.deadLetter;
    // Already as wanted (every start but the first): nothing to write, and PL/pgSQL stays unloaded on PGlite.
    if (same) return;
    await this.handle.exclusive(async () => {
      if (existing === null) await this.boss.createQueue(name, options);
      await this.boss.updateQueue(name, options);
    });
  }

  /** Told how long each run of this instance took and how it ended (the metrics' task durations). */
  onRunEnd: ((queue: string, seconds: number, result: 'completed' | 'failed' | 'handed_back') => void) | undefined;

  /** Jobs per queue and state across the cluster (what the queue's table holds now, archived jobs aside). */
  async stateCounts(): Promise<{ queue: string; state: string; count: number }[]> {
    const { rows } = await this.handle.executeSql(`select name, state, count(*)::int as count from ${this.schema}.job group by name, state`);
    return (rows as { name: string; state: string; count: number }[]).map((row) => ({ queue: row.name, state: row.state, count: Number(row.count) }));
  }

  /** Runs the queue's jobs here, one at a time. */
  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    const id = await this.boss.work<T>(name, { batchSize: 1 }, async ([job]) => {
      const started = performance.now();
      const run = handler({ id: job.id, data: job.data, handBack: this.handBack.signal });
      this.active.add(run);
      let result: 'completed' | 'failed' | 'handed_back' = 'failed';
      try {
        await run;
        result = 'completed';
      } catch (error) {
        if (error instanceof HandedBack) result = 'handed_back';
        throw error;
      } finally {
        this.onRunEnd?.(name, (performance.now() - started) / 1000, result);
        this.active.delete(run);
        // A worker that just finished looks again at once (pg-boss would otherwise wait a polling interval
        // after every job, however many are waiting).
        if (this.running) this.boss.notifyWorker(id);
      }
    });
    this.workers.set(name, id);
  }

  /**
   * Adds a job; inside `trx` it commits or rolls back with the caller's rows (pg-boss takes any `executeSql`).
   * Call `wake` after the commit so that this instance's worker looks at once instead of at its next poll.
   */
  async send(name: string, data: object, options: { id?: string; trx?: Transaction<Database> | Kysely<Database> } = {}): Promise<string> {
    const trx = options.trx;
    const db = trx ? { executeSql: (text: string, values: unknown[] = []) => trx.executeQuery(CompiledQuery.raw(text, values)) } : undefined;
    const id = await this.boss.send(name, data, { ...(options.id ? { id: options.id } : {}), ...(db ? { db } : {}) });
    if (!id) throw new Error(`job queue ${name} refused the job`);
    return id;
  }

  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker && this.running) this.boss.notifyWorker(worker);
  }

  /** A job still waiting never starts; a running one is told through its task row (the queue cannot stop a function). */
  async cancel(name: string, id: string): Promise<void> {
    await this.boss.cancel(name, id);
  }

  /**
   * Fails a job's current run as if it had failed itself: the queue retries it (at once) while it has retries
   * left, else dead-letters it. Inside `trx` it commits or rolls back with the caller's rows. The task sweeper
   * calls it for a run that stopped beating (its instance died).
   */
  async fail(name: string, id: string, reason: string, trx?: Transaction<Database>): Promise<void> {
    const db = trx ? { executeSql: (text: string, values: unknown[] = []) => trx.executeQuery(CompiledQuery.raw(text, values)) } : undefined;
    await this.boss.fail(name, id, { message: reason }, db ? { db } : {});
  }

  /**
   * A job that runs on a schedule (cron, UTC), on one instance per tick: the queue's timekeeper sends one job a
   * tick however many instances are up, and one of their workers takes it.
   */
  async schedule(name: string, cron: string, handler: () => Promise<void>, policy: QueuePolicy = { retryLimit: 0, expireSeconds: 15 * 60 }): Promise<void> {
    await this.define(name, policy);
    await this.work(name, () => handler());
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  /** The cron of a schedule as stored in the queue's tables, or null. */
  async scheduled(name: string): Promise<string | null> {
    const { rows } = await this.handle.executeSql(`select cron from ${this.schema}.schedule where name = $1`, [name]);
    return (rows[0]?.cron as string | undefined) ?? null;
  }

  /** Jobs of these queues waiting, retrying or running anywhere (tests wait for none). */
  async unfinished(names: string[]): Promise<number> {
    let total = 0;
    for (const name of names) total += await this.boss.getQueueSize(name, { before: 'completed' });
    return total;
  }

  /** Fetches one job without running it: what a worker that dies right after claiming leaves behind (tests). */
  async claimWithoutRunning(name: string): Promise<string | null> {
    const [job] = await this.boss.fetch(name);
    return job?.id ?? null;
  }

  /** The queue's view of one job, archived ones too: its state, the runs it had beyond the first, what it carries. */
  async job<T = unknown>(name: string, id: string): Promise<{ state: string; retryCount: number; data: T } | null> {
    const job = await this.boss.getJobById<T>(name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount, data: job.data } : null;
  }

  /**
   * Stops taking work, lets the running jobs finish within `graceMs`, then tells those still running to hand
   * their job back (the queue retries it elsewhere or dead-letters it) and stops the queue.
   */
  async drain(graceMs: number): Promise<void> {
    if (this.state !== 'running') return;
    this.state = 'draining';
    for (const name of this.workers.keys()) await this.boss.offWork(name);
    if (!(await this.settled(graceMs))) {
      this.log.warn({ running: this.active.size }, 'grace period over: handing running jobs back to the queue');
      this.handBack.abort();
      await this.settled(30_000);
    }
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
    // The last completions pg-boss started without awaiting them must land before the database closes.
    for (let waited = 0; this.inFlight > 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    this.state = 'stopped';
  }

  private async settled(ms: number): Promise<boolean> {
    if (this.active.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const done = Promise.allSettled([...this.active]).then(() => true as const);
    const settled = await Promise.race([done, timeout]);
    clearTimeout(timer);
    return settled && this.active.size === 0;
  }
}
