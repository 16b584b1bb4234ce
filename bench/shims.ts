import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { buildApp } from '../server/app';
import { CI_SECRETS } from '../scripts/productionSecrets';
import { SHIMS } from '../scripts/buildShims';
import { chromiumArgs, chromiumPath, kb } from './measure';
import { FIRST_LIST, settle } from './wire';
import { wireMeter } from './wireMeter';

/** What one step of a visit fetched: bytes on the wire (scripts, styles, pages), and the files' raw, gzip and Brotli sizes. */
interface StepBytes {
  wire: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** Builds the console into `outDir`, leaving out the shims named (none: every shim, as served). */
function buildWithout(outDir: string, shims: string[]) {
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, ATRIUM_SHIMS_WITHOUT: shims.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the build without ${shims.join(', ') || 'nothing'} failed`);
}

/** Points the served console at `target`, at once (a new link renamed over the old one). */
function serve(link: string, target: string) {
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, link);
}

/**
 * `npm run bench -- shims`: what each build shim saves on the wire (docs/performance.md, "Build shims"). The console
 * is built once with every shim and once without each (ATRIUM_SHIMS_WITHOUT), and each build is served in turn by
 * one production server; Chromium then opens the sign-in page on a first visit, and the shell with the first list
 * by its address with a session on an empty cache, and counts the scripts, styles and pages it receives
 * (`encodedDataLength`, Brotli as the browser accepts it) and the raw, gzip and Brotli sizes of those files. A
 * shim's saving is what the build without it costs more.
 */
export async function measureShims(names = [...new Set(SHIMS.map((shim) => shim.name))], leftOut: string[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'atrium-shims-'));
  const variants: (string | undefined)[] = [undefined, ...names];
  const link = join(root, 'served');
  try {
    for (const variant of variants) {
      process.stdout.write(`  building ${variant ? `without ${variant}` : 'with every shim'} ...\n`);
      buildWithout(join(root, variant ?? 'all'), [...leftOut, ...(variant ? [variant] : [])]);
    }
    serve(link, join(root, 'all'));
    const config = loadConfig({ ...process.env, ...CI_SECRETS, DATA_DIR: 'memory', CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', DIST_DIR: link });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results = new Map<string, { signIn: StepBytes; firstList: StepBytes }>();
    try {
      for (const variant of variants) {
        const dir = join(root, variant ?? 'all');
        serve(link, dir);
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const meter = await wireMeter(page);
        const step = (): StepBytes => {
          const files = meter.files().filter((file) => file.kind === 'scripts' || file.kind === 'styles' || file.kind === 'pages');
          const sum = (of: (path: string) => number) =>
            files.reduce((total, file) => {
              const path = new URL(file.url).pathname;
              return path.startsWith('/assets/') ? total + of(join(dir, path)) : total;
            }, 0);
          const bytes = {
            wire: files.reduce((total, file) => total + file.bytes, 0),
            raw: sum(sizeOf),
            gzip: sum((path) => sizeOf(`${path}.gz`) || sizeOf(path)),
            brotli: sum((path) => sizeOf(`${path}.br`) || sizeOf(path)),
          };
          meter.reset();
          return bytes;
        };
        await page.goto(`${baseUrl}/loginIndex`);
        await page.getByPlaceholder(/用户名/).waitFor();
        await settle(page, meter);
        const signIn = step();
        await page.getByPlaceholder(/用户名/).fill('admin');
        await page.getByPlaceholder(/密码/).fill(config.demoPassword);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/wel/);
        await settle(page, meter);
        await page.goto('about:blank');
        await meter.clearCache();
        meter.reset();
        await page.goto(`${baseUrl}${FIRST_LIST}`);
        await page.locator('.ant-table-row').first().waitFor();
        await settle(page, meter);
        results.set(variant ?? '', { signIn, firstList: step() });
        await context.close();
      }
    } finally {
      await browser.close();
      await app.close();
    }
    const served = results.get('')!;
    console.log(`  served with every shim: sign-in page ${kb(served.signIn.wire)}, shell with the first list ${kb(served.firstList.wire)} (scripts, styles, pages)`);
    const columns = (label: string) => [`${label}: wire`, 'brotli', 'gzip', 'raw'];
    const row = (cells: string[]) =>
      `  ${cells[0].padEnd(26)}${cells
        .slice(1)
        .map((c, i) => c.padStart(i % 4 === 0 ? 18 : 9))
        .join('')}`;
    console.log(row(['saved by', ...columns('sign-in page'), ...columns('first list')]));
    const keys: (keyof StepBytes)[] = ['wire', 'brotli', 'gzip', 'raw'];
    for (const name of names) {
      const without = results.get(name)!;
      const saved = (step: 'signIn' | 'firstList') => keys.map((key) => `${((without[step][key] - served[step][key]) / 1024).toFixed(2)} KB`);
      console.log(row([name, ...saved('signIn'), ...saved('firstList')]));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
