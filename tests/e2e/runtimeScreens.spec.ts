import type { Locator, Page } from '@playwright/test';
import { acceptConfirm, DEMO_PASSWORD, expectAccessible, openFromMenu, passwordInput, settledDialog, sideMenu, usernameInput } from './support';
import { expect, test } from './fixtures';

// Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time), designed, previewed,
// published, put in the menu, and opened by a second user in English. The designer asks for reduced motion (the
// shell then turns antd's motion off): what is designed and shown is checked, not how dialogs and drawers move.
test.use({ user: 'admin', reducedMotion: 'reduce' });

const API = '/catering';
const stored = (page: Page, name: string) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(`atrium-${key}`) ?? sessionStorage.getItem(`atrium-${key}`);
    return raw ? JSON.parse(raw).content : undefined;
  }, name);

/** A form item of the designer by its label, within `scope`. */
const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }) });

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Signs the second ROLE_ADMIN user of the main tenant in (its second factor through the development outbox). */
async function signInSecure(page: Page) {
  await page.goto('/loginIndex');
  await usernameInput(page).fill('secure');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await passwordInput(page).press('Enter');
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = await (await page.request.get(`${API}/dev/outbox?to=13800000005`)).json();
      code = body.data?.[0]?.text?.match(/(\d{6})/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByPlaceholder('二次验证码').fill(code!);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/wel\/index/);
}

