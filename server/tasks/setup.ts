import type { FastifyInstance } from 'fastify';
import type { MessageRef } from '../../schemas/sysMessage';
import type { AppConfig } from '../config';
import './definitions';
import { FileStore } from './files';
import { TaskRunner } from './runner';

interface Realtime {
  notifyUser?: (tenantId: number, userId: number, message: string, ref?: MessageRef) => unknown;
}

/**
 * The task runner of one app: files under DATA_DIR, tasks left running by a previous process marked failed,
 * and reminders sent through `app.realtime.notifyUser` when the realtime channel (issue 5) is present.
 */
export async function createTaskRunner(app: FastifyInstance, config: AppConfig): Promise<TaskRunner> {
  const files = new FileStore(config.dataDir);
  const notify = (tenantId: number, userId: number, message: string, ref: MessageRef) => {
    const realtime = (app as unknown as { realtime?: Realtime }).realtime;
    if (realtime && typeof realtime.notifyUser === 'function') void Promise.resolve(realtime.notifyUser(tenantId, userId, message, ref)).catch(() => {});
  };
  const runner = new TaskRunner(app.database.db, files, app.log, notify);
  const recovered = await runner.recoverInterrupted();
  if (recovered.imports + recovered.exports > 0) app.log.warn(recovered, 'tasks interrupted by the last stop were marked failed');
  app.decorate('tasks', runner);
  return runner;
}
