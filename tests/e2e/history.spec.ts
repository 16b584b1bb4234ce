import { type Page } from '@playwright/test';
import { chooseOption, createAccountType, expectAccessible, openFromMenu, ownName, settledDialog } from './support';
import { expect, test } from './fixtures';

// As the second tenant's administrator: its own account types, so the main tenant's lists other tests read stay as seeded.
// Its user asks for reduced motion (the shell then turns antd's motion off): undo, history and revert are checked,
// not how messages, dialogs and drawers move, and their animations drawn in software cost processor time only.
test.use({ user: 'tenant', reducedMotion: 'reduce' });

const rowOf = (page: Page, text: string) => page.locator('.resource-table .ant-table-tbody .ant-table-row:visible').filter({ hasText: text });
const dialog = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm').last();

/** docs/product.md#history-and-undo: undo in the success message, the record's history, revert and its conflicts. */
test("undoing a save from its message, then reading the record's history and reverting from it", async ({ page }) => {
  const name = ownName('历史E2E类型');
  const renamed = `${name}改`;
  await openFromMenu(page, '账户中心', '账户类型');
  await createAccountType(page, name);
  await expect(page.getByText('新增成功!')).toBeVisible();

  await rowOf(page, name).locator('[data-action=edit]').click();
  const edit = await settledDialog(dialog(page));
  await edit.getByPlaceholder('请输入账户类型名称').fill(renamed);
  await edit.getByTestId('form-save').click();
  const saved = page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' });
  await expect(rowOf(page, renamed)).toBeVisible();

  // 撤销 in the success message puts the name back.
  await saved.getByTestId('undo').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已撤销' })).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();

  // The history: newest first, field by field in the screen's labels, the revert pointing at the change.
  await row.locator('[data-action=history]').click();
  const drawer = page.getByTestId('history-drawer');
  const records = drawer.getByTestId('history-record');
  await expect(records).toHaveCount(3);
  await expect(records.nth(0)).toContainText('撤销');
  await expect(records.nth(0)).toContainText('账户类型名称');
  await expect(records.nth(0)).toContainText('华东管理员');
  await expect(records.nth(1)).toContainText('修改');
  await expect(records.nth(1)).toContainText('已被撤销');
  await expect(records.nth(1).locator('tbody tr').first()).toContainText(new RegExp(`账户类型名称\\s*${name}\\s*${renamed}`));
  await expect(records.nth(2)).toContainText('新增');
  // Values read as the screen shows them: the enum's label, not its code.
  await expect(records.nth(2)).toContainText('福利账户');
  await expectAccessible(page, 'the history drawer', '.ant-drawer');

  // On a short window the history scrolls in a region that the keyboard reaches and scrolls, with or without a
  // revert button inside (axe's scrollable-region-focusable).
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 360 });
  const scroll = drawer.getByTestId('history-scroll');
  await expect(scroll).toHaveAccessibleName(/历史/);
  await expect.poll(() => scroll.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await drawer.locator('.ant-drawer-close').focus();
  await page.keyboard.press('Tab');
  await expect(scroll).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expectAccessible(page, 'the history drawer, scrolled', '.ant-drawer');
  await page.setViewportSize(size);

  // Revert the revert (redo): the new name is back.
  await records.nth(0).getByTestId('history-revert').click();
  await confirmDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(records).toHaveCount(4);
  await expect(rowOf(page, renamed)).toBeVisible();

  // Reverting the first revert again conflicts: the name changed since; both values side by side.
  await records.nth(1).getByTestId('history-revert').click();
  await confirmDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const conflicts = records.nth(1).getByTestId('history-conflicts');
  await expect(conflicts).toContainText('记录在此之后已被修改，无法撤销');
  await expect(conflicts.locator('tbody tr')).toHaveCount(1);
  await expect(conflicts.locator('tbody tr')).toContainText(new RegExp(`账户类型名称\\s*${name}\\s*${renamed}`));
  await expectAccessible(page, 'the conflicts of a refused revert', '.ant-drawer');
  await expect(records).toHaveCount(4);
});

test('undoing a bulk action puts back every row it changed, as one', async ({ page }) => {
  await openFromMenu(page, '账户中心', '账户类型');
  const [first, second] = [ownName('批量撤销甲'), ownName('批量撤销乙')];
  for (const name of [first, second]) await createAccountType(page, name);
  const bar = page.getByTestId('bulk-bar');
  await rowOf(page, first).locator('.ant-checkbox-input').check();
  await rowOf(page, second).locator('.ant-checkbox-input').check();
  await bar.locator('[data-bulk=disable]').click();
  await confirmDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(rowOf(page, first).locator('.ant-tag')).toHaveText('停用');
  await expect(rowOf(page, second).locator('.ant-tag')).toHaveText('停用');

  await page.locator('.ant-message-notice').filter({ hasText: '已完成 2 项' }).getByTestId('undo').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已撤销' })).toBeVisible();
  await expect(rowOf(page, first).locator('.ant-tag')).toHaveText('启用');
  await expect(rowOf(page, second).locator('.ant-tag')).toHaveText('启用');
  // Both reverts are one bulk action in the history too.
  await rowOf(page, first).locator('[data-action=history]').click();
  await expect(page.getByTestId('history-record').first()).toContainText('撤销');
});

