import { z } from 'zod';

/**
 * The replies of the health probes (`GET /healthz`, `GET /readyz`, docs/operating.md#health-probes). They sit at the root, outside the
 * API base, and are not the envelope: load balancers and orchestrators read the HTTP status and these bodies.
 */
export const healthReplySchema = z.object({ status: z.literal('ok') });

export const readyChecksSchema = z.object({
  database: z.boolean().describe('A query answers'),
  migrations: z.boolean().describe('Every migration of this build is applied'),
  queue: z.boolean().describe('The job queue runs (not stopping)'),
  realtime: z.boolean().describe('The LISTEN connection for reminders from other instances is up'),
});
export type ReadyChecks = z.infer<typeof readyChecksSchema>;

export const readyReplySchema = z.object({ status: z.enum(['ready', 'not ready']), checks: readyChecksSchema });

/** The probe routes, by path: the OpenAPI document shows them with their own replies, not the envelope. */
export const PROBE_PATHS: readonly string[] = ['/healthz', '/readyz'];
