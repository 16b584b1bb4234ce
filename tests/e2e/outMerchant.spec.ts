import { type Page } from '@playwright/test';
import { acceptConfirm, openFromMenu, ownName, settledDialog } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

const dialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();
const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: text });

test('an out merchant from adding to deleting: enable, edit refused while enabled, disable, edit, delete', async ({ page }) => {
  const NAME = ownName('E2E美团测试企业');
  const RENAMED = `${NAME}（改）`;
  await openFromMenu(page, '收银台管理', '三方企业授权');
  await expect(page).toHaveURL(/\/cashierMgr\/outMerchantMgr\/index/);
  await expect(page.locator('.ant-pagination')).toContainText('20 条/页');

  // Add: required fields first, then the applicant's JSON hint and the JSON check.
  await page.getByTestId('create-button').click();
  const form = await settledDialog(dialog(page));
  await form.getByTestId('form-save').click();
  await expect(form).toContainText('请选择申请方');
  await expect(form).toContainText('请输入三方企业编码');
  await expect(form).toContainText('请输入三方企业名称');
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '美团企业版' }).click();
  await expect(form).toContainText('"entId"');
  await expect(form).toContainText('"secretKey"');
  await form.getByPlaceholder('请输入三方企业编码').fill(ownName('E2E-MT-001'));
  await form.getByPlaceholder('请输入三方企业名称').fill(NAME);
  await form.getByPlaceholder('请输入JSON格式的授权信息').fill('not json');
  await form.getByTestId('form-save').click();
  await expect(form).toContainText('授权信息必须是JSON对象格式');
  await form.getByPlaceholder('请输入JSON格式的授权信息').fill('{"entId":"E1","accessKey":"AK-1","secretKey":"S3CRET-VALUE"}');
  await form.getByTestId('form-save').click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(form).toBeHidden();

  const row = rowOf(page, NAME);
  await expect(row).toContainText('停用');
  await expect(row.locator('[data-action=enable]')).toBeVisible();
  await expect(row.locator('[data-action=disable]')).toHaveCount(0);

  // View: the secret comes back masked.
  await row.locator('[data-action=show]').click();
  const show = await settledDialog(dialog(page));
  await expect(show).toContainText('"secretKey":"******"');
  await expect(show).not.toContainText('S3CRET-VALUE');
  await show.getByRole('button', { name: /关\s*闭/ }).click();

  // Enable: edit and delete are refused while enabled.
  await row.locator('[data-action=enable]').click();
  await acceptConfirm(page, new RegExp(`确定启用「${NAME}」吗`));
  await expect(page.getByText('启用成功', { exact: true })).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText('启用');
  await expect(row.locator('[data-action=edit]')).toBeDisabled();
  await expect(row.locator('[data-action=delete]')).toBeDisabled();

  // Disable, then edit: the masked secret stays as stored.
  await row.locator('[data-action=disable]').click();
  await acceptConfirm(page, new RegExp(`确定停用「${NAME}」吗`));
  await expect(page.getByText('停用成功', { exact: true })).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText('停用');
  await row.locator('[data-action=edit]').click();
  const edit = await settledDialog(dialog(page));
  await expect(edit.getByPlaceholder('请输入三方企业名称')).toHaveValue(NAME);
  await expect(edit.getByPlaceholder('请输入JSON格式的授权信息')).toHaveValue(/"secretKey":"\*{6}"/);
  await edit.getByPlaceholder('请输入三方企业名称').fill(RENAMED);
  await edit.getByTestId('form-save').click();
  await expect(page.getByText('修改成功')).toBeVisible();
  const renamed = rowOf(page, RENAMED);
  await expect(renamed).toBeVisible();

  // Search finds it by name.
  await page.getByPlaceholder('请输入三方企业名称').first().fill('（改）');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row:visible')).toHaveCount(1);

  // Delete after a confirmation.
  await renamed.locator('[data-action=delete]').click();
  await acceptConfirm(page, /删除后不可恢复/);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.locator('.ant-table-tbody:visible')).toContainText('暂无数据');
});
