import { type Page } from '@playwright/test';
import { acceptConfirm, openFromMenu, settledDialog, sideMenu } from './support';
import { expect, test, type SignedInFixtures } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker. Its user asks for
// reduced motion (the shell then turns antd's motion off): the tools' panels, dialogs and the palette are checked
// for what they do, not for how they move, and their animations drawn in software cost processor time only.
test.use({ user: 'admin', reducedMotion: 'reduce' });

/** The operator tools of every generated list (docs/screens.md#operator-tools-on-every-list), in Chromium against the real server. */

const TYPES = '/platAccountMgr/accountType/index';
// The calls behind it: the user's preferences of the list (the default view) and its rows.
const PREFS = /\/admin\/listPref\/accountType(\?|$)/;
const TYPES_PAGE = /\/actAccountType\/listPage/;
// Kept-alive pages stay in the DOM hidden: every locator looks at what is shown.
const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row:visible');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
// The account type list ticks rows (it has bulk actions): the name is its second cell.
const names = async (page: Page) => (await rows(page).locator('td:nth-child(2)').allTextContents()).map((s) => s.trim());
/** Other tests add account types of the main tenant: an unfiltered list is known by rows any search would drop. */
const unfiltered = async (page: Page) => {
  await expect(rowOf(page, '早餐次卡')).toBeVisible();
  await expect(rowOf(page, '差旅备用金')).toBeVisible();
};
/** Ctrl+K, then the palette's field has the focus (its code loads on the first opening). */
const openPalette = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
};
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const header = (page: Page, title: string) => page.locator('.ant-table-thead th:visible', { hasText: title });
const tabs = (page: Page) => page.locator('[data-testid="tags-bar"] .ant-tabs-tab');

/** Holds the next call whose address matches `url` until the test lets it go (what a slow server does). */
async function holdNext(page: Page, url: RegExp): Promise<() => void> {
  let letGo = () => undefined as void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(
    url,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return letGo;
}

/** A second person at another browser: a context of its own, signed in, at `address`. */
async function otherBrowser(pageAs: SignedInFixtures['pageAs'], username: string, address: string) {
  const page = await pageAs(username, address);
  return { context: page.context(), page };
}

test.describe('on the account type list', () => {
  // The signed-in page starts on the list (fixtures.ts): one load of the console, not home first.
  test.use({ startAt: TYPES });

  test('column settings: hide, order, pin, density; kept for the user on the server and reset to the declaration', async ({ page, pageAs }) => {
    await expect(rowOf(page, '个人餐补账户')).toBeVisible();
    await expect(header(page, '账户种类')).toBeVisible();

    await page.getByTestId('column-settings-button').click();
    const panel = page.getByTestId('column-settings');
    await expect(panel).toBeVisible();
    await panel.getByLabel('显示账户种类').uncheck();
    await expect(header(page, '账户种类')).toHaveCount(0);
    await panel.getByRole('button', { name: '上移状态' }).click();
    await panel.getByRole('button', { name: '上移状态' }).click();
    await panel.getByText('紧凑').click();
    await expect(page.locator('.ant-table-small:visible')).toHaveCount(1);
    const order = ['账户类型名称', '状态', '账户类别', '创建时间'];
    await expect(page.locator('.ant-table-thead th:visible').filter({ hasText: /\S/ })).toHaveText([...order, '操作']);
    // Esc closes the panel.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Another browser, a new sign-in: the same layout, from the server.
    const other = await otherBrowser(pageAs, 'admin', TYPES);
    await expect(rowOf(other.page, '个人餐补账户')).toBeVisible();
    await expect(other.page.locator('.ant-table-thead th:visible').filter({ hasText: /\S/ })).toHaveText([...order, '操作']);
    await expect(other.page.locator('.ant-table-small:visible')).toHaveCount(1);
    // Reset there: the declaration's columns again, here too after a reload.
    await other.page.getByTestId('column-settings-button').click();
    await other.page.getByTestId('column-settings-reset').click();
    await expect(header(other.page, '账户种类')).toBeVisible();
    await other.context.close();
    await page.reload();
    await expect(rowOf(page, '个人餐补账户')).toBeVisible();
    await expect(page.locator('.ant-table-thead th:visible').filter({ hasText: /\S/ })).toHaveText(['账户类型名称', '账户类别', '账户种类', '状态', '创建时间', '操作']);
  });

  test('recently opened records come back through the palette', async ({ page }) => {
    await rowOf(page, '早餐次卡').locator('[data-action=show]').click();
    const show = await settledDialog(page.locator('.ant-modal').filter({ hasText: '早餐次卡' }).last());
    await show.getByRole('button', { name: /关\s*闭/ }).click();
    await page.goto('/wel/index');
    await expect(sideMenu(page)).toContainText('账户中心');
    await openPalette(page);
    const palette = page.locator('[cmdk-dialog]');
    await page.keyboard.type('早餐次卡');
    await expect(palette.locator('[cmdk-group]', { hasText: '最近打开的记录' })).toContainText('早餐次卡');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q\.accountTypeName=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, '早餐次卡')).toBeVisible();
  });
});

