import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { acceptConfirm, DEMO_PASSWORD, expectAccessible, openInApp, passwordInput, settledDialog, sideMenu, usernameInput } from './support';
import { expect, test } from './fixtures';

// The tests start signed in as admin (fixtures.ts), from a session signed in once per worker. Its user asks for
// reduced motion (the shell then turns antd's motion off): tabs, kept pages, themes, the lock and the logs are what
// is checked, not how menus and dialogs move, and their animations drawn in software were a large part of the
// file's processor time (the other specs keep antd's motion on).
test.use({ user: 'admin', reducedMotion: 'reduce' });

/** The admin shell in Chromium: tabs, keep-alive, modules, themes, lock, error log, reminders, operations client. */

const LIST = '/platAccountMgr/accountType/index';
const tabs = (page: Page) => page.locator('[data-testid="tags-bar"] .ant-tabs-tab');
const tab = (page: Page, value: string) => page.locator(`[data-testid="tags-bar"] [data-tag="${value}"]`);
/** The search box of the kept-alive page of a full path. */
const searchInput = (page: Page, value: string) => page.locator(`[data-keep-alive="${value}"]`).getByPlaceholder('请输入账户类型名称');

async function storeValue(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(`atrium-${key}`) ?? localStorage.getItem(`atrium-${key}`);
    return raw ? JSON.parse(raw).content : undefined;
  }, name);
}

test.describe('keep-alive', () => {
  // Thirteen tabs fit on one row of a wide screen, so each can be clicked directly. The first list is where the
  // signed-in page starts.
  test.use({ viewport: { width: 1920, height: 1000 }, startAt: `${LIST}?k=1` });
  test('twelve kept-alive pages: the two least recently used lose their state, the others keep it without a new request', async ({ page }) => {
    // Twelve tabs of the kept-alive account type list (one per query), each opened by its address inside the app:
    // the tabs of the first two are kept while their pages already gave way to the newer ten.
    for (let i = 1; i <= 12; i++) {
      if (i > 1) await openInApp(page, `${LIST}?k=${i}`);
      await expect(tab(page, `${LIST}?k=${i}`)).toBeVisible();
      await expect(page.locator(`[data-keep-alive="${LIST}?k=${i}"]`)).toBeVisible();
    }
    await expect(page.locator('.keep-alive-page')).toHaveCount(10);
    // Visit them in order through the tab bar and leave some state in each.
    for (let i = 1; i <= 12; i++) {
      await tab(page, `${LIST}?k=${i}`).click();
      await expect(page).toHaveURL(new RegExp(`k=${i}$`));
      await searchInput(page, `${LIST}?k=${i}`).fill(`kept ${i}`);
    }
    await expect(page.locator('.keep-alive-page')).toHaveCount(10);

    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/actAccountType/listPage')) listCalls++;
    });
    for (let i = 3; i <= 12; i++) {
      await tab(page, `${LIST}?k=${i}`).click();
      await expect(page).toHaveURL(new RegExp(`k=${i}$`));
      await expect(searchInput(page, `${LIST}?k=${i}`)).toBeVisible();
      await expect(searchInput(page, `${LIST}?k=${i}`)).toHaveValue(`kept ${i}`);
    }
    expect(listCalls).toBe(0);

    for (const i of [1, 2]) {
      await tab(page, `${LIST}?k=${i}`).click();
      await expect(page).toHaveURL(new RegExp(`k=${i}$`));
      await expect(searchInput(page, `${LIST}?k=${i}`)).toBeVisible();
      await expect(searchInput(page, `${LIST}?k=${i}`)).toHaveValue('');
    }
    await expect(page.locator('.keep-alive-page')).toHaveCount(10);
  });
});

