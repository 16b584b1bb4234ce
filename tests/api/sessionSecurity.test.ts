import { describe, expect, it } from 'vitest';
import { decryptPayload } from '../../schemas/loginCrypto';
import { VerificationCodes } from '../../server/services/verificationCodes';
import { FrameSources } from '../../server/http/security';
import { serverWithUsers, startServer, type TestServer } from './support/server';
import { captchaPair, demoRoundTrip, latestCode, passwordForm, sendSmsCode } from './support/loginModes';

const t = serverWithUsers();

const token = (path: string, form: Record<string, string>) => t.server.request('POST', path, { form, headers: { authorization: t.server.basicAuth } });
const userInfo = (accessToken: string) => t.server.request('GET', '/admin/user/info', { token: accessToken });
const refresh = (server: TestServer, refreshToken: string) =>
  server.request('POST', '/auth/oauth/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    headers: { authorization: server.basicAuth },
  });
async function userIdOf(username: string) {
  const row = await t.server.app.database.db.selectFrom('sys_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.user_id;
}

describe('disabling a user', () => {
  it('revokes every session of the user, for good', async () => {
    const admin = await t.server.login('admin');
    const first = await t.server.loginReply('tenant');
    const second = await t.server.loginReply('tenant');
    const id = await userIdOf('tenant');
    const off = await t.server.request('PUT', `/admin/user/lock/${id}`, { token: admin, json: { lockFlag: '9' } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ userId: id, lockFlag: '9', revokedTokens: 2 });
    for (const session of [first, second]) {
      expect((await userInfo(session.access_token)).status).toBe(401);
      expect((await refresh(t.server, session.refresh_token)).status).toBe(401);
    }
    const refused = await token('/auth/oauth/token', await passwordForm(t.server, 'tenant', t.server.config.demoPassword));
    expect(refused.body.msg).toBe('账户已停用，请联系管理员');

    const on = await t.server.request('PUT', `/admin/user/lock/${id}`, { token: admin, json: { lockFlag: '0' } });
    expect(on.status).toBe(200);
    // Enabling again does not bring the old sessions back.
    expect((await userInfo(first.access_token)).status).toBe(401);
    expect((await refresh(t.server, second.refresh_token)).status).toBe(401);
    expect((await userInfo(await t.server.login('tenant'))).status).toBe(200);
  });

  it("is for the main tenant administrator (any tenant) and a tenant's user administrators (their own), never for oneself, with clear refusals", async () => {
    const id = await userIdOf('operator');
    const tenantAdmin = await t.server.login('tenant');
    const operator = await t.server.login('operator');
    const admin = await t.server.login('admin');
    // The second tenant's user administrator does not find the main tenant's accounts (docs/security.md).
    expect((await t.server.request('PUT', `/admin/user/lock/${id}`, { token: tenantAdmin, json: { lockFlag: '9' } })).status).toBe(404);
    expect((await t.server.request('PUT', `/admin/user/lock/${id}`, { token: operator, json: { lockFlag: '9' } })).status).toBe(403);
    const self = await t.server.request('PUT', `/admin/user/lock/${await userIdOf('admin')}`, { token: admin, json: { lockFlag: '9' } });
    expect(self).toMatchObject({ status: 400, body: { msg: '不能停用当前登录的账号' } });
    expect((await t.server.request('PUT', '/admin/user/lock/999999', { token: admin, json: { lockFlag: '9' } })).status).toBe(404);
    const bad = await t.server.request('PUT', `/admin/user/lock/${id}`, { token: admin, json: { lockFlag: '3' } });
    expect(bad).toMatchObject({ status: 400, body: { msg: '请选择启用或停用' } });
    expect((await t.server.request('PUT', '/admin/user/lock/abc', { token: admin, json: { lockFlag: '9' } })).status).toBe(400);
    expect((await userInfo(operator)).status).toBe(200);
  });
});

describe('phone sign-in', () => {
  const phone = '13800000001'; // admin

  it('sends a code to the outbox and signs in with it once', async () => {
    const sent = await sendSmsCode(t.server, phone);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ phone: '138****0001', resendAfter: 60 });
    const code = await latestCode(t.server, phone);
    expect(code).toMatch(/^\d{6}$/);
    const reply = await token('/auth/mobile/token/sms', { mobile: `SMS@${phone}`, code: code!, grant_type: 'mobile' });
    expect(reply.status).toBe(200);
    expect(reply.body.user_info.username).toBe('admin');
    expect((await userInfo(reply.body.access_token)).status).toBe(200);
    const again = await token('/auth/mobile/token/sms', { mobile: `SMS@${phone}`, code: code!, grant_type: 'mobile' });
    expect(again).toMatchObject({ status: 428, body: { msg: '验证码错误,请重新输入' } });
  });

  it('limits codes per phone per minute', async () => {
    const other = '13800000002';
    expect((await sendSmsCode(t.server, other)).status).toBe(200);
    const second = await sendSmsCode(t.server, other);
    expect(second.status).toBe(429);
    expect(second.body.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
  });

  it('needs the image captcha to send', async () => {
    const reply = await t.server.request('GET', '/admin/mobile/1/13800000003');
    expect(reply).toMatchObject({ status: 428, body: { msg: '验证码错误,请重新输入' } });
    const { randomStr } = await captchaPair(t.server);
    const wrong = await t.server.request('GET', '/admin/mobile/1/13800000003', { query: { randomStr, captchaCode: 'xxxx' } });
    expect(wrong.status).toBe(428);
  });

  it('checks the phone with the SPEC messages', async () => {
    const length = await t.server.request('GET', '/admin/mobile/1/1380000000');
    expect(length).toMatchObject({ status: 400, body: { msg: '手机号码长度不为11位' } });
    const format = await t.server.request('GET', '/admin/mobile/1/23800000001');
    expect(format).toMatchObject({ status: 400, body: { msg: '手机号码格式不正确' } });
    const empty = await token('/auth/mobile/token/sms', { mobile: 'SMS@', code: '123456' });
    expect(empty).toMatchObject({ status: 400, body: { msg: '手机号码不能为空' } });
    const noCode = await token('/auth/mobile/token/sms', { mobile: 'SMS@13800000001' });
    expect(noCode).toMatchObject({ status: 400, body: { msg: '请输入验证码' } });
  });

  it('a phone nobody signs in with gets the same reply and no message', async () => {
    const reply = await sendSmsCode(t.server, '13912345678');
    expect(reply.status).toBe(200);
    expect(await latestCode(t.server, '13912345678')).toBeUndefined();
  });

  it('three wrong guesses spend the code', async () => {
    const phone3 = '13800000003';
    expect((await sendSmsCode(t.server, phone3)).status).toBe(200);
    const code = (await latestCode(t.server, phone3))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expect((await token('/auth/mobile/token/sms', { mobile: `SMS@${phone3}`, code: wrong })).status).toBe(428);
    }
    expect((await token('/auth/mobile/token/sms', { mobile: `SMS@${phone3}`, code })).status).toBe(428);
  });

  it('needs the client credentials', async () => {
    const reply = await t.server.request('POST', '/auth/mobile/token/sms', { form: { mobile: 'SMS@13800000001', code: '123456' } });
    expect(reply.status).toBe(401);
  });

  it('codes expire after five minutes and are limited per minute', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const codes = new VerificationCodes(t.server.app.database.db, 5 * 60_000, 1, 3, () => now);
    const first = await codes.issue('sms-login', 'p');
    expect(first.status).toBe('ok');
    now += 30_000;
    expect(await codes.issue('sms-login', 'p')).toEqual({ status: 'too-soon', waitSeconds: 30 });
    now += 5 * 60_000;
    expect(await codes.check('sms-login', 'p', first.status === 'ok' ? first.code : '')).toBe(false);
    const fresh = await codes.issue('sms-login', 'p');
    expect(fresh.status).toBe('ok');
    // Purposes do not mix.
    expect(await codes.check('second-factor', 'p', fresh.status === 'ok' ? fresh.code : '')).toBe(false);
    expect(await codes.check('sms-login', 'p', fresh.status === 'ok' ? fresh.code : '')).toBe(true);
  });

  it('login/userName tells the user names of a phone proved by a code', async () => {
    const lookupServer = await startServer({ CAPTCHA: 'off' });
    try {
      await sendSmsCode(lookupServer, '13800000001');
      const code = (await latestCode(lookupServer, '13800000001'))!;
      const reply = await lookupServer.request('POST', '/admin/v1/login/userName', { json: { mobile: '13800000001', code } });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual(['admin']);
      const again = await lookupServer.request('POST', '/admin/v1/login/userName', { json: { mobile: '13800000001', code } });
      expect(again.status).toBe(428);
      const badPhone = await lookupServer.request('POST', '/admin/v1/login/userName', { json: { mobile: '', code } });
      expect(badPhone.body.msg).toBe('手机号码不能为空');
    } finally {
      await lookupServer.stop();
    }
  });
});

