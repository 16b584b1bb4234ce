import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverWithUsers, tableCounts, type TestReply } from './support/server';

/** Random bodies, headers and tokens on every sign-in route: never a 500, never a stack, never a session for nothing. */
const t = serverWithUsers();

function expectClean(reply: TestReply, label: string) {
  expect(reply.status, `${label}: ${reply.text}`).toBeLessThan(500);
  expect(reply.text).not.toMatch(/at .*\.(ts|js):\d+/);
  if (reply.headers.get('content-type')?.includes('json') && reply.status !== 200) {
    expect(reply.body, label).toMatchObject({ code: 1, data: null });
  }
}

async function snapshot() {
  const db = t.server.app.database.db;
  const tokens = await db.selectFrom('oauth_token').select(['id', 'revoked', 'refresh_spent']).orderBy('id').execute();
  const binds = await db.selectFrom('sys_social_bind').selectAll().orderBy('id').execute();
  const users = await db.selectFrom('sys_user').select(['user_id', 'lock_flag']).orderBy('user_id').execute();
  return JSON.stringify({ tokens, binds, users, counts: await tableCounts(t.server.app) });
}

/** The routes that declare themselves public (docs/architecture.md#a-routes-facts): the sign-in calls, the document and its page. */
const publicRoutes = () =>
  t.server.app.routeTable
    .filter((r) => r.url.startsWith(`${t.server.config.apiBase}/`) && r.method !== 'HEAD' && r.config.public)
    .map((r) => ({ method: r.method, path: r.url.slice(t.server.config.apiBase.length) }));

const json = fc.jsonValue({ maxDepth: 3 });
const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('SMS@13800000001', 'SMS@', 'DEMO-aaaaaaaaaaaaaaaaaaaa@x', '@', 'SMS@1380000000١', '\u0000', '13800000001', 'secure', 'admin'),
  fc.string({ maxLength: 2000 }),
);
const formBody = fc.dictionary(
  fc.oneof(
    fc.constantFrom('grant_type', 'mobile', 'code', 'username', 'password', 'randomStr', 'state', 'secondCode', 'type', 'redirectUri', 'refresh_token'),
    fc.string({ maxLength: 6 }),
  ),
  field,
  { maxKeys: 8 },
);
const printable = (max: number) => fc.string({ maxLength: max }).filter((v) => /^[\x20-\x7e]*$/.test(v));
const headers = fc.record(
  {
    authorization: fc.oneof(
      printable(80),
      printable(40).map((t) => `Bearer ${t}`),
      fc.constant(`Basic ${Buffer.from('atrium:atrium-dev-secret').toString('base64')}`),
      printable(40).map((t) => `Basic ${Buffer.from(t).toString('base64')}`),
    ),
    'TENANT-ID': printable(20),
  },
  { requiredKeys: [] },
);
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('13800000001', '1', '%', '..', '١٢٣'));

describe('auth routes under random input', () => {
  it('never answer 500 and never start a session or change a row', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicRoutes()),
        fc.oneof(
          formBody.map((form) => ({ form })),
          json.map((j) => ({ json: j })),
          formBody.map((j) => ({ json: j })),
          fc.string({ maxLength: 200 }).map((raw) => ({ raw: { body: raw, contentType: 'application/json' } })),
        ),
        headers,
        param,
        fc.dictionary(fc.constantFrom('to', 'randomStr', 'captchaCode', 'state', 'redirect_uri', 'x'), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
        async (route, body, hdrs, p, query) => {
          const path = route.path.replace(':mobile', encodeURIComponent(p));
          const reply = await t.server.request(route.method, path, {
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : body),
            headers: hdrs,
            query,
          });
          expectClean(reply, `${route.method} ${path}`);
          // No random input signs anyone in.
          expect(reply.body?.access_token, `${route.method} ${path}`).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('random bearer tokens and tenant ids on protected routes are 400, 401 or 403', async () => {
    const protectedRoutes = t.server.app.routeTable.filter((r) => r.url.startsWith(`${t.server.config.apiBase}/`) && r.method !== 'HEAD' && !r.config.public);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...protectedRoutes), headers, async (route, hdrs) => {
        const path = route.url.slice(t.server.config.apiBase.length).replace(/:[A-Za-z]+/g, '1');
        const reply = await t.server.request(route.method, path, { headers: hdrs });
        expectClean(reply, `${route.method} ${path}`);
        expect([400, 401, 403]).toContain(reply.status);
      }),
      { numRuns: 150 },
    );
  });
});
