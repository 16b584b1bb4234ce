import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { startServer, type TestServer } from './support/server';

/**
 * Behind a load balancer (TRUST_PROXY, docs/operating.md#behind-a-proxy): the client address of the sign-in limit, the
 * system log and the audit trail comes from X-Forwarded-For, the protocol (HSTS) from X-Forwarded-Proto, the request
 * id from the balancer's x-request-id. Without TRUST_PROXY all three headers are the caller's word and are ignored.
 */
let behind: TestServer;
let direct: TestServer;
const LIMIT = 3;
/** Signed in before the limit tests spend the loopback address's sign-ins. */
const admin = new Map<TestServer, string>();

beforeAll(async () => {
  [behind, direct] = await Promise.all([
    startServer({ TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: String(LIMIT), CAPTCHA: 'off' }),
    startServer({ LOGIN_RATE_LIMIT: String(LIMIT), CAPTCHA: 'off' }),
  ]);
  for (const server of [behind, direct]) admin.set(server, await server.login('admin'));
});
afterAll(async () => {
  await Promise.all([behind?.stop(), direct?.stop()]);
});

/** A wrong password for a user that does not exist (so no account lockout interferes), from `address` if given. */
async function failedSignIn(server: TestServer, address?: string) {
  const form = {
    username: `nobody-${randomBytes(3).toString('hex')}`,
    password: encryptLoginPassword('wrong', server.config.loginAesKey),
    grant_type: 'password',
    scope: 'server',
    randomStr: `${Date.now()}`,
  };
  const headers: Record<string, string> = { authorization: server.basicAuth };
  if (address) headers['x-forwarded-for'] = address;
  return (await server.request('POST', '/auth/oauth/token', { form, headers })).status;
}

/** Fails sign-ins from `address` until the limit refuses one (429); the statuses on the way. */
async function spendLimit(server: TestServer, address?: string) {
  const statuses: number[] = [];
  while (statuses.length <= LIMIT && statuses.at(-1) !== 429) statuses.push(await failedSignIn(server, address));
  return statuses;
}

describe('sign-in limit per client address', () => {
  it('behind the proxy, two client addresses keep separate limits', async () => {
    expect(await spendLimit(behind, '203.0.113.10')).toEqual([426, 426, 426, 429]);
    // Another user behind the same balancer is not locked out by the first one's failures.
    expect(await failedSignIn(behind, '203.0.113.11')).toBe(426);
    expect(await failedSignIn(behind, '203.0.113.10')).toBe(429);
  });

  it('without TRUST_PROXY a caller cannot pick its own address: X-Forwarded-For is ignored', async () => {
    // The loopback address has signed in once already (beforeAll): one sign-in fewer is left to it.
    expect(await spendLimit(direct, '198.51.100.1')).toEqual([426, 426, 429]);
    expect(await failedSignIn(direct, '198.51.100.2')).toBe(429);
  });
});

describe('client address of the system log and the audit trail', () => {
  it('records the forwarded address behind the proxy and the socket address otherwise, and the request id', async () => {
    for (const [server, expected] of [
      [behind, '192.0.2.44'],
      [direct, '127.0.0.1'],
    ] as const) {
      const token = admin.get(server)!;
      const headers = { 'x-forwarded-for': '192.0.2.44', 'x-request-id': 'lb-audit-1' };
      const upload = await server.request('POST', '/admin/log/logs', { token, tenantId: 1, headers, json: [{ type: 'error', message: 'proxy test' }] });
      expect(upload.body.code).toBe(0);
      const requestId = upload.headers.get('x-request-id');
      expect(requestId === 'lb-audit-1').toBe(server === behind);
      const logs = await server.request('GET', '/admin/log/page', { token, tenantId: 1 });
      expect(logs.body.data.records[0].remoteAddr).toBe(expected);
      const audit = await server.request('GET', '/admin/audit/page', { token, tenantId: 1, query: { current: 1, size: 1 } });
      // The audit record names the call's request id too, as its log lines do.
      expect(audit.body.data.records[0]).toMatchObject({ route: '/admin/log/logs', clientIp: expected, requestId });
    }
  });
});

describe('HSTS', () => {
  it('is sent when the proxy says the original request was https, and only then', async () => {
    const https = await behind.request('GET', '/code', { query: { randomStr: '1' }, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    const http = await behind.request('GET', '/code', { query: { randomStr: '2' }, headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    const claimed = await direct.request('GET', '/code', { query: { randomStr: '3' }, headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('social sign-in redirect', () => {
  it('is built on the protocol and host the browser used at the balancer', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'console.example.com', 'x-forwarded-for': '192.0.2.99' };
    const reply = await behind.request('POST', '/admin/v1/social/getSocialUrl', { json: { type: 'DEMO' }, headers });
    expect(reply.body.code).toBe(0);
    expect(decodeURIComponent(String(reply.body.data))).toContain('redirect_uri=https://console.example.com/authredirect');
  });
});

describe('request ids', () => {
  it('every reply carries a random id, never a counter, and a caller cannot choose it without TRUST_PROXY', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const reply = await direct.request('GET', '/nowhere', { headers: { 'x-request-id': 'chosen-by-caller' } });
      const id = reply.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it("behind the proxy the balancer's id is kept, and a malformed one replaced", async () => {
    const kept = await behind.request('GET', '/healthz', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await behind.request('GET', '/healthz', { headers: { 'x-request-id': 'a b\u00e9' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
