import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, storeSettings } from './support';

/**
 * Dashboards on the module homes (docs/screens.md "Dashboards"): the charts are drawn, the table view shows the
 * API's own numbers, a recharge made now moves today's figure by its amount, axe finds nothing in the light and the
 * dark theme, the keyboard reaches every point, and a click opens the list behind it, filtered.
 */
test.use({ user: 'admin', reducedMotion: 'reduce' });

const API = '/catering';
const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
/** The days of a widget's last-30-days range, in the browser's (and the server's) local time. */
function lastDays(days: number) {
  const to = new Date();
  const from = new Date();
  from.setDate(from.getDate() - (days - 1));
  return { from: dayOf(from), to: dayOf(to) };
}
const widget = (page: Page, title: string) => page.getByRole('region', { name: title });
const money = (text: string) => Number(text.replace(/[¥,]/g, ''));

/** A real click inside a slice: at a point of its outer arc, a third of the way in towards the centre. */
async function clickInside(page: Page, slice: Locator) {
  await slice.scrollIntoViewIfNeeded();
  const point = await slice.evaluate((el) => {
    const path = el as SVGPathElement;
    const edge = path.getPointAtLength(path.getTotalLength() * 0.2);
    const inner = new DOMPoint(edge.x * 0.7, edge.y * 0.7).matrixTransform(path.getScreenCTM()!);
    return { x: inner.x, y: inner.y };
  });
  await page.mouse.click(point.x, point.y);
}

