// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, mayRetry, RETRY_GIVE_UP_MS, type HttpClient } from '@/providers/http';
import { serviceStatus } from '@/providers/serviceStatus';

/**
 * The console while the service is unavailable (docs/operating.md, "What survives what"): a call that was not
 * carried out (503, a proxy's 502/504, no answer) is tried again by itself when repeating it is safe, with one
 * banner meanwhile (serviceStatus) and no toast per try, against a real local server.
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let answers: Handler[] = [];
let seen: IncomingMessage[] = [];
let server: Server;
let baseURL: string;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const unavailable = json(503, { code: 1, msg: '服务暂不可用，请稍后重试', data: null }, { 'retry-after': '2' });
const ok = json(200, { code: 0, msg: null, data: 'done' });

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(req);
      (answers.shift() ?? ok)(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catering`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let shown: string[];
let waits: number[];
let bannerDuringWaits: boolean[];
let clock: number;
let client: HttpClient;

beforeEach(() => {
  answers = [];
  seen = [];
  shown = [];
  waits = [];
  bannerDuringWaits = [];
  clock = 0;
  // A clock of the test's own: each wait moves it on, so giving up needs no real minute.
  client = createHttpClient({
    baseURL,
    getToken: () => 'tok',
    getTenantId: () => 1,
    getAesKey: () => 'atriumdevkey0001',
    showError: (text) => shown.push(text),
    onUnauthorized: () => undefined,
    adapter: 'http',
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      bannerDuringWaits.push(serviceStatus.unavailable());
      clock += ms;
    },
  });
});

describe('a call answered "not now"', () => {
  it("is tried again after the server's Retry-After while the banner shows, without a toast, until it is answered", async () => {
    answers = [unavailable, unavailable, ok];
    const res = await client.get('/admin/user/info');
    expect(res.data.data).toBe('done');
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([2000, 2000]);
    expect(bannerDuringWaits).toEqual([true, true]);
    expect(serviceStatus.unavailable()).toBe(false);
    expect(shown).toEqual([]);
  });

  it("tries a proxy's 502 and 504, and a connection dropped before any answer, again too (1 s, then 2 s)", async () => {
    answers = [json(502, 'Bad Gateway'), (req) => req.socket.destroy(), json(504, 'Gateway Time-out'), ok];
    expect((await client.get('/things')).data.data).toBe('done');
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(shown).toEqual([]);
  });

  it('tries a list read sent as POST again when it is marked a read', async () => {
    answers = [unavailable, ok];
    await client.post('/accountcenter/actAccount/son/list', { current: 1 }, { read: true });
    expect(seen.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it("does not try a write again without an Idempotency-Key: it shows the server's message once and rejects", async () => {
    answers = [unavailable, ok];
    await expect(client.post('/accountcenter/actAccountType', { accountTypeName: 'x' })).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(1);
    expect(shown).toEqual(['服务暂不可用，请稍后重试']);
  });

  it('tries a write that carries an Idempotency-Key again, with the same key', async () => {
    answers = [unavailable, ok];
    await client.post('/accountcenter/actAccount/exchangeAccounts/recharge', [{ changeNum: '1' }], { headers: { 'Idempotency-Key': 'k-1' } });
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
  });

  it(`gives up after ${RETRY_GIVE_UP_MS / 1000} s of tries, shows why once, and takes the banner down`, async () => {
    answers = Array.from({ length: 100 }, () => unavailable);
    const failed = client.get('/admin/user/info');
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ statusCode: 503, message: '服务暂不可用，请稍后重试' });
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(RETRY_GIVE_UP_MS);
    expect(seen.length).toBe(waits.length + 1);
    expect(shown).toEqual(['服务暂不可用，请稍后重试']);
    expect(serviceStatus.unavailable()).toBe(false);
  });
});

describe('a read that finds no server at all', () => {
  it('is tried again, then shows 系统未知错误,请反馈给管理员 once its tries gave up', async () => {
    const dead = createHttpClient({
      baseURL: 'http://127.0.0.1:1/catering',
      getToken: () => undefined,
      getTenantId: () => undefined,
      getAesKey: () => 'atriumdevkey0001',
      showError: (text) => shown.push(text),
      onUnauthorized: () => undefined,
      adapter: 'http',
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await expect(dead.get('/x')).rejects.toMatchObject({ statusCode: 0, message: '系统未知错误,请反馈给管理员' });
    expect(waits.length).toBeGreaterThan(1);
    expect(shown).toEqual(['系统未知错误,请反馈给管理员']);
  });
});

describe('the retry policy', () => {
  it('repeats reads (GET, HEAD, a marked read) and writes that carry an Idempotency-Key, nothing else', () => {
    expect(mayRetry({ method: 'get', headers: {} as never })).toBe(true);
    expect(mayRetry({ method: 'head', headers: {} as never })).toBe(true);
    expect(mayRetry({ method: 'post', headers: {} as never, read: true })).toBe(true);
    expect(mayRetry({ method: 'post', headers: { 'Idempotency-Key': 'k' } as never })).toBe(true);
    for (const method of ['post', 'put', 'delete', 'patch']) expect(mayRetry({ method, headers: {} as never })).toBe(false);
  });
});
