import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, database, figure, probe, signIn, until, type Reply } from './cluster';

/**
 * Every connection of an instance's pool taken (docs/operating.md, "What survives what"): the test holds a
 * lock that the account type list waits on, so the calls that got a connection keep it, and those that find
 * none wait DB_POOL_TIMEOUT_MS (10 s by default) and are answered 503 with Retry-After, never left hanging;
 * /healthz answers throughout. Once the lock goes, the calls that waited on it are answered too.
 */
const db = database();
const POOL_TIMEOUT_MS = 10_000;
const CALLS = 30;

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('an instance whose database connections are all taken', () => {
  it('answers a call that waited DB_POOL_TIMEOUT_MS for one 503 with Retry-After, and /healthz all along', async () => {
    const admin = await signIn(db, 'a');
    const locker = database();
    await locker.connect();
    const replies: Promise<Reply>[] = [];
    try {
      await locker.query('begin');
      await locker.query('lock table act_account_type in access exclusive mode');
      for (let i = 0; i < CALLS; i++) replies.push(call('a', 'GET', `/accountcenter/actAccountType/listPage?current=1&size=10&n=${i}`, { token: admin.token }));
      // Those without a connection are answered while the others still wait on the lock.
      const settled: Reply[] = [];
      for (const reply of replies) void reply.then((r) => settled.push(r));
      const { value: busy } = await until(
        async () => (settled.filter((r) => r.status === 503).length >= CALLS - 10 ? settled.filter((r) => r.status === 503) : undefined),
        'the calls without a connection to be answered',
        POOL_TIMEOUT_MS + 20_000,
        50,
      );
      for (let i = 0; i < 3; i++) expect((await probe('a', '/healthz')).status).toBe(200);
      for (const reply of busy) {
        expect(reply.body).toEqual({ code: 1, msg: '服务繁忙，请稍后重试', data: null });
        expect(reply.headers.get('retry-after')).toBe('1');
      }
      const slowest = Math.max(...busy.map((r) => r.ms));
      figure(
        'pool exhausted: calls without a connection answered 503',
        `${busy.length} of ${CALLS}, slowest after ${Math.round(slowest)} ms`,
        `DB_POOL_TIMEOUT_MS ${POOL_TIMEOUT_MS} ms of waiting`,
      );
    } finally {
      await locker.query('commit');
      await locker.end();
    }
    const all = await Promise.all(replies);
    expect(all.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(all.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // And the instance serves as before.
    expect((await call('a', 'GET', '/accountcenter/actAccountType/listPage?current=1&size=10', { token: admin.token })).status).toBe(200);
  }, 120_000);
});
