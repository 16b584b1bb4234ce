import { type Page } from '@playwright/test';
import { createAccountType, expectAccessible, openFromMenu, settledDialog } from './support';
import { expect, test } from './fixtures';

/**
 * Money that moves once and edits that never overwrite (docs/api.md, "Idempotency keys and versions"): two
 * people editing one record meet the conflict dialog, lose nothing they typed and reach every choice by keyboard;
 * a recharge whose answer is lost on the network after the server committed is retried with its key and charged
 * once. Each attempt names its own records (a retry finds the last attempt's).
 */
test.use({ reducedMotion: 'reduce' });

const rowOf = (page: Page, text: string) => page.locator('.resource-table .ant-table-tbody .ant-table-row:visible').filter({ hasText: text });
const formDialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId('form-save') })
    .last();
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: /^记录已被他人修改/ });

test.describe('two people editing one account type', () => {
  test.use({ user: 'tenant' });

  test('the second save meets the conflict dialog: theirs beside mine, who and when, nothing lost, every choice by keyboard', async ({ page, pageAs }) => {
    const name = `冲突E2E类型${test.info().retry}号`;
    const mine = `${name}我改`;
    await openFromMenu(page, '账户中心', '账户类型');
    await createAccountType(page, name);

    // The other person opens the same record in their own browser and saves a remark first.
    const other = await pageAs('tenant', '/platAccountMgr/accountType/index');
    await rowOf(other, name).locator('[data-action=edit]').click();
    const theirForm = await settledDialog(formDialog(other));
    await expect(theirForm.getByPlaceholder('请输入账户类型名称')).toHaveValue(name);

    await rowOf(page, name).locator('[data-action=edit]').click();
    const myForm = await settledDialog(formDialog(page));
    await expect(myForm.getByPlaceholder('请输入账户类型名称')).toHaveValue(name);

    await theirForm.getByPlaceholder('请输入备注').fill('他人先保存的备注');
    await theirForm.getByTestId('form-save').click();
    await expect(other.getByText('编辑成功!')).toBeVisible();

    // This user renames it, from the version read before the other's save.
    await myForm.getByPlaceholder('请输入账户类型名称').fill(mine);
    await myForm.getByTestId('form-save').click();
    const conflict = conflictDialog(page);
    await expect(conflict).toBeVisible();
    await expect(conflict).toHaveAccessibleName(`记录已被他人修改：${name}`);
    await expect(conflict.getByTestId('conflict-who')).toContainText(/华东管理员（tenant） 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改了这条记录/);
    const rows = conflict.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(new RegExp(`账户类型名称\\s*${name}\\s*${mine}\\s*您已改`));
    await expect(rows.nth(1)).toContainText(/备注\s*他人先保存的备注\s*他人已改\s*-/);
    await expectAccessible(page, 'the conflict dialog', '.ant-modal-wrap:has([data-testid=conflict-who])');

    // The keyboard: it opens on going on editing, and Tab reaches every choice, each named and described.
    const goOn = conflict.getByRole('button', { name: '继续编辑' });
    await expect(goOn).toBeFocused();
    await expect(goOn).toHaveAccessibleDescription(/保留您填写的内容/);
    await page.keyboard.press('Tab');
    await expect(conflict.getByRole('button', { name: '保留他人的修改' })).toBeFocused();
    await page.keyboard.press('Tab');
    const applyMine = conflict.getByRole('button', { name: '用我的修改覆盖' });
    await expect(applyMine).toBeFocused();
    await expect(applyMine).toHaveAccessibleDescription(/审计日志记为覆盖/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(goOn).toBeFocused();

    // Going on editing (Enter on the focused choice): what was typed stays, the other's remark comes in.
    await page.keyboard.press('Enter');
    await expect(conflict).toBeHidden();
    await expect(myForm.getByPlaceholder('请输入账户类型名称')).toHaveValue(mine);
    await expect(myForm.getByPlaceholder('请输入备注')).toHaveValue('他人先保存的备注');
    await myForm.getByTestId('form-save').click();
    await expect(page.getByText('编辑成功!')).toBeVisible();
    await expect(rowOf(page, mine)).toBeVisible();

    // Both open it again; the other person saves first once more, and this user applies theirs on top: one
    // keystroke from the dialog, recorded as an overwrite in the record's history.
    await rowOf(page, mine).locator('[data-action=edit]').click();
    const stale = await settledDialog(formDialog(page));
    await other.reload();
    await rowOf(other, mine).locator('[data-action=edit]').click();
    const theirs = await settledDialog(formDialog(other));
    await theirs.getByPlaceholder('请输入备注').fill('他人的第二次修改');
    await theirs.getByTestId('form-save').click();
    await expect(other.getByText('编辑成功!')).toBeVisible();

    await page.bringToFront();
    await stale.getByPlaceholder('请输入备注').fill('我的备注');
    await stale.getByTestId('form-save').click();
    await expect(conflict).toBeVisible();
    await expect(rows.nth(0)).toContainText(/备注\s*他人的第二次修改\s*他人已改\s*我的备注\s*您已改/);
    // The dialog puts the focus on going on editing once it stands open; a Tab before that would be undone.
    await expect(goOn).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(applyMine).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('编辑成功!').last()).toBeVisible();
    await rowOf(page, mine).locator('[data-action=history]').click();
    const drawer = page.getByTestId('history-drawer');
    await expect(drawer.getByTestId('history-record').first().getByTestId('history-overwrote')).toContainText('覆盖了他人的修改');
    await expect(drawer.getByTestId('history-record').first()).toContainText('我的备注');
  });
});

