import { describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { CaptchaStore } from '../../server/services/captcha';
import { serverWithUsers } from './support/server';

const t = serverWithUsers();

/** A password-grant form with a fresh captcha answered through the test hook (or a given code). */
async function loginForm(username: string, password: string, code?: string) {
  const randomStr = `r${Math.random().toString(36).slice(2)}`;
  await t.server.request('GET', '/code', { query: { randomStr } });
  return {
    username,
    password: encryptLoginPassword(password, t.server.config.loginAesKey),
    grant_type: 'password',
    scope: 'server',
    randomStr,
    code: code ?? (await t.server.app.captchaStore.peek(randomStr)) ?? '',
  };
}

const token = (form: Record<string, string>, headers: Record<string, string> = { authorization: t.server.basicAuth }) =>
  t.server.request('POST', '/auth/oauth/token', { form, headers });

describe('captcha image', () => {
  it('is an uncached SVG of four rotated glyphs whose answer is not in the markup', async () => {
    const reply = await t.server.request('GET', '/code', { query: { randomStr: 'img1' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const glyphs = [...reply.text.matchAll(/<g class="glyph" transform="[^"]*rotate\((-?\d+)\)/g)];
    expect(glyphs).toHaveLength(4);
    expect(reply.text).not.toContain('<text');
    expect(await t.server.app.captchaStore.peek('img1')).toMatch(/^\d{4}$/);
    // A new image for the same randomStr replaces the answer.
    const before = await t.server.app.captchaStore.peek('img1');
    let changed = false;
    for (let i = 0; i < 5 && !changed; i += 1) {
      await t.server.request('GET', '/code', { query: { randomStr: 'img1' } });
      changed = (await t.server.app.captchaStore.peek('img1')) !== before;
    }
    expect(changed).toBe(true);
  });

  it('needs a randomStr', async () => {
    const reply = await t.server.request('GET', '/code');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, data: null });
  });

  it('expires after five minutes', async () => {
    let now = 1_000_000;
    const store = new CaptchaStore(t.server.app.database.db, 5 * 60_000, () => now);
    const code = await store.issue('x');
    now += 5 * 60_000 + 1;
    expect(await store.check('x', code)).toBe(false);
    const again = await store.issue('y');
    now += 4 * 60_000;
    expect(await store.check('y', again)).toBe(true);
  });
});

describe('password grant', () => {
  it('answers the OAuth token reply at the top level', async () => {
    const reply = await token(await loginForm('admin', t.server.config.demoPassword));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 43200,
      scope: 'server',
      tenant_id: 1,
      user_info: { username: 'admin', actualName: '系统管理员' },
    });
    expect(reply.body.code).toBeUndefined();
    expect(reply.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(reply.body.refresh_token).not.toBe(reply.body.access_token);
    expect(reply.body.user_id).toBe(reply.body.user_info.userId);
    const authorities = reply.body.user_info.authorities.map((a: { authority: string }) => a.authority);
    expect(authorities).toEqual(expect.arrayContaining(['account_type_add', 'sys_menu_del', 'sys_knowledge_base']));
  });

  it('refuses missing or wrong client credentials with 401', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    expect((await token(form, {})).status).toBe(401);
    const wrong = `Basic ${Buffer.from('atrium:nope').toString('base64')}`;
    const reply = await token(form, { authorization: wrong });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 1, data: null });
  });

  it('refuses a wrong captcha with 428', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    const wrong = form.code === '0000' ? '1111' : '0000';
    const reply = await token({ ...form, code: wrong });
    expect(reply.status).toBe(428);
    expect(reply.body).toEqual({ code: 1, msg: '验证码错误,请重新输入', data: null });
  });

  it('refuses a missing captcha with 428', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    const { code: _code, ...withoutCode } = form;
    expect((await token(withoutCode)).status).toBe(428);
  });

  it('spends the captcha: a second use of the same code is refused', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    expect((await token(form)).status).toBe(200);
    const again = await token(form);
    expect(again.status).toBe(428);
    expect(again.body.msg).toBe('验证码错误,请重新输入');
  });

  it('a wrong guess also spends the captcha', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    const wrong = form.code === '0000' ? '1111' : '0000';
    expect((await token({ ...form, code: wrong })).status).toBe(428);
    expect((await token(form)).status).toBe(428);
  });

  it('counts down surplusTimes on a wrong password, then locks the name', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const reply = await token(await loginForm('operator', 'not-the-password'));
      expect(reply.status).toBe(426);
      expect(reply.body.msg).toBe('用户名不存在或密码错误');
      expect(reply.body.code).toBe(1);
      seen.push(reply.body.surplusTimes);
    }
    expect(seen).toEqual([4, 3, 2, 1]);
    const fifth = await token(await loginForm('operator', 'not-the-password'));
    expect(fifth.status).toBe(426);
    expect(fifth.body).toMatchObject({ msg: '账户已锁定，请10分钟后再试', surplusTimes: 0 });
    // Locked: even the right password is refused.
    const right = await token(await loginForm('operator', t.server.config.demoPassword));
    expect(right.status).toBe(426);
    expect(right.body.msg).toBe('账户已锁定，请10分钟后再试');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const reply = await token(await loginForm('nobody-here', 'whatever'));
    expect(reply.status).toBe(426);
    expect(reply.body).toMatchObject({ code: 1, msg: '用户名不存在或密码错误', surplusTimes: 4 });
  });

  it('a success resets the count', async () => {
    await token(await loginForm('tenant', 'bad-1'));
    await token(await loginForm('tenant', 'bad-2'));
    expect((await token(await loginForm('tenant', t.server.config.demoPassword))).status).toBe(200);
    const reply = await token(await loginForm('tenant', 'bad-3'));
    expect(reply.body.surplusTimes).toBe(4);
    await token(await loginForm('tenant', t.server.config.demoPassword));
  });

  it('refuses a password that was not encrypted with the configured key', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    const reply = await token({ ...form, password: encryptLoginPassword(t.server.config.demoPassword, 'another-key-1234') });
    expect(reply.status).toBe(426);
  });

  it('refuses a disabled user', async () => {
    const reply = await token(await loginForm('former', t.server.config.demoPassword));
    expect(reply.status).toBe(426);
    expect(reply.body.access_token).toBeUndefined();
    expect(reply.body.msg).toBe('账户已停用，请联系管理员');
  });

  it('validates the form with the schema messages', async () => {
    const form = await loginForm('admin', t.server.config.demoPassword);
    const reply = await token({ ...form, username: '   ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: '请输入用户名', errors: { username: '请输入用户名' } });
    const bad = await token({ grant_type: 'client_credentials' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('不支持的授权类型');
  });
});

describe('bearer tokens', () => {
  it('a protected call without a token is 401 with the SPEC message', async () => {
    const reply = await t.server.request('GET', '/admin/user/info');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 1, msg: '用户凭证已过期！', data: null });
  });

  it('an unknown or malformed token is 401', async () => {
    expect((await t.server.request('GET', '/admin/user/info', { token: 'made-up-token' })).status).toBe(401);
    const odd = await t.server.request('GET', '/admin/user/info', { headers: { authorization: 'Bearer a b c' } });
    expect(odd.status).toBe(401);
    const basic = await t.server.request('GET', '/admin/user/info', { headers: { authorization: t.server.basicAuth } });
    expect(basic.status).toBe(401);
  });

  it('refresh rotates both tokens and the old refresh token is spent', async () => {
    const first = await t.server.loginReply('admin');
    const refresh = () =>
      t.server.request('POST', '/auth/oauth/token', {
        form: { grant_type: 'refresh_token', refresh_token: first.refresh_token, scope: 'server' },
        headers: { authorization: t.server.basicAuth },
      });
    const rotated = await refresh();
    expect(rotated.status).toBe(200);
    expect(rotated.body.access_token).not.toBe(first.access_token);
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.body.user_info.username).toBe('admin');
    expect((await t.server.request('GET', '/admin/user/info', { token: rotated.body.access_token })).status).toBe(200);

    // Reuse of the spent refresh token: 401, and the whole family dies, including the new pair.
    const reuse = await refresh();
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe(1);
    expect((await t.server.request('GET', '/admin/user/info', { token: rotated.body.access_token })).status).toBe(401);
    expect((await t.server.request('GET', '/admin/user/info', { token: first.access_token })).status).toBe(401);
    const next = await t.server.request('POST', '/auth/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token },
      headers: { authorization: t.server.basicAuth },
    });
    expect(next.status).toBe(401);
  });

  it('an unknown refresh token is 401', async () => {
    const reply = await t.server.request('POST', '/auth/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: 'nothing-like-it' },
      headers: { authorization: t.server.basicAuth },
    });
    expect(reply.status).toBe(401);
  });

  it('logout revokes the session and its refresh token', async () => {
    const session = await t.server.loginReply('admin');
    const other = await t.server.login('admin');
    const out = await t.server.request('DELETE', '/auth/token/logout', { token: session.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 0, msg: null, data: true });
    expect((await t.server.request('GET', '/admin/user/info', { token: session.access_token })).status).toBe(401);
    const refresh = await t.server.request('POST', '/auth/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
      headers: { authorization: t.server.basicAuth },
    });
    expect(refresh.status).toBe(401);
    // Another session of the same user is not affected.
    expect((await t.server.request('GET', '/admin/user/info', { token: other })).status).toBe(200);
  });

  it('logout without a token is 401', async () => {
    expect((await t.server.request('DELETE', '/auth/token/logout')).status).toBe(401);
  });
});

