// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, createHttpClient, type HttpClient, type HttpClientDeps } from '@/providers/http';
import { encryptPayload } from '@schemas/loginCrypto';
import { IDEMPOTENCY_MSG, VERSION_MSG } from '@schemas/idempotency';

const KEY = 'atriumdevkey0001';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let baseURL: string;

const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catering`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let shown: string[];
let onUnauthorized: Mock<() => void>;
let token: string | undefined;
let client: HttpClient;

/** A client of the test server whose toasts land in `shown`; `deps` holds what a test changes. */
const clientWith = (deps: Partial<HttpClientDeps> = {}) =>
  createHttpClient({
    baseURL,
    getToken: () => token,
    getTenantId: () => 7,
    getAesKey: () => KEY,
    showError: (t) => shown.push(t),
    onUnauthorized,
    adapter: 'http',
    ...deps,
  });

beforeEach(() => {
  shown = [];
  onUnauthorized = vi.fn<() => void>();
  token = 'tok-123';
  client = clientWith({ getLanguage: () => 'en' });
});

describe('http client: headers and transport', () => {
  it('sends the bearer token, the tenant header and repeats array params', async () => {
    let seen: IncomingMessage | undefined;
    handler = (req, res) => {
      seen = req;
      reply(res, 200, { code: 0, data: 'ok' });
    };
    await client.get('/things', { params: { ids: [1, 2, 3], name: 'x' } });
    expect(seen!.url).toBe('/catering/things?ids=1&ids=2&ids=3&name=x');
    expect(seen!.headers.authorization).toBe('Bearer tok-123');
    expect(seen!.headers['tenant-id']).toBe('7');
    // The console's language, not the browser's: server-written labels follow the language switch.
    expect(seen!.headers['accept-language']).toBe('en');
  });

  it('keeps an Authorization header the call sets itself (token calls use Basic)', async () => {
    let auth: string | undefined;
    handler = (req, res) => {
      auth = req.headers.authorization;
      reply(res, 200, { access_token: 'a' });
    };
    await client.post('/auth/oauth/token', 'a=1', { headers: { Authorization: 'Basic abc' } });
    expect(auth).toBe('Basic abc');
  });

  it('uses a 30 s time-out by default', () => {
    expect(client.defaults.timeout).toBe(30000);
    expect(client.defaults.withCredentials).toBe(true);
  });

  it('decrypts the data of a reply flagged with the encrypt header before anyone reads it', async () => {
    const payload = { records: [{ id: 1, name: '早餐' }], total: 1 };
    handler = (_req, res) => reply(res, 200, { code: 0, data: encryptPayload(payload, KEY) }, { encrypt: 'true' });
    const res = await client.get('/secret');
    expect(res.data.data).toEqual(payload);
  });

  it('leaves an unflagged reply alone', async () => {
    handler = (_req, res) => reply(res, 200, { code: 0, data: 'plain' });
    const res = await client.get('/plain');
    expect(res.data.data).toBe('plain');
  });
});

describe('http client: error catalogue (docs/product.md#errors-and-messages)', () => {
  const table: [number, string][] = [
    [403, '当前操作没有权限'],
    [404, '资源不存在'],
    [417, '未绑定登录账号，请使用密码登录后绑定'],
    [423, '演示环境不能操作'],
    [426, '用户名不存在或密码错误'],
    [429, '请求过频繁'],
    [479, '演示环境，没有权限操作'],
  ];
  it.each(table)('status %i without a msg shows %s and rejects', async (status, text) => {
    handler = (_req, res) => reply(res, status, { code: 1 });
    const err = await client.get('/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.statusCode).toBe(status);
    expect(err.message).toBe(text);
    expect(shown).toEqual([text]);
  });

  it('a 401 without a msg shows the permission text, and still ends the session', async () => {
    token = undefined;
    handler = (_req, res) => reply(res, 401, { code: 1 });
    const err = await client.get('/x').catch((e) => e);
    expect(err.message).toBe('当前操作没有权限');
    expect(shown).toEqual(['当前操作没有权限']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('prefers the server msg over the table', async () => {
    handler = (_req, res) => reply(res, 404, { code: 1, msg: '账户类型不存在' });
    const err = await client.get('/x').catch((e) => e);
    expect(err.message).toBe('账户类型不存在');
    expect(shown).toEqual(['账户类型不存在']);
  });

  it("shows the server's task limit (429 with the status-000 text of docs/product.md#errors-and-messages), not the table's 429 text", async () => {
    handler = (_req, res) => reply(res, 429, { code: 1, msg: '操作太频繁，请勿重复请求', data: null });
    const err = await client.post('/accountcenter/subject/export', {}).catch((e) => e);
    expect(err.statusCode).toBe(429);
    expect(shown).toEqual(['操作太频繁，请勿重复请求']);
  });

  it("shows the framework's refusals (405, 414) by their msg", async () => {
    for (const [status, msg] of [
      [405, '请求方法不支持'],
      [414, '请求地址过长'],
    ] as const) {
      shown = [];
      handler = (_req, res) => reply(res, status, { code: 1, msg, data: null });
      const err = await client.get('/x').catch((e) => e);
      expect(err.statusCode).toBe(status);
      expect(shown).toEqual([msg]);
    }
  });

  it('rejects code 1 on an HTTP 200 with the msg and the field errors', async () => {
    handler = (_req, res) => reply(res, 200, { code: 1, msg: '名称重复', errors: { accountTypeName: '名称重复' } });
    const err = await client.post('/x', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.statusCode).toBe(200);
    expect(err.message).toBe('名称重复');
    expect(err.errors).toEqual({ accountTypeName: '名称重复' });
    expect(shown).toEqual(['名称重复']);
  });

  it('passes field errors of a 400 to the HttpError', async () => {
    handler = (_req, res) => reply(res, 400, { code: 1, msg: '参数错误', errors: { accountTypeName: '请输入账户类型名称' } });
    const err = await client.post('/x', {}).catch((e) => e);
    expect(err.statusCode).toBe(400);
    expect(err.errors).toEqual({ accountTypeName: '请输入账户类型名称' });
  });

  it('428 is whitelisted for the sign-in calls: it rejects without a toast (the captcha field says it)', async () => {
    handler = (_req, res) => reply(res, 428, { code: 1, msg: '验证码错误,请重新输入' });
    const err = await client.post('/auth/oauth/token', 'a=1', { anonymous: true }).catch((e) => e);
    expect(err.statusCode).toBe(428);
    expect(err.message).toBe('验证码错误,请重新输入');
    expect(shown).toEqual([]);
  });

  it("a signed-in call's 428 (a change of money without its version) is shown like any refusal", async () => {
    handler = (_req, res) => reply(res, 428, { code: 1, msg: VERSION_MSG.required });
    const err = await client.post('/accountcenter/actAccount/update', {}).catch((e) => e);
    expect(err.statusCode).toBe(428);
    expect(shown).toEqual([VERSION_MSG.required]);
  });

  it('428 without a msg still carries the table text', async () => {
    handler = (_req, res) => reply(res, 428, { code: 1 });
    const err = await client.get('/x', { anonymous: true }).catch((e) => e);
    expect(err.message).toBe('验证码错误,请重新输入');
  });

  it('ignoreErrors rejects without a toast', async () => {
    handler = (_req, res) => reply(res, 426, { code: 1, msg: '用户名不存在或密码错误', surplusTimes: 4 });
    const err = await client.get('/x', { ignoreErrors: true }).catch((e) => e);
    expect(err.statusCode).toBe(426);
    expect(err.body).toMatchObject({ surplusTimes: 4 });
    expect(shown).toEqual([]);
  });

  it('a network failure shows 系统未知错误,请反馈给管理员 (a write at once; a read once its tries gave up, httpRetry.test.ts)', async () => {
    const dead = clientWith({ baseURL: 'http://127.0.0.1:1/catering', getToken: () => undefined, getTenantId: () => undefined });
    const err = await dead.post('/x').catch((e) => e);
    expect(err.statusCode).toBe(0);
    expect(err.message).toBe('系统未知错误,请反馈给管理员');
    expect(shown).toEqual(['系统未知错误,请反馈给管理员']);
  });

  it('a cancelled duplicate request shows 操作太频繁，请勿重复请求', async () => {
    handler = (_req, res) => setTimeout(() => reply(res, 200, { code: 0 }), 200);
    const ctl = new AbortController();
    const p = client.get('/slow', { signal: ctl.signal }).catch((e) => e);
    ctl.abort();
    const err = await p;
    expect(err.message).toBe('操作太频繁，请勿重复请求');
  });

  it('translates the shown message with the injected translator', async () => {
    const en = clientWith({
      getToken: () => undefined,
      getTenantId: () => undefined,
      translate: (t) => (t === '资源不存在' ? 'The resource does not exist' : t),
    });
    handler = (_req, res) => reply(res, 404, { code: 1 });
    await en.get('/x').catch(() => undefined);
    expect(shown).toEqual(['The resource does not exist']);
  });
});

describe('http client: 401 ends the session once', () => {
  it('shows a session-ending 401 through showSessionEnded when given, and nothing through showError', async () => {
    const ended: string[] = [];
    const withHolder = clientWith({ showSessionEnded: (t) => ended.push(t) });
    handler = (_req, res) => reply(res, 401, { code: 1, msg: 'Full authentication is required to access this resource' });
    await withHolder.get('/x').catch(() => undefined);
    expect(ended).toEqual(['用户凭证已过期！']);
    expect(shown).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('many failing calls give one message and one logout', async () => {
    handler = (_req, res) => reply(res, 401, { code: 1, msg: 'Full authentication is required to access this resource' });
    const errors = await Promise.all(Array.from({ length: 6 }, () => client.get('/x').catch((e) => e)));
    expect(errors.every((e) => e.statusCode === 401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['用户凭证已过期！']);
    // A later 401 in the same (already ended) session stays quiet, until a new sign-in re-arms it.
    await client.get('/x').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    client.resetUnauthorized();
    await client.get('/x').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('calls still failing after the session ended (no token any more) add no toast', async () => {
    handler = (_req, res) => reply(res, 401, { code: 1, msg: 'Full authentication is required to access this resource' });
    await client.get('/x').catch(() => undefined);
    token = undefined;
    await client.get('/menu').catch(() => undefined);
    expect(shown).toEqual(['用户凭证已过期！']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows 用户凭证已过期！ when the message is the token itself, else the message', async () => {
    handler = (_req, res) => reply(res, 401, { code: 1, msg: 'tok-123' });
    await client.get('/x').catch(() => undefined);
    expect(shown).toEqual(['用户凭证已过期！']);
    client.resetUnauthorized();
    handler = (_req, res) => reply(res, 401, { code: 1, msg: '令牌已失效' });
    await client.get('/x').catch(() => undefined);
    expect(shown).toEqual(['用户凭证已过期！', '令牌已失效']);
  });
});

describe('http client: an expired access token is renewed and the call retried', () => {
  it('retries once with the new token, quietly', async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(String(req.headers.authorization));
      if (req.headers.authorization === 'Bearer tok-new') reply(res, 200, { code: 0, data: 'fine' });
      else reply(res, 401, { code: 1, msg: '用户凭证已过期！' });
    };
    const refreshSession = vi.fn(async (used: string) => {
      expect(used).toBe('tok-123');
      token = 'tok-new';
      return true;
    });
    const renewing = clientWith({ refreshSession });
    const [a, b] = await Promise.all([renewing.get('/x'), renewing.get('/y')]);
    expect(a.data.data).toBe('fine');
    expect(b.data.data).toBe('fine');
    expect(seen.filter((h) => h === 'Bearer tok-new')).toHaveLength(2);
    expect(shown).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when the refresh fails: one message, one logout, and no second retry', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      reply(res, 401, { code: 1, msg: '用户凭证已过期！' });
    };
    const renewing = clientWith({ refreshSession: async () => false });
    const errors = await Promise.all(Array.from({ length: 4 }, () => renewing.get('/x').catch((e) => e)));
    expect(errors.every((e) => e instanceof ApiError && e.statusCode === 401)).toBe(true);
    expect(calls).toBe(4);
    expect(shown).toEqual(['用户凭证已过期！']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never retries a token call (Basic credentials)', async () => {
    handler = (_req, res) => reply(res, 401, { code: 1, msg: '客户端认证失败' });
    const refreshSession = vi.fn(async () => true);
    const renewing = clientWith({ refreshSession });
    await renewing.post('/auth/oauth/token', 'a=b', { headers: { Authorization: 'Basic eDp5' } }).catch(() => undefined);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('http client: signed out', () => {
  it('does not send a call that needs a session, and says nothing (a refetch racing the logout)', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      reply(res, 200, { code: 0, data: 'x' });
    };
    token = undefined;
    const client = clientWith({ isSignedOut: () => true });
    const error = await client.get('/accountcenter/list').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(401);
    expect(calls).toBe(0);
    expect(shown).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    // Sign-in calls are marked anonymous and go out.
    expect((await client.get('/admin/v1/social/providers', { anonymous: true })).data.data).toBe('x');
    expect(calls).toBe(1);
  });
});

describe('http client: idempotency keys and versions (docs/api.md)', () => {
  it('sends the key, the version as If-Match and the overwrite mark', async () => {
    let seen: IncomingMessage | undefined;
    handler = (req, res) => {
      seen = req;
      reply(res, 200, { code: 0, data: null });
    };
    await client.post('/x', { a: 1 }, { idempotencyKey: 'k-1', ifMatch: 3, overwrite: true });
    expect(seen!.headers['idempotency-key']).toBe('k-1');
    expect(seen!.headers['if-match']).toBe('"3"');
    expect(seen!.headers['x-audit-overwrite']).toBe('1');
    await client.post('/x', { a: 1 });
    expect(seen!.headers['idempotency-key']).toBeUndefined();
    expect(seen!.headers['if-match']).toBeUndefined();
  });

  it('sends a keyed call again with its key when no answer came, and gives the answer of the retry', async () => {
    const waits: number[] = [];
    const keyed = clientWith({ sleep: async (ms) => void waits.push(ms) });
    const keys: (string | undefined)[] = [];
    handler = (req, res) => {
      keys.push(req.headers['idempotency-key'] as string | undefined);
      // The first answer is lost on the way back: the connection drops after the server did the work.
      if (keys.length === 1) res.socket?.destroy();
      else reply(res, 200, { code: 0, data: 'done once' });
    };
    const res = await keyed.post('/charge', { amount: '7' }, { idempotencyKey: 'k-lost' });
    expect(res.data.data).toBe('done once');
    expect(keys).toEqual(['k-lost', 'k-lost']);
    expect(waits).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it('never sends an unkeyed call twice', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      res.socket?.destroy();
    };
    const err = await client.post('/charge', { amount: '7' }).catch((e) => e);
    expect([err.statusCode, calls]).toEqual([0, 1]);
  });

  it('sends a keyed call again after its own time-out, twice (0.4 s, then 0.8 s), then says so', async () => {
    const waits: number[] = [];
    const keyed = clientWith({ sleep: async (ms) => void waits.push(ms) });
    const keys: (string | undefined)[] = [];
    const held: ServerResponse[] = [];
    // The server is still at it: no answer comes within the call's time-out.
    handler = (req, res) => {
      keys.push(req.headers['idempotency-key'] as string | undefined);
      held.push(res);
    };
    const err = await keyed.post('/charge', {}, { idempotencyKey: 'k-slow', timeout: 50 }).catch((e) => e);
    for (const res of held) res.destroy();
    expect(err.statusCode).toBe(0);
    expect(keys).toEqual(['k-slow', 'k-slow', 'k-slow']);
    expect(waits).toEqual([400, 800]);
    expect(shown).toEqual(['系统未知错误,请反馈给管理员']);
    // An unkeyed call that timed out is not sent again.
    keys.length = 0;
    await keyed.post('/charge', {}, { timeout: 50 }).catch(() => undefined);
    for (const res of held) res.destroy();
    expect(keys).toEqual([undefined]);
  });

  it('asks again while the first request with the key still runs (409 with Retry-After), quietly', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls < 3) reply(res, 409, { code: 1, msg: IDEMPOTENCY_MSG.inFlight, data: null }, { 'retry-after': '0' });
      else reply(res, 200, { code: 0, data: 'first result' }, { 'idempotent-replayed': 'true' });
    };
    const res = await client.post('/charge', {}, { idempotencyKey: 'k-busy' });
    expect([res.data.data, calls, shown]).toEqual(['first result', 3, []]);
  });

  it('does not retry a 409 without a key or without Retry-After (another conflict)', async () => {
    handler = (_req, res) => reply(res, 409, { code: 1, msg: '记录在此之后已被修改，无法撤销', data: null });
    const err = await client.post('/revert', {}, { idempotencyKey: 'k-revert' }).catch((e) => e);
    expect(err.statusCode).toBe(409);
    expect(shown).toEqual(['记录在此之后已被修改，无法撤销']);
  });

  it('leaves a stale version (412) to the caller that resolves it in the conflict dialog', async () => {
    handler = (_req, res) => reply(res, 412, { code: 1, msg: VERSION_MSG.stale, data: { id: 1, version: 4 }, lastChange: null });
    const err = await client.post('/x', {}, { resolvesConflicts: true, ifMatch: 3 }).catch((e) => e);
    expect([err.statusCode, err.body.data]).toEqual([412, { id: 1, version: 4 }]);
    expect(shown).toEqual([]);
    await client.post('/x', {}, { ifMatch: 3 }).catch(() => undefined);
    expect(shown).toEqual([VERSION_MSG.stale]);
  });
});
