import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/jobQueue';
import { databaseRateLimitStore } from '../../server/http/rateLimitStore';
import type { RelayedDelivery } from '../../server/realtime/broker';
import { NotifyBus } from '../../server/realtime/bus';
import { CaptchaStore } from '../../server/services/captcha';
import { deleteExpired, HOUSEKEEPING_CRON, HOUSEKEEPING_JOB } from '../../server/repositories/housekeeping';
import { VerificationCodes } from '../../server/services/verificationCodes';
import { DatabaseFileStore } from '../../server/tasks/databaseFiles';
import { newStoredName } from '../../server/tasks/files';
import { serverWithUsers } from './support/server';

/**
 * What several instances share through the one database, exercised with several of each part on the database
 * of this run (PGlite or PostgreSQL): the job queue, the notification bus, the file store and the sign-in state.
 * The CI scale-out run (tests/scaleout) does the same across two real server processes.
 */
const t = serverWithUsers();
const quiet = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, child: () => quiet, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('health probes, outside the API base', () => {
  it('GET /healthz answers while the process runs', async () => {
    const reply = await t.server.request('GET', `${t.server.baseUrl}/healthz`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect((await t.server.request('GET', '/healthz')).status).not.toBe(200);
  });

  it('GET /readyz is ready with the database reachable, every migration applied, the queue and the listener running', async () => {
    const reply = await t.server.request('GET', `${t.server.baseUrl}/readyz`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ready', checks: { database: true, migrations: true, queue: true, realtime: true } });
  });

  it('GET /readyz answers 503 with the failing check when a migration is missing', async () => {
    const db = t.server.app.database.db;
    await db.deleteFrom('schema_migration').where('name', '=', '083_realtime_event').execute();
    try {
      const reply = await t.server.request('GET', `${t.server.baseUrl}/readyz`);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ status: 'not ready', checks: { database: true, migrations: false, queue: true } });
    } finally {
      await db.insertInto('schema_migration').values({ name: '083_realtime_event' }).execute();
    }
  });
});

