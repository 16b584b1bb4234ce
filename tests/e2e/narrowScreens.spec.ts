import { type Page } from '@playwright/test';
import { expect, test, type StorageState } from './fixtures';
import { goInApp, openModule, openOverlay, planModules, settle, walkPage, type ModulePlan } from './axeWalk';
import { PAGE_ON_SCREEN } from './support';

/**
 * Narrow screens (docs/product.md#accessibility-themes-and-narrow-screens: every screen usable at 768 px): a 768 × 1024 tablet opens every screen of
 * the admin's menu, on one signed-in page moving by the address as the menu does. The page itself never scrolls
 * sideways (a wide list scrolls inside its card), and each screen's primary action is in sight. The side menu is a
 * drawer opened from the top bar, the top bar's tools are one menu, dialogs take the width; at 1024 pixels the
 * side menu is its rail; a system asking for less motion gets none.
 */

const TABLET = { width: 768, height: 1024 };

let plan: ModulePlan[];
let storageState: StorageState;

test.beforeAll(async ({ browser }) => {
  ({ plan, storageState } = await planModules(browser, 'admin'));
});

/** What sticks out sideways: the document, or the shell's page box (a list scrolls in its own card, not there). */
const sidewaysScroll = (page: Page) =>
  page.evaluate((shown) => {
    const out: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth) out.push(`the page is ${doc.scrollWidth} px wide`);
    const box = document.querySelector<HTMLElement>(shown);
    if (box && box.scrollWidth > box.clientWidth) out.push(`the page box is ${box.scrollWidth} px wide`);
    return out;
  }, PAGE_ON_SCREEN);

/** The screen's primary action (its first primary button), when it has one: where it lies, or null when in sight. */
const primaryAction = (page: Page) =>
  page.evaluate((shown) => {
    const button = [...document.querySelectorAll<HTMLElement>(`${shown} .ant-btn-primary`)].find((b) => b.checkVisibility());
    if (!button) return 'none';
    const r = button.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && r.width > 0 ? 'in sight' : `${button.innerText} at ${Math.round(r.left)}..${Math.round(r.right)}`;
  }, PAGE_ON_SCREEN);

test('every screen of the admin fits a 768-pixel tablet with its primary action in sight', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await walkPage(browser, { language: 'zh-CN' }, { storageState, viewport: TABLET });
  const problems: string[] = [];
  let screens = 0;
  let withAction = 0;
  try {
    await page.goto('/wel/index');
    await settle(page);
    // The side menu is not beside the page: the top bar's toggle opens it in a drawer.
    await expect(page.locator('.shell > .shell-sider')).toHaveCount(0);
    await expect(page.getByTestId('folded-tools')).toBeVisible();
    for (let i = 0; i < plan.length; i++) {
      await openModule(page, i);
      for (const path of plan[i].pages) {
        await goInApp(page, path);
        screens++;
        for (const p of await sidewaysScroll(page)) problems.push(`${path}: ${p}`);
        const action = await primaryAction(page);
        if (action === 'in sight') withAction++;
        else if (action !== 'none') problems.push(`${path}: the primary action ${action} is out of sight`);
      }
    }
    // The tabs that no longer fit are listed behind the tab bar's "more" button, in a list named in the console's
    // language (rc-tabs calls it 'expanded dropdown' unless told).
    await page.locator('[data-testid="tags-bar"] .ant-tabs-nav-more').click();
    await expect(page.getByRole('listbox', { name: '更多标签' })).toBeVisible();
  } finally {
    await page.context().close();
  }
  console.log(`768 × 1024: ${screens} screens, ${withAction} with a primary action in sight`);
  expect(problems).toEqual([]);
  expect(screens).toBeGreaterThan(10);
  expect(withAction).toBeGreaterThan(screens / 2);
});

test('at 768 pixels the menu is a drawer, the tools one menu, a dialog the width and the first column fixed', async ({ browser }) => {
  const page = await walkPage(browser, { language: 'en' }, { storageState, viewport: TABLET });
  try {
    await page.goto('/platAccountMgr/accountType/index');
    await settle(page);
    const toggle = page.getByTestId('collapse-toggle');
    await expect(toggle).toHaveAccessibleName('Menu');
    await toggle.click();
    const drawer = page.locator('.shell-menu-drawer');
    await expect(drawer.locator('.ant-menu-item').first()).toBeVisible();
    await drawer.getByText('Account opening', { exact: true }).click();
    await expect(page).toHaveURL(/accountOpenView\/index/);
    await expect(drawer).toBeHidden();

    const tools = await openOverlay(page, page.getByTestId('folded-tools'), 'the tools');
    await expect(tools.getByTestId('theme-button')).toBeVisible();
    await page.keyboard.press('Escape');

    await goInApp(page, '/platAccountMgr/accountType/index');
    const firstCell = page.locator(`${PAGE_ON_SCREEN} .ant-table-thead th`).first();
    await expect(firstCell).toHaveClass(/ant-table-cell-fix-left/);
    const dialog = await openOverlay(page, page.locator('[data-opens-dialog="accountType.create"]'), 'create');
    const width = await dialog.locator('.ant-modal').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(TABLET.width - 16);
  } finally {
    await page.context().close();
  }
});

test('at 1024 pixels the side menu is its rail by itself, and less motion moves nothing', async ({ browser }) => {
  const page = await walkPage(browser, { language: 'zh-CN' }, { storageState, viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  try {
    await page.goto('/platAccountMgr/accountType/index');
    await settle(page);
    const sider = page.locator('.shell-sider');
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await expect.poll(() => sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    await expect(sider).toHaveCSS('transition-duration', /^0s(, 0s)*$/);
    await page.getByTestId('collapse-toggle').click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    // A dialog opens without antd's zoom: it is there at once, with nothing running.
    await page.getByTestId('theme-button').click();
    await expect(page.locator('.ant-modal')).toBeVisible();
    await expect(page.locator('.ant-modal')).not.toHaveClass(/ant-zoom/);
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length)).toBe(0);
  } finally {
    await page.context().close();
  }
});
