import { type Page } from '@playwright/test';
import { acceptConfirm, settledDialog } from './support';
import { expect, test } from './fixtures';

/**
 * Keys and versions on people and access (docs/api.md, "Idempotency keys and versions"): two administrators
 * editing one user meet the conflict dialog and lose nothing typed; a disable from a list read before someone's
 * change meets it too; a password reset whose answer is lost on the network is sent again with its key and shows
 * the one temporary password the server set. The second tenant's administrator works here (the main tenant's
 * people stay as seeded for the other tests), and each attempt makes a user of its own.
 */
test.use({ user: 'tenant', reducedMotion: 'reduce' });

const API = '/catering';
const USERS = '/admin/user/index';
const rowOf = (page: Page, text: string) => page.locator('.resource-table .ant-table-tbody .ant-table-row:visible').filter({ hasText: text });
const formDialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId('form-save') })
    .last();
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: /^记录已被他人修改/ });

/** A user of the tenant made through the API, in its first department and holding its first role. */
async function newUser(page: Page, token: string, username: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await page.request.fetch(`${API}${path}`, { method, data: body, headers: { authorization: `Bearer ${token}` } });
    const json = await reply.json();
    expect(json.code, `${path}: ${json.msg}`).toBe(0);
    return json.data;
  };
  const [dept] = (await call('GET', '/admin/dept/list/byCompanyId')) as { deptId: number }[];
  const roles = (await call('GET', '/admin/role/page?current=1&size=1')) as { records: { roleId: number }[] };
  const user = (await call('POST', '/admin/user', { username, actualName: '版本测试员', deptId: dept.deptId, roleIds: [roles.records[0].roleId], password: 'Temp2026pass' })) as {
    userId: number;
  };
  return { userId: user.userId, call };
}

test('two administrators editing one user: the second save meets the conflict dialog, nothing typed is lost; a stale disable meets it too', async ({ page, pageAs, tokenOf }) => {
  const username = `e2e_ver_${test.info().retry}_${Date.now().toString(36)}`;
  await newUser(page, await tokenOf('tenant'), username);
  const address = `${USERS}?q.username=${username}`;
  await page.goto(address);
  const other = await pageAs('tenant', address);

  // Both open the user; the other saves a new name first.
  await rowOf(other, username).locator('[data-action=edit]').click();
  const theirs = await settledDialog(formDialog(other));
  await rowOf(page, username).locator('[data-action=edit]').click();
  const mine = await settledDialog(formDialog(page));
  await expect(mine.getByPlaceholder('请输入姓名')).toHaveValue('版本测试员');
  await theirs.getByPlaceholder('请输入姓名').fill('他人改的姓名');
  await theirs.getByTestId('form-save').click();
  await expect(other.getByText('编辑成功!')).toBeVisible();

  // This one types a job number over the version read before: the conflict dialog names both changes.
  await mine.getByPlaceholder('请输入工号').fill('J-MINE');
  await mine.getByTestId('form-save').click();
  const conflict = conflictDialog(page);
  await expect(conflict).toBeVisible();
  await expect(conflict).toHaveAccessibleName(`记录已被他人修改：${username}`);
  await expect(conflict.getByTestId('conflict-who')).toContainText(/（tenant） 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改了这条记录/);
  await expect(conflict.locator('tbody tr').filter({ hasText: '姓名' })).toContainText(/他人改的姓名\s*他人已改/);
  await expect(conflict.locator('tbody tr').filter({ hasText: '工号' })).toContainText(/J-MINE\s*您已改/);
  const goOn = conflict.getByRole('button', { name: '继续编辑' });
  await expect(goOn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(conflict).toBeHidden();
  // What was typed stays; the field left alone takes theirs; the save then goes through on the new version.
  await expect(mine.getByPlaceholder('请输入工号')).toHaveValue('J-MINE');
  await expect(mine.getByPlaceholder('请输入姓名')).toHaveValue('他人改的姓名');
  await mine.getByTestId('form-save').click();
  await expect(page.getByText('编辑成功!')).toBeVisible();
  await expect(rowOf(page, username)).toContainText('他人改的姓名');

  // The other's list still shows the user as read before this save: disabling from it meets the dialog, and
  // keeping theirs leaves the user enabled, the list read again.
  await other.bringToFront();
  await rowOf(other, username).locator('[data-action=disable]').click();
  await acceptConfirm(other);
  const stale = conflictDialog(other);
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: '保留他人的修改' }).click();
  await expect(stale).toBeHidden();
  await expect(rowOf(other, username)).toContainText('他人改的姓名');
  await expect(rowOf(other, username).locator('[data-action=disable]')).toBeVisible();
  // From the list read again, the disable goes through.
  await rowOf(other, username).locator('[data-action=disable]').click();
  await acceptConfirm(other);
  await expect(other.getByText('停用成功')).toBeVisible();
  await expect(rowOf(other, username).locator('[data-action=enable]')).toBeVisible();
});

test('a password reset whose answer is lost is sent again with its key: one temporary password, set once, is shown', async ({ page, tokenOf }) => {
  const username = `e2e_pwd_${test.info().retry}_${Date.now().toString(36)}`;
  const { userId, call } = await newUser(page, await tokenOf('tenant'), username);

  const keys: string[] = [];
  const replayed: (string | undefined)[] = [];
  await page.route(`**${API}/admin/user/${userId}/password`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    const response = await route.fetch();
    if (keys.length === 1) {
      // The server set the password and answered; the answer never reaches the browser.
      await route.abort('connectionreset');
      return;
    }
    replayed.push(response.headers()['idempotent-replayed']);
    await route.fulfill({ response });
  });

  await page.goto(`${USERS}?q.username=${username}`);
  await rowOf(page, username).locator('[data-action=resetPassword]').click();
  const dialog = await settledDialog(page.locator('.ant-modal').filter({ hasText: '重置密码' }).last());
  await dialog.getByRole('button', { name: '生成临时密码' }).click();
  const shown = dialog.getByTestId('temporary-password');
  await expect(shown).toContainText(/临时密码:\s*[A-Za-z\d]{12}/);
  await expect(page.getByText('系统未知错误,请反馈给管理员')).toHaveCount(0);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
  // The trail holds one reset: the password shown is the one the server set, and no other was set.
  const trail = (await call('GET', `/admin/audit/page?entity=user&entityId=${userId}&size=20`)) as { records: { action: string; result: string }[] };
  expect(trail.records.filter((r) => r.action === 'password' && r.result === 'ok')).toHaveLength(1);
});