test.describe('on a list opened by its address', () => {
  // The signed-in page starts on the list (fixtures.ts): one load of the console, not home first.
  test.use({ startAt: `${LIST}?k=a` });

  test('close, close others and close all; the home tab never closes', async ({ page }) => {
    await page.locator('[data-testid="user-menu"]').click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    await expect(page).toHaveURL(/\/info\/index$/);
    // The address changes before the page is on screen (its script may still be loading): wait for the page.
    await expect(page).toHaveTitle(/^个人信息 - Atrium$/);
    await tab(page, `${LIST}?k=a`).click();
    await expect(tabs(page)).toHaveCount(3);
    await expect(page).toHaveTitle(/^账户类型 - Atrium$/);

    // Right-click menu: 关闭其他 keeps home and this tab.
    await tab(page, `${LIST}?k=a`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs(page)).toHaveCount(2);
    await expect(page).toHaveURL(/k=a$/);

    // Closing the active tab opens the one before it (home).
    await page.locator('[data-testid="tags-bar"] .ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(tabs(page)).toHaveCount(1);
    // A single tab is not closable.
    await expect(page.locator('[data-testid="tags-bar"] .ant-tabs-tab-remove')).toHaveCount(0);

    await page.goto('/info/index');
    await expect(tab(page, '/info/index')).toBeVisible();
    await page.goto(`${LIST}?k=b`);
    await expect(tabs(page)).toHaveCount(3);
    // The home tab has no close button even with others open.
    await expect(tabs(page).first().locator('.ant-tabs-tab-remove')).toHaveCount(0);
    await page.locator('[data-testid="tags-actions"]').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(tabs(page)).toHaveCount(1);
    expect(await storeValue(page, 'tagList')).toEqual([expect.objectContaining({ value: '/wel/index', close: false })]);
  });

  test('a tab clicked while the next page is still being rendered wins over that page', async ({ page }) => {
    await expect(page).toHaveTitle(/^账户类型 - Atrium$/);
    // A slow machine: rendering 个人信息 takes long enough for a click to arrive before it is on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.locator('[data-testid="user-menu"]').click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    // The operator changes their mind at once and clicks the list's tab, which is still the active one on screen.
    await tab(page, `${LIST}?k=a`).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/k=a$/);
    await expect(page).toHaveTitle(/^账户类型 - Atrium$/);
    await expect(page.locator(`[data-keep-alive="${LIST}?k=a"]`)).toBeVisible();
  });
});

test.describe('a page behind another tab', () => {
  // Short enough for the list to scroll inside its page box; the signed-in page starts on the list (fixtures.ts).
  test.use({ viewport: { width: 1280, height: 480 }, startAt: LIST });
  test('is neither a Tab stop nor a scrollable region for assistive technology, and keeps its scroll position', async ({ page }) => {
    const kept = page.locator(`[data-keep-alive="${LIST}"]`);
    await expect(kept.locator('.ant-table-tbody')).toContainText('个人餐补账户');
    // The kept list really overflows its box while it is on screen.
    expect(await kept.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await kept.evaluate((el) => el.scrollTo(0, 120));
    await expect.poll(() => kept.evaluate((el) => el.scrollTop)).toBe(120);
    await page.locator('[data-testid="user-menu"]').click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    await expect(page).toHaveTitle(/^个人信息 - Atrium$/);
    await expect(kept).toHaveAttribute('data-keep-alive-hidden', '');
    // axe's scrollable-region-focusable (a serious finding) was raised on the hidden page's box.
    await expectAccessible(page, 'a page with a list kept behind it');
    // A keyboard user going round the whole page never lands on, or in, the page behind.
    const stops = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        return el.closest('[data-keep-alive-hidden]') ? `hidden page: ${el.outerHTML.slice(0, 120)}` : el.outerHTML.slice(0, 80);
      });
      expect(where, 'the focus after a Tab').not.toMatch(/^hidden page/);
      if (stops.has(where)) break;
      stops.add(where);
    }
    // Shown again, the list is where the user left it.
    await tab(page, LIST).click();
    await expect(kept).not.toHaveAttribute('data-keep-alive-hidden', '');
    await expect.poll(() => kept.evaluate((el) => el.scrollTop)).toBe(120);
  });
});

