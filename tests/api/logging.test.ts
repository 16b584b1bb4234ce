import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { loggerOptions, readableLine, redactUrl } from '../../server/http/logging';
import { registerRequestIdHeader, requestIdGenerator } from '../../server/http/requestId';

/** The server's logger settings (server/http/logging.ts) on a Fastify of their own, its lines captured. */
function capturingApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' })) as object;
  const app = Fastify({ logger: { ...options, stream }, genReqId: requestIdGenerator(false), requestIdHeader: false });
  registerRequestIdHeader(app);
  app.post('/echo', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'what came in');
    return { ok: true };
  });
  return { app, lines };
}

describe('logs', () => {
  it('are JSON lines carrying the request id, with credentials, passwords, tokens, codes and outAuthInfo redacted', async () => {
    const { app, lines } = capturingApp();
    const reply = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { authorization: 'Bearer secret-token-123', cookie: 'sid=secret-cookie' },
      payload: { password: 'secret-pw', code: '123456', outAuthInfo: 'secret-merchant', access_token: 'secret-at', name: 'kept' },
    });
    await app.close();
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = JSON.stringify(lines);
    for (const secret of ['secret-token-123', 'secret-cookie', 'secret-pw', '123456', 'secret-merchant', 'secret-at']) expect(text).not.toContain(secret);
    const line = lines.find((l) => l.msg === 'what came in')!;
    expect(line).toMatchObject({ reqId: id, body: { password: '[redacted]', code: '[redacted]', outAuthInfo: '[redacted]', name: 'kept' } });
    // Every line of the request (incoming, completed and ours) names it.
    expect(lines.filter((l) => l.reqId === id).length).toBeGreaterThanOrEqual(3);
  });

  it('write an address with every credential in it redacted and its other parameters as they came', async () => {
    const { app, lines } = capturingApp();
    app.get('/websocket/topic02/:userId', async () => ({ ok: true }));
    const address = '/websocket/topic02/7?access_token=secret-a&tenantId=1&refresh_token=secret-r&Token=secret-t&ticket=secret-k&password=secret-p&name=kept&mytoken=kept2';
    await app.inject({ method: 'GET', url: address });
    await app.close();
    expect(JSON.stringify(lines)).not.toMatch(/secret-/);
    const incoming = lines.find((l) => l.msg === 'incoming request') as { req: { url: string } };
    expect(incoming.req.url).toBe(
      '/websocket/topic02/7?access_token=[redacted]&tenantId=1&refresh_token=[redacted]&Token=[redacted]&ticket=[redacted]&password=[redacted]&name=kept&mytoken=kept2',
    );
  });

  it('leave an address without credentials as it is', () => {
    for (const url of ['/catering/admin/menu', '/catering/x?code=110000&tokenCount=2', '/a?b=1#access_token=frag']) expect(redactUrl(url)).toBe(url);
    expect(redactUrl('/a?token=')).toBe('/a?token=[redacted]');
  });

  it('are made readable in development', () => {
    const line = readableLine(JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 8, 12, 52, 113), pid: 1, hostname: 'h', reqId: 'abc', msg: 'request completed', responseTime: 3 }));
    expect(line).toBe('08:12:52.113 INFO [abc] request completed {"responseTime":3}');
  });
});
