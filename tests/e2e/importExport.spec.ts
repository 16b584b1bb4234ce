import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { openFromMenu, ownName } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

const menuItem = (page: Page, name: string) => page.locator('.ant-dropdown-menu-item').getByText(name, { exact: true });

async function openDropdown(page: Page) {
  await page.getByTestId('import-export').click();
  await expect(page.locator('.ant-dropdown-menu')).toBeVisible();
}

async function openAccountTypes(page: Page) {
  await openFromMenu(page, '账户中心', '账户类型');
  await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
}

test('imports a filled-in template from the dropdown and watches the log reach 导入成功', async ({ page }) => {
  await openAccountTypes(page);

  await openDropdown(page);
  const templateDownload = page.waitForEvent('download');
  await menuItem(page, '模板下载').click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('账户类型导入模板.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, '*账户类型名称', '*账户类别', '*账户种类', '状态', '备注']);
  const imported = ownName('浏览器导入甲');
  sheet.getRow(2).values = [imported, '福利账户', '金额', '启用', 'e2e'];
  sheet.addRow([ownName('浏览器导入乙'), '部门活动卡', '次数', '', '']);
  const filled = test.info().outputPath(`filled-template-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(filled);

  await openDropdown(page);
  const chooser = page.waitForEvent('filechooser');
  await menuItem(page, '导入').click();
  await (await chooser).setFiles(filled);
  await expect(page.getByText('正在导入，请到导入日志中查询状态！')).toBeVisible();

  await openDropdown(page);
  await menuItem(page, '导入日志').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入日志' });
  await expect(dialog).toBeVisible();
  const row = dialog.locator('.ant-table-row').filter({ hasText: filled.split('/').pop()! });
  await expect(row).toContainText('导入成功');
  await expect(row).toContainText('系统管理员');
  await expect(row.locator('td').nth(3)).toHaveText('2');
  await expect(row.locator('td').nth(4)).toHaveText('2');

  const resultDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载结果' }).click();
  const result = new ExcelJS.Workbook();
  await result.xlsx.readFile(await (await resultDownload).path());
  expect(result.worksheets[0].getCell('F2').value).toBe('导入成功');
  await page.screenshot({ path: '/tmp/shots-importExport/import-log.png' });
  // Closing the import log refreshes the list under it.
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.resource-table .ant-table-tbody:visible')).toContainText(imported);
  await openDropdown(page);
  await page.screenshot({ path: '/tmp/shots-importExport/dropdown.png' });
});

test('the browser refuses a file that is not .xls or .xlsx', async ({ page }) => {
  await openAccountTypes(page);
  const text = test.info().outputPath('not-excel.txt');
  writeFileSync(text, 'not a workbook');
  await openDropdown(page);
  const chooser = page.waitForEvent('filechooser');
  await menuItem(page, '导入').click();
  await (await chooser).setFiles(text);
  await expect(page.getByText('导入文件只能是.xls或.xlsx格式')).toBeVisible();
});

test('exports the filtered list and downloads the result from the export log', async ({ page }) => {
  await openAccountTypes(page);
  await page.getByPlaceholder('请输入账户类型名称').fill('差旅');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row:visible')).toHaveCount(2);

  await openDropdown(page);
  await menuItem(page, '导出').click();
  await expect(page.getByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeVisible();

  await openDropdown(page);
  await menuItem(page, '导出日志').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导出日志' });
  const row = dialog.locator('.ant-table-row').first();
  await expect(row).toContainText('已完成');
  await expect(row).toContainText('账户类型');
  await page.screenshot({ path: '/tmp/shots-importExport/export-log.png' });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载结果' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const names: unknown[] = [];
  workbook.worksheets[0].eachRow((r, n) => n > 1 && names.push(r.getCell(1).value));
  expect(names.sort()).toEqual(['差旅备用金', '差旅账户']);

  await dialog.locator('.ant-modal-close').click();
  await page.getByPlaceholder('请输入账户类型名称').fill('没有这样的账户');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.locator('.ant-table-tbody:visible')).toContainText('暂无数据');
  await openDropdown(page);
  await menuItem(page, '导出').click();
  await expect(page.getByText('暂无满足条件的数据可以导出！')).toBeVisible();
});
