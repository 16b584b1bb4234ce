import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replyChecker } from '../api/support/replyCheck';
import { binaryReply, okReply } from '../../schemas/reply';

/** The API tests' reply check: a reply that drifts from its route's declared schema fails the test that received it. */
const routes = [
  { method: 'GET', url: '/api/things/:id', response: { 200: okReply(z.strictObject({ id: z.int(), name: z.string() })) }, config: {} },
  { method: 'GET', url: '/api/code', response: { 200: binaryReply(['image/svg+xml'], 'A picture') }, config: {} },
  { method: 'GET', url: '/api/undeclared', config: {} },
];
const check = replyChecker(routes, '/api', '0123456789abcdef');
const reply = (path: string, status: number, body: unknown, contentType = 'application/json') => ({
  method: 'GET',
  url: new URL(`http://localhost${path}`),
  status,
  headers: new Headers({ 'content-type': contentType }),
  text: JSON.stringify(body),
  body,
});

describe('replyChecker', () => {
  it('passes a reply its schema declares, and a refusal in the failure envelope', () => {
    expect(() => check(reply('/api/things/1', 200, { code: 0, msg: null, data: { id: 1, name: 'a' } }))).not.toThrow();
    expect(() => check(reply('/api/things/x', 404, { code: 1, msg: '资源不存在', data: null }))).not.toThrow();
    expect(() => check(reply('/api/code', 200, undefined, 'image/svg+xml; charset=utf-8'))).not.toThrow();
  });

  it('fails a field the schema does not declare, a missing one and a wrong type', () => {
    expect(() => check(reply('/api/things/1', 200, { code: 0, msg: null, data: { id: 1, name: 'a', unread: 2 } }))).toThrow(/GET \/api\/things\/:id answered 200/);
    expect(() => check(reply('/api/things/1', 200, { code: 0, msg: null, data: { id: 1 } }))).toThrow(/name/);
    expect(() => check(reply('/api/things/1', 200, { code: 0, msg: null, data: { id: '1', name: 'a' } }))).toThrow(/id/);
  });

  it('fails a refusal outside the envelope, an undeclared media type, and a route that declares no reply', () => {
    expect(() => check(reply('/api/things/1', 500, { error: 'boom' }))).toThrow(/answered 500/);
    expect(() => check(reply('/api/code', 200, { code: 0 }, 'application/json'))).toThrow(/declared: image\/svg\+xml/);
    expect(() => check(reply('/api/undeclared', 200, { code: 0, msg: null, data: 1 }))).toThrow(/no reply schema declares it/);
  });
});
