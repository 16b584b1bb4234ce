import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/createDatabase';
import { migrations } from '../db/migrations';
import type { JobQueue } from '../jobs/jobQueue';

export interface HealthDeps {
  database: DatabaseHandle;
  jobs: JobQueue;
  /** Whether reminders from other instances can arrive (the LISTEN connection is up). */
  realtimeConnected: () => boolean;
}

type Check = 'database' | 'migrations' | 'queue' | 'realtime';

/**
 * Probes for a load balancer or an orchestrator, at the root (outside the API base, no sign-in):
 * `GET /healthz` says the process answers; `GET /readyz` says this instance can take traffic and work:
 * database reachable, every migration applied, job queue running (not stopping), realtime listener connected.
 * Not ready answers 503 with the checks, so the reason is visible from outside.
 */
export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const checks: Record<Check, boolean> = { database: false, migrations: false, queue: deps.jobs.running, realtime: deps.realtimeConnected() };
    try {
      await sql`select 1`.execute(deps.database.db);
      checks.database = true;
      const applied = await deps.database.db
        .selectFrom('schema_migration')
        .select('name')
        .where(
          'name',
          'in',
          migrations.map((m) => m.name),
        )
        .execute();
      checks.migrations = applied.length === migrations.length;
    } catch {
      // database unreachable: the checks say so
    }
    const ready = Object.values(checks).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
