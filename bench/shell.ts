import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREEN_ROUTES } from '../schemas/screens';
import { kb, ms, report, summarize } from './measure';
import { buildProfiling, commitsOf, formatCommit, useProfilingBuild } from './reactCommits';
import { chineseFontOf } from './shellFonts';
import { END_MARK, formatSplit, START_MARK, traceSwitches } from './shellTrace';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** The heaviest list (docs/product.md#records-and-fields, 账户流水): the search in force as its header and a full page of rows. */
const LIST = SCREEN_ROUTES.accountFlow.list;
const SWITCHES = 20;
const TRACED = 5;
const LANGUAGES = [
  { code: 'zh-CN', name: 'Chinese' },
  { code: 'en', name: 'English' },
] as const;

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
 * A script that holds once an element is rendered on screen: checkVisibility() with the visibility property is
 * false inside a hidden kept-alive page, whichever way it is hidden (display, visibility, content-visibility), so
 * the switch counts only once React has committed.
 */
const onScreen = (selector: string) => `!!document.querySelector(${JSON.stringify(selector)})?.checkVisibility({ visibilityProperty: true })`;

/**
 * Clicks inside the page and waits (in the page) until `done` holds and a frame has painted; returns ms. The
 * switch is marked for the performance trace (START_MARK, END_MARK).
 */
async function timeSwitch(page: Page, clickSelector: string, doneScript: string): Promise<number> {
  return page.evaluate(
    async ({ clickSelector, doneScript, marks }) => {
      const done = new Function(`return (${doneScript})`) as () => boolean;
      const start = performance.now();
      performance.mark(marks[0]);
      (document.querySelector(clickSelector) as HTMLElement).click();
      while (!done()) await new Promise((r) => requestAnimationFrame(() => r(null)));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      performance.mark(marks[1]);
      return performance.now() - start;
    },
    { clickSelector, doneScript, marks: [START_MARK, END_MARK] },
  );
}

/**
 * The bare baseline: two prepared, equally large hidden trees (copies of a kept-alive list page's DOM) and a
 * button that shows one and hides the other, timed exactly as a tab switch. What a switch costs beyond this
 * is the console's own work (docs/performance.md#tab-and-module-switches).
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

const tabA = `${LIST}?k=a`;
const tabB = `${LIST}?k=b`;
const rows = (path: string) => `[data-keep-alive="${path}"] .ant-table-row`;
const moduleItem = (id: string) => `[data-testid="module-menu"] .ant-menu-item[data-menu-id$="-${id}"]`;

/** Signs in (in `language`) and opens the list in two kept-alive tabs, each with a full page of rows; tab a shown. */
export async function openTabs(
  browser: Browser,
  baseUrl: string,
  credentials: { username: string; password: string },
  language: string,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await prepare?.(context);
  await context.addInitScript((language) => {
    localStorage.setItem('atrium-language', JSON.stringify({ dataType: 'string', content: language, datetime: Date.now() }));
  }, language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/loginIndex`);
  await page.locator('input').nth(0).fill(credentials.username);
  await page.locator('input[type="password"]').fill(credentials.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/wel/);
  await page.goto(`${baseUrl}${tabA}`);
  await page.locator(rows(tabA)).first().waitFor();
  await page.goto(`${baseUrl}${tabB}`);
  await page.locator(rows(tabB)).first().waitFor();
  await page.locator(`[data-tag="${tabA}"]`).click();
  await page.locator(rows(tabA)).first().waitFor();
  await page.locator('[data-testid="module-menu"] .ant-menu-item').first().waitFor();
  const counts = await page.evaluate((selectors) => selectors.map((s) => document.querySelectorAll(s).length), [rows(tabA), rows(tabB)]);
  return { context, page, rowsShown: Math.min(...counts) };
}

/** One tab switch: to tab b on even steps, back to tab a on odd ones. */
export const tabSwitch = (page: Page, i: number) => {
  const target = i % 2 === 0 ? tabB : tabA;
  return timeSwitch(page, `[data-tag="${target}"]`, `location.pathname + location.search === ${JSON.stringify(target)} && ${onScreen(rows(target))}`);
};

/**
 * One module switch: to the supply chain's home on even steps, back to the platform (and the list it comes back
 * to) on odd ones, each on screen with the module selected in the switcher.
 */
export const moduleSwitch = (page: Page, i: number) => {
  const [id, path, shown] = i % 2 === 0 ? ['300', '/scm/wel/index', '.home-page'] : ['100', tabA, rows(tabA)];
  return timeSwitch(
    page,
    moduleItem(id),
    `location.pathname + location.search === ${JSON.stringify(path)} && JSON.parse(localStorage.getItem('atrium-moduleActive') || '{}').content === ${id} && ${onScreen(`${moduleItem(id)}.ant-menu-item-selected`)} && ${onScreen(shown)}`,
  );
};

async function repeat(count: number, step: (i: number) => Promise<number>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await step(i));
  return summarize(samples);
}

const figure = (s: { median: number; p95: number }) => `${ms(s.median)} (p95 ${s.p95.toFixed(1)})`;

/**
 * Tab and module switching in Chromium against the production build, in Chinese and in English, between two
 * kept-alive tabs of the account flow list: the median and p95 of 20 switches each against the bare baseline
 * measured in the same page, then the split of a traced switch of each kind. Chinese text must be drawn with a
 * CJK font, as on a Chinese user's desktop: without one there are no switch figures.
 */
export async function measureShell(app: FastifyInstance, baseUrl: string, distDir: string, credentials: { username: string; password: string }) {
  report("Shell's own JS: layout, lock, embedded page (gzip)", kb(shellBytes(distDir)));
  // The flow list kept alive, as a menu administrator flags it (the account type list is flagged by the seed).
  await app.database.db.updateTable('sys_menu').set({ keep_alive: '1' }).where('path', '=', LIST).execute();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    for (const [n, language] of LANGUAGES.entries()) {
      const { context, page, rowsShown } = await openTabs(browser, baseUrl, credentials, language.code);
      try {
        if (n === 0) {
          const font = await chineseFontOf(page);
          report('Font drawing Chinese text', font ? `${font.family}${font.cjk ? '' : ' (no CJK glyphs)'}` : 'no Chinese text');
          if (!font?.cjk) {
            console.log('No CJK font: Chromium draws Chinese text as boxes, so no switch figures. apt-get install -y fonts-noto-cjk');
            return null;
          }
        }
        console.log(`${language.name}: the account flow list in two kept-alive tabs, ${rowsShown} rows each`);
        const tabs = await repeat(SWITCHES, (i) => tabSwitch(page, i));
        report(`  tab switch, median of ${SWITCHES}`, figure(tabs), '50 ms', tabs.median <= 50);
        const modules = await repeat(SWITCHES, (i) => moduleSwitch(page, i));
        report(`  module switch, median of ${SWITCHES}`, figure(modules), '50 ms', modules.median <= 50);
        const traced = {
          tab: await traceSwitches(browser, page, async () => void (await repeat(TRACED * 2, (i) => tabSwitch(page, i)))),
          module: await traceSwitches(browser, page, async () => void (await repeat(TRACED * 2, (i) => moduleSwitch(page, i)))),
        };
        // Last, because it rearranges the page: the same list page copied twice, one shown at a time.
        await page.locator(`[data-tag="${tabA}"]`).click();
        await page.locator(rows(tabA)).first().waitFor();
        const baseline = summarize(await timeBaseline(page, `[data-keep-alive="${tabA}"]`));
        report(`  bare baseline: show one of two hidden list trees`, figure(baseline));
        const ratio = (s: { median: number }) => s.median / baseline.median;
        report('  tab / module switch as a multiple of the baseline', `${ratio(tabs).toFixed(1)}x / ${ratio(modules).toFixed(1)}x`, '10x', ratio(tabs) <= 10 && ratio(modules) <= 10);
        console.log(`  traced tab switch (main thread per switch, ${traced.tab.switches} switches): ${formatSplit(traced.tab.split)}`);
        console.log(`  traced module switch (main thread per switch, ${traced.module.switches} switches): ${formatSplit(traced.module.split)}`);
      } finally {
        await context.close();
      }
    }
    await reportReactCommits(browser, baseUrl, credentials);
  } finally {
    await browser.close();
  }
}

/** The largest React commits of a tab switch and of a module switch (Chinese), from React's profiling build. */
async function reportReactCommits(browser: Browser, baseUrl: string, credentials: { username: string; password: string }) {
  buildProfiling();
  const { context, page } = await openTabs(browser, baseUrl, credentials, 'zh-CN', (context) => useProfilingBuild(context, baseUrl));
  try {
    for (const [kind, step] of [
      ['tab', tabSwitch],
      ['module', moduleSwitch],
    ] as const) {
      // Not counted: the first visit of the other module's home mounts that page, which no later switch does.
      await repeat(2, (i) => step(page, i));
      await page.evaluate(() => performance.clearMarks());
      await repeat(TRACED * 2, (i) => step(page, i));
      const { switches, commits } = await commitsOf(page);
      console.log(`React (profiling build), ${kind} switch: ${(commits.length / switches).toFixed(1)} commits per switch; the largest of ${switches} switches:`);
      for (const c of commits.slice(0, 3)) console.log(`    ${formatCommit(c)}`);
    }
  } finally {
    await context.close();
  }
}
