import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { openFromMenu } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

// Pages kept alive in other tabs stay in the DOM, hidden: every locator here looks at what is shown.
const menuItem = (page: Page, name: string) => page.locator('.ant-dropdown-menu-item:visible').getByText(name, { exact: true });
const tableRows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row:visible');

async function openDropdown(page: Page) {
  await page.locator('[data-testid="import-export"]:visible').click();
  await expect(page.locator('.ant-dropdown-menu:visible')).toBeVisible();
}

test('the subject page exports its search from the engine dropdown; the 导出日志 reaches 已完成 and downloads', async ({ page }) => {
  await openFromMenu(page, '账户中心', '开户管理');
  await expect(page).toHaveURL(/\/platAccountMgr\/accountOpenView\/index/);
  await expect(tableRows(page).first()).toBeVisible();

  // Subjects are opened one by one against an owner: the dropdown offers export and its log only.
  await openDropdown(page);
  await expect(menuItem(page, '导出')).toBeVisible();
  await expect(menuItem(page, '导出日志')).toBeVisible();
  await expect(menuItem(page, '模板下载')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.locator('.ant-select:visible', { has: page.locator('[id$="_subjectType"]') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '组织' }).click();
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(tableRows(page).filter({ hasNotText: '组织' })).toHaveCount(0);
  const count = await tableRows(page).count();
  expect(count).toBeGreaterThan(1);
  const shown = (await tableRows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim()).sort();

  await openDropdown(page);
  await menuItem(page, '导出').click();
  await expect(page.getByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeVisible();

  await openDropdown(page);
  await menuItem(page, '导出日志').click();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: '导出日志' });
  const row = dialog.locator('.ant-table-row').first();
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('账户主体');
  await expect(row.locator('td').nth(3)).toHaveText(String(count));
  await page.screenshot({ path: '/tmp/shots-subjectExport/subject-export-log.png' });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载结果' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('主体编号');
  const numbers: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) numbers.push(String(r.getCell(1).value));
    if (n > 1) expect(r.getCell(3).value).toBe('组织');
  });
  expect(numbers.sort()).toEqual(shown);
});