test('switching modules sets the home tab and comes back to the last tab of a module', async ({ page }) => {
  const modules = page.locator('[data-testid="module-menu"]');
  await expect(modules).toContainText('平台');
  await expect(modules).not.toContainText('运营平台');
  await expect(modules).not.toContainText('商旅运营');
  await sideMenu(page).getByText('账户中心', { exact: true }).click();
  await sideMenu(page).getByText('账户类型', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  await modules.getByText('供应链', { exact: true }).click();
  await expect(page).toHaveURL(/\/scm\/wel\/index$/);
  await expect(sideMenu(page)).toContainText('供应链设置');
  await expect(tabs(page).first()).toContainText('首页');
  expect(await storeValue(page, 'moduleActive')).toBe(300);
  // Supply-chain parameters load when module 300 is active.
  await expect.poll(() => storeValue(page, 'scmParams')).toEqual(expect.arrayContaining([expect.objectContaining({ paramKey: 'STOCK_WARNING_DAYS' })]));

  await modules.getByText('平台', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(sideMenu(page)).toContainText('账户中心');
  await expect(page.locator('[data-testid="breadcrumb"]')).toContainText('首页/账户中心/账户类型');
});

test.describe('on the account type list', () => {
  // The signed-in page starts on the list (fixtures.ts): one load of the console, not home first.
  test.use({ startAt: LIST });

  test('a theme and a colour survive a reload; screenshots of every theme', async ({ page }) => {
    await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
    const themes = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey'];
    for (const name of themes) {
      await page.locator('[data-testid="theme-button"]').click();
      await page.locator(`[data-theme-option="${name}"]`).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal')).toBeHidden();
      if (name === 'default') await expect(page.locator('body')).not.toHaveClass(/theme-/);
      else await expect(page.locator('body')).toHaveClass(new RegExp(name));
      await page.locator('.ant-table-tbody:visible').click({ position: { x: 5, y: 5 } });
      await page.screenshot({ path: `/tmp/shots-shell/theme-${name}.png` });
    }
    await page.locator('[data-testid="theme-button"]').click();
    await page.locator('[data-theme-option="theme-iview"]').click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="color-button"]').click();
    await page.locator('[data-color="#2f54eb"]').click();
    const primary = () =>
      page
        .locator('.ant-btn-primary')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(primary).toBe('rgb(47, 84, 235)');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/theme-iview/);
    await expect.poll(primary).toBe('rgb(47, 84, 235)');
  });

  test("the help panel links an administrator to the API's reference page, which renders the document with no CSP refusal", async ({ page, context }) => {
    await page.locator('[data-testid="help-widget"]').click();
    const link = page.locator('[data-testid="help-api-docs"]');
    await expect(link).toHaveText('API 接口文档（供开发人员）');
    // Script errors and console errors of the reference page from its first script on (the context hears its
    // pages before a new one is handed over): a CSP refusal shows there.
    const errors: string[] = [];
    context.on('weberror', (error) => {
      if (error.page() !== page) errors.push(error.error().message);
    });
    context.on('console', (msg) => {
      if (msg.type() === 'error' && msg.page() !== page) errors.push(msg.text());
    });
    const [docs] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await docs.waitForURL(/\/catering\/docs$/);
    await expect(docs.locator('.swagger-ui .info .title')).toContainText('Atrium API');
    // The operations of the document, by tag: the accounts tag opens on the child account list.
    await docs.locator('#operations-tag-accounts').click();
    await expect(docs.locator('#operations-accounts-listChildAccounts')).toContainText('/accountcenter/actAccount/son/list');
    expect(errors).toEqual([]);
    await docs.close();
  });

  test('interface settings really hide their parts and are kept', async ({ page }) => {
    await expect(page.locator('[data-testid="tags-bar"]')).toBeVisible();
    // admin holds sys_knowledge_base: the customer-service widget shows, named for screen readers.
    await expect(page.locator('[data-testid="help-widget"]')).toBeVisible();
    await expect(page.getByRole('button', { name: '在线客服', exact: true })).toBeVisible();
    await page.locator('[data-testid="user-menu"]').click();
    await page.getByRole('menuitem', { name: '界面设置' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.locator('[data-setting]')).toHaveCount(10);
    await drawer.locator('[data-setting="showTag"]').click();
    await drawer.locator('[data-setting="showLock"]').click();
    await drawer.locator('[data-setting="showMenu"]').click();
    await drawer.locator('[data-setting="showHelp"]').click();
    await expect(page.locator('[data-testid="help-widget"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="tags-bar"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="lock-button"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="module-menu"]')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
    await expect(page.locator('[data-testid="tags-bar"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="lock-button"]')).toHaveCount(0);
    await expect(page.locator('[data-testid="message-button"]')).toBeVisible();
  });
});

test('lock asks for a password, refuses a wrong one and unlocks with the right one', async ({ page }) => {
  await page.locator('[data-testid="lock-button"]').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
  await page.locator('[data-testid="lock-password"]').fill('1234');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.locator('[data-testid="lock-page"]')).toContainText('系统管理员');

  // Every navigation goes to /lock while locked.
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/lock$/);

  await page.locator('[data-testid="unlock-password"]').fill('wrong');
  await page.locator('[data-testid="unlock-password"]').press('Enter');
  await expect(page.getByText('锁屏密码错误，请重新输入')).toBeVisible();
  await expect(page.locator('[data-testid="unlock-password"]')).toHaveValue('');
  await page.locator('[data-testid="unlock-password"]').fill('1234');
  await page.locator('[data-testid="unlock-password"]').press('Enter');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto(LIST);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('an error thrown in a page is logged locally and uploaded to the server', async ({ page }) => {
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: boom in a page');
    }, 0);
  });
  const badge = page.locator('[data-testid="error-log-button"]').locator('xpath=..').locator('.ant-badge-count');
  await expect(badge).toHaveText('1');
  await page.locator('[data-testid="error-log-button"]').click();
  // Clicked once the dialog stands still: a click while it still zooms in can land beside the moving button.
  const dialog = await settledDialog(page.getByRole('dialog', { name: '错误日志' }));
  await expect(dialog).toContainText('e2e: boom in a page');
  await dialog.getByRole('button', { name: '上传服务器' }).click();
  const upload = page.waitForResponse((r) => r.url().includes('/admin/log/logs') && r.request().method() === 'POST');
  await acceptConfirm(page, '确定上传本地日志到服务器?');
  expect((await upload).status()).toBe(200);
  await expect(page.getByText('发送成功!')).toBeVisible();
  await expect(dialog).toContainText('暂无错误日志');

  const token = await storeValue(page, 'access_token');
  const logs = await page.request.get('/catering/admin/log/page', { headers: { Authorization: `Bearer ${token}` } });
  const body = await logs.json();
  expect(body.data.records.some((r: { message: string; username: string }) => r.message.includes('e2e: boom in a page') && r.username === 'admin')).toBe(true);

  // An unhandled rejection lands in the open dialog; 清空本地日志 empties it.
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e: rejected'));
  });
  await expect(dialog).toContainText('e2e: rejected');
  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: '清空本地日志' }).click();
  await acceptConfirm(page, '确定清空本地日志记录?');
  await expect(page.getByText('清空成功!')).toBeVisible();
  await expect(dialog).toContainText('暂无错误日志');
  await expect(badge).toHaveCount(0);
});

