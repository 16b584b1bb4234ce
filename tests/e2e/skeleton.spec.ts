import { expect, test } from './fixtures';
import { acceptConfirm, openFromMenu, passwordInput, sideMenu, signIn, usernameInput } from './support';

test('an operator signs in, sees the menu, opens the account type list and signs out', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/loginIndex/);

  await signIn(page, 'admin');
  await expect(sideMenu(page)).toContainText('账户中心');

  await openFromMenu(page, '账户中心', '账户类型');
  await expect(page).toHaveURL(/\/platAccountMgr\/accountType\/index/);
  const rows = page.locator('.ant-table-tbody .ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
  await expect(page).toHaveTitle(/账户类型/);

  await page.locator('[data-testid="user-menu"]').click();
  await page.getByText('退出系统').click();
  await acceptConfirm(page, '是否退出系统, 是否继续?');
  await expect(page).toHaveURL(/\/loginIndex/);
  await page.goto('/platAccountMgr/accountType/index');
  await expect(page).toHaveURL(/\/loginIndex/);

  expect(errors).toEqual([]);
});

test('a wrong password keeps the operator on the login page with the message', async ({ page }) => {
  await page.goto('/loginIndex');
  await usernameInput(page).fill('admin');
  await passwordInput(page).fill('not-the-password');
  await passwordInput(page).press('Enter');
  await expect(page.getByText('用户名不存在或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/loginIndex/);
});

test('the login page and the shell switch to English', async ({ page }) => {
  await page.goto('/loginIndex');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByText('English').click();
  await expect(page.getByPlaceholder('User name')).toBeVisible();
  await page.reload();
  await expect(page.getByPlaceholder('User name')).toBeVisible();

  await signIn(page);
  await openFromMenu(page, 'Account centre', 'Account types');
  await expect(page.locator('.ant-table-thead:visible')).toContainText('Account type name');
});