test('an administrator designs a screen over the system log, previews, publishes and menus it; a second user opens it in English', async ({
  page,
  browser,
  baseURL,
  viewport,
}, info) => {
  const key = `e2e-errors-${info.retry}`;
  const sample = `运行时页面样本错误 ${info.retry}`;
  const token = await stored(page, 'access_token');
  const upload = await page.request.post(`${API}/admin/log/logs`, {
    headers: { Authorization: `Bearer ${token}` },
    data: [{ type: 'e2e-runtime', message: sample, url: '/s/sample' }],
  });
  expect(upload.ok()).toBe(true);

  await expect(sideMenu(page)).toContainText('系统管理');
  // A click while the folder still unfolds can land beside the item: asked again until the page opens.
  await expect(async () => {
    await openFromMenu(page, '系统管理', '页面设计');
    await expect(page).toHaveURL(/\/admin\/screen\/index/, { timeout: 3000 });
  }).toPass();
  await page.getByTestId('create-button').click();
  const dialog = await settledDialog(page.locator('.ant-modal').filter({ hasText: '新建页面' }));
  await item(dialog, '页面标识').locator('input').fill(key);
  await choose(page, item(dialog, '数据来源'), '系统日志');
  await item(dialog, '中文标题').first().locator('input').fill('前端错误');
  await item(dialog, '英文标题').first().locator('input').fill('Front-end errors');
  const first = dialog.getByTestId('designer-column-0');
  await choose(page, item(first, '字段'), /^type \(text\)$/);
  await item(first, '中文标题').locator('input').fill('类型');
  await item(first, '英文标题').locator('input').fill('Type');
  await dialog.getByRole('button', { name: '添加列' }).click();
  const second = dialog.getByTestId('designer-column-1');
  await choose(page, item(second, '字段'), /^message \(text\)$/);
  await item(second, '中文标题').locator('input').fill('错误信息');

  // The live preview: the source's real rows under the declared columns.
  const preview = dialog.getByTestId('screen-preview');
  await expect(preview.locator('.ant-table-thead th')).toHaveText(['类型', '错误信息']);
  await expect(preview).toContainText(sample);

  await expectAccessible(page, 'the screen designer', '.ant-modal-root');

  // An error shows at the field it concerns.
  await dialog.getByTestId('form-save').click();
  await expect(item(second, '英文标题')).toContainText('请输入英文标题');
  await item(second, '英文标题').locator('input').fill('Message');
  await choose(page, item(dialog, '查询条件'), 'type');
  await dialog.getByTestId('form-save').click();
  await expect(page.getByText('保存成功，版本 1')).toBeVisible();

  const row = page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: key });
  await row.getByRole('button', { name: '发布' }).click();
  await acceptConfirm(page, /确定发布「前端错误」的最新版本吗/);
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(row.locator('td').nth(5)).toHaveText('1');

  // A second version, published, compared with the first field by field, and rolled back.
  await row.locator('[data-action=edit]').click();
  const edit = await settledDialog(page.locator('.ant-modal').filter({ hasText: '设计页面' }));
  await choose(page, item(edit, '每页条数'), /^50$/);
  await edit.getByTestId('form-save').click();
  await expect(page.getByText('保存成功，版本 2')).toBeVisible();
  await row.getByRole('button', { name: '发布' }).click();
  await acceptConfirm(page, /确定发布「前端错误」的最新版本吗/);
  await expect(row.locator('td').nth(5)).toHaveText('2');
  await row.getByRole('button', { name: '版本' }).click();
  const versions = await settledDialog(page.locator('.ant-modal').filter({ hasText: '版本 · 前端错误' }));
  const diff = versions.getByTestId('screen-diff');
  await expect(diff.locator('.ant-table-tbody tr')).toHaveCount(1);
  await expect(diff.locator('.ant-table-tbody tr td')).toHaveText(['pageSize', '20', '50']);
  await expectAccessible(page, 'the versions of a screen', '.ant-modal-root');
  await versions.locator('.ant-table-row').filter({ hasText: 'v1' }).getByRole('button', { name: '回滚到此版本' }).click();
  await acceptConfirm(page, '确定重新发布版本 1 吗？');
  await expect(page.getByText('已重新发布版本 1')).toBeVisible();
  await versions.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(row.locator('td').nth(5)).toHaveText('1');

  // The designer checks it at its address before it goes into a menu: the list renderer of every screen.
  await page.goto(`/s/${key}`);
  await expect(page.locator('.ant-table-thead:visible')).toContainText('类型');
  await expect(page.locator('.ant-table-tbody:visible')).toContainText(sample);
  await expect(page.getByText('20 条/页')).toBeVisible();
  // Outside the menu it hangs under 页面设计, titled by its own title.
  await expect(page.locator('[data-testid="breadcrumb"] li').last()).toHaveText('前端错误');
  await expect(page.locator('[data-testid="breadcrumb"]')).toContainText('页面设计');

  // Into the menu: the published screen is offered as a page path.
  await openFromMenu(page, '系统管理', '菜单管理');
  await page.locator('.menu-admin-tree').getByText('系统管理', { exact: true }).click();
  await page.getByRole('button', { name: '新增下级' }).click();
  const menuForm = await settledDialog(page.locator('.ant-modal').filter({ hasText: '新增菜单' }));
  await menuForm.getByPlaceholder('请输入菜单名称').fill(`前端错误页${info.retry}`);
  await menuForm.getByLabel('英文名称').fill(`Front-end errors page ${info.retry}`);
  await menuForm.getByPlaceholder('以 / 或 http(s):// 开头').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `/s/${key} · 前端错误` })
    .click();
  await menuForm.getByTestId('form-save').click();
  await expect(page.getByText('新增成功!')).toBeVisible();

  // A second user of the tenant, in English, opens it from the menu.
  // Signed out: inside a test a new context would otherwise start with the test's own session.
  const context = await browser.newContext({ baseURL, viewport, storageState: { cookies: [], origins: [] } });
  const other = await context.newPage();
  await signInSecure(other);
  await other.getByRole('button', { name: '语言', exact: true }).click();
  await other.getByRole('menuitemradio', { name: 'English' }).click();
  await openFromMenu(other, 'System', `Front-end errors page ${info.retry}`);
  await expect(other).toHaveURL(new RegExp(`/s/${key}$`));
  await expect(other.getByText('Front-end errors', { exact: true })).toBeVisible();
  await expect(other.locator('.ant-table-thead')).toContainText('Type');
  await expect(other.locator('.ant-table-thead')).toContainText('Message');
  await expect(other.locator('.ant-table-tbody')).toContainText(sample);
  await other.screenshot({ path: test.info().outputPath('runtime-screen-en.png') });
  await context.close();
});
