import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppConfig } from '../server/config';
import { resourceRoutes } from '../resources/index';
import { signIn } from './api';
import { kb, report } from './measure';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const gzipOf = (distDir: string, url: string) => gzipSync(readFileSync(join(distDir, new URL(url).pathname)), { level: 9 }).length;

/**
 * The route query each page needs (docs/product.md#route-parameters), taken from the seeded data the way the screens link to
 * one another: a subject's parent account, its first child account.
 */
export async function sampleQueries(baseUrl: string, config: AppConfig): Promise<Record<string, string>> {
  const headers = { ...(await signIn(baseUrl, config)), 'Content-Type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const reply = await fetch(`${baseUrl}${config.apiBase}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return ((await reply.json()) as { data: { records: Record<string, unknown>[] } }).data.records;
  };
  const subjects = await post('/accountcenter/subject/list', { current: 1, size: 100 });
  const subject = subjects.find((s) => Number(s.childCount) > 0) ?? subjects[0];
  const parent = { id: String(subject.accountId), tenantId: String(subject.tenantId) };
  const [child] = await post('/accountcenter/actAccount/son/list', { parentId: subject.accountId, tenantId: subject.tenantId, current: 1, size: 1 });
  const q = (values: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`;
  return {
    accountChild_list: q(parent),
    accountChild_create: q({
      ...parent,
      parentId: parent.id,
      subjectId: subject.id,
      subjectNo: subject.subjectNo,
      subjectName: subject.subjectName,
      accountName: subject.accountName,
      subjectType: subject.subjectType,
    }),
    accountChild_edit: q({ id: child.id, parentId: parent.id, tenantId: parent.tenantId, type: 1 }),
    accountChild_show: q({ id: child.id, parentId: parent.id, tenantId: parent.tenantId, type: 2 }),
    accountOverview_list: q({ subjectId: subject.id, tenantId: subject.tenantId }),
  };
}

/**
 * The JavaScript each resource page loads on top of the signed-in shell with its home page (its declaration
 * and labels, the engine's page, bespoke pieces), in Chromium against the production build: every route loads
 * its own chunk (docs/performance.md#what-the-browser-loads). Each page is counted on its own, shared chunks included.
 */
export async function measurePageChunks(baseUrl: string, distDir: string, config: AppConfig) {
  const queries = await sampleQueries(baseUrl, config);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseUrl)) scripts.add(request.url());
    });
    await page.goto(`${baseUrl}/loginIndex`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder(/用户名/).fill('admin');
    await page.getByPlaceholder(/密码/).fill(config.demoPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);
    await page.waitForLoadState('networkidle');
    const shell = new Set(scripts);

    const sizes: Record<string, number> = {};
    for (const { entry, kind, path } of resourceRoutes) {
      scripts.clear();
      // The shell's scripts come again on the reload; what is not among them is this page's own.
      await page.goto(`${baseUrl}${path}${queries[`${entry.name}_${kind}`] ?? ''}`, { waitUntil: 'networkidle' });
      await page.locator('.resource-page').first().waitFor({ timeout: 30_000 });
      const own = [...scripts].filter((url) => !shell.has(url));
      const bytes = own.reduce((sum, url) => sum + gzipOf(distDir, url), 0);
      sizes[`${entry.name}.${kind}`] = bytes;
      report(`JS added by ${path} (gzip)`, kb(bytes));
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/** gzip size of every chunk of the build that belongs to a page of the engine, a bespoke page or a declaration. */
export function chunkSizes(distDir: string): { file: string; bytes: number }[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src && /(src\/(engine|pages)|resources)\//.test(chunk.src))
    .map((chunk) => ({ file: chunk.src!, bytes: gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length }))
    .sort((a, b) => a.file.localeCompare(b.file));
}
