import { type Page } from '@playwright/test';
import { createAccountType, expectAccessible, expectFocusVisible, openFromMenu, ownName, tabTo } from './support';
import { expect, test } from './fixtures';

// As the second tenant's administrator: its own account types, so the main tenant's lists other tests read stay as seeded.
test.use({ user: 'tenant' });

const listRows = (page: Page) => page.locator('.resource-table .ant-table-tbody .ant-table-row:visible');
const focusedCell = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);

/** docs/screens.md#inline-editing-and-the-keyboard-grid: a cell edited by keyboard only, its rule, cancel, select, Tab. */
test('editing a cell by keyboard only: move, edit, refuse, cancel, save and move down, select a row', async ({ page }) => {
  await openFromMenu(page, '账户中心', '账户类型');
  const [first, second, renamed] = [ownName('键盘类型甲'), ownName('键盘类型乙'), ownName('键盘改名甲')];
  for (const name of [second, first]) {
    await createAccountType(page, name);
    await expect(listRows(page).first()).toContainText(name);
  }
  await page.getByRole('button', { name: '刷新' }).focus();

  // Into the grid with Tab: one stop, on its first cell (the newest type's name).
  await tabTo(page, 'td[data-cell]');
  expect(await focusedCell(page)).toBe('0:0');
  await page.keyboard.press('ArrowRight');
  expect(await focusedCell(page)).toBe('0:1');
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowLeft');

  // The field's rule from the schema, at the cell; Esc puts the value back.
  await page.keyboard.press('F2');
  const editor = page.getByTestId('inline-editor');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(first);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(listRows(page).first().getByRole('alert')).toHaveText('请输入账户类型名称');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'an inline editor with its message', '.resource-table');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  expect(await focusedCell(page)).toBe('0:0');
  await expect(listRows(page).first()).toContainText(first);

  // Enter edits, Enter saves once and moves down; the success message offers undo.
  const saves: string[] = [];
  page.on('request', (r) => r.url().includes('/updateActAccountType') && saves.push(r.postData() ?? ''));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(renamed);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' })).toBeVisible();
  await expect(listRows(page).first()).toContainText(renamed);
  await expect.poll(() => focusedCell(page)).toBe('1:0');
  expect(saves).toHaveLength(1);
  // The rest of the record goes with the name, as it was.
  expect(Object.keys(JSON.parse(saves[0]!)).sort()).toEqual(['accountKind', 'accountType', 'accountTypeName', 'id', 'remark']);
  expect(JSON.parse(saves[0]!).accountTypeName).toBe(renamed);

  // Tab from an editor saves and goes on to the next editable cell; Esc leaves it unchanged.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(editor).toHaveValue(second);
  await page.keyboard.press('Escape');
  expect(await focusedCell(page)).toBe('1:0');
  expect(saves).toHaveLength(1);

  // Space ticks the row for the bulk actions.
  await page.keyboard.press('Space');
  await expect(page.getByText('已选 1 项')).toBeVisible();
  await expect(page.getByTestId('grid-live')).toHaveText('已选中此行，共选 1 项');
});

test('the shortcuts panel lists the keys of the grid', async ({ page }) => {
  await page.locator('body').press('?');
  const panel = page.getByTestId('shortcuts');
  await expect(panel).toContainText('编辑可编辑的单元格（Enter 或 F2），Enter 保存并下移');
  await expect(panel).toContainText('选中或取消选中当前行');
});

test.describe('as the platform administrator', () => {
  test.use({ user: 'admin' });

  test("a menu node's English name and order edit in place by keyboard, refused and undone", async ({ page }) => {
    await openFromMenu(page, '系统管理', '菜单管理');
    await page.locator('.menu-admin-tree').getByRole('treeitem', { name: '客服知识库 按钮' }).click();
    const enName = page.getByTestId('inline-field-enName');
    await expect(enName).toHaveText('Knowledge base');

    // The schema's rule at the field: an English name holds no Chinese.
    await enName.focus();
    await page.keyboard.press('F2');
    const editor = page.getByTestId('inline-editor');
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('知识库');
    await page.keyboard.press('Enter');
    await expect(page.locator('.menu-admin-detail').getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enName).toHaveText('Knowledge base');

    await enName.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Help centre');
    await page.keyboard.press('Enter');
    await expect(enName).toHaveText('Help centre');
    const saved = page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' });
    // A double click on 撤销 reverts once (a second revert would be refused as a change made since).
    const reverts: string[] = [];
    page.on('request', (r) => r.url().includes('/revert') && reverts.push(r.url()));
    await saved.getByTestId('undo').dblclick();
    await expect(enName).toHaveText('Knowledge base');
    // The undone change's message closes; until its fade-out ends it is still in the page and would match the
    // next save's message too (docs/testing.md#writing-a-browser-test).
    await expect(saved).toHaveCount(0);
    expect(reverts).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const order = page.getByTestId('inline-field-sortOrder');
    const before = await order.textContent();
    await order.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await expect(order).toHaveText('42');
    await page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' }).getByTestId('undo').click();
    await expect(order).toHaveText(before!);
  });
});

test.describe('a travel city chosen in place', () => {
  test.use({ user: 'admin' });

  test('the city mapping cell: Enter opens the candidates, the arrows and Enter choose and save, undo puts it back', async ({ page }) => {
    await openFromMenu(page, '基础数据', '城市映射');
    const first = listRows(page).first();
    const cell = first.locator('td[data-cell="0:4"]');
    const before = (await cell.textContent())?.trim();
    await cell.focus();
    await page.keyboard.press('Enter');
    const select = page.getByTestId('inline-select');
    await expect(select).toBeVisible();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    // Down the candidates to one other than the city mapped now.
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    let chosen: string | undefined;
    for (let i = 0; i < 6 && (!chosen || chosen === before); i++) {
      await page.keyboard.press('ArrowDown');
      chosen = (await active.textContent())?.trim();
    }
    expect(chosen).toBeTruthy();
    expect(chosen).not.toBe(before);
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' })).toBeVisible();
    await expect(first.locator('td[data-cell="0:4"]')).toHaveText(chosen!.split('-').pop()!);
    await page.locator('.ant-message-notice').filter({ hasText: '编辑成功!' }).getByTestId('undo').click();
    await expect(first.locator('td[data-cell="0:4"]')).toHaveText(before!);
  });
});