test.describe('a recharge whose answer is lost', () => {
  test.use({ user: 'admin' });

  test('the first call fails on the network after the server committed: the retry carries the same key and charges once', async ({ page, tokenOf, baseURL }) => {
    // An account of its own, opened through the API under 北京中膳 (other tests read the seeded balances).
    const token = await tokenOf('admin');
    const api = (path: string, json?: unknown) =>
      fetch(`${baseURL}/catering${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'TENANT-ID': '1' },
        body: json === undefined ? undefined : JSON.stringify(json),
      }).then((r) => r.json());
    const parent = (await api('/accountcenter/subject/list', { current: 1, size: 10, subjectName: '北京中膳' })).data.records[0];
    const types = (await api('/accountcenter/actAccountType/enableList')).data;
    const name = `断网充值E2E${test.info().retry}号`;
    const opened = await api('/accountcenter/actAccount/save', {
      parentId: parent.accountId,
      accountName: name,
      configIds: [parent.configIds[0]],
      accountTypeId: types[0].id,
      accountType: 1,
      tenantId: 1,
    });
    expect(opened.code).toBe(0);

    const keys: string[] = [];
    let cut = true;
    await page.route('**/catering/accountcenter/actAccount/exchangeAccounts/recharge', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (cut) {
        // The server does the work and answers; the answer never reaches the browser.
        cut = false;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.goto(`/platAccountMgr/accountOpenView/child?id=${parent.accountId}&tenantId=1`);
    const row = rowOf(page, name);
    await row.getByRole('button', { name: '充值' }).click();
    const dialog = await settledDialog(page.locator('.ant-modal', { hasText: '充值金额' }));
    await dialog.getByPlaceholder('请输入充值金额').fill('37.21');
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect(page.getByText('充值成功!')).toBeVisible();
    await expect(page.getByText('系统未知错误,请反馈给管理员')).toHaveCount(0);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(row.locator('td').nth(6)).toHaveText('37.21');
    const view = await api(`/accountcenter/actAccount/son/view/${opened.data.id}/1`);
    expect(view.data.accountNum).toBe('37.21');
    const flows = await api('/accountcenter/actaccountflow/detail/page', { current: 1, size: 10, subjectNo: parent.subjectNo, exchangeType: 3, accountNo: opened.data.accountNo });
    expect(flows.data.records.filter((f: { accountNo: string }) => f.accountNo === opened.data.accountNo)).toHaveLength(1);
  });
});
