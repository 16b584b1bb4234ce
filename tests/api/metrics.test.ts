import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { startServer, type TestServer } from './support/server';
import { TestSocket } from './support/wsClient';

/** GET /metrics (docs/operating.md#metrics): Prometheus text behind METRICS_TOKEN, absent without it. */
const TOKEN = 'metrics-token-for-the-test-0123456789';
let server: TestServer;
let plain: TestServer;

beforeAll(async () => {
  [server, plain] = await Promise.all([startServer({ METRICS_TOKEN: TOKEN, CAPTCHA: 'off' }), startServer()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), plain?.stop()]);
});

async function scrape(token = TOKEN) {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('GET /metrics', () => {
  it('is not served at all when METRICS_TOKEN is unset', async () => {
    const res = await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a token and 403 with another one, in the envelope', async () => {
    const none = await fetch(`${server.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 1, msg: '需要指标令牌', data: null });
    const wrong = await scrape('another-token-of-some-length');
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.text)).toEqual({ code: 1, msg: '指标令牌不正确', data: null });
  });

  it('shows the process, requests by route pattern, the task queue, websocket sessions and failed sign-ins', async () => {
    const token = await server.login('admin');
    await server.request('GET', '/admin/menu/1', { token, tenantId: 1 });
    const form = {
      username: 'admin',
      password: encryptLoginPassword('wrong', server.config.loginAesKey),
      grant_type: 'password',
      scope: 'server',
      randomStr: `${Date.now()}${randomBytes(2).toString('hex')}`,
    };
    expect((await server.request('POST', '/auth/oauth/token', { form, headers: { authorization: server.basicAuth } })).status).toBe(426);
    const socket = new TestSocket(`${server.baseUrl.replace('http', 'ws')}/act/ws`);
    await socket.opened;

    const { status, type, text } = await scrape();
    socket.close();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    // The route pattern, never the raw URL with its id.
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/catering\/admin\/menu\/:id",status_code="\d{3}"\} 1$/m);
    expect(text).not.toContain('route="/catering/admin/menu/1"');
    expect(text).toMatch(/^atrium_sign_in_failures_total\{grant_type="password",status_code="426"\} 1$/m);
    expect(text).toMatch(/^atrium_websocket_sessions 1$/m);
    expect(text).toContain('# TYPE atrium_task_queue_jobs gauge');
    expect(text).toContain('# TYPE atrium_task_duration_seconds histogram');
  });
});

describe('a test server', () => {
  it("leaves its plugins' load to the test's own time limit (Fastify's 10 s failed a file on a loaded machine)", () => {
    expect(plain.app.initialConfig.pluginTimeout).toBe(0);
  });
});