describe('the job queue', () => {
  it('gives each job to exactly one of several workers on the database', async () => {
    const name = `claim-once-${randomBytes(3).toString('hex')}`;
    const queues = [
      new JobQueue(t.server.app.database, quiet, { maintenanceSeconds: 60, pollingSeconds: 1 }),
      new JobQueue(t.server.app.database, quiet, { maintenanceSeconds: 60, pollingSeconds: 1 }),
    ];
    const runs: { queue: number; job: number }[] = [];
    try {
      for (const [i, queue] of queues.entries()) {
        await queue.start();
        await queue.define(name, { retryLimit: 0, expireSeconds: 60 });
        await queue.work<{ n: number }>(name, async (run) => {
          runs.push({ queue: i, job: run.data.n });
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
      }
      for (let n = 0; n < 30; n++) await queues[n % 2].send(name, { n });
      queues.forEach((q) => q.wake(name));
      await until(async () => (await queues[0].unfinished([name])) === 0, 'every job done');
      expect(runs.map((r) => r.job).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    } finally {
      for (const queue of queues) await queue.drain(1000);
    }
  });

  it('registers scheduled work with app.jobs.schedule(name, cron, handler): stored once, run by a worker', async () => {
    expect(await t.server.app.jobs.scheduled(HOUSEKEEPING_JOB)).toBe(HOUSEKEEPING_CRON);
    let ran = 0;
    await t.server.app.jobs.schedule('cluster-test-tick', '*/5 * * * *', async () => {
      ran++;
    });
    expect(await t.server.app.jobs.scheduled('cluster-test-tick')).toBe('*/5 * * * *');
    // What the timekeeper sends at a tick: one job of the schedule's name.
    await t.server.app.jobs.send('cluster-test-tick', {});
    t.server.app.jobs.wake('cluster-test-tick');
    await until(() => ran === 1, 'the scheduled handler');
  });
});

describe('realtime deliveries between instances (LISTEN/NOTIFY)', () => {
  it('reach every other instance once, in order, never the sender again; large ones through the table', async () => {
    const buses = [new NotifyBus(t.server.app.database, quiet), new NotifyBus(t.server.app.database, quiet)];
    const got: RelayedDelivery[][] = [[], []];
    try {
      for (const [i, bus] of buses.entries()) await bus.start((d) => got[i].push(d));
      const big = '大'.repeat(5000); // 15,000 bytes: past what one notification carries
      buses[0].publish({ kind: 'publish', destination: '/topic/a', body: 'one', contentType: 'text/plain' });
      buses[0].publish({ kind: 'user', tenantId: 1, userId: 2, event: { type: 'broadcast', tenantId: 1, message: big, time: '' } });
      buses[0].publish({ kind: 'tenant', tenantId: 1, event: { type: 'broadcast', tenantId: 1, message: 'three', time: '' } });
      await buses[0].flushed();
      await until(() => got[1].length === 3, 'the three deliveries');
      expect(got[1].map((d) => d.kind)).toEqual(['publish', 'user', 'tenant']);
      expect(got[1][1]).toMatchObject({ kind: 'user', event: { message: big } });
      expect(got[0]).toEqual([]);
    } finally {
      for (const bus of buses) await bus.stop();
    }
  });
});

describe('task files in the database', () => {
  it('stores a file in chunks and streams it back whole; unfinished or removed files are not there', async () => {
    const files = new DatabaseFileStore(t.server.app.database.db);
    const name = newStoredName();
    const bytes = randomBytes(700 * 1024);
    const out = files.create('export', name);
    for (let at = 0; at < bytes.length; at += 70_001) {
      if (!out.write(bytes.subarray(at, at + 70_001))) await new Promise((resolve) => out.once('drain', resolve));
    }
    expect(await files.open('export', name)).toBeNull(); // not finished yet
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const chunks = await t.server.app.database.db.selectFrom('sys_task_file_chunk').select('seq').where('name', '=', name).execute();
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const file = await files.open('export', name);
    expect(file?.size).toBe(bytes.length);
    const read: Buffer[] = [];
    for await (const chunk of file!.stream) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    expect(await files.open('import', name)).toBeNull(); // another bucket
    await files.remove('export', name);
    expect(await files.open('export', name)).toBeNull();
    expect(await t.server.app.database.db.selectFrom('sys_task_file_chunk').select('seq').where('name', '=', name).execute()).toEqual([]);
  });
});

describe('sign-in state shared through the database', () => {
  it('a captcha issued by one instance is checked, once, by another', async () => {
    const [a, b] = [new CaptchaStore(t.server.app.database.db), new CaptchaStore(t.server.app.database.db)];
    const code = await a.issue('shared-1');
    const checks = await Promise.all([b.check('shared-1', code), a.check('shared-1', code)]);
    expect(checks.sort()).toEqual([false, true]);
  });

  it('a phone code sent through one instance is checked by another, and the per-minute limit counts both', async () => {
    const [a, b] = [new VerificationCodes(t.server.app.database.db), new VerificationCodes(t.server.app.database.db)];
    const sends = await Promise.all([a.issue('sms-login', '13900000001'), b.issue('sms-login', '13900000001')]);
    expect(sends.map((s) => s.status).sort()).toEqual(['ok', 'too-soon']);
    const sent = sends.find((s) => s.status === 'ok');
    expect(await b.check('sms-login', '13900000001', sent?.status === 'ok' ? sent.code : '')).toBe(true);
    expect(await a.check('sms-login', '13900000001', sent?.status === 'ok' ? sent.code : '')).toBe(false);
  });

  it('rate-limit counters count the calls of every instance in one window', async () => {
    const Store = databaseRateLimitStore(t.server.app.database.db);
    const route = { routeInfo: { method: 'POST', url: '/auth/oauth/token' } };
    const [a, b] = [new Store({}).child(route as never), new Store({}).child(route as never)];
    const incr = (store: typeof a) => new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr('10.0.0.9', (e, r) => (e ? reject(e) : resolve(r!)), 60_000, 5));
    const counts = await Promise.all([incr(a), incr(b), incr(a), incr(b)]);
    expect(counts.map((c) => c.current).sort()).toEqual([1, 2, 3, 4]);
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
    const other = new Store({}).child({ routeInfo: { method: 'GET', url: '/code' } } as never);
    expect((await incr(other)).current).toBe(1);
  });

  it('the housekeeping job deletes what has expired and keeps the rest', async () => {
    const db = t.server.app.database.db;
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await db
      .insertInto('auth_captcha')
      .values([
        { random_str: 'hk-old', code: '1111', expires_at: past },
        { random_str: 'hk-new', code: '2222', expires_at: future },
      ])
      .execute();
    await db
      .insertInto('rate_limit_hit')
      .values([
        { key: 'hk-old', hits: 3, window_end: past },
        { key: 'hk-new', hits: 1, window_end: future },
      ])
      .execute();
    const deleted = await deleteExpired(db);
    expect(deleted.auth_captcha).toBeGreaterThanOrEqual(1);
    expect((await db.selectFrom('auth_captcha').select('random_str').where('random_str', 'like', 'hk-%').execute()).map((r) => r.random_str)).toEqual(['hk-new']);
    expect((await db.selectFrom('rate_limit_hit').select('key').where('key', 'like', 'hk-%').execute()).map((r) => r.key)).toEqual(['hk-new']);
  });
});
