import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resourceEntries as resources } from '../resources/index';
import { kb, report } from './measure';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const gzipOf = (distDir: string, url: string) => gzipSync(readFileSync(join(distDir, new URL(url).pathname)), { level: 9 }).length;

/**
 * The JavaScript each resource's page loads on top of the signed-in shell with its home page (the page's own
 * chunks: the generated list engine or the bespoke page), in Chromium against the production build: every
 * route loads its own chunk (DESIGN.md section 10). Each page is counted on its own, shared chunks included.
 */
export async function measurePageChunks(baseUrl: string, distDir: string, credentials: { username: string; password: string }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseUrl)) scripts.add(request.url());
    });
    await page.goto(`${baseUrl}/loginIndex`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder(/用户名/).fill(credentials.username);
    await page.getByPlaceholder(/密码/).fill(credentials.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);
    await page.waitForLoadState('networkidle');
    const shell = new Set(scripts);

    const sizes: Record<string, number> = {};
    for (const resource of resources) {
      scripts.clear();
      // The shell's scripts come again on the reload; what is not among them is this page's own.
      await page.goto(`${baseUrl}${resource.routes.list}`, { waitUntil: 'networkidle' });
      await page.locator('.resource-page').first().waitFor({ timeout: 30_000 });
      const own = [...scripts].filter((url) => !shell.has(url));
      const bytes = own.reduce((sum, url) => sum + gzipOf(distDir, url), 0);
      sizes[resource.name] = bytes;
      report(`JS added by ${resource.routes.list} (gzip)`, kb(bytes));
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/** gzip size of every chunk of the build that belongs to a page of the engine or a bespoke page. */
export function chunkSizes(distDir: string): { file: string; bytes: number }[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src && /src\/(engine|pages)\//.test(chunk.src))
    .map((chunk) => ({ file: chunk.src!, bytes: gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length }))
    .sort((a, b) => a.file.localeCompare(b.file));
}
