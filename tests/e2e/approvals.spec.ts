import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, expectAccessible, openInApp, ownName, settledDialog } from './support';

/**
 * Four eyes on money (docs/approvals.md): the maker (admin) recharges from the demo tenant's rule's amount on and
 * is told it waits, the row shows it pending, the checker's badge rises without a reload, the checker approves on
 * the request's page, and the balance changes once. The demo tenant's rule holds recharges from 1,000.
 */
test.use({ user: 'admin', reducedMotion: 'reduce' });

const API = '/catering';
const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible', { hasText: text });

/** A child account of the Beijing company of this attempt's own (a name no other test meets), with room for the recharge. */
async function ownAccount(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' };
  const call = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const reply = await request[method](`${API}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    const body = await reply.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  const bj = (await call('post', '/accountcenter/subject/list', { current: 1, size: 10, subjectName: '北京中膳' })).records[0];
  const types = (await call('get', '/accountcenter/actAccountType/enableList')) as { id: number; accountTypeName: string }[];
  const account = await call('post', '/accountcenter/actAccount/save', {
    parentId: bj.accountId,
    subjectId: bj.id,
    tenantId: 1,
    accountName: name,
    configIds: [bj.configIds[0]],
    accountTypeId: types.find((t) => t.accountTypeName === '部门加班卡')!.id,
    accountType: 1,
    flag: 0,
    accountSysId: [],
  });
  // Limits carry money: saved with the version they were read at.
  const limits = await call('get', `/accountcenter/actAccountLimit/getActAccountLimit?accountNo=${account.accountNo}`);
  await call('post', '/accountcenter/actAccountLimit/saveActAccountLimit', {
    accountNo: account.accountNo,
    version: limits.version,
    actionLimits: [
      { actionLimit: '1_1', limitType: 1 },
      { actionLimit: '2_2', limitType: 2 },
      { actionLimit: 'balance_limit', limitType: 3, limitNum: '100000' },
      { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
    ],
  });
  const flows = async () => (await call('post', '/accountcenter/actaccountflow/detail/page', { current: 1, size: 10, tenantId: 1, accountNo: account.accountNo })).total as number;
  const verify = async () => (await call('get', '/admin/audit/verify')).ok as boolean;
  return { parentId: bj.accountId as number, accountNo: account.accountNo as string, flows, verify };
}

const todoOf = async (badge: ReturnType<Page['getByTestId']>) => Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);

test('the maker submits a recharge, the checker sees the badge rise live and approves, and the balance changes once', async ({ page, pageAs, tokenOf }) => {
  const name = ownName('审批充值测试');
  const account = await ownAccount(page.request, await tokenOf('admin'), name);
  const checker = await pageAs('checker');
  const badge = checker.getByTestId('approval-badge');
  await expect(badge).toHaveAttribute('aria-label', /审批中心，\d+ 条待我审批/);
  const waiting = await todoOf(badge);

  // The maker: the rule holds the recharge, the balance stays, the row says it waits.
  await openInApp(page, `/platAccountMgr/accountOpenView/child?id=${account.parentId}&tenantId=1`);
  const row = rowOf(page, name);
  await expect(row).toContainText('0.00');
  await row.getByRole('button', { name: '充值' }).click();
  const dialog = await settledDialog(page.locator('.ant-modal', { hasText: '充值金额' }));
  await dialog.getByPlaceholder('请输入充值金额').fill('1500');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已提交审批，等待审核')).toBeVisible();
  await expect(page.getByText('充值成功!')).toHaveCount(0);
  await expect(row.getByTestId('approval-pending')).toBeVisible();
  await expect(row).not.toContainText('1500.00');
  expect(await account.flows()).toBe(0);

  // The checker: the badge rises on its own, pushed over the live channel.
  await expect(badge).toHaveAttribute('aria-label', `审批中心，${waiting + 1} 条待我审批`);
  await badge.click();
  await expect(checker).toHaveURL(/\/admin\/approval\/index$/);
  const card = checker.getByTestId('approval-card').filter({ hasText: name });
  await expect(card).toContainText('1500.00');
  await expectAccessible(checker, 'the approval inbox');
  await card.click();
  await expect(checker).toHaveURL(/\/admin\/approval\/detail\?id=\d+$/);
  const change = checker.locator('.approval-table').first();
  await expect(change.getByRole('row', { name: /账户余额/ })).toContainText('1500.00');
  await expectAccessible(checker, "a request's page");
  await checker.getByRole('button', { name: '同意' }).click();
  const confirm = checker.locator('dialog.approval-dialog[open]');
  await expect(confirm).toContainText('同意后变更将立即生效');
  await confirm.getByRole('button', { name: '同意' }).click();
  await expect(checker.getByText('已同意，变更已生效')).toBeVisible();
  await expect(checker.locator('.approval-request-head')).toContainText('已通过');
  await expect(badge).toHaveAttribute('aria-label', `审批中心，${waiting} 条待我审批`);

  // The maker's list: the balance once, no pending mark.
  await page.getByRole('button', { name: '刷新', exact: true }).click();
  await expect(row).toContainText('1500.00');
  await expect(row.getByTestId('approval-pending')).toHaveCount(0);
  expect(await account.flows()).toBe(1);
  expect(await account.verify()).toBe(true);
});

test('the rules page lists every action and saves a new version', async ({ page }) => {
  await openInApp(page, '/admin/approvalRule/index');
  const table = page.locator('.resource-page .ant-table');
  await expect(table.getByRole('row', { name: /账户充值/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(page.getByText(/当前版本：\d+/)).toBeVisible();
  await expectAccessible(page, 'the approval rules');
  const version = Number(/当前版本：(\d+)/.exec((await page.getByText(/当前版本：\d+/).textContent()) ?? '')?.[1]);
  const limits = table.getByRole('row', { name: /余额上限或授信额度变更/ });
  await limits.getByRole('switch').click();
  await limits.getByRole('textbox').fill('abc');
  await page.getByTestId('form-save').click();
  await expect(limits).toContainText('起始金额须为大于零的金额，最多保留2位小数');
  await limits.getByRole('switch').click();
  await limits.getByRole('textbox').fill('');
  await page.getByTestId('form-save').click();
  await expect(page.getByText(`审批规则已保存（版本 ${version + 1}）`)).toBeVisible();
});

test("a role's data scope waits for a checker: the edit says so and the role's row is marked until the checker approves", async ({ page, pageAs, tokenOf }) => {
  const headers = { Authorization: `Bearer ${await tokenOf('admin')}`, 'TENANT-ID': '1' };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const reply = await page.request[method](`${API}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    const body = await reply.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  const roleName = ownName('审批角色测试');
  const role = await call('post', '/admin/role', { roleCode: `ROLE_BROWSER_GATE_${'ABCDEFGH'[test.info().retry]}`, roleName, dsType: 2, withheld: [], menuIds: [1103] });
  // The worker's other tests keep the rules they found: this one adds the data scope's and puts them back after.
  const found = (await call('get', '/admin/approval/rules')) as Record<string, unknown>[];
  await call('put', '/admin/approval/rules', [...found, { action: 'roleScope', approvals: 1, enabled: true }]);
  try {
    await openInApp(page, '/admin/role/index');
    const row = rowOf(page, roleName);
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = await settledDialog(
      page
        .locator('.ant-modal')
        .filter({ has: page.locator('.ant-modal-title') })
        .last(),
    );
    await chooseOption(
      page,
      dialog
        .locator('.ant-form-item')
        .filter({ has: page.getByText('数据权限', { exact: true }) })
        .locator('.ant-select'),
      /^本部门$/,
    );
    await dialog.getByTestId('form-save').click();
    await expect(page.getByText('已提交审批，等待审核')).toBeVisible();
    await expect(page.getByText('编辑成功!')).toHaveCount(0);
    await expect(row.getByTestId('approval-pending')).toBeVisible();
    await expect(row).toContainText('本部门及以下');
    await expectAccessible(page, 'the roles with one waiting for a checker');

    // The checker reads the scope as it is and would be, and approves it.
    const checker = await pageAs('checker');
    await row.getByTestId('approval-pending').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/approval\/detail\?id=\d+$/);
    const id = /id=(\d+)/.exec(page.url())![1];
    await openInApp(checker, `/admin/approval/detail?id=${id}`);
    await expect(
      checker
        .locator('.approval-table')
        .first()
        .getByRole('row', { name: /数据权限/ }),
    ).toContainText('本部门及以下本部门');
    await checker.getByRole('button', { name: '同意' }).click();
    await checker.locator('dialog.approval-dialog[open]').getByRole('button', { name: '同意' }).click();
    await expect(checker.getByText('已同意，变更已生效')).toBeVisible();
    expect((await call('get', `/admin/role/${role.roleId}`)).dsType).toBe(3);
  } finally {
    await call('put', '/admin/approval/rules', found);
  }
});
