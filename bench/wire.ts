import { chromium, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../server/config';
import { resourceRoutes } from '../resources/index';
import { chromiumArgs, chromiumPath, kb, report } from './measure';
import { sampleQueries } from './pages';
import { wireMeter } from './wireMeter';

type Meter = Awaited<ReturnType<typeof wireMeter>>;

export const FIRST_LIST = '/platAccountMgr/accountType/index';
const BUDGET = { signIn: 150, shell: 400, screen: 60, repeat: 20, dashboard: 150 };

type Manifest = Record<string, { file: string; name?: string; src?: string; isEntry?: boolean }>;

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/**
 * Raw, gzip and Brotli bytes of each chunk group of the build (the .gz and .br copies the server sends), so the
 * gap between what goes over the wire and the libraries' floor stays visible.
 */
function printChunkGroups(distDir: string, manifest: Manifest) {
  const entry = manifest['index.html']?.file;
  const groups = new Map<string, string[]>();
  const groupOf = (file: string) => {
    if (file === entry) return 'first screen (index)';
    const chunk = Object.values(manifest).find((c) => c.file === file);
    return chunk?.name && ['public', 'signed-in', 'list-page'].includes(chunk.name) ? chunk.name : 'pages, dialogs, locales';
  };
  for (const name of readdirSync(join(distDir, 'assets'))) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = `assets/${name}`;
    const group = `${groupOf(file)}${name.endsWith('.css') ? ' (styles)' : ''}`;
    groups.set(group, [...(groups.get(group) ?? []), file]);
  }
  console.log(`${'  chunk group'.padEnd(44)} ${'raw'.padStart(11)} ${'gzip 9'.padStart(11)} ${'brotli 11'.padStart(11)}`);
  for (const [group, files] of [...groups].sort()) {
    const sum = (suffix: string) => files.reduce((total, file) => total + (sizeOf(join(distDir, file + suffix)) || sizeOf(join(distDir, file))), 0);
    const label = files.length > 1 ? `${group}, ${files.length} files` : group;
    console.log(`  ${label.padEnd(42)} ${kb(sum('')).padStart(11)} ${kb(sum('.gz')).padStart(11)} ${kb(sum('.br')).padStart(11)}`);
  }
}

/** Waits until the page has settled: its network quiet (as the meter sees it), then two frames. */
export async function settle(page: Page, meter: Meter) {
  await page.waitForLoadState('networkidle');
  await meter.quiet();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Bytes on the wire (docs/performance.md#on-the-wire), in Chromium against the production server: everything each step
 * receives (`encodedDataLength` of every response, the browser's own Accept-Encoding), cache as stated.
 * - the sign-in page, first visit;
 * - the shell with the first list, opened by its address with a session on an empty cache;
 * - a repeat visit of that list (cache kept);
 * - the platform home with its dashboard after that (cache kept, so what the dashboard adds: the home page's
 *   chunk, the chart code, the dashboard's declaration and every aggregate it asks for);
 * - each further list screen opened by its address after that (cache kept, so what the screen adds).
 */
export async function measureWire(baseUrl: string, distDir: string, config: AppConfig) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  printChunkGroups(distDir, manifest);
  const queries = await sampleQueries(baseUrl, config);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const meter = await wireMeter(page);
    const step = (what: string, budget: number) => {
      const bytes = meter.total();
      report(what, kb(bytes), `${budget} KB`, bytes <= budget * 1024);
      console.log(`      ${meter.breakdown()}`);
      meter.reset();
    };

    await page.goto(`${baseUrl}/loginIndex`);
    await page.getByPlaceholder(/用户名/).waitFor();
    await settle(page, meter);
    step('Sign-in page, first visit (on the wire)', BUDGET.signIn);

    await page.getByPlaceholder(/用户名/).fill('admin');
    await page.getByPlaceholder(/密码/).fill(config.demoPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);
    await settle(page, meter);
    // The home page leaves nothing in flight to be counted with the list: on a busy machine its last calls and
    // chunks could still be under way after half a second of quiet (the session stays in localStorage).
    await page.goto('about:blank');
    meter.reset();
    await meter.clearCache();
    await page.goto(`${baseUrl}${FIRST_LIST}`);
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page, meter);
    step('Shell with the first list, by address, empty cache', BUDGET.shell);

    await page.goto(`${baseUrl}${FIRST_LIST}`);
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page, meter);
    step('The same list again (repeat visit)', BUDGET.repeat);

    await page.goto(`${baseUrl}/wel/index`);
    await page.locator('.dash .dash-svg').first().waitFor({ timeout: 30_000 });
    await settle(page, meter);
    step('The platform home with its dashboard (what it adds)', BUDGET.dashboard);

    let largest = { path: '', bytes: 0 };
    for (const { entry, kind, path } of resourceRoutes) {
      if (kind !== 'list' || path === FIRST_LIST) continue;
      meter.reset();
      await page.goto(`${baseUrl}${path}${queries[`${entry.name}_${kind}`] ?? ''}`);
      await page.locator('.resource-page').first().waitFor({ timeout: 30_000 });
      await settle(page, meter);
      const bytes = meter.total();
      if (bytes > largest.bytes) largest = { path, bytes };
      report(`  further screen ${path}`, kb(bytes), `${BUDGET.screen} KB`, bytes <= BUDGET.screen * 1024);
    }
    report('Largest further screen', kb(largest.bytes), `${BUDGET.screen} KB`, largest.bytes <= BUDGET.screen * 1024);
    await context.close();
  } finally {
    await browser.close();
  }
}
