import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support';

/**
 * The checker on a phone (docs/approvals.md): at 390 px the inbox and a request's page open in their own frame, with
 * nothing wider than the screen and every target at least 44 px, usable by keyboard; the checker rejects a request
 * with a reason and nothing changes.
 */
test.use({ user: 'checker', viewport: { width: 390, height: 844 } });

const API = '/catering';

type Manifest = Record<string, { file: string; name?: string; src?: string; css?: string[] }>;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
/** The shell's own files (its module, the shell's and the list page's chunk groups, their styles). */
const shellFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.src === 'src/app/SignedInApp.tsx' || chunk.name === 'signed-in' || chunk.name === 'list-page')
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
    .map((file) => `/${file}`),
);

/** Nothing scrolls sideways: the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.screen);
  expect(widths.body, JSON.stringify(widths)).toBeLessThanOrEqual(widths.screen);
}

/** Every control of `scope` one can tap is at least 44 by 44 px. */
async function expectLargeTargets(scope: Locator) {
  const small = await scope.locator('a, button, select, textarea, [role=tab]').evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).offsetParent !== null)
      .map((node) => ({ text: (node.textContent ?? '').trim().slice(0, 20) || node.getAttribute('aria-label'), box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

test('at 390 px the checker reads the inbox and a request, and rejects it with a reason, by keyboard', async ({ page, tokenOf }, info) => {
  // The maker's request, made through the API: a recharge of a seeded account from the rule's amount on.
  const admin = { Authorization: `Bearer ${await tokenOf('admin')}`, 'TENANT-ID': '1' };
  const subjects = await (await page.request.post(`${API}/accountcenter/subject/list`, { headers: admin, data: { current: 1, size: 10, subjectName: '上海中膳' } })).json();
  const parent = subjects.data.records[0];
  const children = await (
    await page.request.post(`${API}/accountcenter/actAccount/son/list`, { headers: admin, data: { page: 1, size: 50, parentId: parent.accountId, tenantId: 1 } })
  ).json();
  const account = children.data.records[0] as { accountNo: string; accountName: string; accountNum: string; id: number };
  const amount = `${1000 + info.retry}.00`;
  const held = await (
    await page.request.post(`${API}/accountcenter/actAccount/exchangeAccounts/recharge`, { headers: admin, data: [{ toAccountNo: account.accountNo, changeNum: amount, tenantId: 1 }] })
  ).json();
  expect(held.data.approval.state).toBe('pending');

  // The inbox opened by its address, as from a link on the phone: its own frame (no shell), the request there.
  await page.goto('/admin/approval/index');
  const frame = page.locator('.phone-approvals');
  await expect(frame.getByRole('heading', { name: '审批中心' })).toBeVisible();
  await expect(page.locator('.top-bar')).toHaveCount(0);
  const card = frame.getByTestId('approval-card').filter({ hasText: account.accountName }).filter({ hasText: amount });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectLargeTargets(frame);
  await expectAccessible(page, 'the approval inbox at 390 px');

  // The views are tabs: the arrow keys move between them.
  await frame.getByRole('tab', { name: /待我审批/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('tab', { name: '我发起的' })).toBeFocused();
  await expect(frame.getByRole('tab', { name: '我发起的' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(frame.getByRole('tab', { name: /待我审批/ })).toHaveAttribute('aria-selected', 'true');

  // The request's page by keyboard: the card is a link.
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/approval\/detail\?id=\d+$/);
  await expect(frame.getByRole('heading', { name: /账户充值 #\d+/ })).toBeVisible();
  await expect(frame.getByRole('table', { name: '变更内容' })).toContainText(amount);
  await expectNoSidewaysScroll(page);
  await expectLargeTargets(frame);
  await expectAccessible(page, "a request's page at 390 px");

  // Reject: a reason is required; then the request ends rejected and the balance stays.
  await frame.getByRole('button', { name: '驳回' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.approval-dialog[open]');
  await expect(dialog.getByRole('textbox', { name: '驳回原因' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectLargeTargets(dialog);
  await expectAccessible(page, 'the rejection dialog at 390 px');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill('金额与预算不符');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByText('已驳回').first()).toBeVisible();
  await expect(frame.locator('.approval-request-head')).toContainText('已驳回');
  await expect(frame.getByText('金额与预算不符').first()).toBeVisible();
  const after = await (await page.request.get(`${API}/accountcenter/actAccount/son/view/${account.id}/1`, { headers: admin })).json();
  expect(after.data.accountNum).toBe(account.accountNum);
});

test('opened cold on a phone, the inbox loads none of the shell, only its own frame, and asks for its first page once', async ({ page }) => {
  const origin = new URL(page.url()).origin;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && ['script', 'stylesheet', 'xhr', 'fetch'].includes(request.resourceType())) fetched.push(url.pathname);
  });
  await page.context().clearCookies();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('/admin/approval/index', { waitUntil: 'networkidle' });
  await expect(page.locator('.phone-approvals').getByRole('tab', { name: /待我审批/ })).toBeVisible();
  expect(fetched.filter((file) => shellFiles.has(file))).toEqual([]);
  expect(fetched).toContain(`/${manifest['src/pages/approval/phone/PhoneApprovalApp.tsx']!.file}`);
  // One call for the first page: the ask made while the frame loads is the one the inbox takes, not a second.
  expect(fetched.filter((path) => path.endsWith('/admin/approval/page'))).toHaveLength(1);
});
