// Takes the screenshots of docs/screens/: the README's console (account types, then account opening, in the default
// theme at 1440 x 900) and docs/product.md's three screens in the dark theme at 1440 pixels and at a 768-pixel
// tablet, from a running console started with CAPTCHA=off, signed in as the demo admin.
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
/** The README's picture: the shell with two lists open as tabs, the second one shown. */
const CONSOLE = { file: 'docs/screens/console.png', paths: [SCREENS[0][1], SCREENS[1][1]] };
const ROWS = '.page-scroll:not(.keep-alive-hidden) .ant-table-row:visible, .page-scroll:not(.keep-alive-hidden) .ant-tree-treenode:visible';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** A signed-in page of the demo admin in a theme, at a size. */
async function signedIn(viewport, theme) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce' });
  await context.addInitScript((name) => localStorage.setItem('atrium-themeName', JSON.stringify({ dataType: 'string', content: name, datetime: Date.now() })), theme);
  const page = await context.newPage();
  await page.goto(`${base}/loginIndex`);
  await page.getByPlaceholder('用户名').fill('admin');
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('密码').press('Enter');
  await page.waitForURL(/\/wel\/index/);
  return { context, page };
}

/** Opens a path inside the loaded console, as its own links do, and waits for its rows. */
async function open(page, path) {
  /* global window, PopStateEvent -- page.evaluate runs this function in the page */
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(ROWS).first().waitFor();
  await page.waitForTimeout(300);
}

try {
  for (const [suffix, viewport, theme] of SIZES) {
    const { context, page } = await signedIn(viewport, theme);
    for (const [name, path] of SCREENS) {
      await open(page, path);
      await page.screenshot({ path: `docs/screens/${name}-${suffix}.png` });
      console.log(`docs/screens/${name}-${suffix}.png`);
    }
    await context.close();
  }
  const { context, page } = await signedIn({ width: 1440, height: 900 }, 'default');
  for (const path of CONSOLE.paths) await open(page, path);
  await page.screenshot({ path: CONSOLE.file });
  console.log(CONSOLE.file);
  await context.close();
} finally {
  await browser.close();
}
