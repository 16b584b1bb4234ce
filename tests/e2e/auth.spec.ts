import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settle, trackCalls } from './settle';
import { DEMO_PASSWORD, openFromMenu, openInApp, passwordInput, sideMenu, signIn, startConsoleServer, usernameInput } from './support';

const API = '/catering';

/** The newest six-digit code the development outbox holds for a phone. */
async function outboxCode(page: Page, phone: string, baseURL?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await page.request.get(`${baseURL ?? ''}${API}/dev/outbox?to=${phone}`);
      const body = await reply.json();
      code = body.data?.[0]?.text?.match(/(\d{6})/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const stored = (page: Page, name: string) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(`atrium-${key}`) ?? sessionStorage.getItem(`atrium-${key}`);
    return raw ? JSON.parse(raw).content : undefined;
  }, name);

/** Script errors and console errors (a CSP refusal shows there); refused calls are expected in these paths. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return errors;
}

test('signs in by phone with the code from the outbox', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/loginIndex');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  const phone = page.getByPlaceholder('手机号码');
  await phone.fill('1380000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号码长度不为11位')).toBeVisible();
  await phone.fill('23800000001');
  await expect(page.getByText('手机号码格式不正确')).toBeVisible();
  await phone.fill('13800000001');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('发送成功!')).toBeVisible();
  // The button waits before another code can be sent.
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled();
  const code = await outboxCode(page, '13800000001');
  await page.getByPlaceholder('短信验证码').fill(code);
  await page.getByPlaceholder('短信验证码').press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
  await expect(sideMenu(page)).toContainText('账户中心');
  expect(errors).toEqual([]);
});

test('an account with a second factor needs the code sent to its phone', async ({ page }) => {
  await page.goto('/loginIndex');
  await usernameInput(page).fill('secure');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await passwordInput(page).press('Enter');
  await expect(page.getByText('该账号已开启二次验证，请获取发送到绑定手机的验证码')).toBeVisible();
  await expect(page).toHaveURL(/\/loginIndex/);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('发送成功!')).toBeVisible();
  const code = await outboxCode(page, '13800000005');
  await page.getByPlaceholder('二次验证码').fill(code);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/wel\/index/);
  expect(await stored(page, 'userInfo')).toMatchObject({ username: 'secure' });
});

test('social sign-in through the demo provider, and binding an unbound identity with the password', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/loginIndex');
  await page.getByRole('button', { name: '演示账号登录' }).click();
  await expect(page.getByRole('heading', { name: '演示身份提供方' })).toBeVisible();
  await page.getByRole('link', { name: '演示身份（已绑定 admin）' }).click();
  await expect(page).toHaveURL(/\/wel\/index/);
  expect(await stored(page, 'userInfo')).toMatchObject({ username: 'admin' });

  // Signed in, the same round trip binds the identity to the account (social/callback) from personal info,
  // opened inside the console.
  await openInApp(page, '/info/index');
  await page.getByRole('button', { name: '绑定演示账号登录' }).click();
  await page.getByRole('link', { name: '演示身份（已绑定 admin）' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await page.getByRole('button', { name: '返回个人信息' }).click();
  await expect(page).toHaveURL(/\/info\/index/);

  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/loginIndex');
  await page.getByRole('button', { name: '演示账号登录' }).click();
  await page.getByRole('link', { name: '演示身份（未绑定）' }).click();
  // 417: the password form binds the identity.
  await expect(page).toHaveURL(/\/loginIndex\?bindState=DEMO-/);
  await expect(page.getByText('未绑定登录账号，请使用密码登录后绑定')).toBeVisible();
  await usernameInput(page).fill('operator');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录并绑定' }).click();
  await expect(page).toHaveURL(/\/wel\/index/);
  expect(await stored(page, 'userInfo')).toMatchObject({ username: 'operator' });

  // Bound now: the next round trip signs in directly.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/loginIndex');
  await page.getByRole('button', { name: '演示账号登录' }).click();
  await page.getByRole('link', { name: '演示身份（未绑定）' }).click();
  await expect(page).toHaveURL(/\/(wel|operate)\//);
  expect(await stored(page, 'userInfo')).toMatchObject({ username: 'operator' });
  expect(errors).toEqual([]);
});

test('a session revoked on the server sends the user to the login page with the message, once', async ({ page, tokenOf }) => {
  trackCalls(page);
  await signIn(page, 'tenant');
  // The home page's dashboard asks for its data once its chunk has come: revoked before those calls end, one of
  // them, not the menu, is what meets the refusal (and the menu the test then looks for is gone with the shell).
  await settle(page);
  const userId = (await stored(page, 'userInfo')).userId as number;
  // The main tenant's administrator disables the account through the API, with the worker's session of admin
  // (fixtures.ts): the tenant's tokens die on the server.
  const adminToken = await tokenOf('admin');
  const lock = (flag: string) => page.request.put(`${API}/admin/user/lock/${userId}`, { data: { lockFlag: flag }, headers: { Authorization: `Bearer ${adminToken}` } });
  expect((await lock('9')).status()).toBe(200);
  try {
    await openFromMenu(page, '账户中心', '账户类型');
    await expect(page).toHaveURL(/\/loginIndex/);
    const notices = page.locator('.ant-message-notice', { hasText: '用户凭证已过期！' });
    await expect(notices).toHaveCount(1);
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
    expect(await stored(page, 'access_token')).toBeUndefined();
  } finally {
    await lock('0');
  }
});

/** Waits until the server refuses `token` as expired (it lives three seconds here): a condition, not a sleep. */
async function expiry(page: Page, base: string, token: string) {
  await expect
    .poll(async () => (await page.request.get(`${base}${API}/admin/user/info`, { headers: { Authorization: `Bearer ${token}` } })).status(), {
      message: 'the access token expires',
      timeout: 10_000,
    })
    .toBe(401);
}

