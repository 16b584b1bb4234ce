import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/createDatabase';
import { allMigrationsApplied, databaseAnswers } from '../db/migrate';
import type { JobQueue } from '../jobs/jobQueue';
import { healthReplySchema, readyReplySchema, type ReadyChecks } from '../../schemas/health';
import { op } from '../http/operations';

export interface HealthDeps {
  database: DatabaseHandle;
  jobs: JobQueue;
  /** Whether reminders from other instances can arrive (the LISTEN connection is up). */
  realtimeConnected: () => boolean;
}

/**
 * Probes for a load balancer or an orchestrator, at the root (outside the API base, no sign-in):
 * `GET /healthz` says the process answers; `GET /readyz` says this instance can take traffic and work:
 * database reachable, every migration applied, job queue running (not stopping), realtime listener connected.
 * Not ready answers 503 with the checks, so the reason is visible from outside. Their replies are declared as zod
 * schemas (checked on the way out) and shown in the OpenAPI document as they are: plain bodies, not the envelope.
 */
export async function healthRoutes(fastify: FastifyInstance, deps: HealthDeps) {
  // A scope of their own, so that only the probes serialise their replies with zod.
  await fastify.register(async (scope) => {
    scope.setSerializerCompiler(serializerCompiler);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const probe = { logLevel: 'warn' as const };
    app.get(
      '/healthz',
      { ...probe, schema: { summary: 'The process answers', response: { 200: healthReplySchema } }, config: { operation: op('getHealth', 'The process answers', 'probes') } },
      async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const }),
    );

    const readySchema = { summary: 'This instance can take traffic and work', response: { 200: readyReplySchema, 503: readyReplySchema } };
    app.get('/readyz', { ...probe, schema: readySchema, config: { operation: op('getReadiness', 'This instance can take traffic and work', 'probes') } }, async (request, reply) => {
      const checks: ReadyChecks = { database: false, migrations: false, queue: deps.jobs.running, realtime: deps.realtimeConnected() };
      try {
        checks.database = await databaseAnswers(deps.database.db);
        checks.migrations = await allMigrationsApplied(deps.database.db);
      } catch (error) {
        // The checks say so to the balancer; the log says why.
        request.log.warn({ err: error }, 'readiness: the database does not answer');
      }
      const ready = Object.values(checks).every(Boolean);
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ready ? ('ready' as const) : ('not ready' as const), checks });
    });
  });
}