test('a reminder sent through the server shows as 协同提醒', async ({ page, baseURL }) => {
  const token = (await storeValue(page, 'access_token')) as string;
  const user = (await storeValue(page, 'userInfo')) as { userId: number };
  // A second STOMP client of the same user sends on the user's reminder channel; the server relays it.
  const WebSocketCtor = createRequire(import.meta.url)('ws') as new (url: string) => {
    on(event: string, cb: (data: Buffer) => void): void;
    send(text: string): void;
    close(): void;
  };
  const ws = new WebSocketCtor(`${baseURL!.replace(/^http/, 'ws')}/act/ws`);
  const frames: string[] = [];
  await new Promise<void>((resolve) => ws.on('open', () => resolve()));
  ws.on('message', (d) => frames.push(d.toString()));
  ws.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${token}\nTENANT-ID:1\n\n\u0000`);
  await expect.poll(() => frames.some((f) => f.startsWith('CONNECTED'))).toBe(true);
  // The browser must be subscribed before the message goes out: retry until it shows.
  await expect(async () => {
    ws.send(`SEND\ndestination:/topic/reminder/1/${user.userId}\n\n审批单 AP-2026-0042 \u0000`);
    await expect(page.locator('.reminder-notification').first()).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  const note = page.locator('.reminder-notification').first();
  await expect(note).toContainText('协同提醒');
  await expect(note).toContainText('审批单 AP-2026-0042 任务，请及时处理');
  ws.close();
});

test.describe('the operations client', () => {
  // The worker's server of the operations client, signed in at its own login page.
  test.use({ user: undefined });

  test('signs in at /operateLogin, shows only its modules and answers the internal login pages with 404', async ({ page, operateServer }) => {
    test.setTimeout(150_000);
    const base = operateServer.base;
    await page.goto(`${base}/`);
    await expect(page).toHaveURL(/\/operateLogin$/);
    await page.goto(`${base}/loginIndex`);
    await expect(page.getByText('404')).toBeVisible();
    await page.goto(`${base}/honghuotai`);
    await expect(page.getByText('404')).toBeVisible();
    await page.goto(`${base}/operateLogin`);
    await usernameInput(page).fill('operator');
    await passwordInput(page).fill(DEMO_PASSWORD);
    await passwordInput(page).press('Enter');
    await expect(page).toHaveURL(/\/wel\/index$/);
    const modules = page.locator('[data-testid="module-menu"] .ant-menu-item');
    await expect(modules).toHaveText(['平台', '商旅运营', '差旅运营', '运营平台']);
    // Without sys_knowledge_base there is no customer-service widget.
    await expect(sideMenu(page)).toContainText('账户中心');
    await expect(page.locator('[data-testid="help-widget"]')).toHaveCount(0);
    await page.goto(`${base}/index`);
    await expect(page.getByText('404')).toBeVisible();
  });
});
