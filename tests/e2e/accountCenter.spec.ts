import { type Page } from '@playwright/test';
import { acceptConfirm, openFromMenu, openInApp, settledDialog, signIn } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker; the English
// browser's test signs in itself, in that browser. Its user asks for reduced motion (the shell then turns antd's
// motion off): the account flows are checked, not how pickers and dialogs move, and their animations drawn in
// software cost processor time only.
test.use({ user: 'admin', reducedMotion: 'reduce' });

/** Picks an option of the antd Select of the form field `field`. */
async function choose(page: Page, field: string, option: string) {
  await page.locator('.ant-select', { has: page.locator(`#${field}`) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

// Pages kept alive in other tabs stay in the DOM, hidden: every locator here looks at what is shown.
const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible', { hasText: text });

test('open a child account for picked employees, recharge it, see the flow, edit it, disable it', async ({ page }, info) => {
  // A retry (or a repeat) finds the accounts an earlier attempt opened: each attempt names its own. The name ends
  // in 号 so that no attempt's name is a part of another's (a row is found by the text it contains).
  const name = `E2E员工餐补${info.repeatEachIndex}-${info.retry}号`;
  const renamed = `${name}改`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await openFromMenu(page, '账户中心', '开户管理');
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/index/);
  await rowOf(page, '北京中膳餐饮管理有限公司').getByRole('button', { name: '子账户' }).click();
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/child\?id=\d+&tenantId=1/);
  await expect(page.getByTestId('parent-header')).toContainText('北京公司主账户');
  await expect(rowOf(page, '员工午餐补贴')).toContainText('963.01');

  // addChild, then addPerson for the employees.
  await page.getByRole('button', { name: '新增子账户' }).click();
  await expect(page).toHaveURL(/\/addChild\?/);
  await choose(page, 'configIds', '食堂就餐');
  await page.keyboard.press('Escape');
  await choose(page, 'accountTypeId', '个人餐补账户');
  await page.getByLabel('员工').check();
  await page.getByPlaceholder('请输入账户名称').fill(name);
  await expect(page.getByPlaceholder('请输入账户名称')).toHaveValue(name);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('请先选择员工!')).toBeVisible();
  await page.getByRole('button', { name: '选择员工' }).click();
  await expect(page).toHaveURL(/\/addPerson/);

  await page.getByRole('button', { name: '批量添加员工' }).click();
  await expect(page.getByText('请先选择添加的员工!')).toBeVisible();
  await page.getByRole('button', { name: /搜\s?索/ }).click();
  await expect(page.getByText('请先选择组织', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText('请先选择删除的员工!')).toBeVisible();

  await page.locator('.ant-tree:visible').getByText('中膳云集团').click();
  const people = page.locator('.ant-card:visible').first().locator('.ant-table-tbody .ant-table-row');
  await expect(people.first()).toBeVisible();
  await people.nth(0).locator('.ant-checkbox-input').check();
  await people.nth(1).locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: '批量添加员工' }).click();
  await people.nth(2).getByRole('button', { name: '添加' }).click();
  await expect(people.nth(2).getByRole('button', { name: '添加' })).toBeDisabled();
  await expect(page.getByText('已选员工 3 人')).toBeVisible();
  await page.getByRole('button', { name: '确 定' }).click();

  await expect(page).toHaveURL(/\/addChild/);
  await expect(page.getByPlaceholder('请输入账户名称')).toHaveValue(name);
  await expect(page.locator('.ant-form-item:visible', { hasText: '员工' }).locator('.ant-table-tbody .ant-table-row')).toHaveCount(3);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('新增成功!')).toBeVisible();
  await expect(page).toHaveURL(/\/child\?id=\d+&tenantId=1/);
  const row = rowOf(page, name);
  await expect(row).toContainText('0.00');

  // A recharge of 0 is refused and changes nothing; then a real one.
  await row.getByRole('button', { name: '充值' }).click();
  const dialog = await settledDialog(page.locator('.ant-modal', { hasText: '充值金额' }));
  await dialog.getByPlaceholder('请输入充值金额').fill('0');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('请输入大于零的正数且最多保留2位小数')).toBeVisible();
  await dialog.getByRole('button', { name: '取 消' }).click();
  await expect(row.locator('td').nth(6)).toHaveText('0.00');
  await row.getByRole('button', { name: '充值' }).click();
  await dialog.getByPlaceholder('请输入充值金额').fill('123.45');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('充值成功!')).toBeVisible();
  await expect(row.locator('td').nth(6)).toHaveText('123.45');
  await expect(row.locator('td').nth(8)).toHaveText('123.45');
  const accountNo = (await row.locator('td').nth(1).textContent())!.trim();
  const childUrl = page.url();

  // The flow on /accountBillDetail.
  await page.goto('/accountBillDetail');
  // Typed and submitted at once, while the list may still be asking for its first page: the search is made.
  await page.getByPlaceholder('请输入账号').fill(accountNo);
  await page.getByRole('button', { name: /搜\s?索/ }).click();
  const flow = page.locator('.ant-table-tbody .ant-table-row:visible').first();
  await expect(flow).toContainText('充值入账');
  await expect(flow).toContainText('123.45');
  await expect(page.locator('.ant-table-tbody .ant-table-row:visible')).toHaveCount(1);

  // Edit, then disable.
  await page.goto(childUrl);
  await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/editChild\?/);
  await expect(page.locator('.ant-form-item:visible', { hasText: '员工' }).locator('.ant-table-tbody .ant-table-row')).toHaveCount(3);
  await page.locator('#accountName').fill(renamed);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('编辑成功!')).toBeVisible();
  await expect(page).toHaveURL(/\/child\?id=\d+&tenantId=1/);
  const edited = rowOf(page, renamed);
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: '停用' }).click();
  await expect(page.getByText('确定停用该账户吗？')).toBeVisible();
  await acceptConfirm(page, '确定停用该账户吗？');
  await expect(page.getByText('停用成功')).toBeVisible();
  await expect(edited).toContainText('停用');
  await expect(edited.getByRole('button', { name: '启用' })).toBeVisible();

  expect(errors).toEqual([]);
});

