import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { broadcastDestination, reminderDestination, taskDestination } from '../../schemas/realtime';
import type { TaskEvent } from '../../schemas/tasks';
import { CI_SECRETS } from '../../scripts/productionSecrets';
import { startInstance, stopInstance } from '../../scripts/instances';
import { requestInit, type RequestOptions } from '../api/support/server';
import { TestSocket } from '../api/support/wsClient';
import { readWorkbook, sheetRows } from '../api/support/xlsx';

/**
 * Two production instances (`node dist-server/main.mjs`, each with its own DATA_DIR and PORT) on one PostgreSQL,
 * started by `.ci/run` (SCALEOUT_A_PORT, SCALEOUT_B_PORT, SCALEOUT_DIR): everything a user does may land on
 * either, and must behave as one server. The database is read directly only for what a user would read from
 * their phone or the captcha image (codes), and to seed a large table.
 */
const ports = { a: Number(process.env.SCALEOUT_A_PORT), b: Number(process.env.SCALEOUT_B_PORT) };
if (!ports.a || !ports.b || !process.env.DATABASE_URL) throw new Error('run through .ci/run: SCALEOUT_A_PORT, SCALEOUT_B_PORT and DATABASE_URL are needed');
const url = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };
type Side = keyof typeof url;
const API = '/catering';
const basic = `Basic ${Buffer.from(CI_SECRETS.OAUTH_CLIENT).toString('base64')}`;
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

async function call(side: Side, method: string, path: string, options: RequestOptions = {}) {
  const res = await fetch(`${url[side]}${API}${path}`, requestInit(method, options));
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, bytes };
}

async function probeReady(side: Side) {
  const res = await fetch(`${url[side]}/readyz`);
  return { status: res.status, body: await res.json() };
}

/** A captcha drawn by one instance; its answer read where the image's answer lives (what the user reads off the image). */
async function captchaFrom(side: Side) {
  const randomStr = `s${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  expect((await call(side, 'GET', `/code?randomStr=${randomStr}`)).status).toBe(200);
  const { rows } = await db.query('select code from auth_captcha where random_str = $1', [randomStr]);
  return { randomStr, code: rows[0].code as string };
}

async function passwordGrant(captchaSide: Side, tokenSide: Side, username: string, password: string = CI_SECRETS.DEMO_PASSWORD, extra: Record<string, string> = {}) {
  const { randomStr, code } = await captchaFrom(captchaSide);
  const form = { username, password: encryptLoginPassword(password, CI_SECRETS.LOGIN_AES_KEY), grant_type: 'password', scope: 'server', randomStr, code, ...extra };
  return call(tokenSide, 'POST', '/auth/oauth/token', { form, headers: { authorization: basic } });
}

async function signIn(side: Side, username: string) {
  const reply = await passwordGrant(side, side, username);
  expect(reply.status).toBe(200);
  return { token: reply.body.access_token as string, userId: reply.body.user_id as number, tenantId: reply.body.tenant_id as number };
}

async function latestCode(purpose: string, target: string): Promise<string> {
  const { rows } = await db.query('select code from auth_code where purpose = $1 and target = $2', [purpose, target]);
  return rows[0].code;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function exportTask(side: Side, token: string, id: number) {
  const page = await call(side, 'GET', '/admin/v1/export-task/page?size=100', { token });
  return (page.body.data.records as { id: number; state: string; successNum: number; totalNum: number; downloadUrl: string | null; message: string | null }[]).find((r) => r.id === id);
}

const finished = (side: Side, token: string, id: number) =>
  until(async () => {
    const task = await exportTask(side, token, id);
    return task && task.state !== 'doing' ? task : undefined;
  }, `export ${id} to finish`);

async function stompOn(side: Side, user: { token: string; tenantId: number }, destination: string) {
  const socket = new TestSocket(`${url[side].replace('http', 'ws')}/act/ws`);
  await socket.opened;
  socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${user.token}`, 'TENANT-ID': String(user.tenantId), 'heart-beat': '0,0' });
  expect((await socket.nextFrame())?.command).toBe('CONNECTED');
  socket.sendFrame('SUBSCRIBE', { id: 's1', destination, receipt: 'r1' });
  expect((await socket.nextFrame())?.command).toBe('RECEIPT');
  return socket;
}

