import { type Page } from '@playwright/test';
import { acceptConfirm, openFromMenu, settledDialog } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: text });

async function searchCity(page: Page, name: string) {
  await page.getByPlaceholder('请输入城市全称').fill(name);
  await page
    .getByRole('button', { name: /搜\s*索/ })
    .first()
    .click();
}

test('a city mapping is edited with exactly one candidate, and a sync maps a country', async ({ page }) => {
  await openFromMenu(page, '基础数据', '城市映射');
  await expect(page).toHaveURL(/\/platsync\/standardCity\/index/);

  // Tokyo has no business-travel city yet: no candidate, so saving says to choose one.
  await searchCity(page, '东京');
  const tokyo = rowOf(page, '东京都');
  await expect(tokyo.locator('.ant-tag')).toHaveText('失败');
  await tokyo.locator('[data-action=edit]').click();
  const edit = await settledDialog(page.locator('.ant-modal').filter({ hasText: '编辑参照关系' }));
  await expect(edit.locator('.ant-table-tbody')).toContainText('暂无数据');
  await edit.getByTestId('form-save').click();
  await expect(page.getByText('请先选择商旅城市再保存!')).toBeVisible();
  await edit.getByRole('button', { name: /取\s*消/ }).click();

  // Sync: a country is required, then Japan's cities arrive and Tokyo maps.
  await page.getByTestId('city-sync').click();
  const sync = await settledDialog(page.locator('.ant-modal').filter({ hasText: '商旅数据同步' }));
  await sync.getByTestId('sync-confirm').click();
  await expect(sync).toContainText('请选择国家');
  await sync.getByText('日本', { exact: false }).click();
  await sync.getByTestId('sync-confirm').click();
  await expect(page.getByText('商旅数据同步成功')).toBeVisible();
  await expect(tokyo.locator('.ant-tag')).toHaveText('成功');

  // Chaoyang: two candidates share the name; exactly one is chosen at a time.
  await searchCity(page, '北京市-朝阳区');
  const chaoyang = rowOf(page, '北京市-朝阳区');
  await chaoyang.locator('[data-action=edit]').click();
  const candidates = edit.locator('.ant-table-tbody .ant-table-row');
  await expect(candidates.filter({ hasText: '辽宁' })).toHaveCount(1);
  await candidates.filter({ hasText: '辽宁' }).locator('.ant-radio-input').check();
  await expect(edit.locator('.ant-radio-wrapper-checked')).toHaveCount(1);
  await edit.getByTestId('form-save').click();
  await expect(page.getByText('编辑成功!')).toBeVisible();
  await expect(chaoyang).toContainText('辽宁');
});

test.describe('on 城市映射', () => {
  // The test begins on the list, in one load of the console instead of home first and then the list.
  test.use({ startAt: '/platsync/standardCity/index' });

  test('deleting a mapping asks 是否确认删除该条参照关系? first', async ({ page }) => {
    await searchCity(page, '新加坡');
    const row = rowOf(page, '新加坡');
    await row.locator('[data-action=delete]').click();
    await acceptConfirm(page, '是否确认删除该条参照关系?');
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.locator('.ant-table-tbody:visible')).toContainText('暂无数据');
  });
});
