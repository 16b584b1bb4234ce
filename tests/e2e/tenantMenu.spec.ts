import { expect, test } from './fixtures';
import { openFromMenu, sideMenu, signIn } from './support';

test("a tenant's menu assignment decides what its users see", async ({ page }) => {
  await signIn(page, 'tenant');
  await openFromMenu(page, '账户中心', '账户流水');

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'admin');
  await openFromMenu(page, '系统管理', '租户菜单');
  await expect(page.locator('.tenant-menu-tenant')).toContainText('华东餐饮有限公司');
  const tree = page.locator('.menu-admin-tree');
  const node = tree.locator('.ant-tree-treenode').filter({ hasText: '账户中心' }).first();
  await node.locator('.ant-tree-switcher').click();
  const flows = tree.locator('.ant-tree-treenode').filter({ hasText: '账户流水' }).first();
  await expect(flows.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await flows.locator('.ant-tree-checkbox').click();
  await expect(flows.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await page.getByTestId('form-save').click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'tenant');
  const sider = sideMenu(page);
  await sider.getByText('账户中心', { exact: true }).click();
  await expect(sider).toContainText('账户类型');
  await expect(sider).not.toContainText('账户流水');
});
