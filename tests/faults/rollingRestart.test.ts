import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, stopInstance } from '../../scripts/instances';
import { startRealtime } from '../../src/providers/live';
import { call, database, figure, origin, pause, ports, seconds, signIn, until } from './cluster';

/**
 * A rolling restart through deploy/nginx.conf under steady load (docs/operating.md, "What survives what"):
 * SIGTERM instance a and start it again, then b, while reads, writes and exports go through the proxy and the
 * console's own realtime client listens there. No read fails; every write is carried out once (answered, or
 * refused with a status that says it was not carried out, and then tried again with its Idempotency-Key as the
 * console does); the websockets reconnect within 5 s and miss no reminder.
 */
const db = database();
const RUN = randomUUID().slice(0, 8);
const RECONNECT_LIMIT_MS = 5000;
const RETRYABLE = [0, 502, 503, 504];

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.query('delete from act_account_type where account_type_name like $1', [`roll${RUN}%`]);
  await db.end();
});

describe('a rolling restart behind nginx under steady load', () => {
  it('fails no read, carries every write out once, and keeps the websockets within 5 s of their reminders', async () => {
    const admin = await signIn(db, 'a');
    const token = admin.token;

    // The console's realtime client, through the proxy (Node 20 has no WebSocket: the ws package's, as a browser's).
    const global = globalThis as { WebSocket?: unknown };
    global.WebSocket ??= createRequire(import.meta.url)('ws');
    const received = new Set<number>();
    const channels = { stomp: { up: false, since: 0, gaps: [] as number[] }, topic: { up: false, since: 0, gaps: [] as number[] } };
    const stop = startRealtime({
      token,
      tenantId: admin.tenantId,
      userId: admin.userId,
      origin: origin.proxy.replace('http', 'ws'),
      onReminder: (_message, id) => id !== undefined && received.add(id),
      onStateChange: (state) => {
        for (const name of ['stomp', 'topic'] as const) {
          const channel = channels[name];
          if (channel.up && !state[name]) channel.since = performance.now();
          if (!channel.up && state[name] && channel.since > 0) channel.gaps.push(performance.now() - channel.since);
          channel.up = state[name];
        }
      },
    });

    const gets = { total: 0, failed: [] as string[] };
    const posts = { total: 0, triedAgain: 0, carriedOutAnyway: [] as string[], refused: [] as string[] };
    const exports: number[] = [];
    const unanswered: string[] = [];
    let loading = true;

    const readLoop = async (i: number) => {
      for (let n = 0; loading; n++) {
        const path = (i + n) % 2 ? '/admin/user/info' : '/accountcenter/actAccountType/listPage?current=1&size=10';
        try {
          const reply = await call('proxy', 'GET', path, { token, timeoutMs: 15_000 });
          if (reply.status !== 200) gets.failed.push(`${path}: ${reply.status} ${reply.bytes.toString('utf8').slice(0, 120)}`);
        } catch (error) {
          gets.failed.push(`${path}: ${(error as Error).message}`);
        }
        gets.total++;
        await pause(20);
      }
    };

    /** A write the console would send with its Idempotency-Key: tried again only while it was not carried out. */
    const writeLoop = async () => {
      for (let n = 0; loading; n++) {
        const name = `roll${RUN}-${n}`;
        const key = randomUUID();
        for (;;) {
          let status = 0;
          let text: string;
          let retryAfter = 0;
          try {
            const reply = await call('proxy', 'POST', '/accountcenter/actAccountType', {
              token,
              json: { accountTypeName: name, accountType: 1, accountKind: 1 },
              headers: { 'Idempotency-Key': key },
              timeoutMs: 15_000,
            });
            ({ status } = reply);
            text = reply.bytes.toString('utf8').slice(0, 120);
            retryAfter = Number(reply.headers.get('retry-after') ?? 0);
          } catch (error) {
            text = (error as Error).message;
          }
          if (status === 200) break;
          if (!RETRYABLE.includes(status)) {
            posts.refused.push(`${name}: ${status} ${text}`);
            break;
          }
          posts.triedAgain++;
          const written = (await db.query('select count(*)::int as n from act_account_type where account_type_name = $1', [name])).rows[0].n;
          if (written > 0) {
            posts.carriedOutAnyway.push(`${name}: ${status} ${text}`);
            break;
          }
          await pause(retryAfter > 0 ? retryAfter * 1000 : 500);
        }
        posts.total++;
        await pause(50);
      }
    };

    /** Small exports, one a second: each ends with a reminder for the realtime client. */
    const exportLoop = async () => {
      while (loading) {
        // One not answered brings no reminder to wait for (the write loop holds writes to account): it is counted.
        try {
          const reply = await call('proxy', 'POST', '/accountcenter/actAccountType/export', {
            token,
            json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: '福利' },
            timeoutMs: 15_000,
          });
          if (reply.status === 200 && reply.body.code === 0) exports.push(reply.body.data.taskId);
          else unanswered.push(`${reply.status}`);
        } catch (error) {
          unanswered.push((error as Error).message);
        }
        await pause(1000);
      }
    };

    try {
      await until(async () => (channels.stomp.up && channels.topic.up ? true : undefined), 'the realtime client to connect', 15_000);
      const loops = [readLoop(0), readLoop(1), readLoop(2), writeLoop(), exportLoop()];
      await pause(2000);
      for (const name of ['a', 'b'] as const) {
        const stopping = performance.now();
        await stopInstance(name);
        await startInstance(name, ports[name]);
        figure(`rolling restart: ${name} stopped (SIGTERM) and ready again after`, seconds(performance.now() - stopping), 'none');
        await pause(3000);
      }
      loading = false;
      await Promise.all(loops);

      figure('rolling restart: reads that failed', `${gets.failed.length} of ${gets.total}`, '0');
      expect(gets.failed).toEqual([]);
      figure('rolling restart: writes carried out once', `${posts.total} of ${posts.total}, ${posts.triedAgain} tried again after a status that said not carried out`, 'every one once');
      expect(posts.refused).toEqual([]);
      expect(posts.carriedOutAnyway).toEqual([]);
      const counts = (
        await db.query('select count(*)::int as n, count(distinct account_type_name)::int as names from act_account_type where account_type_name like $1', [`roll${RUN}-%`])
      ).rows[0];
      expect(counts).toEqual({ n: posts.total, names: posts.total });

      const gaps = [...channels.stomp.gaps, ...channels.topic.gaps];
      figure('rolling restart: websocket reconnections', `${gaps.length}, longest ${gaps.length ? seconds(Math.max(...gaps)) : '-'}`, '5 s each');
      expect(channels.stomp.gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeLessThan(RECONNECT_LIMIT_MS);

      // Every export answered ends with a stored reminder, and the client has each one.
      await until(
        async () => ((await db.query("select count(*)::int as n from sys_export_task where id = any($1) and state = 'doing'", [exports])).rows[0].n === 0 ? true : undefined),
        'the exports to end',
        120_000,
        250,
      );
      const reminders = (await db.query("select id from sys_message where ref_type = 'export' and ref_id = any($1)", [exports])).rows.map((r) => Number(r.id));
      expect(reminders).toHaveLength(exports.length);
      const missing = () => reminders.filter((id) => !received.has(id));
      await until(async () => (missing().length === 0 ? true : undefined), `the reminders ${missing().join(', ')} to reach the client`, 30_000);
      figure('rolling restart: reminders reaching the console', `${reminders.length} of ${reminders.length} (exports not started: ${unanswered.length})`, 'all');
    } finally {
      loading = false;
      stop();
    }
  }, 600_000);
});
