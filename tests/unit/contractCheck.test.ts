// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractChecker, responseFor } from '../api/support/contractCheck';

/**
 * The API tests' check of every reply against the published document, as Prism's validating proxy checks a real
 * server's replies (tests/api/support/contractCheck.ts), on a document of its own.
 */
const document = {
  openapi: '3.1.0',
  servers: [{ url: '/catering' }],
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '4XX': { $ref: '#/components/responses/Refusal' },
        },
      },
    },
    '/files/{name}': { get: { responses: { '200': { content: { 'application/vnd.ms-excel': { schema: { type: 'string', format: 'binary' } } } } } } },
    '/healthz': { get: { servers: [{ url: '/' }], responses: { default: { content: { 'application/json': { schema: { type: 'object', required: ['ok'] } } } } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }, note: { type: ['string', 'null'] } },
        required: ['id', 'tags', 'note'],
        additionalProperties: false,
      },
    },
    responses: { Refusal: { content: { 'application/json': { schema: { type: 'object', properties: { code: { const: 1 } }, required: ['code'] } } } } },
  },
};

const reply = (method: string, path: string, status: number, body: unknown, type = 'application/json') => ({
  method,
  url: new URL(`http://127.0.0.1${path}`),
  status,
  headers: new Headers({ 'content-type': `${type}; charset=utf-8` }),
  text: JSON.stringify(body),
  body,
});

describe('the published document’s check of a reply', () => {
  const check = contractChecker(document);

  it('passes a reply the document describes, its schemas and references resolved', () => {
    expect(() => check(reply('GET', '/catering/things/7', 200, { id: 7, tags: ['a', 'b'], note: null }))).not.toThrow();
    expect(() => check(reply('GET', '/catering/things/7', 404, { code: 1, msg: '资源不存在' }))).not.toThrow();
    expect(() => check(reply('GET', '/healthz', 503, { ok: false }))).not.toThrow();
  });

  it('refuses a field the document does not name, a wrong type and a wrong length, each named', () => {
    expect(() => check(reply('GET', '/catering/things/7', 200, { id: 7, tags: ['a', 'b'], note: null, extra: 1 }))).toThrow(/must NOT have additional properties: extra/);
    expect(() => check(reply('GET', '/catering/things/7', 200, { id: '7', tags: ['a', 'b'], note: null }))).toThrow(/\/id must be integer/);
    expect(() => check(reply('GET', '/catering/things/7', 200, { id: 7, tags: ['a'], note: null }))).toThrow(/\/tags must NOT have fewer than 2 items/);
    expect(() => check(reply('GET', '/catering/things/7', 404, { code: 0 }))).toThrow(/\/code must be equal to constant/);
  });

  it('refuses a status and a media type the document does not declare', () => {
    expect(() => check(reply('GET', '/catering/things/7', 500, { code: 1 }))).toThrow(/declares no response for it/);
    expect(() => check(reply('GET', '/catering/files/a.xls', 200, 'x', 'text/plain'))).toThrow(/as text\/plain; the document declares application\/vnd.ms-excel/);
    expect(() => check(reply('GET', '/catering/files/a.xls', 200, undefined, 'application/vnd.ms-excel'))).not.toThrow();
  });

  it('leaves alone what the document does not hold', () => {
    expect(() => check(reply('GET', '/assets/index.js', 200, undefined, 'text/javascript'))).not.toThrow();
  });

  it('picks the response as Prism does: the exact status, then the narrowest range, then default', () => {
    expect(responseFor({ '200': 0, '2XX': 0, default: 0 }, 200)).toBe('200');
    expect(responseFor({ '4XX': 0, '404': 0, default: 0 }, 404)).toBe('404');
    expect(responseFor({ '4XX': 0, default: 0 }, 409)).toBe('4XX');
    expect(responseFor({ '4XX': 0, default: 0 }, 500)).toBe('default');
    expect(responseFor({ '4XX': 0 }, 500)).toBeUndefined();
  });
});
