import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { AppConfig } from '../server/config';
import { chromiumArgs, chromiumPath, ms, report } from './measure';
import { FIRST_LIST } from './wire';

/** The goals docs/performance.md#budgets sets for Lighthouse's performance score. */
const GOALS = { signIn: { desktop: 95, mobile: 85 }, list: { desktop: 90, mobile: undefined } } as const;

type FormFactor = 'desktop' | 'mobile';

/** The port Chromium chose for its DevTools endpoint (written to its profile once it listens). */
async function devToolsPort(profile: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    try {
      return Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Performance, LCP, TBT and CLS of one Lighthouse run, printed beside the goal. */
async function audit(port: number, url: string, formFactor: FormFactor, title: string, goal: number | undefined, keepSession: boolean) {
  const result = await lighthouse(
    url,
    // With a session: storage is kept (the cache is emptied by the caller), so the page opens signed in.
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepSession },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = Math.round((categories.performance.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  report(`${title}, ${formFactor}: performance`, String(score), goal === undefined ? undefined : `>= ${goal}`, goal === undefined ? undefined : score >= goal);
  console.log(
    `      LCP ${ms(value('largest-contentful-paint'))}, TBT ${ms(value('total-blocking-time'))}, CLS ${value('cumulative-layout-shift').toFixed(3)}, ` +
      `render-blocking ${audits['render-blocking-resources']?.details && 'items' in audits['render-blocking-resources'].details ? audits['render-blocking-resources'].details.items.length : 0}`,
  );
}

/** Signs in once in the profile Lighthouse's tabs share (the session lives in localStorage). */
async function signIn(context: BrowserContext, baseUrl: string, config: AppConfig) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/loginIndex`);
  await page.getByPlaceholder(/用户名/).fill('admin');
  await page.getByPlaceholder(/密码/).fill(config.demoPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/wel/);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Lighthouse (12.2.3, pinned: 13 needs Node 22) on the sign-in page and on the first list signed in, with
 * mobile (its default: a mid-range phone on a slow 4G link, simulated) and desktop settings, in Debian's
 * Chromium driven through its DevTools port. Nothing is downloaded: Lighthouse attaches to this browser.
 */
export async function measureLighthouse(baseUrl: string, config: AppConfig) {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
  });
  try {
    const port = await devToolsPort(profile);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      await audit(port, `${baseUrl}/loginIndex`, formFactor, 'Lighthouse, sign-in page', GOALS.signIn[formFactor], false);
    }
    const page = await signIn(context, baseUrl, config);
    const cdp = await context.newCDPSession(page);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      await cdp.send('Network.clearBrowserCache');
      await audit(port, `${baseUrl}${FIRST_LIST}`, formFactor, 'Lighthouse, first list signed in', GOALS.list[formFactor], true);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
