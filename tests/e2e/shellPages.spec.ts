import { type Page } from '@playwright/test';
import { openFromMenu, sideMenu } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (the describe that says so as the second tenant; fixtures.ts), from a
// session signed in once per worker. Its user asks for reduced motion (the shell then turns antd's motion off):
// the pages the shell opens are checked, not how menus and dialogs move, and their animations drawn in software
// cost processor time only.
test.use({ user: 'admin', reducedMotion: 'reduce' });

/** The shell's pages outside the menu: a reminder's task (/activti/detail/{id}), /premiumInfos, and the breadcrumb of the account centre's child pages. */

const crumbs = (page: Page) => page.getByTestId('breadcrumb').locator('.ant-breadcrumb-link');

test('an export finishing sends a 协同提醒 whose detail page shows the task, its file and its log', async ({ page, pageAs }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openFromMenu(page, '账户中心', '账户流水');
  await expect(page).toHaveURL(/\/accountBillDetail/);
  await page.getByRole('button', { name: /导\s?出$/ }).click();
  await expect(page.getByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeVisible();

  // The server assigns the finished task to the user: the reminder arrives on the realtime channel.
  const note = page.locator('.reminder-notification').filter({ hasText: '账户流水明细导出任务，请及时处理' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText('协同提醒');
  await note.getByRole('button', { name: '查看详情' }).click();

  await expect(page).toHaveURL(/\/activti\/detail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('activiti-message')).toContainText('账户流水明细导出任务，请及时处理');
  const task = page.getByTestId('activiti-task');
  await expect(task).toContainText('导出');
  await expect(task).toContainText('账户流水明细');
  await expect(task).toContainText('已完成');
  await expect(crumbs(page)).toHaveText(['首页', '任务详情']);
  await expect(page).toHaveTitle(/^任务详情 - /);

  const download = page.waitForEvent('download');
  await task.getByRole('button', { name: '下载结果' }).click();
  expect((await download).suggestedFilename()).toMatch(/^账户流水明细_\d+\.xlsx$/);

  await task.getByRole('button', { name: '查看导出日志' }).click();
  const log = page.locator('.ant-modal').filter({ hasText: '导出日志' });
  await expect(log.locator('.ant-table-tbody .ant-table-row').first()).toContainText('已完成');
  await log.locator('.ant-modal-close').click();

  // The message popover lists it (read now) and opens the same page.
  await page.goto('/wel/index');
  await page.getByTestId('message-button').click();
  const popover = page.getByTestId('message-popover');
  const item = popover.locator('.ant-list-item').filter({ hasText: '账户流水明细导出任务，请及时处理' }).first();
  await expect(item).toBeVisible();
  await expect(item).not.toHaveClass(/message-unread/);
  await item.click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByTestId('activiti-task')).toContainText('已完成');
  expect(errors).toEqual([]);

  // Another tenant's user opening the same address is told it is not theirs.
  const otherPage = await pageAs('tenant', detailUrl);
  const unavailable = otherPage.getByTestId('activiti-unavailable');
  await expect(unavailable).toContainText('无法查看这条消息');
  await expect(unavailable).toContainText('这条消息不是发给当前用户的，无权查看');
  await expect(otherPage.getByTestId('activiti-task')).toHaveCount(0);
});

test.describe('as the second tenant', () => {
  // The signed-in page starts on the first address (fixtures.ts): one load of the console, not home first.
  test.use({ user: 'tenant', startAt: '/activti/detail/abc' });

  test('a bad or unknown reminder id shows why, never a broken page', async ({ page }) => {
    const unavailable = page.getByTestId('activiti-unavailable');
    await expect(unavailable).toContainText('无法查看这条消息');
    await expect(unavailable).toContainText('消息编号格式错误');
    await page.goto('/activti/detail/987654321');
    await expect(unavailable).toContainText('消息不存在或已被删除');
    await unavailable.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/wel\/index/);
  });
});

test('/premiumInfos from the user dropdown: version 2.0.0, the tenant, its modules and the user', async ({ page }) => {
  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown-menu-item').getByText('版本信息', { exact: true }).click();
  await expect(page).toHaveURL(/\/premiumInfos$/);
  await expect(page.getByTestId('premium-version')).toHaveText('2.0.0');
  await expect(page.getByTestId('premium-product')).toContainText('Atrium');
  await expect(page.getByTestId('premium-product')).toContainText('标准控制台');
  const modules = page.getByTestId('premium-modules');
  for (const name of ['平台', '餐饮', '供应链']) await expect(modules).toContainText(name);
  await expect(modules.locator('.ant-list-item').filter({ hasText: '当前模块' })).toContainText('平台');
  await expect(page.getByTestId('premium-sections')).toContainText('账户中心');
  await expect(page.getByTestId('premium-permissions')).toHaveText(/^\d+ 项$/);
  await expect(crumbs(page)).toHaveText(['首页', '版本与服务信息']);
});

test('the breadcrumb of an account-centre child page: home, the menu path of 开户管理, then the page', async ({ page }) => {
  await openFromMenu(page, '账户中心', '开户管理');
  await page.locator('.ant-table-tbody .ant-table-row:visible', { hasText: '北京中膳餐饮管理有限公司' }).getByRole('button', { name: '子账户' }).click();
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/child\?/);
  await expect(crumbs(page)).toHaveText(['首页', '账户中心', '开户管理', '子账户管理']);
  // Only the last is not a link.
  const breadcrumb = page.getByTestId('breadcrumb');
  await expect(breadcrumb.locator('a')).toHaveText(['首页', '账户中心', '开户管理']);
  await expect(page.locator('[data-testid="tags-bar"] .ant-tabs-tab-active')).toContainText('子账户管理');
  await expect(sideMenu(page).locator('.ant-menu-item-selected')).toHaveText('开户管理');

  await page.getByRole('button', { name: '新增子账户' }).click();
  await expect(page).toHaveURL(/\/addChild\?/);
  await expect(crumbs(page)).toHaveText(['首页', '账户中心', '开户管理', '新增子账户']);
  await breadcrumb.getByRole('link', { name: '开户管理' }).click();
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/index$/);
  await expect(crumbs(page)).toHaveText(['首页', '账户中心', '开户管理']);
});

