import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { openFromMenu } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as tenant (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'tenant' });

/**
 * docs/product.md#import-and-export-tasks: long imports and exports show their progress live; the 导入/导出 button wears a badge meanwhile.
 * 30,000 rows: an import of some seconds, and an export of six pages (5,000 rows each), so its bar is seen between
 * the ends with a rate and a time left (the server tells progress at most every 250 ms, a change of state at once).
 */
const ROWS = 30_000;

const menuItem = (page: Page, name: string) => page.locator('.ant-dropdown-menu-item').getByText(name, { exact: true });

async function openDropdown(page: Page) {
  await page.getByTestId('import-export').click();
  await expect(page.locator('.ant-dropdown-menu')).toBeVisible();
}

/**
 * Keeps, in the page, every value a progress bar of an open dialog shows and whether the 导入/导出 badge was
 * up, from now on: a MutationObserver sees each render, however briefly it lasts.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { values: [] as number[], texts: [] as string[], badge: [] as string[] };
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const look = () => {
      for (const bar of document.querySelectorAll('.ant-modal [role="progressbar"]')) {
        const now = bar.getAttribute('aria-valuenow');
        if (now !== null) seen.values.push(Number(now));
        seen.texts.push(bar.getAttribute('aria-valuetext') ?? '');
      }
      for (const badge of document.querySelectorAll('[title$="个任务进行中"]')) seen.badge.push(badge.getAttribute('title') ?? '');
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __progress: { values: number[]; texts: string[]; badge: string[] } }).__progress);

test('a large import and export show their progress live, the export watched from another tab until 已完成', async ({ page, context }) => {
  test.setTimeout(180_000);
  await openFromMenu(page, '账户中心', '账户类型');
  await expect(page.locator('.resource-table .ant-table-row').first()).toBeVisible();

  // 30,000 account types come in through the import, whose own progress the import log shows; their names are
  // this attempt's own (a second attempt on the same server would otherwise be refused them as duplicates).
  const attempt = Date.now().toString(36);
  const path = test.info().outputPath(`progress-${attempt}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet('账户类型');
  sheet.addRow(['账户类型名称', '账户类别', '账户种类', '状态', '备注']).commit();
  for (let i = 1; i <= ROWS; i++) sheet.addRow([`进度${attempt}-${String(i).padStart(5, '0')}`, '福利账户', '金额', '启用', '']).commit();
  sheet.commit();
  await writer.commit();

  await recordProgress(page);
  await openDropdown(page);
  const chooser = page.waitForEvent('filechooser');
  await menuItem(page, '导入').click();
  await (await chooser).setFiles(path);
  await expect(page.getByText('正在导入，请到导入日志中查询状态！')).toBeVisible();
  await openDropdown(page);
  await menuItem(page, '导入日志').click();
  const importLog = page.locator('.ant-modal').filter({ hasText: '导入日志' });
  const importRow = importLog.locator('.ant-table-row').filter({ hasText: path.split('/').pop()! });
  await expect(importRow).toContainText('导入成功', { timeout: 90_000 });
  await expect(importRow.locator('td').nth(4)).toHaveText(String(ROWS));
  const imported = await recorded(page);
  expect(
    imported.texts.some((text) => /行/.test(text)),
    'the import log showed the import under way',
  ).toBe(true);
  expect(imported.badge).toContain('1 个任务进行中');
  await expect(importRow.getByRole('progressbar')).toHaveCount(0);
  await importLog.locator('.ant-modal-close').click();
  await expect(importLog).toBeHidden();

  // Another tab of the same user keeps the export log open.
  const watcher = await context.newPage();
  await watcher.goto('/platAccountMgr/accountType/index');
  await expect(watcher.locator('.resource-table .ant-table-row').first()).toBeVisible();
  await recordProgress(watcher);
  await openDropdown(watcher);
  await menuItem(watcher, '导出日志').click();
  const exportLog = watcher.locator('.ant-modal').filter({ hasText: '导出日志' });
  await expect(exportLog).toBeVisible();
  await expect(exportLog.locator('.ant-table')).toBeVisible();
  // Exports of account types made before (another test on this worker's server, an earlier attempt) stay in the
  // log, finished: the row watched is the one that was not there.
  await expect(exportLog.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
  const earlier = await exportLog.locator('.ant-table-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

  // The export starts in the first tab...
  await page.bringToFront();
  await openDropdown(page);
  await menuItem(page, '导出').click();
  await expect(page.getByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeVisible();

  // ...and the open log of the other shows it, its bar moving, until 已完成.
  const exportRow = exportLog.locator(['.ant-table-row', ...earlier.map((key) => `:not([data-row-key="${key}"])`)].join(''));
  await expect(exportRow).toContainText('已完成', { timeout: 60_000 });
  const watched = await recorded(watcher);
  expect(
    watched.values.some((value) => value > 0 && value < 100),
    `bar values seen: ${watched.values.join(',')}`,
  ).toBe(true);
  expect(
    watched.texts.some((text) => /行\/秒/.test(text) && /剩余约/.test(text)),
    'rows per second and the time left',
  ).toBe(true);
  await expect(exportRow.getByRole('progressbar')).toHaveCount(0);
  await expect(exportRow.getByRole('button', { name: /下载结果/ })).toBeEnabled();
  expect((await recorded(page)).badge.length).toBeGreaterThan(0);
  await expect(page.locator('[title$="个任务进行中"]')).toHaveCount(0);
  await watcher.screenshot({ path: '/tmp/shots-taskProgress/export-log-done.png' });
});