describe('with the captcha off, short-lived tokens and a low rate limit', () => {
  const quick = serverWithUsers([], { CAPTCHA: 'off', ACCESS_TOKEN_TTL: '1', LOGIN_RATE_LIMIT: '4' });

  it('signs in without a code, and the access token expires after its lifetime', async () => {
    const reply = await quick.server.request('POST', '/auth/oauth/token', {
      form: {
        username: 'admin',
        password: encryptLoginPassword(quick.server.config.demoPassword, quick.server.config.loginAesKey),
        grant_type: 'password',
        scope: 'server',
      },
      headers: { authorization: quick.server.basicAuth },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.expires_in).toBe(1);
    expect((await quick.server.request('GET', '/admin/user/info', { token: reply.body.access_token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1300));
    const late = await quick.server.request('GET', '/admin/user/info', { token: reply.body.access_token });
    expect(late.status).toBe(401);
    expect(late.body.msg).toBe('用户凭证已过期！');
    // The refresh token still works and gives a fresh access token.
    const refreshed = await quick.server.request('POST', '/auth/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: reply.body.refresh_token },
      headers: { authorization: quick.server.basicAuth },
    });
    expect(refreshed.status).toBe(200);
    expect((await quick.server.request('GET', '/admin/user/info', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('limits token calls per client address with 429 and the SPEC message', async () => {
    const statuses: number[] = [];
    let limited: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 5 && !limited; i += 1) {
      const reply = await quick.server.request('POST', '/auth/oauth/token', {
        form: { grant_type: 'refresh_token', refresh_token: 'x' },
        headers: { authorization: quick.server.basicAuth },
      });
      statuses.push(reply.status);
      if (reply.status === 429) limited = reply;
    }
    expect(statuses[0]).toBe(401);
    expect(limited?.body).toEqual({ code: 1, msg: '请求过频繁', data: null });
  });
});
