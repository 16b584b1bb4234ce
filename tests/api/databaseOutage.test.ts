import { describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { startServer } from './support/server';
import { TestSocket } from './support/wsClient';

/**
 * A call that cannot reach the database is answered 503 in the envelope with Retry-After, in the caller's
 * language, and the process keeps answering its probes (docs/operating.md, "What survives what"). Here the
 * database is taken away under a running server (closed beneath it); the CI fault tests stop and start a real
 * PostgreSQL (tests/faults/databaseRestart.test.ts).
 */
describe('with the database away', () => {
  it('answers every call 503 with Retry-After, says not ready, and stays alive', async () => {
    const s = await startServer();
    try {
      const token = await s.login('admin');
      await s.app.database.close();

      const unavailable = { code: 1, msg: '服务暂不可用，请稍后重试', data: null };
      // A signed-in read, a write, the sign-in calls (captcha, token): each needs the database first.
      const calls = [
        await s.request('GET', '/admin/user/info', { token }),
        await s.request('POST', '/accountcenter/actAccountType', { token, json: { accountTypeName: '不会写入', accountType: 1, accountKind: 1 } }),
        await s.request('GET', '/code', { query: { randomStr: `${Date.now()}` } }),
        await s.request('POST', '/auth/oauth/token', {
          form: { username: 'admin', password: encryptLoginPassword(s.config.demoPassword, s.config.loginAesKey), grant_type: 'password', scope: 'server', randomStr: '1', code: '1' },
          headers: { authorization: s.basicAuth },
        }),
      ];
      for (const reply of calls) {
        expect(reply.status).toBe(503);
        expect(reply.body).toEqual(unavailable);
        expect(reply.headers.get('retry-after')).toBe('2');
      }
      const english = await s.request('GET', '/admin/user/info', { token, headers: { 'accept-language': 'en' } });
      expect(english.body.msg).toBe('Service unavailable, please try again shortly');

      // The probes: alive, not ready (the balancer sends its traffic elsewhere).
      expect((await s.request('GET', `${s.baseUrl}/healthz`)).status).toBe(200);
      const ready = await s.request('GET', `${s.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', checks: { database: false, migrations: false } });

      // A realtime connection is refused in STOMP's own way, with the same reason.
      const socket = new TestSocket(`${s.baseUrl.replace(/^http/, 'ws')}/act/ws`);
      await socket.opened;
      socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${token}` });
      expect(await socket.nextFrame()).toMatchObject({ command: 'ERROR', headers: { message: 'Service unavailable' } });
      socket.close();
    } finally {
      await s.stop();
    }
  });
});