test.describe('as the main tenant administrator', () => {
  test.use({ user: 'admin' });

  const API = '/catering';
  const sessionToken = (page: Page) =>
    page.evaluate(() => {
      const raw = localStorage.getItem('atrium-access_token') ?? sessionStorage.getItem('atrium-access_token');
      return raw ? (JSON.parse(raw).content as string) : '';
    });

  test.describe('on 常用城市', () => {
    // The test begins on the list (its search finds the city made below), in one load of the console.
    test.use({ startAt: '/trip/basic/commonCity/index' });

    test("a business-travel city's history on 常用城市, its rename reverted from the drawer", async ({ page }, info) => {
      // Business-travel cities are edited by the platform's calls, not on a screen: the change is made through the API.
      const name = `历史城${info.retry}号`;
      const headers = { Authorization: `Bearer ${await sessionToken(page)}`, 'TENANT-ID': '1' };
      const created = await page.request.post(`${API}/platsync/syscity/save`, { headers, data: { name, slyCode: `E2E-HIST-${info.retry}`, countryCode: 'CN', level: 2 } });
      const city = (await created.json()).data as { id: number };
      const edited = await page.request.post(`${API}/platsync/syscity/edit`, {
        headers,
        data: { id: city.id, name: `${name}改`, slyCode: `E2E-HIST-${info.retry}`, countryCode: 'CN', level: 2 },
      });
      expect((await edited.json()).code).toBe(0);

      await page.getByPlaceholder('输入城市名称搜索').fill(name);
      await page.getByRole('button', { name: /查\s*询|搜\s*索/ }).click();
      await expect(rowOf(page, `${name}改`)).toBeVisible();
      await rowOf(page, `${name}改`).locator('[data-action=history]').click();
      const drawer = page.getByTestId('history-drawer');
      const records = drawer.getByTestId('history-record');
      await expect(records).toHaveCount(2);
      await expect(records.nth(0)).toContainText('修改');
      await expect(records.nth(0).locator('tbody tr').filter({ hasText: '完整名称' })).toContainText(new RegExp(`${name}\\s*${name}改`));
      await expect(records.nth(1)).toContainText('新增');
      await expectAccessible(page, "a business-travel city's history", '.ant-drawer');

      await records.nth(0).getByTestId('history-revert').click();
      await confirmDialog(page)
        .getByRole('button', { name: /确\s*定/ })
        .click();
      await expect(records).toHaveCount(3);
      await expect(records.nth(0)).toContainText('撤销');
      await expect(records.nth(1)).toContainText('已被撤销');
      await page.keyboard.press('Escape');
      await expect(rowOf(page, `${name}改`)).toHaveCount(0);
      await expect(rowOf(page, name)).toBeVisible();
    });
  });

  test("a subject's status change undone from its message, and the undo in its history", async ({ page }, info) => {
    const name = `撤销供应商${info.retry}号`;
    await openFromMenu(page, '账户中心', '开户管理');
    await page.locator('[data-action=openSubject]').click();
    const form = await settledDialog(dialog(page));
    const field = (label: string) => form.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: label }) });
    await chooseOption(page, field('主体类型').locator('.ant-select'), '供应商');
    await field('主体名称').locator('input').fill(name);
    await field('账户名称').locator('input').fill(`${name}结算`);
    await chooseOption(page, field('业务场景').locator('.ant-select'));
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const row = page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.locator('.ant-tag')).toHaveText('启用');

    await row.locator('[data-action=disable]').click();
    await confirmDialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(row.locator('.ant-tag')).toHaveText('停用');
    await page.locator('.ant-message-notice').filter({ hasText: '停用成功' }).getByTestId('undo').click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '已撤销' })).toBeVisible();
    await expect(row.locator('.ant-tag')).toHaveText('启用');

    await row.locator('[data-action=history]').click();
    const records = page.getByTestId('history-drawer').getByTestId('history-record');
    await expect(records).toHaveCount(3);
    await expect(records.nth(0)).toContainText('撤销');
    await expect(records.nth(0).locator('tbody tr').first()).toContainText(/状态\s*停用\s*启用/);
    await expect(records.nth(1)).toContainText('已被撤销');
  });
});
