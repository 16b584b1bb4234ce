import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, PAGE_ON_SCREEN, passwordInput, sideMenu, storeSettings, usernameInput } from './support';

/**
 * No dead ends (docs/product.md#the-menu-and-modules): every demo user, in Chinese and in English, opens every leaf of their menu and sees
 * its screen; in English no navigation label is Chinese. The operator is signed in to the operations client.
 */

// What is checked is where each leaf leads, not how the menu moves: the user asks for reduced motion (the shell
// then turns antd's motion off), so the folders open and the pages show without animations drawn in software.
test.use({ reducedMotion: 'reduce' });

const HAN = /\p{Script=Han}/u;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** The active module's side menu (the menus of modules shown before stay in the sider, hidden). */
const sider = sideMenu;
const modules = (page: Page) => page.locator('[data-testid="module-menu"] .ant-menu-item');
/** The page on screen (kept-alive pages of other tabs are in the DOM, hidden). */
const shown = (page: Page) => page.locator(`.shell-content ${PAGE_ON_SCREEN}`);

async function signInAt(page: Page, base: string, loginPath: string, username: string, lang: 'zh-CN' | 'en') {
  // The stored language setting (docs/product.md#the-admin-shell), as the language switch stores it, there before the login
  // page reads it: stored on a first load and the page loaded again, it cost a second load of the page.
  await storeSettings(page, { language: lang });
  await page.goto(`${base}${loginPath}`);
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(DEMO_PASSWORD);
  await passwordInput(page).press('Enter');
  await expect(page).toHaveURL(/\/(wel|operate\/wel|scm\/wel)\/index/);
}

/**
 * Opens every folder of the side menu and answers the labels of its pages. A folder can open by itself between
 * the count and the click (the menu opens the trail of the page on screen), so each click is short and the
 * closed folders are counted again after it: nothing waits for a folder that is no longer there.
 */
async function leavesOf(page: Page): Promise<string[]> {
  const closed = sider(page).locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let round = 0; round < 50 && (await closed.count()) > 0; round++) {
    await closed
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(closed).toHaveCount(0);
  return sider(page).locator('.ant-menu-item').allInnerTexts();
}

/** Navigation labels in English hold no Chinese: side menu, module switcher, tabs, breadcrumb, page title. */
async function expectEnglishNavigation(page: Page) {
  for (const [where, text] of [
    ['side menu', await sider(page).innerText()],
    ['modules', await page.locator('[data-testid="module-menu"]').innerText()],
    ['tabs', (await page.locator('[data-testid="tags-bar"] .tag-label').allInnerTexts()).join(' | ')],
    ['breadcrumb', await page.locator('[data-testid="breadcrumb"]').innerText()],
    ['title', await page.title()],
  ]) {
    expect(HAN.test(text), `${where}: ${text}`).toBe(false);
  }
}

/** Walks every module and every leaf of the signed-in user's menu, checking each screen. */
async function walkMenu(page: Page, lang: 'zh-CN' | 'en') {
  const failed: string[] = [];
  const onResponse = async (response: import('@playwright/test').Response) => {
    if (!response.url().includes('/catering/') || response.request().resourceType() !== 'xhr') return;
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', onResponse);
  const opened: string[] = [];
  const count = await modules(page).count();
  expect(count).toBeGreaterThan(0);
  for (let m = 0; m < count; m++) {
    const module = modules(page).nth(m);
    const moduleName = await module.innerText();
    if (!(await module.getAttribute('class'))?.includes('ant-menu-item-selected')) {
      await module.click();
      await expect(module).toHaveClass(/ant-menu-item-selected/);
    }
    const leaves = await leavesOf(page);
    expect(leaves.length, `${moduleName} holds no page`).toBeGreaterThan(0);
    for (const leaf of leaves) {
      const where = `${lang} ${moduleName} / ${leaf}`;
      await sider(page)
        .locator('.ant-menu-item')
        .filter({ hasText: exactly(leaf) })
        .click();
      await expect(page.locator('[data-testid="breadcrumb"] li').last(), where).toHaveText(leaf);
      const screen = shown(page);
      // Its screen: a card of content, no error page, no error toast.
      await expect(screen.locator('.ant-card').first(), where).toBeVisible();
      await expect(screen.locator('.ant-result-404, .ant-result-403, .ant-result-500, .ant-result-error'), where).toHaveCount(0);
      await expect(screen.locator('.ant-skeleton, .ant-spin-spinning, .page-fallback'), where).toHaveCount(0);
      await expect(page.locator('.ant-message-error, .ant-notification-notice-error'), where).toHaveCount(0);
      // Its tab (a module's home page opened from the menu is the home tab).
      const activeTab = page.locator('[data-testid="tags-bar"] .ant-tabs-tab-active');
      if ((await activeTab.locator('.anticon-home').count()) === 0) await expect(activeTab, where).toHaveText(leaf);
      if (lang === 'en') await expectEnglishNavigation(page);
      opened.push(where);
    }
  }
  page.off('response', onResponse);
  expect(failed).toEqual([]);
  return opened;
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`admin and tenant open every leaf of their menu (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const admin = await (async () => {
      await signInAt(page, '', '/loginIndex', 'admin', lang);
      return walkMenu(page, lang);
    })();
    // Every module of the normal client, each with its screens.
    expect(admin.length).toBeGreaterThanOrEqual(25);
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'atrium-language') localStorage.removeItem(key);
    });
    await signInAt(page, '', '/loginIndex', 'tenant', lang);
    const tenant = await walkMenu(page, lang);
    // The tenant's account types, flows, out merchants, audit log, the card flow summary, the screen and dashboard
    // designers, and its users, roles and organisation (docs/security.md).
    expect(tenant.length).toBe(10);
    expect(tenant.some((w) => w.includes(lang === 'en' ? 'Dashboard designer' : '看板设计'))).toBe(true);
    expect(tenant.some((w) => w.includes(lang === 'en' ? 'Card flow summary' : '部门卡流水汇总'))).toBe(true);
    expect(tenant.some((w) => w.includes(lang === 'en' ? 'Screen designer' : '页面设计'))).toBe(true);
  });
}

test.describe('the operations client', () => {
  // The worker's server of the operations client.
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`the operator opens every leaf of the operations client's menu (${lang})`, async ({ page, operateServer }) => {
      test.setTimeout(180_000);
      await signInAt(page, operateServer.base, '/operateLogin', 'operator', lang);
      await expect(modules(page)).toHaveText(lang === 'en' ? ['Platform', 'Travel ops', 'Trip ops', 'Ops platform'] : ['平台', '商旅运营', '差旅运营', '运营平台']);
      const opened = await walkMenu(page, lang);
      expect(opened.length).toBe(15);
    });
  }
});
