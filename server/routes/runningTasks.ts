import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { runningTasksSchema } from '../../schemas/tasks';
import type { Kysely } from 'kysely';
import { runningTasksQuerySchema, type RunningTasks } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { exportTaskRecord, importLogRecord } from '../tasks/records';
import { runningTasksOf } from '../repositories/tasks';
import { SCREEN, op } from '../http/operations';

/**
 * `GET /admin/v1/task/running`: the signed-in user's own unfinished imports and exports in the request's tenant,
 * newest first, of one template or bill type when given. The 导入/导出 dropdown shows its badge and its cancel
 * entries from it; the realtime channel keeps them current afterwards (TaskEvents).
 */
export async function runningTaskRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/v1/task/running',
    {
      schema: { querystring: runningTasksQuerySchema, response: { 200: okReply(runningTasksSchema) } },
      config: { operation: op('listRunningTasks', "The user's unfinished imports and exports", 'tasks', SCREEN.shell) },
    },
    async (request) => {
      const query = request.query;
      const { tenantId, userId } = request.user;
      const { importRows, exportRows } = await runningTasksOf(db, tenantId, userId, query);
      const reply: RunningTasks = { imports: importRows.map(importLogRecord), exports: exportRows.map(exportTaskRecord) };
      return ok(reply);
    },
  );
}
