import { describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';

/**
 * The API's reference page at `{API_BASE}/docs` (docs/api.md#the-openapi-document): Swagger UI on the served document,
 * public, every file of it from this server and allowed by the CSP every reply carries.
 */
const t = serverWithUsers();

/** The CSP directive `name` of a reply, as its list of sources. */
function directive(csp: string | null, name: string) {
  const found = (csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('GET {API_BASE}/docs', () => {
  it('answers the reference page to anyone, as HTML naming only files of this server', async () => {
    const page = await t.server.request('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Atrium API reference</title>');
    expect(page.text).toContain('<div id="swagger-ui"></div>');
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect(file, file).toMatch(new RegExp(`^${t.server.config.apiBase}/docs/static/`));
  });

  it("loads every script and style of the page from this server, each allowed by the page's CSP", async () => {
    const page = await t.server.request('GET', '/docs');
    const csp = page.headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.map((s) => s.split('/').pop())).toEqual(['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-initializer.js']);
    // No inline script for a 'self'-only script-src to refuse.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const file of files) {
      const reply = await t.server.request('GET', `${t.server.baseUrl}${file}`);
      expect(reply.status, file).toBe(200);
      expect(reply.headers.get('content-type'), file).toMatch(file.endsWith('.js') ? /javascript/ : file.endsWith('.css') ? /^text\/css/ : /^image\//);
      expect(reply.text.length, file).toBeGreaterThan(0);
    }
  });

  it('renders the document the server serves, and calls no validator outside', async () => {
    const initializer = await t.server.request('GET', '/docs/static/swagger-initializer.js');
    expect(initializer.text).toContain("resolveUrl('./json')");
    expect(initializer.text).toMatch(/validatorUrl: null/);
    // Its only address is in a comment; the code names none.
    expect(initializer.text.replace(/\/\/ .*$/gm, '')).not.toMatch(/https?:\/\//);
    const [shown, served] = await Promise.all([t.server.request('GET', '/docs/json'), t.server.request('GET', '/openapi.json')]);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(served.body);
    expect(Object.keys(shown.body.paths).length).toBeGreaterThan(90);
  });

  it("sends Swagger UI's own index.html to the page, whatever query follows", async () => {
    const sent = await fetch(`${t.server.api}/docs/static/index.html?x=1`, { redirect: 'manual' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(`${t.server.config.apiBase}/docs`);
  });

  it('stays out of the document it shows', async () => {
    const doc = (await t.server.request('GET', '/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});
