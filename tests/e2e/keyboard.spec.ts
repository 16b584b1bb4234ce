import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, PAGE_ON_SCREEN, expectFocusVisible, tabTo } from './support';

/**
 * docs/product.md#accessibility-themes-and-narrow-screens: the operator's daily path with the keyboard alone. Sign in, open a page from the menu,
 * search, open a row's dialog, fill and save it, close the tab, lock and unlock. Every stop of the focus is
 * visible, and the focus comes back to the button that opened a dialog once it closes.
 */

const focused = (page: Page, selector: string) => page.locator(`${selector}:focus`);

// As the second tenant's administrator: its own account types, so the lists other tests read stay as seeded.
test('keyboard only: sign in, menu, search, edit in a dialog, close the tab, lock and unlock', async ({ page }) => {
  await page.goto('/loginIndex');
  // The user name field has the focus on arrival.
  await expect(focused(page, 'input')).toHaveCount(1);
  await expectFocusVisible(page);
  await page.keyboard.type('tenant');
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);

  // The side menu: Tab into it, then the arrows and Enter open the folder and the page.
  await tabTo(page, '.shell-sider [role="menu"]');
  await tabTo(page, '.shell-sider [role="menuitem"]:has-text("账户中心")', 'ArrowDown');
  await page.keyboard.press('Enter');
  // As a user does, the arrows go on once the folder has opened: keys pressed while it is still unfolding move
  // over the items that were there before it, and a busy machine can make the unfolding long.
  await expect(page.locator('.shell-sider [role="menuitem"]:has-text("账户类型")')).toBeVisible();
  await expect(page.locator('.shell-sider .ant-motion-collapse')).toHaveCount(0);
  await tabTo(page, '.shell-sider [role="menuitem"]:has-text("账户类型")', 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platAccountMgr\/accountType\/index$/);
  await expect(page).toHaveTitle(/^账户类型 - Atrium$/);
  const rows = page.locator(`${PAGE_ON_SCREEN} .ant-table-tbody .ant-table-row`);
  await expect(rows.first()).toBeVisible();
  const name = (await rows.first().locator('td').nth(1).innerText()).trim();

  // Search: `/` puts the focus in the first search field; Enter searches.
  await page.keyboard.press('/');
  await expect(focused(page, '.search-form input')).toHaveCount(1);
  await expectFocusVisible(page);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  // The row's edit button, by Tab; Enter opens its dialog.
  await tabTo(page, `${PAGE_ON_SCREEN} .ant-table-row [data-action="edit"]`);
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
  await expect(dialog).toBeVisible();
  await tabTo(page, '.ant-modal-wrap:visible input[placeholder="请输入账户类型名称"]');
  const renamed = `${name.slice(0, 20)}键盘`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(renamed);
  await tabTo(page, '.ant-modal-wrap:visible [data-testid="form-save"]');
  await page.keyboard.press('Enter');
  await expect(page.getByText('编辑成功!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Back on the button that opened the dialog, in the row just saved.
  await expect(focused(page, '.ant-table-row [data-action="edit"]')).toHaveCount(1);
  await expect(page.locator('.ant-table-row:has([data-action="edit"]:focus)')).toContainText(renamed);
  await expectFocusVisible(page);

  // A dialog closed with Escape gives the focus back too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus when it opens (Escape is then its own).
  await expect(page.locator('.ant-modal-wrap:visible :focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(focused(page, '.ant-table-row [data-action="edit"]')).toHaveCount(1);

  // Close the page's tab with its close button.
  await tabTo(page, '[data-testid="tags-bar"] .ant-tabs-tab-active .ant-tabs-tab-remove', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
  await expect(page.locator('[data-testid="tags-bar"] .ant-tabs-tab')).toHaveCount(1);
  // The focus stays in the tab bar, on the tab now active.
  await expect(focused(page, '[data-testid="tags-bar"] .ant-tabs-tab-active .ant-tabs-tab-btn')).toHaveCount(1);
  await expectFocusVisible(page);

  // Lock (a lock password is asked the first time), then unlock.
  await tabTo(page, '[data-testid="lock-button"]', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(focused(page, '[data-testid="lock-password"]')).toHaveCount(1);
  await expectFocusVisible(page);
  await page.keyboard.type('lock-key-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(focused(page, '[data-testid="unlock-password"]')).toHaveCount(1);
  await expectFocusVisible(page);
  await page.keyboard.type('lock-key-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
});