test.describe('in a browser whose own language is English', () => {
  test.use({ locale: 'en-US', user: undefined });

  test('the flow page shows the labels the server writes in the console language, not the browser one', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, '账户中心', '账户流水');
    const table = page.locator('.ant-table-tbody:visible');
    await expect(table).toContainText('消费支出');
    await expect(table).not.toContainText('Spending');
  });
});

test('an account-centre address with a missing or bad parameter says what is wrong and calls nothing for it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/accountcenter/')) calls.push(request.url());
  });
  const cases: [string, string][] = [
    ['/platAccountMgr/accountOpenView/child', '缺少上级账户，请从开户管理进入'],
    ['/platAccountMgr/accountOpenView/child?id=abc&tenantId=1', '缺少上级账户，请从开户管理进入'],
    ['/platAccountMgr/accountOpenView/child?id=1e3&tenantId=1', '缺少上级账户，请从开户管理进入'],
    ['/platAccountMgr/accountOpenView/addChild', '缺少开户主体信息，请从子账户管理进入'],
    ['/platAccountMgr/accountOpenView/addChild?id=5&tenantId=1', '缺少开户主体信息，请从子账户管理进入'],
    ['/platAccountMgr/accountOpenView/editChild?id=1', '缺少账户信息，请从子账户管理进入'],
    ['/platAccountMgr/accountOpenView/editChild?id=1&tenantId=1&type=3', '页面参数type只能是1（编辑）或2（查看）'],
    ['/platAccountMgr/accountOpenView/detailChild?tenantId=1', '缺少账户信息，请从子账户管理进入'],
    ['/accountViewDetail?subjectId=1', '主体参数不正确，请重新选择主体'],
  ];
  // The first address is pasted (a new load of the console); the others are reached inside the loaded app, as
  // its links do: the page reads its parameters the same way, without another load of the whole console.
  for (const [n, [url, message]] of cases.entries()) {
    await (n === 0 ? page.goto(url) : openInApp(page, url));
    await expect(page.getByTestId('query-problem'), url).toHaveText(message);
  }
  // The lists, views and header of those pages were never asked for, and nothing was sent with `undefined`.
  expect(calls.filter((url) => /son\/list|son\/view|manage\/view|overview|actAccount\/scenes/.test(url))).toEqual([]);
  expect(calls.filter((url) => url.includes('undefined'))).toEqual([]);

  // The way back: the page the address belongs under.
  await openInApp(page, '/platAccountMgr/accountOpenView/child?id=x');
  await page.getByRole('button', { name: '返回上级页面' }).click();
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/index$/);
});