test.describe('with access tokens that live three seconds and encrypted personal data', () => {
  // On a free port: E2E_PORT + 1 may be another engineer's server on a shared machine.
  let server: Awaited<ReturnType<typeof startConsoleServer>>;
  let base = '';

  test.beforeAll(async () => {
    server = await startConsoleServer({ ACCESS_TOKEN_TTL: '3', ENCRYPT_REPLIES: 'on' });
    base = server.base;
  });
  test.afterAll(() => server?.stop());

  test('the session keeps working through refreshes without the user noticing', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base}/loginIndex`);
    await usernameInput(page).fill('admin');
    await passwordInput(page).fill(DEMO_PASSWORD);
    const info = page.waitForResponse((r) => r.url().includes('/admin/user/info'));
    await passwordInput(page).press('Enter');
    await expect(page).toHaveURL(/\/wel\/index/);
    expect((await info).headers()['encrypt']).toBe('1');
    expect(typeof (await (await info).json()).data).toBe('string');
    const first = await stored(page, 'access_token');
    expect(await stored(page, 'expires_in')).toBeLessThanOrEqual(3);
    // User info came encrypted (the encrypt header) and the console opened it.
    await expect(page.locator('[data-testid="user-menu"]')).toContainText('系统管理员');
    expect(await stored(page, 'userInfo')).toMatchObject({ username: 'admin', phone: '13800000001' });

    // The 10 s timer renews the token on its own (expires_in is under 1000).
    await expect.poll(() => stored(page, 'access_token'), { timeout: 15_000 }).not.toBe(first);
    const renewed = await stored(page, 'access_token');

    // Wait until that token has expired too: the next call is refused, renewed and retried unnoticed.
    await expiry(page, base, renewed as string);
    await openFromMenu(page, '账户中心', '账户类型');
    await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
    await expect(page).toHaveURL(/\/platAccountMgr\/accountType\/index/);
    expect(await stored(page, 'access_token')).not.toBe(renewed);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('two tabs never spend the same refresh token (which would end the session for both)', async ({ context }) => {
    const first = await context.newPage();
    await first.goto(`${base}/loginIndex`);
    await usernameInput(first).fill('admin');
    await passwordInput(first).fill(DEMO_PASSWORD);
    await passwordInput(first).press('Enter');
    await expect(first).toHaveURL(/\/wel\/index/);
    const second = await context.newPage();
    await second.goto(`${base}/wel/index`);
    await expect(second.locator('[data-testid="user-menu"]')).toContainText('系统管理员');
    const start = await stored(first, 'access_token');

    // Both tabs' timers tick and refresh with tokens that live 3 s; a spent refresh token presented twice
    // would revoke the family and sign both tabs out.
    await expect
      .poll(
        async () => {
          const now = await stored(first, 'access_token');
          return now !== start && (await stored(second, 'access_token')) === now;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Another round of both timers, and that round's token expired: the calls below are refused and renewed.
    const next = await stored(first, 'access_token');
    await expect
      .poll(
        async () => {
          const now = await stored(first, 'access_token');
          return now !== next && (await stored(second, 'access_token')) === now;
        },
        { timeout: 25_000 },
      )
      .toBe(true);
    await expiry(first, base, (await stored(first, 'access_token')) as string);
    for (const page of [first, second]) {
      await openFromMenu(page, '账户中心', '账户类型');
      await expect(page.locator('.ant-table-tbody:visible')).toContainText('个人餐补账户');
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    }
  });
});
