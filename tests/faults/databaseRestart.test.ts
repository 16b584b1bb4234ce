import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDestination } from '../../schemas/realtime';
import { TestSocket } from '../api/support/wsClient';
import { call, database, figure, origin, pause, pgCtl, probe, seconds, signIn, until, type Reply, type Side } from './cluster';

/**
 * PostgreSQL stopped under steady calls and started again (docs/operating.md, "What survives what"): every
 * call answers within 2 s with 503 in the envelope and Retry-After, the instances say not ready and never exit;
 * within 5 s of the database's return they serve again, listen again, a reminder sent then reaches a socket
 * of the other instance, and the export the outage interrupted finishes.
 */
// A connection of its own is lost with the database: a new one is opened once it is back.
let db = database();
const EXPORT_ROWS = 100_000;
const OUTAGE_MS = 8000;
const ANSWER_LIMIT_MS = 2000;
const BACK_LIMIT_MS = 5000;

beforeAll(async () => {
  await db.connect();
  await db.query(`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
    select 1, 'dbexp' || g, 1, 1 from generate_series(1, ${EXPORT_ROWS}) g`);
});
afterAll(async () => {
  await db.query("delete from act_account_type where account_type_name like 'dbexp%'");
  await db.end();
});

const pidOf = (name: string) => Number(readFileSync(join(process.env.SCALEOUT_DIR!, `${name}.pid`), 'utf8'));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('PostgreSQL stopped and started again', () => {
  it('is answered 503 with Retry-After within 2 s meanwhile, and served again within 5 s of its return', async () => {
    const admin = await signIn(db, 'a');
    // A reminder socket on b, open across the outage (it needs no database while it stays open).
    const socket = new TestSocket(`${origin.b.replace('http', 'ws')}/act/ws`);
    await socket.opened;
    socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${admin.token}`, 'TENANT-ID': String(admin.tenantId), 'heart-beat': '0,0' });
    expect((await socket.nextFrame())?.command).toBe('CONNECTED');
    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: reminderDestination(admin.tenantId, admin.userId), receipt: 'r1' });
    expect((await socket.nextFrame())?.command).toBe('RECEIPT');

    // An export under way on a when the database goes.
    const running = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'dbexp' } });
    const interrupted = running.body.data.taskId as number;
    await until(
      async () => ((await db.query('select success_num from sys_export_task where id = $1', [interrupted])).rows[0].success_num > 0 ? true : undefined),
      'the export to start',
      60_000,
      50,
    );
    const pids = { a: pidOf('a'), b: pidOf('b') };
    await db.end();

    const answers: (Reply & { side: Side })[] = [];
    const probes: { side: Side; health: number; ready: number }[] = [];
    let started: number;
    await pgCtl('stop');
    try {
      const stopped = performance.now();
      while (performance.now() - stopped < OUTAGE_MS) {
        for (const side of ['a', 'b', 'proxy'] as const) {
          // A call that does not answer within the limit aborts, and the test fails on it.
          answers.push({ side, ...(await call(side, 'GET', '/admin/user/info', { token: admin.token, timeoutMs: ANSWER_LIMIT_MS })) });
          answers.push({ side, ...(await call(side, 'GET', '/accountcenter/actAccountType/listPage?current=1&size=10', { token: admin.token, timeoutMs: ANSWER_LIMIT_MS })) });
        }
        for (const side of ['a', 'b'] as const) probes.push({ side, health: (await probe(side, '/healthz')).status, ready: (await probe(side, '/readyz')).status });
        await pause(250);
      }
    } finally {
      await pgCtl('start');
      started = performance.now();
    }
    for (const answer of answers) {
      expect(answer.status, `${answer.side}: ${answer.bytes.toString('utf8')}`).toBe(503);
      expect(answer.body).toEqual({ code: 1, msg: '服务暂不可用，请稍后重试', data: null });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(probes.every((p) => p.health === 200 && p.ready === 503)).toBe(true);
    expect(alive(pids.a) && alive(pids.b)).toBe(true);
    figure(
      'database stopped: calls answered 503 with Retry-After',
      `${answers.length} of ${answers.length}, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
      `${ANSWER_LIMIT_MS} ms each`,
    );

    for (const side of ['a', 'b'] as const) {
      await until(
        async () => ((await call(side, 'GET', '/admin/user/info', { token: admin.token, timeoutMs: ANSWER_LIMIT_MS })).status === 200 ? true : undefined),
        `${side} to serve again`,
        BACK_LIMIT_MS,
        50,
      );
      figure(`database back: ${side} serves again after`, seconds(performance.now() - started), '5 s');
    }
    for (const side of ['a', 'b'] as const) {
      await until(async () => ((await probe(side, '/readyz')).status === 200 ? true : undefined), `${side} to be ready (listening again)`, BACK_LIMIT_MS, 50);
      figure(`database back: ${side} ready, LISTEN taken up again, after`, seconds(performance.now() - started), '5 s');
    }
    expect(alive(pids.a) && alive(pids.b)).toBe(true);
    db = database();
    await db.connect();

    try {
      // A task requested on a right away ends with a reminder, which reaches the socket on b.
      const small = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: '福利' } });
      expect(small.body.code).toBe(0);
      const frame = await socket.nextFrame(60_000);
      expect(frame).toMatchObject({ command: 'MESSAGE', body: '账户类型导出' });
      const stored = (await db.query("select id from sys_message where ref_type = 'export' and ref_id = $1", [small.body.data.taskId])).rows[0];
      expect(frame?.headers['reminder-id']).toBe(String(stored.id));

      // The task queue resumed: the export the outage interrupted runs again and finishes, every row.
      await until(
        async () => ((await db.query('select state from sys_export_task where id = $1', [interrupted])).rows[0].state !== 'doing' ? true : undefined),
        'the interrupted export to finish',
        180_000,
        250,
      );
      figure('database back: the export it interrupted done after', seconds(performance.now() - started), 'none');
      const task = (await db.query('select state, success_num from sys_export_task where id = $1', [interrupted])).rows[0];
      expect(task).toEqual({ state: 'done', success_num: EXPORT_ROWS });
    } finally {
      socket.close();
    }
  }, 600_000);
});