describe('two instances on one PostgreSQL', () => {
  it('are both ready', async () => {
    for (const side of ['a', 'b'] as const) {
      expect((await fetch(`${url[side]}/healthz`)).status).toBe(200);
      const ready = await probeReady(side);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: true, migrations: true, queue: true, realtime: true } });
    }
  });

  it('sign in with a captcha drawn by the other instance; the token works on both; logout on one ends it on both', async () => {
    const reply = await passwordGrant('a', 'b', 'admin');
    expect(reply.status).toBe(200);
    const token = reply.body.access_token;
    for (const side of ['a', 'b'] as const) expect((await call(side, 'GET', '/admin/user/info', { token })).status).toBe(200);
    // The captcha is spent wherever it was checked.
    const { randomStr, code } = await captchaFrom('a');
    const form = { username: 'admin', password: encryptLoginPassword(CI_SECRETS.DEMO_PASSWORD, CI_SECRETS.LOGIN_AES_KEY), grant_type: 'password', scope: 'server', randomStr, code };
    expect((await call('b', 'POST', '/auth/oauth/token', { form, headers: { authorization: basic } })).status).toBe(200);
    expect((await call('a', 'POST', '/auth/oauth/token', { form, headers: { authorization: basic } })).status).toBe(428);

    expect((await call('b', 'DELETE', '/auth/token/logout', { token })).status).toBe(200);
    for (const side of ['a', 'b'] as const) expect((await call(side, 'GET', '/admin/user/info', { token })).status).toBe(401);
  });

  it('a phone code sent through one instance signs in through the other; a second-factor code too', async () => {
    const { randomStr, code } = await captchaFrom('b');
    expect((await call('a', 'GET', `/admin/mobile/1/13800000001?randomStr=${randomStr}&captchaCode=${code}`)).status).toBe(200);
    const sms = await latestCode('sms-login', '13800000001');
    const signedIn = await call('b', 'POST', '/auth/mobile/token/sms', { form: { mobile: 'SMS@13800000001', code: sms }, headers: { authorization: basic } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user_info.username).toBe('admin');

    expect((await passwordGrant('a', 'a', 'secure')).status).toBe(426);
    expect((await call('b', 'POST', '/admin/v1/sendCaptcha/secondCheck', { json: { username: 'secure' } })).status).toBe(200);
    const { rows } = await db.query("select user_id from sys_user where username = 'secure'");
    const second = await latestCode('second-factor', String(rows[0].user_id));
    expect((await passwordGrant('a', 'a', 'secure', CI_SECRETS.DEMO_PASSWORD, { secondCode: second })).status).toBe(200);
  });

  it('shares the login lockout: failures on either instance count down surplusTimes together', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await passwordGrant(i % 2 ? 'b' : 'a', i % 2 ? 'b' : 'a', 'tenant', 'wrong-password');
      seen.push(reply.body.surplusTimes);
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    for (const side of ['a', 'b'] as const) {
      const right = await passwordGrant(side, side, 'tenant');
      expect(right.body.msg).toBe('账户已锁定，请10分钟后再试');
    }
  });

  it('counts the sign-in rate limit over both instances', async () => {
    const limit = Number(process.env.SCALEOUT_LOGIN_RATE_LIMIT ?? 60);
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) statuses.push((await call(i % 2 ? 'b' : 'a', 'POST', '/auth/login/secCheck', { json: { username: 'admin' } })).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });

  it('a broadcast sent through one instance reaches a socket on the other; an export reminder reaches it whichever instance ran the export', async () => {
    const admin = await signIn('a', 'admin');
    const onB = await stompOn('b', admin, broadcastDestination(admin.tenantId));
    const reminders = await stompOn('b', admin, reminderDestination(admin.tenantId, admin.userId));
    try {
      const sent = await call('a', 'POST', '/consumer/send/broadcast', { token: admin.token, json: { message: '两个实例的广播' } });
      expect(sent.status).toBe(200);
      expect((await onB.nextFrame(10_000))?.body).toBe('两个实例的广播');

      const requested = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
      expect(requested.body.code).toBe(0);
      const frame = await reminders.nextFrame(60_000);
      expect(frame).toMatchObject({ command: 'MESSAGE', body: '账户类型导出' });
      expect(frame?.headers['reminder-id']).toMatch(/^\d+$/);
    } finally {
      onB.close();
      reminders.close();
    }
  });

  it('serves a file an export wrote on one instance through the other', async () => {
    const admin = await signIn('a', 'admin');
    const requested = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
    const task = await finished('b', admin.token, requested.body.data.taskId);
    expect(task.state).toBe('done');
    for (const side of ['a', 'b'] as const) {
      const file = await call(side, 'GET', task.downloadUrl!, { token: admin.token });
      expect(file.status).toBe(200);
      const rows = sheetRows((await readWorkbook(file.bytes)).worksheets[0]);
      expect(rows).toHaveLength(task.totalNum + 1);
      expect(rows[0][0]).toBe('账户类型名称');
    }
  });

  it('runs exports requested alternately on both instances exactly once each', async () => {
    const admin = await signIn('b', 'admin');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await call(i % 2 ? 'b' : 'a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
      expect(reply.body.code).toBe(0);
      ids.push(reply.body.data.taskId);
    }
    for (const id of ids) expect((await finished(id % 2 ? 'a' : 'b', admin.token, id)).state).toBe('done');
    // The queue marks a job completed just after its handler has stored the task as done: wait for all six to
    // leave 'active' (whatever state they reach), then check each ran once and completed.
    const rows = await until(async () => {
      const { rows } = await db.query('select t.attempt, j.state, j.retry_count from sys_export_task t join pgboss.job j on j.id::text = t.job_id where t.id = any($1)', [ids]);
      return rows.length === 6 && rows.every((row) => row.state !== 'active') ? rows : undefined;
    }, 'the six jobs to end');
    for (const row of rows) expect(row).toEqual({ attempt: 1, state: 'completed', retry_count: 0 });
    // The reminder is sent once the task is stored as done, not in its transaction: wait for six, then make sure
    // no task sent a second.
    const reminders = async () => (await db.query("select count(*)::int as n from sys_message where ref_type = 'export' and ref_id = any($1)", [ids])).rows[0].n as number;
    await until(async () => ((await reminders()) >= 6 ? true : undefined), 'the six reminders');
    expect(await reminders()).toBe(6);
  });

  it("shows a task's progress on the other instance's socket as its worker moves, and a cancel sent there stops it", async () => {
    await db.query(`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
      select 1, 'progress' || g, 1, 1 from generate_series(1, 200000) g`);
    const admin = await signIn('a', 'admin');
    const onB = await stompOn('b', admin, taskDestination(admin.tenantId, admin.userId));
    try {
      // The instance that took the request runs its export at once: the worker is a's, the socket b's.
      const requested = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'progress' } });
      expect(requested.body.data.total).toBe(200000);
      const id = requested.body.data.taskId as number;
      const moving = await until(async () => {
        const frame = await onB.nextFrame(30_000);
        const event = frame?.body ? (JSON.parse(frame.body) as TaskEvent) : undefined;
        return event?.kind === 'export' && event.record.id === id && (event.record.progress?.done ?? 0) > 0 ? event.record : undefined;
      }, 'a progress event on b');
      expect(moving).toMatchObject({ state: 'doing', progress: { phase: 'writing', total: 200000 } });
      expect(moving.progress!.done).toBeLessThan(200000);

      const cancel = await call('b', 'POST', `/admin/v1/export-task/cancel/${id}`, { token: admin.token });
      expect(cancel.body).toMatchObject({ code: 0, msg: '已取消导出' });
      const task = await finished('a', admin.token, id);
      expect(task.state).toBe('cancelled');
      expect(task.successNum).toBeLessThan(200000);
      // a's worker left it at its next page: the row stays cancelled and the job ends.
      await until(async () => {
        const { rows } = await db.query('select j.state from sys_export_task t join pgboss.job j on j.id::text = t.job_id where t.id = $1', [id]);
        return ['completed', 'cancelled'].includes(rows[0]?.state) ? true : undefined;
      }, 'the job to end');
      expect((await exportTask('b', admin.token, id))?.state).toBe('cancelled');
    } finally {
      onB.close();
      await db.query("delete from act_account_type where account_type_name like 'progress%'");
    }
  }, 300_000);

  it('keeps a large export running on one instance while the other restarts: it finishes, nothing is failed', async () => {
    await db.query(`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
      select 1, 'scale' || g, 1, 1 from generate_series(1, 300000) g`);
    try {
      const admin = await signIn('a', 'admin');
      const requested = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'scale' } });
      expect(requested.body.data.total).toBe(300000);
      const id = requested.body.data.taskId;
      await until(async () => ((await exportTask('a', admin.token, id))?.successNum ?? 0) > 0 || undefined, 'the export to start');

      await stopInstance('b');
      expect((await probeReady('a')).status).toBe(200);
      await startInstance('b', ports.b);
      expect((await probeReady('b')).status).toBe(200);

      const task = await finished('b', admin.token, id);
      expect(task).toMatchObject({ state: 'done', successNum: 300000, totalNum: 300000, message: null });
      const failed = await db.query("select count(*)::int as n from sys_export_task where state = 'failed'");
      expect(failed.rows[0].n).toBe(0);
      const file = await call('b', 'GET', task.downloadUrl!, { token: admin.token });
      expect(file.status).toBe(200);
      expect(file.bytes.length).toBeGreaterThan(1_000_000);
    } finally {
      await db.query("delete from act_account_type where account_type_name like 'scale%'");
    }
  }, 600_000);
});