describe('second factor', () => {
  it('secCheck tells which accounts need it', async () => {
    const flagged = await t.server.request('POST', '/auth/login/secCheck', { json: { username: 'secure' } });
    expect(flagged.body).toEqual({ code: 0, msg: null, data: { secondCheck: true } });
    const plain = await t.server.request('POST', '/auth/login/secCheck', { json: { username: 'admin' } });
    expect(plain.body.data).toEqual({ secondCheck: false });
    const unknown = await t.server.request('POST', '/auth/login/secCheck', { json: { username: 'nobody' } });
    expect(unknown.body.data).toEqual({ secondCheck: false });
    expect((await t.server.request('POST', '/auth/login/secCheck', { json: {} })).body.msg).toBe('请输入用户名');
  });

  it('the password alone is not enough; the code from the phone completes the sign-in once', async () => {
    const withoutCode = await token('/auth/oauth/token', await passwordForm(t.server, 'secure', t.server.config.demoPassword));
    expect(withoutCode.status).toBe(426);
    expect(withoutCode.body).toMatchObject({ msg: '短信验证码错误或已过期', secondCheck: true });
    expect(withoutCode.body.access_token).toBeUndefined();

    const sent = await t.server.request('POST', '/admin/v1/sendCaptcha/secondCheck', { json: { username: 'secure' } });
    expect(sent.body.data).toEqual({ phone: '138****0005', resendAfter: 60 });
    const code = (await latestCode(t.server, '13800000005'))!;
    const wrongPassword = await token('/auth/oauth/token', await passwordForm(t.server, 'secure', 'nope', { secondCode: code }));
    expect(wrongPassword.body).toMatchObject({ msg: '用户名不存在或密码错误', surplusTimes: 4 });
    const ok = await token('/auth/oauth/token', await passwordForm(t.server, 'secure', t.server.config.demoPassword, { secondCode: code }));
    expect(ok.status).toBe(200);
    expect(ok.body.user_info.username).toBe('secure');
    const replay = await token('/auth/oauth/token', await passwordForm(t.server, 'secure', t.server.config.demoPassword, { secondCode: code }));
    expect(replay.status).toBe(426);
  });

  it('sends nothing for an account without a second factor', async () => {
    const reply = await t.server.request('POST', '/admin/v1/sendCaptcha/secondCheck', { json: { username: 'admin' } });
    expect(reply).toMatchObject({ status: 400, body: { msg: '该账号无需二次验证' } });
  });
});

