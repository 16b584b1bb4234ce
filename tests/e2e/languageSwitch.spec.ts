import { type Page } from '@playwright/test';
import { openFromMenu, openInApp, sideMenu } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

/**
 * The console switches language all at once (docs/product.md#the-menu-and-modules): with tabs open, each switch, both ways, turns the side
 * menu, the module switcher, every tab, the breadcrumb and the page title, without a reload. Tabs of the same
 * page for different records tell them apart, and the in-shell 404 has a tab and a crumb.
 */

const tabTexts = (page: Page) => page.locator('[data-testid="tags-bar"] .tag-label').allInnerTexts();
const tabOf = (page: Page, text: string) => page.locator('[data-testid="tags-bar"] .tag-label', { hasText: text });
const crumbs = (page: Page) => page.locator('[data-testid="breadcrumb"]');
const sider = sideMenu;

async function switchTo(page: Page, current: string, choice: string) {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
}

/** Opens the child list of a subject from 开户管理 (its tab carries the parent account). */
async function openChildren(page: Page, subject: string) {
  await tabOf(page, '开户管理').click();
  await page.locator('.ant-table-tbody .ant-table-row:visible', { hasText: subject }).getByRole('button', { name: '子账户' }).click();
  await expect(page).toHaveURL(/\/accountOpenView\/child\?id=\d+/);
  await expect(page.getByTestId('parent-header')).toBeVisible();
}

const LANGS = {
  zh: {
    label: '语言',
    sider: ['账户中心', '收银台管理', '系统管理'],
    modules: ['平台', '餐饮', '供应链', '运营', '商旅', '商旅管理', '商旅服务'],
    tabs: ['首页', '账户类型', '开户管理', '子账户管理 · 北京公司主账户', '子账户管理 · 上海公司主账户', '页面不存在'],
    notFound: ['首页/页面不存在', '页面不存在 - Atrium'],
    child: ['首页/账户中心/开户管理/子账户管理', '子账户管理 · 北京公司主账户 - Atrium'],
    childTab: '子账户管理 · 北京公司主账户',
  },
  en: {
    label: 'Language',
    sider: ['Account centre', 'Cashier', 'System'],
    modules: ['Platform', 'Catering', 'Supply chain', 'Operations', 'Travel', 'Travel admin', 'Travel services'],
    tabs: ['Home', 'Account types', 'Account opening', 'Child accounts · 北京公司主账户', 'Child accounts · 上海公司主账户', 'Page not found'],
    notFound: ['Home/Page not found', 'Page not found - Atrium'],
    child: ['Home/Account centre/Account opening/Child accounts', 'Child accounts · 北京公司主账户 - Atrium'],
    childTab: 'Child accounts · 北京公司主账户',
  },
} as const;

async function expectShellIn(page: Page, lang: keyof typeof LANGS) {
  const l = LANGS[lang];
  const other = LANGS[lang === 'en' ? 'zh' : 'en'];
  for (const text of l.sider) await expect(sider(page)).toContainText(text);
  for (const text of other.sider) await expect(sider(page)).not.toContainText(text);
  await expect(page.locator('[data-testid="module-menu"] .ant-menu-item')).toHaveText([...l.modules]);
  expect(await tabTexts(page)).toEqual(l.tabs);
  // On the 404 page now.
  await expect(crumbs(page)).toHaveText(l.notFound[0]);
  await expect(page).toHaveTitle(l.notFound[1]);
  // And on a record's page.
  await tabOf(page, l.childTab).click();
  await expect(crumbs(page)).toHaveText(l.child[0]);
  await expect(page).toHaveTitle(l.child[1]);
  await page.goBack();
  await expect(crumbs(page)).toHaveText(l.notFound[0]);
}

test('the language switches at once, both ways, with tabs open', async ({ page }) => {
  test.setTimeout(120_000);
  await openFromMenu(page, '账户中心', '账户类型');
  await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
  await openFromMenu(page, '账户中心', '开户管理');
  await openChildren(page, '北京中膳餐饮管理有限公司');
  await expect(tabOf(page, '子账户管理 · 北京公司主账户')).toBeVisible();
  await openChildren(page, '上海中膳餐饮管理有限公司');
  // Two tabs of the same page, told apart by their record.
  await expect(tabOf(page, '子账户管理 · 上海公司主账户')).toBeVisible();
  // An unknown address inside the console: the in-shell 404 with its own tab.
  await openInApp(page, '/no/such/page');
  await expect(page.locator('.ant-result-404')).toBeVisible();
  await expectShellIn(page, 'zh');

  await switchTo(page, '语言', 'English');
  await expectShellIn(page, 'en');
  await switchTo(page, 'Language', '简体中文');
  await expectShellIn(page, 'zh');
  await switchTo(page, '语言', 'English');
  await expectShellIn(page, 'en');
  // After a reload the English stays, tabs and records included.
  await page.reload();
  await expectShellIn(page, 'en');
});
