// @vitest-environment node
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/createDatabase';
import { isQueueBookkeepingFailure, JobQueue } from '../../server/jobs/jobQueue';

const quiet = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, child: () => quiet, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database that refuses every statement, as a stopped PostgreSQL does. */
const away = { schema: null, executeSql: async () => Promise.reject(refused()), exclusive: <T>(work: () => Promise<T>) => work() } as unknown as DatabaseHandle;

/**
 * pg-boss records a run's end without awaiting it, so during an outage that statement's rejection reaches the
 * process unhandled; main.ts serves on for exactly those (docs/operating.md, "What survives what").
 */
describe('the job queue statement that failed while the database was away', () => {
  it("is told apart from any other rejection: the queue's own statement and an outage, both", async () => {
    const queue = new JobQueue(away, quiet, { maintenanceSeconds: 60, pollingSeconds: 60 });
    const failure = await queue.start().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isQueueBookkeepingFailure(failure)).toBe(true);
    // The same outage raised elsewhere, and a fault of the queue's own that is no outage, still crash.
    expect(isQueueBookkeepingFailure(refused())).toBe(false);
    const broken = { ...away, executeSql: async () => Promise.reject(new Error('syntax error at or near "selec"')) } as unknown as DatabaseHandle;
    const fault = await new JobQueue(broken, quiet, { maintenanceSeconds: 60, pollingSeconds: 60 }).start().then(
      () => null,
      (error: unknown) => error,
    );
    expect(fault).toBeInstanceOf(Error);
    expect(isQueueBookkeepingFailure(fault)).toBe(false);
  });
});