describe('social login with the demo provider', () => {
  it('lists the demo provider and refuses unknown ones', async () => {
    const list = await t.server.request('GET', '/admin/v1/social/providers');
    expect(list.body.data).toEqual([{ type: 'DEMO', label: '演示账号' }]);
    const unknown = await t.server.request('POST', '/admin/v1/social/getSocialUrl', { json: { type: 'WX' } });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '不支持的登录方式' } });
    const foreign = await t.server.request('POST', '/admin/v1/social/getSocialUrl', {
      json: { type: 'DEMO', redirectUri: 'https://evil.example/authredirect' },
    });
    expect(foreign).toMatchObject({ status: 400, body: { msg: '回调地址无效' } });
  });

  it('a bound identity signs in; its code and state are single-use', async () => {
    const { state, code, back } = await demoRoundTrip(t.server, /admin/);
    expect(back.pathname).toBe('/authredirect');
    const reply = await token('/auth/mobile/token/social', { mobile: `${state}@${code}`, grant_type: 'mobile' });
    expect(reply.status).toBe(200);
    expect(reply.body.user_info.username).toBe('admin');
    const replay = await token('/auth/mobile/token/social', { mobile: `${state}@${code}`, grant_type: 'mobile' });
    expect(replay).toMatchObject({ status: 400, body: { msg: '登录状态无效，请重新登录' } });
    const made = await token('/auth/mobile/token/social', { mobile: `DEMO-${'a'.repeat(24)}@xyz` });
    expect(made.status).toBe(400);
  });

  it('an unbound identity gets 417; the password sign-in binds it for next time', async () => {
    const { state, code } = await demoRoundTrip(t.server, /未绑定/);
    const reply = await token('/auth/mobile/token/social', { mobile: `${state}@${code}` });
    expect(reply.status).toBe(417);
    expect(reply.body).toMatchObject({ code: 1, msg: '未绑定登录账号，请使用密码登录后绑定', state });

    const wrong = await t.server.request('POST', '/admin/v1/social/bind/login', {
      json: { state, ...(await passwordForm(t.server, 'operator', 'nope')) },
      headers: { authorization: t.server.basicAuth },
    });
    expect(wrong.body).toMatchObject({ msg: '用户名不存在或密码错误' });
    const bound = await t.server.request('POST', '/admin/v1/social/bind/login', {
      json: { state, ...(await passwordForm(t.server, 'operator', t.server.config.demoPassword)) },
      headers: { authorization: t.server.basicAuth },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.user_info.username).toBe('operator');
    // The state is spent.
    const twice = await t.server.request('POST', '/admin/v1/social/bind/login', {
      json: { state, ...(await passwordForm(t.server, 'operator', t.server.config.demoPassword)) },
      headers: { authorization: t.server.basicAuth },
    });
    expect(twice.status).toBe(400);

    const next = await demoRoundTrip(t.server, /未绑定/);
    const direct = await token('/auth/mobile/token/social', { mobile: `${next.state}@${next.code}` });
    expect(direct.status).toBe(200);
    expect(direct.body.user_info.username).toBe('operator');
  });

  it('social/callback binds for a signed-in user and refuses an identity bound to another', async () => {
    const admin = await t.server.login('admin');
    const mine = await demoRoundTrip(t.server, /admin/);
    const ok = await t.server.request('POST', '/admin/v1/social/callback', { token: admin, json: { state: mine.state, code: mine.code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: 'DEMO' });
    const theirs = await demoRoundTrip(t.server, /未绑定/);
    const refused = await t.server.request('POST', '/admin/v1/social/callback', { token: admin, json: { state: theirs.state, code: theirs.code } });
    expect(refused).toMatchObject({ status: 400, body: { msg: '该社交账号已绑定其他用户' } });
    expect((await t.server.request('POST', '/admin/v1/social/callback', { json: { state: theirs.state, code: theirs.code } })).status).toBe(401);
  });
});