test('deep links: search, sort, page size in the address; reload, back and forward; the same tab; a bad value is ignored', async ({ page, pageAs }) => {
  await openFromMenu(page, '账户中心', '账户类型');
  await expect(rowOf(page, '个人餐补账户')).toBeVisible();
  const tabCount = await tabs(page).count();

  await page.getByPlaceholder('请输入账户类型名称').fill('账户');
  await page.getByPlaceholder('请输入账户类型名称').press('Enter');
  await expect(page).toHaveURL(/q\.accountTypeName=%E8%B4%A6%E6%88%B7/);
  await expect(rows(page)).toHaveCount(4);
  await header(page, '账户类型名称').click();
  await expect(page).toHaveURL(/sort=accountTypeName/);
  // The embedded database orders text by code point, as JavaScript's sort does.
  const ascending = ['个人餐补账户', '福利积分账户', '节日福利账户', '差旅账户'].sort();
  await expect.poll(() => names(page)).toEqual(ascending);
  await header(page, '账户类型名称').click();
  await expect(page).toHaveURL(/sort=-accountTypeName/);
  await expect.poll(() => names(page)).toEqual([...ascending].reverse());
  const sorted = await names(page);
  // The search changed the tab in place: no new tab.
  await expect(tabs(page)).toHaveCount(tabCount);

  await page.reload();
  await expect(page.getByPlaceholder('请输入账户类型名称')).toHaveValue('账户');
  await expect.poll(() => names(page)).toEqual(sorted);

  await page.goBack();
  await expect(page).toHaveURL(/sort=accountTypeName/);
  await expect.poll(() => names(page)).toEqual(ascending);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).toHaveURL(/q\.accountTypeName=/);
  await expect(rows(page)).toHaveCount(4);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${TYPES}$`));
  await expect(page.getByPlaceholder('请输入账户类型名称')).toHaveValue('');
  await unfiltered(page);
  await page.goForward();
  await expect(page.getByPlaceholder('请输入账户类型名称')).toHaveValue('账户');
  await expect(rows(page)).toHaveCount(4);
  await page.goForward();
  await page.goForward();
  await expect.poll(() => names(page)).toEqual(sorted);
  const address = page.url();

  // Pasted in another signed-in browser: the same rows.
  const other = await otherBrowser(pageAs, 'admin', address);
  await expect.poll(() => names(other.page)).toEqual(sorted);
  await expect(other.page.getByPlaceholder('请输入账户类型名称')).toHaveValue('账户');

  // A bad value in the address is ignored, the field left empty, the page whole.
  await other.page.goto(`${TYPES}?q.enableFlag=7&q.accountTypeName=${'长'.repeat(300)}&page=abc&size=13&sort=-bogus`);
  await unfiltered(other.page);
  await expect(other.page.getByPlaceholder('请输入账户类型名称')).toHaveValue('');
  await expect(other.page.locator('.search-form .ant-select-selection-item')).toHaveCount(0);
  await other.page.goto(`${TYPES}?q.enableFlag=0&size=20`);
  await expect(rows(other.page)).toHaveCount(2);
  await expect(other.page.locator('.search-form .ant-select-selection-item')).toHaveText('停用');
  await expect(other.page.locator('.ant-pagination-options .ant-select-selection-item')).toContainText('20');
  await other.context.close();
});

test.describe('on a stopped-types search opened by its address', () => {
  // The signed-in page starts there (fixtures.ts): one load of the console, not home first.
  test.use({ startAt: `${TYPES}?q.enableFlag=0&sort=accountTypeName` });

  test('a view saved and shared by one user opens for another user of the tenant, and can be the default', async ({ page, pageAs }, info) => {
    // A retry runs on the same server and finds the view an earlier attempt saved: each attempt names its own.
    const view = `停用的类型${info.retry || ''}`;
    await expect(rows(page)).toHaveCount(2);
    await page.getByTestId('views-button').click();
    const views = page.getByTestId('views-panel');
    await views.getByLabel('视图名称').fill(view);
    await views.getByLabel('共享给本租户').check();
    await views.getByRole('button', { name: '保存当前视图' }).click();
    await expect(page.getByText('视图已保存')).toBeVisible();
    await expect(views.locator(`[data-view="${view}"]`)).toContainText('共享');
    await page.keyboard.press('Escape');
    await expect(views).toBeHidden();

    // The operator (same tenant, no share permission) finds it, opens it, and makes it the default.
    const other = await otherBrowser(pageAs, 'operator', TYPES);
    await unfiltered(other.page);
    await other.page.getByTestId('views-button').click();
    const theirs = other.page.getByTestId('views-panel');
    await expect(theirs.locator(`[data-view="${view}"]`)).toContainText('系统管理员 共享');
    await expect(theirs.getByLabel('共享给本租户')).toHaveCount(0);
    await theirs.locator(`[data-view="${view}"]`).getByTestId('open-view').click();
    await expect(other.page).toHaveURL(/q\.enableFlag=0/);
    await expect(rows(other.page)).toHaveCount(2);
    await expect.poll(() => names(other.page)).toEqual(['差旅备用金', '节日福利账户'].sort());
    await other.page.getByTestId('views-button').click();
    await theirs.getByRole('button', { name: `视图「${view}」的操作` }).click();
    await other.page.getByRole('menuitem', { name: '设为默认' }).click();
    await expect(other.page.getByText('已设为默认视图')).toBeVisible();
    // Opened again without a search in the address: the default view.
    await other.page.goto(TYPES);
    await expect(other.page).toHaveURL(/q\.enableFlag=0/);
    await expect(rows(other.page)).toHaveCount(2);

    // A search submitted before the user's preferences (and so the default view) arrive is the one that stays.
    const welfare = ['福利积分账户', '节日福利账户'].sort();
    const search = async (text: string) => {
      await other.page.getByPlaceholder('请输入账户类型名称').fill(text);
      await other.page.getByRole('button', { name: /搜\s?索/ }).click();
    };
    const prefs = await holdNext(other.page, PREFS);
    const prefsAnswered = other.page.waitForResponse(PREFS);
    await other.page.goto(TYPES);
    await search('福利');
    prefs();
    await prefsAnswered;
    // Not the view's sort either: the rows are compared in name order.
    await expect.poll(async () => (await names(other.page)).sort()).toEqual(welfare);
    await expect(other.page).toHaveURL(/q\.accountTypeName=/);
    await expect(other.page).not.toHaveURL(/enableFlag/);
    await expect(other.page.getByPlaceholder('请输入账户类型名称')).toHaveValue('福利');
    // A search submitted while the list is still being asked for (its search button busy) is made, not dropped.
    const list = await holdNext(other.page, TYPES_PAGE);
    const listAsked = other.page.waitForRequest(TYPES_PAGE);
    await other.page.goto(`${TYPES}?q.enableFlag=1`);
    await listAsked;
    await search('福利');
    list();
    await expect(other.page).toHaveURL(/q\.accountTypeName=/);
    await expect.poll(() => names(other.page)).toEqual(['福利积分账户']);
    await expect(other.page.getByPlaceholder('请输入账户类型名称')).toHaveValue('福利');
    await other.context.close();

    // The owner deletes it.
    await page.getByTestId('views-button').click();
    await views.getByRole('button', { name: `视图「${view}」的操作` }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await acceptConfirm(page, `确定删除视图「${view}」吗?`);
    await expect(page.getByText('视图已删除')).toBeVisible();
  });
});

test('bulk disable of child accounts: the confirmation names the count, one refusal is reported, the rest stay done', async ({ page }) => {
  await openFromMenu(page, '账户中心', '开户管理');
  await rowOf(page, '北京中膳餐饮管理有限公司').getByRole('button', { name: '子账户' }).click();
  await expect(page.getByTestId('parent-header')).toContainText('北京公司主账户');
  const bar = page.getByTestId('bulk-bar');
  await expect(bar.getByTestId('bulk-count')).toHaveText('已选 0 项');
  await rowOf(page, '运营部加班卡').locator('.ant-checkbox-input').check();
  await rowOf(page, '差旅备用账户').locator('.ant-checkbox-input').check();
  await expect(bar.getByTestId('bulk-count')).toHaveText('已选 2 项');

  await bar.locator('[data-bulk=disable]').click();
  await acceptConfirm(page, '确定对所选 2 项执行「停用」吗?');
  const result = await settledDialog(page.locator('.ant-modal-confirm', { hasText: '已完成 1 项，1 项失败' }));
  await expect(result.getByTestId('bulk-result')).toContainText('差旅备用账户: 账户已冻结，请先解冻');
  await expect(result.getByTestId('bulk-result')).not.toContainText('运营部加班卡');
  await result.getByRole('button', { name: /确\s*定/ }).click();
  await expect(rowOf(page, '运营部加班卡').locator('.ant-tag')).toHaveText('停用');
  await expect(rowOf(page, '差旅备用账户').locator('.ant-tag')).toHaveText('冻结');
  // The refused row stays ticked; clear empties the selection.
  await expect(bar.getByTestId('bulk-count')).toHaveText('已选 1 项');
  await bar.getByRole('button', { name: '清空' }).click();
  await expect(bar.getByTestId('bulk-count')).toHaveText('已选 0 项');

  // Put it back as the seed had it, by the bulk enable.
  await rowOf(page, '运营部加班卡').locator('.ant-checkbox-input').check();
  await bar.locator('[data-bulk=enable]').click();
  await acceptConfirm(page, '确定对所选 1 项执行「启用」吗?');
  await expect(page.getByText('已完成 1 项')).toBeVisible();
  await expect(rowOf(page, '运营部加班卡').locator('.ant-tag')).toHaveText('启用');
});

test('the command palette opens 账户类型 from zhlx + Enter, finds English names, tabs and the page’s actions; / and ? work', async ({ page }) => {
  await openPalette(page);
  const palette = page.locator('[cmdk-dialog]');
  await page.keyboard.type('zhlx');
  await expect(palette.locator('[cmdk-item][data-selected=true]')).toContainText('账户类型');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${TYPES}$`));
  await expect(rowOf(page, '个人餐补账户')).toBeVisible();

  // English names and full pinyin; Esc closes.
  await openPalette(page);
  await page.keyboard.type('Menus');
  await expect(palette.locator('[cmdk-item][data-selected=true]')).toContainText('菜单管理');
  await page.locator('[cmdk-input]').fill('kaihuguanli');
  await expect(palette.locator('[cmdk-item][data-selected=true]')).toContainText('开户管理');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // The page's toolbar action, by keyboard alone.
  await openPalette(page);
  await page.keyboard.type('新增');
  await expect(palette.locator('[cmdk-group]', { hasText: '当前页面的操作' })).toContainText('新增');
  await palette.locator('[cmdk-group]', { hasText: '当前页面的操作' }).locator('[cmdk-item]').first().click();
  const form = await settledDialog(page.locator('.ant-modal').filter({ hasText: '账户类型名称' }).last());
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // An open tab.
  await openPalette(page);
  await page.keyboard.type('shouye');
  await expect(palette.locator('[cmdk-group]', { hasText: '已打开的标签页' })).toContainText('首页');
  await page.keyboard.press('Escape');

  // `/` focuses the first search field, Enter searches; `?` shows the shortcuts, Esc closes them.
  await blur(page);
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('请输入账户类型名称')).toBeFocused();
  await page.keyboard.type('早餐');
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await blur(page);
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcuts')).toBeHidden();

  // The screens of the other modules (docs/product.md#the-menu-and-modules): the system log by its English name, the card flow summary by
  // its pinyin, opened in its own module.
  await openPalette(page);
  await page.keyboard.type('System log');
  await expect(palette.locator('[cmdk-item][data-selected=true]')).toContainText('系统日志');
  await page.locator('[cmdk-input]').fill('bumenkaliushuihuizong');
  await expect(palette.locator('[cmdk-item][data-selected=true]')).toContainText('部门卡流水汇总');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bi\/ctnbideptcardflowdetail\/index$/);
  await expect(page.locator('[data-testid="module-menu"] .ant-menu-item-selected')).toHaveText('餐饮');
});
