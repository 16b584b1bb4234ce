import { type Page } from '@playwright/test';
import { acceptConfirm, openFromMenu, ownName, settledDialog } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as tenant (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'tenant' });

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: text });
const dialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();

// As the second tenant's administrator: its own account types, so the main tenant's lists other tests read stay as seeded.
test('account types on the engine: create, view, edit (saved by Enter in a field), disable and enable', async ({ page }) => {
  const name = ownName('E2E积分账户');
  const renamedName = `${name}二`;
  await openFromMenu(page, '账户中心', '账户类型');

  await page.getByTestId('create-button').click();
  const form = await settledDialog(dialog(page));
  await form.getByTestId('form-save').click();
  await expect(form).toContainText('请输入账户类型名称');
  await expect(form).toContainText('请选择账户类别');
  await form.getByPlaceholder('请输入账户类型名称').fill('员工餐补账户');
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '福利账户' }).click();
  await form.getByLabel('积分').check();
  await form.getByTestId('form-save').click();
  // The server's field error lands under the field; the dialog stays, save works again.
  await expect(form.locator('.ant-form-item').filter({ hasText: '账户类型名称' })).toContainText('账户类型名称已存在');
  await expect(form.getByTestId('form-save')).toBeEnabled();
  await form.getByPlaceholder('请输入账户类型名称').fill(name);
  await form.getByTestId('form-save').click();
  await expect(page.getByText('新增成功!')).toBeVisible();

  const row = rowOf(page, name);
  await expect(row).toContainText('福利账户');
  await expect(row).toContainText('积分');
  await row.locator('[data-action=show]').click();
  const show = await settledDialog(dialog(page));
  await expect(show).toContainText(name);
  await show.getByRole('button', { name: /关\s*闭/ }).click();

  await row.locator('[data-action=edit]').click();
  const edit = await settledDialog(dialog(page));
  await expect(edit.getByPlaceholder('请输入账户类型名称')).toHaveValue(name);
  await edit.getByPlaceholder('请输入账户类型名称').fill(renamedName);
  // Enter in a field saves as the save button does: the button in the footer is the form's submit button
  // (docs/product.md#accessibility-themes-and-narrow-screens).
  await edit.getByPlaceholder('请输入账户类型名称').press('Enter');
  await expect(page.getByText('编辑成功!')).toBeVisible();
  const renamed = rowOf(page, renamedName);

  await renamed.locator('[data-action=disable]').click();
  await acceptConfirm(page);
  await expect(page.getByText('停用成功！')).toBeVisible();
  await expect(renamed.locator('.ant-tag')).toHaveText('停用');
  await renamed.locator('[data-action=enable]').click();
  await acceptConfirm(page);
  await expect(page.getByText('启用成功！')).toBeVisible();
  await expect(renamed.locator('.ant-tag')).toHaveText('启用');
});
