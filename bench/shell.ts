import { chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, ms, report, summarize } from './measure';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LIST = '/platAccountMgr/accountType/index';
const SWITCHES = 20;

/** The shell's own chunks: the layout and the shell's own pages (shared libraries not counted). */
const SHELL_ENTRIES = ['src/shell/Shell.tsx', 'src/pages/lock/LockPage.tsx', 'src/pages/iframe/IframePage.tsx'];

function shellBytes(distDir: string): number {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  let total = 0;
  for (const entry of SHELL_ENTRIES) {
    const file = manifest[entry]?.file;
    if (file) total += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/**
 * A script that holds once an element is rendered on screen: checkVisibility() is false inside a hidden kept-alive
 * page, whichever way it is hidden (display, content-visibility), so the switch counts only once React has committed.
 */
const onScreen = (selector: string) => `!!document.querySelector(${JSON.stringify(selector)})?.checkVisibility()`;

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
 * The bare baseline: two prepared, equally large hidden trees (copies of a kept-alive list page's DOM) and a
 * button that shows one and hides the other, timed exactly as a tab switch. What a switch costs beyond this
 * is the console's own work (DESIGN.md section 10).
 */
async function timeBaseline(page: Page, sourceSelector: string): Promise<number[]> {
  await page.evaluate((sourceSelector) => {
    const source = document.querySelector(sourceSelector)!;
    const host = document.querySelector('.shell-content')!;
    const button = document.createElement('button');
    button.id = 'bench-baseline-toggle';
    const trees = [0, 1].map((i) => {
      const tree = source.cloneNode(true) as HTMLElement;
      tree.removeAttribute('data-keep-alive');
      tree.dataset.benchTree = String(i);
      tree.style.display = 'none';
      host.appendChild(tree);
      return tree;
    });
    let shown = -1;
    button.addEventListener('click', () => {
      if (shown >= 0) trees[shown].style.display = 'none';
      shown = shown === 0 ? 1 : 0;
      trees[shown].style.display = '';
    });
    document.body.appendChild(button);
    // The real pages step aside so the copies take their place in the layout.
    for (const el of document.querySelectorAll<HTMLElement>('[data-keep-alive]')) el.style.display = 'none';
  }, sourceSelector);
  const samples: number[] = [];
  for (let i = 0; i < SWITCHES; i++) {
    const target = i % 2;
    samples.push(await timeSwitch(page, '#bench-baseline-toggle', `document.querySelector('[data-bench-tree="${target}"]').style.display !== 'none'`));
  }
  await page.evaluate(() => {
    document.querySelectorAll('[data-bench-tree], #bench-baseline-toggle').forEach((el) => el.remove());
  });
  return samples;
}

/**
 * Tab and module switching in Chromium against the production build: the median of 20 switches between
 * two kept-alive tabs, and between two modules (the first switch to a module loads its menu from the server,
 * later ones show the menu already loaded).
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
          `location.pathname + location.search === ${JSON.stringify(target)} && ${onScreen(`[data-keep-alive="${target}"] .ant-table-row`)}`,
        ),
      );
    }
    const tabs = summarize(tabSamples);
    report('Switch between two kept-alive tabs (median of 20)', ms(tabs.median), '50 ms', tabs.median <= 50);

    const moduleSamples: number[] = [];
    const item = (label: string) => `[data-testid="module-menu"] .ant-menu-item[data-menu-id$="-${label}"]`;
    await page.locator('[data-testid="module-menu"] .ant-menu-item').first().waitFor();
    for (let i = 0; i < SWITCHES; i++) {
      // The module's home, or the list it comes back to, on screen with the module selected in the switcher.
      const [id, path, shown] = i % 2 === 0 ? ['300', '/scm/wel/index', '.home-page'] : ['100', a, `[data-keep-alive="${a}"] .ant-table-row`];
      moduleSamples.push(
        await timeSwitch(
          page,
          item(id),
          `location.pathname + location.search === ${JSON.stringify(path)} && JSON.parse(localStorage.getItem('atrium-moduleActive') || '{}').content === ${id} && ${onScreen(`${item(id)}.ant-menu-item-selected`)} && ${onScreen(shown)}`,
        ),
      );
    }
    const modules = summarize(moduleSamples);
    report('Switch between two modules (median of 20)', ms(modules.median), '50 ms', modules.median <= 50);

    // Last, because it rearranges the page: the same list page copied twice, one shown at a time.
    await page.goto(`${baseUrl}${a}`);
    await page.locator(`[data-keep-alive="${a}"] .ant-table-row`).first().waitFor();
    const baseline = summarize(await timeBaseline(page, `[data-keep-alive="${a}"]`));
    report('Bare baseline: show one of two hidden list trees (median of 20)', ms(baseline.median));
    report('Tab switch / module switch as a multiple of the baseline', `${(tabs.median / baseline.median).toFixed(1)}x / ${(modules.median / baseline.median).toFixed(1)}x`);
    return { tabs, modules, baseline };
  } finally {
    await browser.close();
  }
}