test('an address of another module switches the shell to that module; one the active module holds never does', async ({ page }) => {
  const CATERING_SUMMARY = '/bi/ctnbideptcardflowdetail/index';
  const ACCOUNT_TYPE = '/platAccountMgr/accountType/index';
  const CITY_MAPPING = '/platsync/standardCity/index';
  const selectedModule = page.locator('[data-testid="module-menu"] .ant-menu-item-selected');
  const sider = sideMenu(page);
  const activeTab = page.locator('[data-testid="tags-bar"] .ant-tabs-tab-active');
  await expect(selectedModule).toHaveText('平台');

  // A pasted link to the catering summary while 平台 is active: catering's menu, switcher and breadcrumb.
  await page.goto(CATERING_SUMMARY);
  await expect(selectedModule).toHaveText('餐饮');
  await expect(sider).toContainText('部门卡');
  await expect(sider).not.toContainText('账户中心');
  await expect(crumbs(page)).toHaveText(['首页', '部门卡', '部门卡流水汇总']);
  await expect(activeTab).toContainText('部门卡流水汇总');
  await expect(page.locator('.ant-table:visible')).toBeVisible();
  await page.screenshot({ path: 'test-results/deep-link-catering.png' });

  // A platform page's address brings 平台 back; a reload keeps it.
  await page.goto(ACCOUNT_TYPE);
  await expect(selectedModule).toHaveText('平台');
  await expect(crumbs(page)).toHaveText(['首页', '账户中心', '账户类型']);
  await page.reload();
  await expect(selectedModule).toHaveText('平台');
  await expect(sider).toContainText('账户中心');

  // City mapping sits in 平台 and in the travel modules: 平台 holds it, so the shell stays.
  await page.goto(CITY_MAPPING);
  await expect(crumbs(page)).toHaveText(['首页', '基础数据', '城市映射']);
  await expect(selectedModule).toHaveText('平台');

  // The summary's tab recorded catering: clicking it switches back to 餐饮.
  await page.locator(`[data-testid="tags-bar"] [data-tag="${CATERING_SUMMARY}"]`).click();
  await expect(selectedModule).toHaveText('餐饮');
  await expect(crumbs(page)).toHaveText(['首页', '部门卡', '部门卡流水汇总']);
});
