import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';

/** The run-time config, the security headers and the built console with its SPA fallback. */
const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
// Registered before the server's hooks, so the built files exist when it starts and go once it has stopped.
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
const t = serverWithUsers([], { DIST_DIR: dist, LOGIN_AES_KEY: 'key-0123456789ab', CLIENT_MODE: 'operate' });

const page = (path: string, accept = 'text/html,application/xhtml+xml') => t.server.request('GET', `${t.server.baseUrl}${path}`, { headers: { accept } });

describe('GET /atrium-config.json', () => {
  it('hands the console its run-time configuration without a login', async () => {
    const reply = await page('/atrium-config.json', 'application/json');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      apiBase: '/catering',
      loginAesKey: 'key-0123456789ab',
      oauthClient: 'atrium:atrium-dev-secret',
      captcha: true,
      clientMode: 'operate',
      production: false,
      siteTitle: 'Atrium',
      // The development server's demo provider, as the providers' call lists it.
      socialProviders: [{ type: 'DEMO', label: '演示账号' }],
    });
    const providers = await t.server.request('GET', '/admin/v1/social/providers');
    expect(reply.body.socialProviders).toEqual(providers.body.data);
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-eval that allows what the console needs', async () => {
    const reply = await page('/atrium-config.json');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).not.toContain('unsafe-eval');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the built console', () => {
  it('serves index.html uncached for SPA routes', async () => {
    for (const path of ['/', '/wel/index', '/platAccountMgr/accountType/index?x=1']) {
      const reply = await page(path);
      expect(reply.status, path).toBe(200);
      expect(reply.text).toContain('<div id="root">');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, without the validators only a revalidation reads', async () => {
    const reply = await page('/assets/index-AbC123.js', '*/*');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('immutable');
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(reply.headers.get(name), name).toBeNull();
    // index.html is revalidated on every visit: it keeps them.
    const html = await page('/wel/index');
    expect(html.headers.get('etag')).not.toBeNull();
    expect(html.headers.get('last-modified')).not.toBeNull();
  });

  it('sends a script or a style without the headers only a document reads, and a page with all of them', async () => {
    const script = await page('/assets/index-AbC123.js', '*/*');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(script.headers.get(name), name).toBeNull();
    }
    const html = await page('/wel/index');
    const image = await page('/favicon.svg', 'image/svg+xml');
    for (const reply of [html, image]) {
      expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('does not answer HTML for API paths, missing files or non-HTML requests', async () => {
    const api = await page('/catering/nowhere');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 1, msg: '资源不存在', data: null });
    expect((await page('/assets/missing.js', '*/*')).status).toBe(404);
  });
});
