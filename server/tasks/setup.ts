import type { FastifyInstance } from 'fastify';
import type { MessageRef } from '../../schemas/sysMessage';
import type { TaskEvent } from '../../schemas/tasks';
import type { AppConfig } from '../config';
import type { JobQueue } from '../jobs/jobQueue';
import './definitions';
import { DatabaseFileStore } from './databaseFiles';
import { DiskFileStore, type FileStore } from './files';
import { TaskRunner } from './runner';
import { TaskEvents } from './taskEvents';

interface Realtime {
  notifyUser?: (tenantId: number, userId: number, message: string, ref?: MessageRef) => unknown;
  publishTask?: (tenantId: number, userId: number, event: TaskEvent) => unknown;
}

/** Runs of an export beyond its first: after its instance died or stopped mid-way, twice more at most. */
const EXPORT_RETRIES = 2;

/**
 * The task runner of one app: task files in the database when DATABASE_URL is set (every instance reads them),
 * under DATA_DIR otherwise; tasks on the job queue; reminders through `app.realtime.notifyUser`, and each move of
 * a task to its creator through `app.realtime.publishTask`, when the realtime channel (docs/product.md#the-admin-shell) is present. Nothing is done about other tasks at start: a task of a dead instance
 * is taken back by the sweeper of any instance once its heart-beat is old (docs/operating.md, "What survives what").
 */
export async function createTaskRunner(app: FastifyInstance, config: AppConfig, queue: JobQueue): Promise<TaskRunner> {
  const files: FileStore = config.databaseUrl ? new DatabaseFileStore(app.database.db) : new DiskFileStore(config.dataDir);
  const notify = (tenantId: number, userId: number, message: string, ref: MessageRef) => {
    const realtime = (app as unknown as { realtime?: Realtime }).realtime;
    if (!realtime || typeof realtime.notifyUser !== 'function') return;
    // The task's row says how it ended either way; a reminder that could not be stored or sent is logged.
    void Promise.resolve(realtime.notifyUser(tenantId, userId, message, ref)).catch((error: unknown) => app.log.warn({ err: error, tenantId, userId, ref }, 'task reminder not sent'));
  };
  const events = new TaskEvents((tenantId, userId, event) => {
    const realtime = (app as unknown as { realtime?: Realtime }).realtime;
    try {
      realtime?.publishTask?.(tenantId, userId, event);
    } catch (error) {
      app.log.warn({ err: error }, 'task progress not sent');
    }
  });
  const runner = new TaskRunner(app.database.db, files, queue, app.log, notify, { heartbeatMs: config.taskHeartbeatSeconds * 1000, exportRetries: EXPORT_RETRIES }, events);
  await runner.start();
  app.decorate('tasks', runner);
  return runner;
}
