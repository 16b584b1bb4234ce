import type { Locator, Page } from '@playwright/test';
import { chooseOption, openFromMenu, settledDialog } from './support';
import { expect, test } from './fixtures';

/**
 * People and access in the console (docs/security.md, "Users, roles and data scopes"), as a tenant's administrator
 * does it: a department, a role scoped to a department and below with amounts withheld, a user of that department
 * holding it. The user signs in with the temporary password, must set their own first, and then sees only their
 * scope's rows, 无权查看 where the amounts were. The second tenant's administrator works here, so that the main
 * tenant's data other tests of the worker read stays as seeded. Every name carries the attempt's number: a retry
 * makes its own records.
 */
test.use({ user: 'tenant', startAt: '/admin/dept/index' });

const dialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();
const field = (form: Locator, label: string) => form.locator('.ant-form-item').filter({ has: form.page().getByText(label, { exact: true }) });
const API = '/catering';

interface Dept {
  deptId: number;
  name: string;
  children?: Dept[];
}
/** Every department of a nested tree. */
const everyDept = (nodes: Dept[]): Dept[] => nodes.flatMap((node) => [node, ...everyDept(node.children ?? [])]);

test('an administrator creates a department, a role and a user; the user sets a password and sees only their scope', async ({ page, browser, tokenOf, baseURL }) => {
  const attempt = test.info().retry;
  const deptName = `E2E事业部${attempt}`;
  const roleName = `E2E范围${attempt}`;
  const username = `e2e_scope_${attempt}`;

  // The department, under the company, from the organisation tree (the page the test starts on).
  const tree = page.locator('.master-tree');
  await tree.locator('.ant-tree-switcher').first().click();
  await tree.getByText('杭州华东餐饮有限公司', { exact: true }).click();
  await page.locator('[data-action=addDept]').click();
  const addDept = await settledDialog(dialog(page));
  await expect(addDept).toContainText('杭州华东餐饮有限公司');
  await field(addDept, '部门名称').getByRole('textbox').fill(deptName);
  await addDept.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功!')).toBeVisible();
  await tree
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText('杭州华东餐饮有限公司', { exact: true }) })
    .locator('.ant-tree-switcher')
    .click();
  await expect(tree.getByText(deptName, { exact: true })).toBeVisible();

  // The role: its department and below, amounts withheld, the account flows in its menu.
  await openFromMenu(page, '系统管理', '角色管理');
  await page.getByTestId('create-button').click();
  const role = await settledDialog(dialog(page));
  await field(role, '角色编码').getByRole('textbox').fill(`ROLE_BROWSER_SCOPE_${'ABCDEFGH'[attempt]}`);
  await field(role, '角色名称').getByRole('textbox').fill(roleName);
  await chooseOption(page, field(role, '数据权限').locator('.ant-select'), '本部门及以下');
  await chooseOption(page, field(role, '隐藏字段').locator('.ant-select'), '金额');
  // A multiple choice stays open: a click on the dialog's title closes it.
  await role.locator('.ant-modal-title').click();
  await role.locator('.menu-tree-field .ant-tree-treenode').filter({ hasText: '账户中心' }).first().locator('.ant-tree-checkbox').click();
  await role.getByTestId('form-save').click();
  await expect(page.getByText('新增成功!')).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: roleName })).toContainText('本部门及以下');

  // The user, in the new department, holding the role, with a temporary password.
  await openFromMenu(page, '系统管理', '用户管理');
  await page.getByTestId('create-button').click();
  const user = await settledDialog(dialog(page));
  await field(user, '用户名').getByRole('textbox').fill(username);
  await field(user, '姓名').getByRole('textbox').fill('范围测试员');
  await field(user, '临时密码').locator('input').fill('Temp2026pass');
  await field(user, '所属部门').locator('.ant-select').click();
  await page.keyboard.type(deptName);
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: deptName }).click();
  await chooseOption(page, field(user, '角色').locator('.ant-select'), roleName);
  await user.locator('.ant-modal-title').click();
  await user.getByTestId('form-save').click();
  await expect(page.getByText('新增成功!')).toBeVisible();
  const row = page.locator('.ant-table-row').filter({ hasText: username });
  await expect(row).toContainText(deptName);
  await expect(row).toContainText('待设置密码');

  // A subject of the new department with one recharge, and the rest of the tenant beside it (set up through the API).
  const token = await tokenOf('tenant');
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await page.request.fetch(`${API}${path}`, { method, data: body, headers: { authorization: `Bearer ${token}` } });
    const json = await reply.json();
    expect(json.code, `${path}: ${json.msg}`).toBe(0);
    return json.data;
  };
  const deptId = everyDept(await call('GET', '/admin/dept/list/byCompanyId')).find((d) => d.name === deptName)!.deptId;
  const [scene] = (await call('GET', '/accountcenter/subject/scenes')) as { id: number }[];
  const subject = await call('POST', '/accountcenter/subject/save', { subjectType: 1, subjectSysId: deptId, accountName: `${deptName}主账户`, configIds: [scene.id] });
  await call('POST', '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: subject.accountNo, changeNum: '88.00' }]);

  // The user signs in: the set-password step comes first.
  // Signed out: inside a test a new context would start with the test's own session.
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', storageState: { cookies: [], origins: [] } });
  const own = await context.newPage();
  try {
    await own.goto('/loginIndex');
    await own.getByPlaceholder('用户名').fill(username);
    await own.getByPlaceholder('密码').fill('Temp2026pass');
    await own.getByPlaceholder('密码').press('Enter');
    await expect(own).toHaveURL(/\/password$/);
    await expect(own.getByRole('heading', { name: '设置新密码' })).toBeVisible();
    await own.getByLabel('当前密码').fill('Temp2026pass');
    await own.getByLabel('新密码', { exact: true }).fill('short');
    await own.getByLabel('确认新密码').fill('short');
    await own.getByTestId('password-submit').click();
    await expect(own.getByText('密码长度须为8-20位')).toBeVisible();
    await own.getByLabel('新密码', { exact: true }).fill('Mine2026pass');
    await own.getByLabel('确认新密码').fill('Mine2026pass');
    await own.getByTestId('password-submit').click();
    await expect(own).toHaveURL(/\/wel\/index/);
    await expect(own.getByTestId('user-menu')).toBeVisible();

    // Only the flows of the department's subject, with the amounts withheld.
    await openFromMenu(own, '账户中心', '账户流水');
    const rows = own.locator('.ant-table-tbody .ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(subject.accountNo);
    await expect(rows.first()).toContainText('无权查看');
    await expect(rows.first()).not.toContainText('88.00');
    await expect(own.getByText('共 1 条', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
