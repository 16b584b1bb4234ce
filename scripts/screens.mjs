// Takes the README's screenshots (docs/screens/): three screens in the dark theme at 1440 pixels and at a
// 768-pixel tablet, from a running console (`npm start`), signed in as the demo admin.
// Usage: node scripts/screens.mjs [base URL, default http://127.0.0.1:8080]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const password = process.env.DEMO_PASSWORD ?? 'Atrium@2026';
const SCREENS = [
  ['account-types', '/platAccountMgr/accountType/index'],
  ['account-opening', '/platAccountMgr/accountOpenView/index'],
  ['menu-admin', '/admin/menu/index'],
];
const SIZES = [
  ['dark', { width: 1440, height: 900 }, 'theme-dark'],
  ['768', { width: 768, height: 1024 }, 'default'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [suffix, viewport, theme] of SIZES) {
    const context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce' });
    await context.addInitScript((name) => localStorage.setItem('atrium-themeName', JSON.stringify({ dataType: 'string', content: name, datetime: Date.now() })), theme);
    const page = await context.newPage();
    await page.goto(`${base}/loginIndex`);
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(password);
    await page.getByPlaceholder('密码').press('Enter');
    await page.waitForURL(/\/wel\/index/);
    for (const [name, path] of SCREENS) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator('.page-scroll:not(.keep-alive-hidden) .ant-table-row:visible, .page-scroll:not(.keep-alive-hidden) .ant-tree-treenode:visible').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `docs/screens/${name}-${suffix}.png` });
      console.log(`docs/screens/${name}-${suffix}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
