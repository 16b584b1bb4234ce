import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { AppConfig } from '../server/config';
import { chromiumArgs, chromiumPath, ms, report } from './measure';
import { FIRST_LIST } from './wire';

/**
 * The goals docs/performance.md#budgets sets for Lighthouse's performance score, and the approval inbox's on a phone
 * (docs/approvals.md: opened cold on a phone, at least 85).
 */
const GOALS = { signIn: { desktop: 95, mobile: 85 }, list: { desktop: 90, mobile: undefined }, inbox: { desktop: undefined, mobile: 85 } } as const;
const INBOX = '/admin/approval/index';

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
async function signIn(context: BrowserContext, baseUrl: string, config: AppConfig, username = 'admin') {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/loginIndex`);
  await page.getByPlaceholder(/用户名/).fill(username);
  await page.getByPlaceholder(/密码/).fill(config.demoPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/wel/);
  await page.waitForLoadState('networkidle');
  return page;
}

/** A recharge by admin (the signed-in session of `page`) that the demo tenant's rule holds for the checker. */
async function submitHeldRecharge(page: Page, api: string) {
  const stored = await page.evaluate(() => localStorage.getItem('atrium-access_token') ?? '{}');
  const headers = { Authorization: `Bearer ${(JSON.parse(stored) as { content?: string }).content}`, 'TENANT-ID': '1' };
  /** The replies read here: a page of subjects or accounts, or a recharge held as a request. */
  type Reply = { data?: { records: { accountId: number; accountNo: string }[]; approval?: { id: number } } };
  const post = async (path: string, data: unknown) => (await (await page.request.post(`${api}${path}`, { headers, data })).json()) as Reply;
  const subjects = await post('/accountcenter/subject/list', { current: 1, size: 10, subjectName: '上海中膳' });
  const children = await post('/accountcenter/actAccount/son/list', { page: 1, size: 10, parentId: subjects.data?.records[0]?.accountId, tenantId: 1 });
  const held = await post('/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: children.data?.records[0]?.accountNo, changeNum: '1200', tenantId: 1 }]);
  if (!held.data?.approval) throw new Error(`the demo rule did not hold the recharge: ${JSON.stringify(held)}`);
}

/**
 * Lighthouse (12.2.3, pinned: 13 needs Node 22) on the sign-in page and on the first list signed in, with
 * mobile (its default: a mid-range phone on a slow 4G link, simulated) and desktop settings, in Debian's
 * Chromium driven through its DevTools port. Nothing is downloaded: Lighthouse attaches to this browser.
 */
export async function measureLighthouse(baseUrl: string, config: AppConfig, parts: { signIn?: boolean; list?: boolean; inbox?: boolean } = { signIn: true, list: true, inbox: true }) {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--remote-debugging-port=0'],
  });
  try {
    const port = await devToolsPort(profile);
    for (const formFactor of parts.signIn ? (['mobile', 'desktop'] as const) : []) {
      await audit(port, `${baseUrl}/loginIndex`, formFactor, 'Lighthouse, sign-in page', GOALS.signIn[formFactor], false);
    }
    const page = await signIn(context, baseUrl, config);
    const cdp = await context.newCDPSession(page);
    for (const formFactor of parts.list ? (['mobile', 'desktop'] as const) : []) {
      await cdp.send('Network.clearBrowserCache');
      await audit(port, `${baseUrl}${FIRST_LIST}`, formFactor, 'Lighthouse, first list signed in', GOALS.list[formFactor], true);
    }
    if (!parts.inbox) return;
    // The approval inbox, opened cold by the checker with a request of admin's waiting: on a phone it is its own
    // light frame (src/app/SignedInFrame.tsx), at a desktop's width the shell.
    await submitHeldRecharge(page, `${baseUrl}${config.apiBase}`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const checker = await signIn(context, baseUrl, config, 'checker');
    const checkerCdp = await context.newCDPSession(checker);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      await checkerCdp.send('Network.clearBrowserCache');
      await audit(port, `${baseUrl}${INBOX}`, formFactor, 'Lighthouse, approval inbox signed in (checker)', GOALS.inbox[formFactor], true);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
