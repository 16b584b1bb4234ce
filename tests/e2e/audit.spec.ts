import { type Page } from '@playwright/test';
import { createAccountType, openFromMenu, ownName, settledDialog } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as tenant (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'tenant' });

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: text });
const dialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();
/** A search field by its exact label (对象 and 对象编号 both exist). */
const searchField = (page: Page, label: string) =>
  page.locator('.search-form .ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }) });

async function choose(page: Page, label: string, option: string) {
  await searchField(page, label).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

// As the second tenant's administrator, whose menu holds 审计日志: the main tenant's lists stay as seeded.
test('a change made on a screen is on 审计日志 with its before and after, the chain checks, the list exports', async ({ page }) => {
  const name = ownName('E2E审计类型');
  await openFromMenu(page, '账户中心', '账户类型');
  await createAccountType(page, name);
  await expect(page.getByText('新增成功!')).toBeVisible();
  await rowOf(page, name).locator('[data-action=edit]').click();
  const edit = await settledDialog(dialog(page));
  await edit.getByPlaceholder('请输入账户类型名称').fill(`${name}改`);
  await edit.getByTestId('form-save').click();
  await expect(page.getByText('编辑成功!')).toBeVisible();

  await openFromMenu(page, '系统管理', '审计日志');
  await expect(page).toHaveURL(/\/admin\/audit\/index/);
  await choose(page, '对象', '账户类型');
  await choose(page, '操作', '修改');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  const row = rowOf(page, 'tenant').first();
  await expect(row).toContainText('修改');
  await expect(row).toContainText('账户类型');
  await expect(row).toContainText('成功');

  await row.locator('[data-action=show]').click();
  const detail = await settledDialog(dialog(page));
  await expect(detail).toContainText('审计详情');
  await expect(detail).toContainText('POST /accountcenter/actAccountType/updateActAccountType');
  // The call's request id, as in the server's log lines.
  await expect(detail).toContainText(/请求编号\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  const renamed = detail.getByTestId('audit-changes').locator('.ant-table-row').filter({ hasText: '账户类型名称' });
  await expect(renamed.locator('td').nth(1)).toHaveText(name);
  await expect(renamed.locator('td').nth(2)).toHaveText(`${name}改`);
  await detail.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(detail).toBeHidden();

  await page.getByTestId('audit-verify').click();
  await expect(page.getByText(/审计日志完整，已校验 \d+ 条/)).toBeVisible();

  // The account type page stays mounted behind its tab (keep-alive): the visible list's dropdown.
  await page.locator('[data-testid=import-export]:visible').click();
  await page
    .locator('.ant-dropdown-menu-item')
    .filter({ hasText: /^导出$/ })
    .click();
  await expect(page.getByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeVisible();
});