async function apiGet<T>(page: Page, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const reply = await page.request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' }, params });
  expect(reply.status(), path).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

test('the home draws its charts, each named, summarised, and its table view shows the numbers the API answers', async ({ page, tokenOf }) => {
  const recharges = widget(page, '近30天每日充值');
  const chart = recharges.getByRole('img', { name: '近30天每日充值' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.dash-dot')).toHaveCount(30);
  await expect(widget(page, '各账户类型余额').getByRole('img', { name: '各账户类型余额' }).locator('.dash-bar').first()).toBeVisible();
  await expect(widget(page, '近30天按交易类型的流水').getByRole('img').locator('.dash-slice').first()).toBeVisible();
  await expect(recharges.locator('.dash-summary')).toContainText(/30 项合计 ¥[\d,]+\.\d\d；最高：/);

  await recharges.getByRole('button', { name: '以表格查看' }).click();
  const table = recharges.getByRole('table');
  await expect(table).toBeVisible();
  const reply = await apiGet<{ rows: { date: string; amount: string; count: number }[] }>(page, await tokenOf('admin'), '/admin/dashboard/aggregate/rechargesPerDay', lastDays(30));
  const shown: string[][] = [];
  // Ten rows a page: every page of the table, against every row of the reply.
  for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
    if (pageNo > 1) await recharges.locator(`.ant-pagination-item-${pageNo}`).click();
    await expect(table.getByRole('row').nth(1)).toContainText(reply.rows[(pageNo - 1) * 10]!.date);
    for (const row of await table.getByRole('row').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      if (cells.length > 0) shown.push(cells);
    }
  }
  expect(shown).toEqual(reply.rows.map((r) => [r.date, `¥${Number(r.amount).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, String(r.count)]));
});

test('a recharge made now moves today’s figure by its amount', async ({ page, tokenOf }, info) => {
  const token = await tokenOf('admin');
  const figure = widget(page, '今日充值').locator('.dash-stat-value');
  await expect(figure).toHaveText(/^¥[\d,]+\.\d\d$/);
  const before = money(await figure.innerText());
  const subjects = await page.request.post(`${API}/accountcenter/subject/list`, { headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' }, data: { current: 1, size: 1 } });
  const accountNo = ((await subjects.json()) as { data: { records: { accountNo: string }[] } }).data.records[0]!.accountNo;
  const amount = 12.34 + info.retry;
  const recharge = await page.request.post(`${API}/accountcenter/actAccount/exchangeAccounts/recharge`, {
    headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' },
    data: [{ toAccountNo: accountNo, changeNum: amount.toFixed(2), tenantId: 1 }],
  });
  expect(recharge.status()).toBe(200);
  // The aggregates are cached for a few seconds: 刷新 asks again until the server computes them anew.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新' }).click();
    expect(money(await figure.innerText())).toBeCloseTo(before + amount, 2);
  }).toPass({ timeout: 20_000, intervals: [1_000] });
});

test('a click on a slice opens the flow list searched for its exchange type and the range', async ({ page }) => {
  const flows = widget(page, '近30天按交易类型的流水');
  const legend = flows.locator('.dash-legend li').filter({ hasText: '充值入账' });
  await expect(legend).toBeVisible();
  const index = await flows.locator('.dash-legend li').evaluateAll((items) => items.findIndex((li) => li.textContent?.includes('充值入账')));
  await clickInside(page, flows.locator(`.dash-slice[data-index="${index}"]`));
  const { from, to } = lastDays(30);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/accountBillDetail' && url.searchParams.get('q.exchangeType') === '3' && url.searchParams.get('q.dateRange') === `${from}~${to}`,
  );
  // The list applies the search it was given: every row is a 充值入账 of the range.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain('充值入账');
});

test('the keyboard reaches every point’s value and Enter opens its list', async ({ page }) => {
  const balances = widget(page, '各账户类型余额');
  const reader = balances.getByRole('slider', { name: '各账户类型余额：逐点查看' });
  await reader.focus();
  await page.keyboard.press('Home');
  const first = await reader.getAttribute('aria-valuetext');
  expect(first).toMatch(/^.+：¥[\d,]+\.\d\d$/);
  await page.keyboard.press('ArrowRight');
  await expect(reader).toHaveAttribute('aria-valuenow', '2');
  await expect(reader).not.toHaveAttribute('aria-valuetext', first!);
  // The first bar with a type of its own (the parent accounts have none, and no list filter for it).
  const label = (await reader.getAttribute('aria-valuetext'))!.split('：')[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/accountBillDetail' && /^\d+$/.test(url.searchParams.get('q.accountTypeId') ?? ''));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain(label);
});

test('axe finds nothing on the dashboard, its table view and at 768 pixels', async ({ page }) => {
  await expect(widget(page, '近30天每日登录').getByRole('img')).toBeVisible();
  await expectAccessible(page, 'the home dashboard', '.dash');
  await widget(page, '近30天每日充值').getByRole('button', { name: '以表格查看' }).click();
  await expectAccessible(page, 'the home dashboard with a table view', '.dash');
  await page.setViewportSize({ width: 768, height: 1024 });
  const chart = widget(page, '各账户类型余额').getByRole('img');
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  await expectAccessible(page, 'the home dashboard at 768 pixels', '.dash');
});

test.describe('in the dark theme, in English', () => {
  test.beforeEach(async ({ context }) => {
    await storeSettings(context, { themeName: 'theme-dark', language: 'en' });
  });

  test('axe finds nothing on the dashboard in the dark theme', async ({ page }) => {
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\btheme-dark\b/);
    const chart = widget(page, 'Recharges per day, 30 days').getByRole('img', { name: 'Recharges per day, 30 days' });
    await expect(chart).toBeVisible();
    await expect(widget(page, 'Recharges per day, 30 days').locator('.dash-summary')).toContainText(/30 items, ¥[\d,]+\.\d\d in all/);
    await expectAccessible(page, 'the home dashboard, dark', '.dash');
  });
});

test.describe('the operations home', () => {
  test.use({ user: 'operator' });

  test('shows every tenant’s figures to an operator', async ({ page, tokenOf }) => {
    await page.goto('/operate/wel/index');
    const recharges = widget(page, '全部租户近30天每日充值');
    await expect(recharges.getByRole('img')).toBeVisible();
    const all = await apiGet<{ rows: { amount: string }[] }>(page, await tokenOf('operator'), '/admin/dashboard/aggregate/rechargesPerDay', { ...lastDays(30), allTenants: 'true' });
    const total = all.rows.reduce((sum, r) => sum + Number(r.amount), 0);
    await expect(recharges.locator('.dash-summary')).toContainText(`¥${total.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });
});

test.describe('a reader of a data scope', () => {
  test.use({ user: 'deptop' });

  test('deptop’s home reads 无权查看 wherever an amount would be, and counts only the subjects of their scope', async ({ page, tokenOf }) => {
    for (const title of ['今日充值', '今日消费']) await expect(widget(page, title).locator('.dash-stat-value')).toHaveText('无权查看');
    const recharges = widget(page, '近30天每日充值');
    await expect(recharges.locator('.dash-withheld')).toHaveText('无权查看');
    await expect(recharges.locator('.dash-summary')).toHaveText('金额无权查看');
    await expect(recharges.getByRole('img')).toHaveCount(0);
    await expect(widget(page, '各账户类型余额').locator('.dash-withheld')).toHaveText('无权查看');
    // The sign-ins and the tasks are behind lists deptop does not hold: left out, and said so.
    await expect(page.getByText('另有 4 个图表未显示：您无权查看它们的数据（它们背后的列表，或全部租户）')).toBeVisible();

    const statuses = widget(page, '账户状态分布');
    await statuses.getByRole('button', { name: '以表格查看' }).click();
    const shown: string[][] = [];
    for (const row of await statuses.getByRole('table').getByRole('row').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      if (cells.length > 0) shown.push(cells);
    }
    const token = await tokenOf('deptop');
    const reply = await apiGet<{ rows: { status: number; count: number }[]; withheld: string[] }>(page, token, '/admin/dashboard/aggregate/accountsByStatus');
    const labels: Record<number, string> = { 1: '停用', 2: '启用', 3: '冻结' };
    expect(shown).toEqual(reply.rows.map((r) => [labels[r.status]!, String(r.count)]));
    // Those counts are deptop's own 开户管理, which lists fewer subjects than the administrator's.
    const listed = async (who: string) => {
      const list = await page.request.post(`${API}/accountcenter/subject/list`, {
        headers: { Authorization: `Bearer ${await tokenOf(who)}`, 'TENANT-ID': '1' },
        data: { current: 1, size: 1 },
      });
      return ((await list.json()) as { data: { total: number } }).data.total;
    };
    const mine = reply.rows.reduce((sum, r) => sum + r.count, 0);
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBe(await listed('deptop'));
    expect(mine).toBeLessThan(await listed('admin'));
    await expectAccessible(page, 'the home dashboard of a reader whose amounts are withheld', '.dash');
  });
});
