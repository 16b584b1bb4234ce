import { describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';

/**
 * Walks the server's own route table: every route under the API base that does not declare itself public
 * (docs/architecture.md#a-routes-facts) must refuse a call without a token (401) and a TENANT-ID the user does not
 * belong to (403), so a route added tomorrow cannot forget the check.
 */
// Keyed by any string: helpers below look a user up by the name they are given.
const t = serverWithUsers<string>(['admin', 'tenant', 'operator']);

function apiRoutes() {
  const base = t.server.config.apiBase;
  const seen = new Set<string>();
  return t.server.app.routeTable
    .filter((r) => r.url.startsWith(`${base}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ method: r.method, path: r.url.slice(base.length), facts: r.config }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const concrete = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
const isPublic = (r: { facts: { public?: unknown } }) => Boolean(r.facts.public);

describe('the route table', () => {
  it('declares public only the sign-in calls, the development tools, and the document with its page', () => {
    const open = apiRoutes().filter(isPublic);
    expect(open.length).toBeGreaterThanOrEqual(10);
    // A public route the document shows is a sign-in call (tag auth) or a development tool (tag dev); the
    // document and its reference page are left out of it (they declare no operation).
    const others = open.filter((r) => !['auth', 'dev'].includes(r.facts.operation?.tag ?? '') && !/^\/(openapi\.json|docs)(\/|$)/.test(r.path));
    expect(others.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('has protected routes to walk', () => {
    expect(apiRoutes().filter((r) => !isPublic(r)).length).toBeGreaterThanOrEqual(8);
  });
});

describe('every protected route', () => {
  it('refuses a call without a token with 401', async () => {
    for (const route of apiRoutes().filter((r) => !isPublic(r))) {
      const reply = await t.server.request(route.method, concrete(route.path), { json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(reply.status, `${route.method} ${route.path}`).toBe(401);
      expect(reply.body).toMatchObject({ code: 1, msg: '用户凭证已过期！' });
    }
  });

  it("refuses another tenant's TENANT-ID with 403, before touching anything", async () => {
    const cases: [string, number][] = [
      ['admin', 2],
      ['tenant', 1],
      ['admin', 99],
    ];
    for (const route of apiRoutes().filter((r) => !isPublic(r))) {
      for (const [user, tenant] of cases) {
        const reply = await t.server.request(route.method, concrete(route.path), {
          token: t.token[user],
          tenantId: tenant,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(reply.status, `${user} -> tenant ${tenant}: ${route.method} ${route.path}`).toBe(403);
        expect(reply.body).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
      }
    }
  });

  it('lets an operations user through the tenant check for any existing tenant', async () => {
    for (const route of apiRoutes().filter((r) => !isPublic(r) && r.method === 'GET')) {
      const reply = await t.server.request('GET', concrete(route.path), { token: t.token.operator, tenantId: 2 });
      expect(reply.status, route.path).not.toBe(401);
      if (reply.status === 403) expect(reply.body.msg, route.path).toBe('当前操作没有权限');
    }
    const info = await t.server.request('GET', '/admin/user/info', { token: t.token.operator, tenantId: 2 });
    expect(info.status).toBe(200);
  });
});
