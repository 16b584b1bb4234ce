import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverWithUsers, tableCounts, type TestReply } from './support/server';

/**
 * Bad input of any shape must give a 4xx envelope: never a 500, never a stack trace, never a changed row.
 */
const t = serverWithUsers(['admin']);

const BASE = '/accountcenter/actAccountType';

async function snapshot() {
  const db = t.server.app.database.db;
  const types = await db.selectFrom('act_account_type').selectAll().orderBy('id').execute();
  const tokens = await db.selectFrom('oauth_token').select(['id', 'revoked', 'refresh_spent']).orderBy('id').execute();
  const failures = await db.selectFrom('login_failure').selectAll().orderBy('username').execute();
  return JSON.stringify({ types, tokens, failures, counts: await tableCounts(t.server.app) });
}

function expectCleanFailure(reply: TestReply) {
  expect(reply.status, reply.text).toBeLessThan(500);
  expect(reply.text).not.toMatch(/at .*\.(ts|js):\d+/);
  if (reply.status !== 200) {
    expect(reply.body, reply.text).toMatchObject({ code: 1, data: null });
    expect(typeof reply.body.msg).toBe('string');
  }
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
/** Objects with the real field names and values of any type, plus random extra keys. */
const nearlyValid = fc.record(
  {
    id: fc.oneof(jsonValue, fc.integer(), fc.constant(-1), fc.constant(2 ** 63)),
    accountTypeName: fc.oneof(fc.string({ maxLength: 40 }), jsonValue, fc.constant('\u0000'), fc.constant('x'.repeat(100_000))),
    accountType: fc.oneof(jsonValue, fc.integer({ min: -5, max: 10 }), fc.constant('1e400')),
    accountKind: fc.oneof(jsonValue, fc.integer({ min: -5, max: 10 })),
    remark: fc.oneof(jsonValue, fc.string({ maxLength: 250 })),
    grant_type: fc.oneof(fc.constantFrom('password', 'refresh_token', 'x'), jsonValue),
    username: fc.oneof(fc.string(), jsonValue),
    password: fc.oneof(fc.string(), jsonValue),
    refresh_token: fc.oneof(fc.string(), jsonValue),
    randomStr: fc.oneof(fc.string(), jsonValue),
    code: fc.oneof(fc.string(), jsonValue),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(jsonValue, nearlyValid, fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 5 }));
const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', '0', '-1', '1e308', 'NaN', '%', '\u0000'));
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('current', 'size', 'accountTypeName', 'enableFlag', 'accountType', 'parentId', 'type', 'randomStr'), fc.string({ maxLength: 6 })),
  fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })),
  { maxKeys: 5 },
);
const formBody = fc.dictionary(
  fc.oneof(fc.constantFrom('grant_type', 'username', 'password', 'refresh_token', 'randomStr', 'code', 'scope'), fc.string({ maxLength: 6 })),
  fc.string({ maxLength: 40 }),
  { maxKeys: 7 },
);

describe('random input never gives a 500 nor changes data', () => {
  it('on the token endpoint (form, JSON and raw bodies)', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          formBody.map((form) => ({ form })),
          body.map((json) => ({ json })),
          fc.string({ maxLength: 200 }).map((raw) => ({ raw: { body: raw, contentType: 'application/x-www-form-urlencoded' } })),
          fc.string({ maxLength: 200 }).map((raw) => ({ raw: { body: raw, contentType: 'application/json' } })),
        ),
        fc.boolean(),
        async (input, withClient) => {
          const reply = await t.server.request('POST', '/auth/oauth/token', {
            ...input,
            headers: withClient ? { authorization: t.server.basicAuth } : {},
          });
          expectCleanFailure(reply);
          expect(reply.status).not.toBe(200);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('on the account type writes (a refused write changes nothing)', async () => {
    const paths = [BASE, `${BASE}/updateActAccountType`, `${BASE}/enable`, `${BASE}/disable`];
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, json) => {
        // A random body is occasionally a valid write; the property is that every refusal leaves data as it was.
        const before = await snapshot();
        const reply = await t.server.request('POST', path, { token: t.token.admin, json, tenantId: 1 });
        expectCleanFailure(reply);
        if (reply.status !== 200) {
          refused += 1;
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(150);
    // Bodies that are not JSON at all.
    const before = await snapshot();
    for (const raw of ['{', '{"id":', '[1,2', 'null', '"text"', '\u0000', 'a=b&c']) {
      for (const path of paths) {
        const reply = await t.server.request('POST', path, { token: t.token.admin, raw: { body: raw, contentType: 'application/json' } });
        expectCleanFailure(reply);
        expect(reply.status).toBe(400);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('on the list, read and menu queries', async () => {
    const before = await snapshot();
    const paths = [`${BASE}/listPage`, `${BASE}/enableList`, '/admin/menu', '/admin/menu/tree', '/code'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, q) => {
        const reply = await t.server.request('GET', path, { token: t.token.admin, query: q });
        expectCleanFailure(reply);
      }),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (id) => {
        const reply = await t.server.request('GET', `${BASE}/${encodeURIComponent(id)}`, { token: t.token.admin });
        expectCleanFailure(reply);
      }),
      { numRuns: 100 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('on random headers: tokens and tenant ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
        fc.string({ maxLength: 20 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
        async (auth, tenant) => {
          const reply = await t.server.request('GET', `${BASE}/listPage`, { headers: { authorization: auth, 'TENANT-ID': tenant } });
          expectCleanFailure(reply);
          expect([400, 401, 403]).toContain(reply.status);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('malformed requests get the envelope', () => {
  it('malformed JSON is a 400 envelope without a stack', async () => {
    const reply = await t.server.request('POST', BASE, { token: t.token.admin, raw: { body: '{"accountTypeName":', contentType: 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 1, msg: '请求参数格式错误', data: null });
  });

  it('an unsupported content type is 415', async () => {
    const reply = await t.server.request('POST', BASE, { token: t.token.admin, raw: { body: '<a/>', contentType: 'application/xml' } });
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ code: 1, data: null });
  });

  it('a body over the limit is 413', async () => {
    const reply = await t.server.request('POST', BASE, {
      token: t.token.admin,
      raw: { body: JSON.stringify({ accountTypeName: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: 1, data: null });
  });

  it('an unknown API route is a 404 envelope', async () => {
    const reply = await t.server.request('GET', '/no/such/route', { token: t.token.admin });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 1, msg: '资源不存在', data: null });
  });

  it('a NUL character is refused as input, not passed to the database', async () => {
    const reply = await t.server.request('POST', BASE, { token: t.token.admin, json: { accountTypeName: 'a\u0000b', accountType: 0, accountKind: 1 } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(1);
  });
});
