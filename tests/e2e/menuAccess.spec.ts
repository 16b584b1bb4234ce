import { acceptConfirm, openFromMenu, ownName, sideMenu, signIn } from './support';
import { expect, test } from './fixtures';

test('a menu node added by an administrator appears in the side menu', async ({ page }) => {
  const pageName = ownName('E2E巡检页面');
  await signIn(page, 'admin');
  await openFromMenu(page, '系统管理', '菜单管理');
  await expect(page).toHaveURL(/\/admin\/menu\/index/);
  const tree = page.locator('.menu-admin-tree');
  await tree.getByText('系统管理', { exact: true }).click();
  await page.getByRole('button', { name: '新增下级' }).click();

  const form = page.locator('.ant-modal').filter({ hasText: '新增菜单' });
  await expect(form.locator('.ant-select-selection-item')).toHaveText('系统管理');
  await form.getByPlaceholder('请输入菜单名称').fill(pageName);
  await form.getByPlaceholder('以 / 或 http(s):// 开头').fill('e2e/check');
  await form.getByTestId('form-save').click();
  await expect(form).toContainText('菜单路径须以 / 或 http(s):// 开头');
  // A page no screen declares would be a dead end: refused, in the form already.
  await form.getByPlaceholder('以 / 或 http(s):// 开头').fill('/admin/e2eCheck/index');
  await form.getByTestId('form-save').click();
  await expect(form).toContainText('该路径没有对应的页面，请填写已有页面的路径或 http(s) 地址');
  await form.getByPlaceholder('以 / 或 http(s):// 开头').fill('https://example.org/e2e-check');
  await form.getByLabel('英文名称').fill(ownName('E2E check page'));
  await form.getByTestId('form-save').click();
  await expect(page.getByText('新增成功!')).toBeVisible();

  await expect(tree).toContainText(pageName);
  const sider = sideMenu(page);
  await expect(sider).toContainText(pageName);

  // It stays after signing in again.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'admin');
  await openFromMenu(page, '系统管理', pageName);
  await expect(page).toHaveURL(/\/myiframe\/https%3A%2F%2Fexample\.org%2Fe2e-check/);
  await expect(page.getByTestId('embedded-page')).toBeVisible();

  // Deleted again: the browser tests after this one share the server and walk the seeded menu (menuScreens).
  await sider.getByText('菜单管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/index/);
  await tree.getByText(pageName, { exact: true }).click();
  await page
    .locator('.menu-admin-actions')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await acceptConfirm(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(tree).not.toContainText(pageName);
  await expect(sider).not.toContainText(pageName);
});

// The two tests below start signed in (fixtures.ts), from a session signed in once per worker: what they check is
// what the menu of a signed-in user lets through, not the sign-in, which the first test goes through twice. Each
// starts at the address it pastes (fixtures.ts): one load of the console, not home first.
test.describe(() => {
  test.use({ user: 'tenant', startAt: '/platsync/standardCity/index' });
  test('a page outside the user menu is refused by URL too', async ({ page }) => {
    await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
    await expect(sideMenu(page)).toContainText('账户中心');
    await expect(sideMenu(page)).not.toContainText('基础数据');
    await expect(page.locator('.ant-table')).toHaveCount(0);

    // A page the menu holds opens.
    await page.goto('/cashierMgr/outMerchantMgr/index');
    await expect(page.locator('.resource-table .ant-card-head-title')).toHaveText('三方企业授权');
    await expect(page.getByText('抱歉，您无权访问此页面')).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ user: 'operator', startAt: '/cashierMgr/outMerchantMgr/index' });
  test('the operator, without the cashier pages, is refused the out-merchant manager', async ({ page }) => {
    await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
    await openFromMenu(page, '基础数据', '城市映射');
    await expect(page.locator('.ant-table-tbody .ant-table-row:visible').first()).toBeVisible();
  });
});
