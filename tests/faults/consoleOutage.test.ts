import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CI_SECRETS } from '../../scripts/productionSecrets';
import { database, figure, origin, pgCtl, seconds, until } from './cluster';

/**
 * The console in Chromium, through nginx, while PostgreSQL is away (docs/operating.md, "What survives what"):
 * one banner 服务暂不可用，正在重试 while its calls wait, and the page it was loading shows itself once the
 * database is back, without anyone reloading it.
 */
let db = database();
let browser: Browser;

beforeAll(async () => {
  await db.connect();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await db.end();
});

describe('the console while the database is away', () => {
  it('shows one banner while it waits, and loads the list by itself once the database is back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Signs in on the login page; the captcha's answer is read where the image's answer lives.
    const captcha = page.waitForRequest((request) => request.url().includes('/catering/code?'));
    await page.goto(`${origin.proxy}/loginIndex`);
    const randomStr = new URL((await captcha).url()).searchParams.get('randomStr');
    const { value: code } = await until(
      async () => (await db.query('select code from auth_captcha where random_str = $1', [randomStr])).rows[0]?.code as string | undefined,
      'the captcha',
      10_000,
    );
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(CI_SECRETS.DEMO_PASSWORD);
    await page.getByPlaceholder('验证码').fill(code);
    await page.keyboard.press('Enter');
    await page.getByTestId('user-menu').waitFor({ timeout: 60_000 });
    const menu = page.locator('.ant-layout-sider .shell-menu > :not([hidden])');
    await menu.getByText('账户中心', { exact: true }).click();
    await menu.getByText('账户类型', { exact: true }).click();
    const rows = page.locator('.page-scroll:not([data-keep-alive-hidden]) .ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const banner = page.getByRole('alert').filter({ hasText: '服务暂不可用，正在重试' });

    await db.end();
    await pgCtl('stop');
    let started: number;
    try {
      await page.reload();
      await banner.waitFor({ timeout: 30_000 });
      expect(await page.getByRole('alert').filter({ hasText: '服务暂不可用' }).count()).toBe(1);
    } finally {
      await pgCtl('start');
      started = performance.now();
    }
    db = database();
    await db.connect();
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await rows.first().waitFor({ timeout: 30_000 });
    figure('database back: the console took its banner down and showed the list it was loading after', seconds(performance.now() - started), 'none (no reload by hand)');
    expect(await rows.count()).toBeGreaterThan(0);
    await page.close();
  }, 180_000);
});
