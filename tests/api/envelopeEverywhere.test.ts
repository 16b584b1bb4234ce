import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverWithUsers, type TestReply } from './support/server';

/**
 * docs/api.md#the-contract: the framework's own refusals (bad percent-encoding, over-long
 * parameters, malformed JSON, unsupported content type, body too large, unknown route, method not allowed,
 * a request that is not HTTP at all) answer `{ code: 1, msg, data: null }` with the right status, a message in
 * the language the console sends (Accept-Language), and nothing of the caller's input beyond a short excerpt.
 */
const t = serverWithUsers(['admin']);

const BASE = '/accountcenter/actAccountType';

function expectEnvelope(reply: TestReply, status: number, msg: string) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body, reply.text).toEqual({ code: 1, msg, data: null });
  // Never Fastify's own shape or codes.
  expect(reply.text).not.toMatch(/FST_|"error"|statusCode/);
}

describe("the framework's refusals", () => {
  it('a path segment with bad percent-encoding is a 400 envelope', async () => {
    const reply = await t.server.request('DELETE', '/admin/log/%FF', { token: t.token.admin });
    expectEnvelope(reply, 400, '请求地址格式错误');
  });

  it('a 5,000-character id is a 414 envelope that does not repeat the address', async () => {
    const id = '7'.repeat(5000);
    const reply = await t.server.request('GET', `${BASE}/${id}`, { token: t.token.admin });
    expectEnvelope(reply, 414, '请求地址过长');
    expect(reply.text).not.toContain('7777777777');
  });

  it('malformed JSON is a 400 envelope', async () => {
    const reply = await t.server.request('POST', BASE, { token: t.token.admin, raw: { body: '{"accountTypeName":', contentType: 'application/json' } });
    expectEnvelope(reply, 400, '请求参数格式错误');
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const reply = await t.server.request('POST', BASE, { token: t.token.admin, raw: { body: '<a/>', contentType: 'application/xml' } });
    expectEnvelope(reply, 415, '请求内容类型不支持');
  });

  it('a body over the limit is a 413 envelope', async () => {
    const reply = await t.server.request('POST', BASE, {
      token: t.token.admin,
      raw: { body: JSON.stringify({ accountTypeName: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
    });
    expectEnvelope(reply, 413, '请求内容过大');
  });

  it('an unknown route is a 404 envelope', async () => {
    expectEnvelope(await t.server.request('GET', '/no/such/route', { token: t.token.admin }), 404, '资源不存在');
  });

  it('a known route called with another method is a 405 envelope naming the allowed methods', async () => {
    const reply = await t.server.request('GET', '/consumer/send/broadcast', { token: t.token.admin });
    expectEnvelope(reply, 405, '请求方法不支持');
    expect(reply.headers.get('allow')).toBe('POST');
    const del = await t.server.request('PUT', '/admin/log/12', { token: t.token.admin });
    expectEnvelope(del, 405, '请求方法不支持');
    expect(del.headers.get('allow')).toBe('DELETE');
  });

  it('speaks English to a console in English', async () => {
    const en = { 'accept-language': 'en' };
    expectEnvelope(await t.server.request('DELETE', '/admin/log/%FF', { token: t.token.admin, headers: en }), 400, 'The request address is malformed');
    expectEnvelope(await t.server.request('GET', `${BASE}/${'7'.repeat(5000)}`, { token: t.token.admin, headers: en }), 414, 'The request address is too long');
    expectEnvelope(
      await t.server.request('POST', BASE, { token: t.token.admin, headers: en, raw: { body: '{', contentType: 'application/json' } }),
      400,
      'The request is not in a valid format',
    );
    expectEnvelope(
      await t.server.request('POST', BASE, { token: t.token.admin, headers: en, raw: { body: '<a/>', contentType: 'application/xml' } }),
      415,
      'The request content type is not supported',
    );
    expectEnvelope(await t.server.request('GET', '/no/such/route', { token: t.token.admin, headers: { 'accept-language': 'en-GB,en;q=0.9' } }), 404, 'The resource does not exist');
    expectEnvelope(await t.server.request('GET', '/consumer/send/broadcast', { token: t.token.admin, headers: en }), 405, 'The request method is not supported');
  });

  it('a request that is not HTTP at all is answered with a 400 envelope', async () => {
    const url = new URL(t.server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.end('GARBAGE \u0001\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ code: 1, msg: '请求参数格式错误', data: null }));
  });
});