describe('security headers', () => {
  it('every reply carries the CSP, no-sniff and same-origin framing, and no HSTS on plain http', async () => {
    for (const path of [`${t.server.baseUrl}/atrium-config.json`, '/admin/user/info', '/code?randomStr=h1']) {
      const reply = await t.server.request('GET', path);
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src 'self' https:");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(reply.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('absolute session lifetime', () => {
  const quick = serverWithUsers([], { CAPTCHA: 'off', SESSION_MAX_TTL: '2', ACCESS_TOKEN_TTL: '600' });

  it('caps expires_in, and refreshing never goes past the deadline', async () => {
    const first = await quick.server.loginReply('admin');
    expect(first.expires_in).toBeLessThanOrEqual(2);
    const rotated = await refresh(quick.server, first.refresh_token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.expires_in).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 2200));
    expect((await quick.server.request('GET', '/admin/user/info', { token: rotated.body.access_token })).status).toBe(401);
    expect((await refresh(quick.server, rotated.body.refresh_token)).status).toBe(401);
  });
});

describe('replies with personal data, encrypted by configuration', () => {
  const enc = serverWithUsers([], { CAPTCHA: 'off', ENCRYPT_REPLIES: 'on' });

  it('user info travels encrypted with the encrypt header; other replies do not', async () => {
    const adminToken = await enc.server.login('admin');
    const info = await enc.server.request('GET', '/admin/user/info', { token: adminToken });
    expect(info.headers.get('encrypt')).toBe('1');
    expect(typeof info.body.data).toBe('string');
    expect(info.text).not.toContain('13800000001');
    const data = decryptPayload<{ sysUser: { username: string; phone: string } }>(info.body.data, enc.server.config.loginAesKey);
    expect(data.sysUser).toMatchObject({ username: 'admin', phone: '13800000001' });
    const menu = await enc.server.request('GET', '/admin/menu', { token: adminToken, query: { type: 'top' } });
    expect(menu.headers.get('encrypt')).toBeNull();
    expect(Array.isArray(menu.body.data)).toBe(true);
    // Failures stay readable.
    expect((await enc.server.request('GET', '/admin/user/info')).body.msg).toBe('用户凭证已过期！');
    // The server's document says so: such a reply's data is the record, or its encrypted text.
    const doc = (await enc.server.request('GET', '/openapi.json')).body;
    const declared = doc.paths['/admin/user/info'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(declared.anyOf).toHaveLength(2);
    expect(declared.anyOf[1]).toMatchObject({ type: 'string' });
    const plain = (await t.server.request('GET', '/openapi.json')).body;
    expect(plain.paths['/admin/user/info'].get.responses['200'].content['application/json'].schema.properties.data.anyOf).toBeUndefined();
  });

  it('is off by default', async () => {
    const info = await t.server.request('GET', '/admin/user/info', { token: await t.server.login('admin') });
    expect(info.headers.get('encrypt')).toBeNull();
    expect(info.body.data.sysUser.username).toBe('admin');
  });
});

describe('frame sources for /myiframe/ pages', () => {
  it('allow the plain-http origins that the menu embeds, next to this origin and https pages', async () => {
    const frames = new FrameSources(t.server.app.database.db);
    await frames.refresh();
    expect(frames.directive()).toBe("'self' https:");
    await t.server.app.database.db
      .insertInto('sys_menu')
      .values({ id: 990_001, parent_id: 100, name: '内网报表', path: 'http://reports.intranet:8081/board?x=1', sort_order: 99, keep_alive: '0', type: '0' })
      .execute();
    try {
      await frames.refresh();
      expect(frames.directive()).toBe("'self' https: http://reports.intranet:8081");
    } finally {
      await t.server.app.database.db.deleteFrom('sys_menu').where('id', '=', 990_001).execute();
    }
  });
});

describe('rate limits of the code and sign-in routes', () => {
  const limited = serverWithUsers([], { CAPTCHA: 'off', LOGIN_RATE_LIMIT: '2' });

  it('answer 429 请求过频繁 per client address', async () => {
    for (const call of [
      () => limited.server.request('POST', '/auth/mobile/token/sms', { form: { mobile: 'SMS@13800000001', code: '000000' }, headers: { authorization: limited.server.basicAuth } }),
      () => limited.server.request('POST', '/auth/login/secCheck', { json: { username: 'admin' } }),
      () => limited.server.request('GET', '/admin/mobile/1/13912340000'),
    ]) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await call()).status);
      expect(statuses[0]).not.toBe(429);
      expect(statuses[2]).toBe(429);
      const over = await call();
      expect(over.body).toEqual({ code: 1, msg: '请求过频繁', data: null });
    }
  });
});
