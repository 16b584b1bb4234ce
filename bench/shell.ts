import { chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, ms, report, summarize } from './measure';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LIST = '/platAccountMgr/accountType/index';
const SWITCHES = 20;

/** The shell's own chunks: the layout and the shell's own pages (shared libraries not counted). */
const SHELL_ENTRIES = ['src/shell/Shell.tsx', 'src/pages/lock/LockPage.tsx', 'src/pages/iframe/IframePage.tsx', 'src/pages/authredirect/AuthRedirectPage.tsx'];

function shellBytes(distDir: string): number {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  let total = 0;
  for (const entry of SHELL_ENTRIES) {
    const file = manifest[entry]?.file;
    if (file) total += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/** Clicks inside the page and waits (in the page) until `done` holds and a frame has painted; returns ms. */
async function timeSwitch(page: Page, clickSelector: string, doneScript: string): Promise<number> {
  return page.evaluate(
    async ({ clickSelector, doneScript }) => {
      const done = new Function(`return (${doneScript})`) as () => boolean;
      const start = performance.now();
      (document.querySelector(clickSelector) as HTMLElement).click();
      while (!done()) await new Promise((r) => requestAnimationFrame(() => r(null)));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return performance.now() - start;
    },
    { clickSelector, doneScript },
  );
}

/**
 * Tab and module switching in Chromium against the production build: the median of 20 switches between
 * two kept-alive tabs, and between two modules (each switch loads the module's menu from the server).
 */
export async function measureShell(baseUrl: string, distDir: string, credentials: { username: string; password: string }) {
  report("Shell's own JS: layout, lock, embedded page (gzip)", kb(shellBytes(distDir)));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/loginIndex`);
    await page.getByPlaceholder(/用户名/).fill(credentials.username);
    await page.getByPlaceholder(/密码/).fill(credentials.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);

    const a = `${LIST}?k=a`;
    const b = `${LIST}?k=b`;
    await page.goto(`${baseUrl}${a}`);
    await page.locator(`[data-tag="${a}"]`).waitFor();
    await page.goto(`${baseUrl}${b}`);
    await page.locator(`[data-keep-alive="${b}"] .ant-table-row`).first().waitFor();
    await page.locator(`[data-tag="${a}"]`).click();
    await page.locator(`[data-keep-alive="${a}"] .ant-table-row`).first().waitFor();

    const tabSamples: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const target = i % 2 === 0 ? b : a;
      tabSamples.push(
        await timeSwitch(
          page,
          `[data-tag="${target}"]`,
          `location.pathname + location.search === ${JSON.stringify(target)} && document.querySelector('[data-keep-alive="${target}"]')?.style.display !== 'none' && !!document.querySelector('[data-keep-alive="${target}"] .ant-table-row')`,
        ),
      );
    }
    const tabs = summarize(tabSamples);
    report('Switch between two kept-alive tabs (median of 20)', ms(tabs.median));

    const moduleSamples: number[] = [];
    const item = (label: string) => `[data-testid="module-menu"] .ant-menu-item[data-menu-id$="-${label}"]`;
    await page.locator('[data-testid="module-menu"] .ant-menu-item').first().waitFor();
    for (let i = 0; i < SWITCHES; i++) {
      const [id, path] = i % 2 === 0 ? ['300', '/scm/wel/index'] : ['100', a];
      moduleSamples.push(
        await timeSwitch(
          page,
          item(id),
          `location.pathname + location.search === ${JSON.stringify(path)} && JSON.parse(localStorage.getItem('atrium-moduleActive') || '{}').content === ${id}`,
        ),
      );
    }
    const modules = summarize(moduleSamples);
    report('Switch between two modules (median of 20)', ms(modules.median));
    return { tabs, modules };
  } finally {
    await browser.close();
  }
}
