import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress';
import { serverWithUsers } from './support/server';

/**
 * What goes over the wire (docs/performance.md#on-the-wire): the console's files as the build's Brotli or gzip copies when
 * the browser accepts them and as they are when it does not; the signed-in API compressed above 1 KB; the
 * sign-in replies and spreadsheets never.
 */
const dist = mkdtempSync(join(tmpdir(), 'atrium-wire-'));
// A script and a page of real size, compressed by the build's own step.
const script = Array.from({ length: 300 }, (_, i) => `export const label${i} = 'row ${i} of the list';`).join('\n');
const html = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
  // Too small to be worth a compressed copy.
  writeFileSync(join(dist, 'assets', 'tiny-AbC123.js'), 'export {};');
  precompressDirectory(dist);
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
const t = serverWithUsers(['admin'], { DIST_DIR: dist, CAPTCHA: 'off' });

const get = (url: string, headers: Record<string, string>) => t.server.app.inject({ method: 'GET', url, headers });
const CHROME_ACCEPTS = 'gzip, deflate, br, zstd';

describe('the built console on the wire', () => {
  it('writes a Brotli and a gzip copy beside each text file, each of the same content', () => {
    const file = join(dist, 'assets', 'index-AbC123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('sends a script as Brotli to a browser that accepts it, still cached for a year', async () => {
    const reply = await get('/assets/index-AbC123.js', { 'accept-encoding': CHROME_ACCEPTS });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const reply = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe(script);
  });

  it('sends the script as it is to a browser that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const reply = await get('/assets/index-AbC123.js', headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.payload).toBe(script);
    }
  });

  it('sends a file too small for a compressed copy as it is, even to a browser that accepts Brotli', async () => {
    expect(existsSync(join(dist, 'assets', 'tiny-AbC123.js.br'))).toBe(false);
    const reply = await get('/assets/tiny-AbC123.js', { 'accept-encoding': CHROME_ACCEPTS });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.payload).toBe('export {};');
  });

  it('sends the entry page compressed and uncached, at its own address and for SPA routes', async () => {
    for (const url of ['/', '/wel/index']) {
      const reply = await get(url, { accept: 'text/html', 'accept-encoding': CHROME_ACCEPTS });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-encoding'], url).toBe('br');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(reply.rawPayload).toString(), url).toBe(html);
    }
  });
});

describe('the API on the wire', () => {
  const api = (path: string) => `${t.server.config.apiBase}${path}`;
  const signedIn = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${t.token.admin}`, ...headers });

  it('compresses a signed-in reply above 1 KB as the caller accepts, and not for one that accepts none', async () => {
    const br = await get(api('/admin/menu'), signedIn({ 'accept-encoding': CHROME_ACCEPTS }));
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(JSON.stringify(json).length).toBeGreaterThan(1024);

    const gzip = await get(api('/admin/menu'), signedIn({ 'accept-encoding': 'gzip' }));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    const plain = await get(api('/admin/menu'), signedIn());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);
  });

  it('never compresses the sign-in replies, which carry a token beside what the caller sent', async () => {
    const password = (await import('../../schemas/loginCrypto')).encryptLoginPassword(t.server.config.demoPassword, t.server.config.loginAesKey);
    const reply = await t.server.app.inject({
      method: 'POST',
      url: api('/auth/oauth/token'),
      headers: { authorization: t.server.basicAuth, 'accept-encoding': CHROME_ACCEPTS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'admin', password, grant_type: 'password', scope: 'server', randomStr: 'wire-1' }).toString(),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().access_token).toBeTruthy();
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a spreadsheet download as it is (already zip)', async () => {
    const reply = await get(api('/import/template/ACT_ACCOUNT_TYPE/excel'), signedIn({ 'accept-encoding': CHROME_ACCEPTS }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/spreadsheetml/);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
