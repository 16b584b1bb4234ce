import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptLoginPassword } from '@schemas/loginCrypto';
import { setConfig } from '@/providers/config';
import { http } from '@/providers/client';
import { authProvider } from '@/providers/authProvider';
import { setNotifier, type ToastKind } from '@/providers/notifier';
import { getStore, setStore } from '@/providers/storage';
import { getAccessToken, getTenantId } from '@/providers/session';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

const KEY = 'pigxpigxpigxpigx';
const CLIENT = 'atrium:atrium-secret';

let toasts: [ToastKind, string, number | undefined][];
let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;

const tokenReply = {
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  token_type: 'bearer',
  expires_in: 43199,
  scope: 'server',
  tenant_id: 1,
  user_id: 1,
  user_info: { userId: 1, username: 'admin', actualName: '管理员', avatar: null, authorities: [] },
};

const sessionRoutes = (req: RecordedRequest): StubReply => {
  if (req.url === '/auth/oauth/token') return { data: tokenReply };
  if (req.url === '/admin/user/info')
    return {
      data: {
        code: 0,
        data: {
          sysUser: { userId: 1, username: 'admin', actualName: '管理员', phone: null, avatar: null, tenantId: 1, deptId: 1 },
          roles: ['ROLE_ADMIN'],
          permissions: ['act_accounttype_add', 'sys_knowledge_base'],
        },
      },
    };
  if (req.url === '/admin/menu' && req.params?.type === 'top')
    return {
      data: {
        code: 0,
        data: [300, 999, 200, 100].map((id) => ({ id, parentId: -1, name: `m${id}`, enName: id === 200 ? null : `module ${id}`, label: `m${id}`, path: '', children: [] })),
      },
    };
  if (req.url === '/admin/menu') return { data: { code: 0, data: [{ id: Number(req.params?.parentId) * 10, name: '账户中心', path: '', children: [] }] } };
  if (req.url === '/admin/tenant/list')
    return {
      data: {
        code: 0,
        data: [
          { id: 1, name: '主租户' },
          { id: 2, name: '第二租户' },
        ],
      },
    };
  return { status: 404, data: { code: 1 } };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setConfig({ apiBase: '/catering', loginAesKey: KEY, oauthClient: CLIENT, captcha: true, clientMode: 'normal' });
  toasts = [];
  setNotifier({ show: (k, t, d) => toasts.push([k, t, d]) });
  route = sessionRoutes;
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

describe('password login', () => {
  it('sends the AES-encrypted password, form-encoded with Basic client credentials, that the server can decrypt', async () => {
    await authProvider.login({ username: 'admin', password: 'Atrium@2026', code: '1234', randomStr: '991700000000' });
    const req = stub.requests.find((r) => r.url === '/auth/oauth/token')!;
    const form = new URLSearchParams(String(req.data));
    expect(req.method).toBe('post');
    expect(req.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(req.headers.get('Authorization')).toBe(`Basic ${btoa(CLIENT)}`);
    expect(form.get('password')).not.toBe('Atrium@2026');
    expect(decryptLoginPassword(form.get('password')!, KEY)).toBe('Atrium@2026');
    expect(Object.fromEntries(form)).toMatchObject({
      username: 'admin',
      randomStr: '991700000000',
      code: '1234',
      grant_type: 'password',
      scope: 'server',
    });
  });

  it('round-trips passwords of any length, including whole AES blocks and non-ASCII text', async () => {
    for (const pw of ['a', '1234567890abcdef', 'Atrium@2026-Atrium@2026-xyz', '密码Pässwörd']) {
      stub.requests.length = 0;
      await authProvider.login({ username: 'admin', password: pw });
      const form = new URLSearchParams(String(stub.requests[0].data));
      expect(decryptLoginPassword(form.get('password')!, KEY)).toBe(pw);
    }
  });

  it('on success stores the tokens, clears the lock, and loads user, permissions, the first module menu and tenant', async () => {
    setStore({ name: 'isLock', content: true });
    const res = await authProvider.login({ username: 'admin', password: 'Atrium@2026' });
    expect(res).toEqual({ success: true, redirectTo: '/' });
    expect(getAccessToken()).toBe('acc-1');
    expect(getStore('isLock')).toBeUndefined();
    expect(getTenantId()).toBe('1');
    expect(getStore('permissions')).toEqual({ act_accounttype_add: true, sys_knowledge_base: true });
    // Modules in the order of docs/product.md#the-menu-and-modules, operations-only ones hidden in the normal client, with both names.
    expect(getStore('moduleList')).toEqual([
      { value: 100, label: 'm100', enLabel: 'module 100' },
      { value: 200, label: 'm200', enLabel: null },
      { value: 300, label: 'm300', enLabel: 'module 300' },
    ]);
    expect(getStore('moduleActive')).toBe(100);
    expect(getStore('menu')).toEqual([{ id: 1000, name: '账户中心', path: '', children: [] }]);
    expect(getStore('tenantInfo')).toEqual({ id: 1, name: '主租户' });
    // Later calls carry the bearer token and the tenant.
    const info = stub.requests.find((r) => r.url === '/admin/user/info')!;
    expect(info.headers.get('Authorization')).toBe('Bearer acc-1');
    expect(info.headers.get('TENANT-ID')).toBe('1');
  });

  it('a wrong password (426 with surplusTimes) shows the message as an error for 4 s, once', async () => {
    route = () => ({ status: 426, data: { code: 1, msg: '用户名不存在或密码错误', surplusTimes: 3 } });
    const res = await authProvider.login({ username: 'admin', password: 'nope' });
    expect(res.success).toBe(false);
    expect(toasts).toEqual([['error', '用户名不存在或密码错误', 4]]);
    expect(getAccessToken()).toBeUndefined();
  });

  it('a wrong captcha (428) fails without a toast and flags the captcha', async () => {
    route = () => ({ status: 428, data: { code: 1, msg: '验证码错误,请重新输入' } });
    const res = await authProvider.login({ username: 'admin', password: 'x', code: '0000', randomStr: '1' });
    expect(res).toMatchObject({ success: false, captcha: true, error: { message: '验证码错误,请重新输入' } });
    expect(toasts).toEqual([]);
  });

  it('a reply without a token but with a tenantId stores the tenant and returns', async () => {
    route = () => ({ data: { tenantId: 2 } });
    const res = await authProvider.login({ username: 'tenant', password: 'x' });
    expect(res).toMatchObject({ success: false, tenantId: 2 });
    expect(getTenantId()).toBe('2');
    expect(toasts).toEqual([]);
  });
});

describe('check, identity, permissions, logout', () => {
  it('check sends an unauthenticated user to the stored login path', async () => {
    expect(await authProvider.check()).toEqual({ authenticated: false, redirectTo: '/loginIndex' });
    setStore({ name: 'loginPath', content: '/login/2' });
    expect(await authProvider.check()).toEqual({ authenticated: false, redirectTo: '/login/2' });
    setStore({ name: 'access_token', content: 't' });
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it('identity and permissions come from the loaded session', async () => {
    await authProvider.login({ username: 'admin', password: 'Atrium@2026' });
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 1, name: '管理员', username: 'admin' });
    expect(await authProvider.getPermissions!()).toEqual({
      permissions: { act_accounttype_add: true, sys_knowledge_base: true },
      roles: ['ROLE_ADMIN'],
    });
  });

  it('logout revokes the token, clears the session but keeps tenant and login path', async () => {
    await authProvider.login({ username: 'admin', password: 'Atrium@2026' });
    setStore({ name: 'loginPath', content: '/login/1' });
    setStore({ name: 'tagList', content: [{ value: '/wel/index' }], type: 'session' });
    route = (req) => (req.url === '/auth/token/logout' ? { data: { code: 0, data: true } } : sessionRoutes(req));
    const res = await authProvider.logout({});
    expect(stub.requests.at(-1)).toMatchObject({ method: 'delete', url: '/auth/token/logout' });
    expect(res).toEqual({ success: true, redirectTo: '/login/1' });
    for (const name of ['access_token', 'refresh_token', 'menu', 'permissions', 'userInfo', 'roles', 'tenantInfo', 'tagList']) {
      expect(getStore(name), name).toBeUndefined();
    }
    expect(getTenantId()).toBe('1');
  });
});

describe('other ways of signing in', () => {
  it('phone: mobile=SMS@<phone> with the code, Basic client credentials, then the session loads', async () => {
    route = (req) => (req.url === '/auth/mobile/token/sms' ? { data: tokenReply } : sessionRoutes(req));
    const res = await authProvider.login({ mode: 'sms', phone: ' 13800000001 ', code: '123456' });
    expect(res).toEqual({ success: true, redirectTo: '/' });
    const req = stub.requests.find((r) => r.url === '/auth/mobile/token/sms')!;
    expect(req.headers.get('Authorization')).toBe(`Basic ${btoa(CLIENT)}`);
    expect(Object.fromEntries(new URLSearchParams(String(req.data)))).toEqual({ mobile: 'SMS@13800000001', code: '123456', grant_type: 'mobile' });
    expect(getAccessToken()).toBe('acc-1');
  });

  it('a wrong phone code (428) flags the code without a toast', async () => {
    route = () => ({ status: 428, data: { code: 1, msg: '验证码错误,请重新输入' } });
    const res = await authProvider.login({ mode: 'sms', phone: '13800000001', code: '000000' });
    expect(res).toMatchObject({ success: false, captcha: true });
    expect(toasts).toEqual([]);
  });

  it('social: mobile=<state>@<code>; 417 hands back the state to bind, without a toast', async () => {
    route = () => ({ status: 417, data: { code: 1, msg: '未绑定登录账号，请使用密码登录后绑定', data: null, state: 'DEMO-abc' } });
    const res = await authProvider.login({ mode: 'social', state: 'DEMO-abc', code: 'xyz' });
    expect(res).toMatchObject({ success: false, unboundState: 'DEMO-abc', error: { message: '未绑定登录账号，请使用密码登录后绑定' } });
    const req = stub.requests.find((r) => r.url === '/auth/mobile/token/social')!;
    expect(new URLSearchParams(String(req.data)).get('mobile')).toBe('DEMO-abc@xyz');
    expect(toasts).toEqual([]);
  });

  it('bind: the password form posts to social/bind/login with the state and the encrypted password', async () => {
    route = (req) => (req.url === '/admin/v1/social/bind/login' ? { data: tokenReply } : sessionRoutes(req));
    const res = await authProvider.login({ mode: 'bind', state: 'DEMO-abc', username: 'operator', password: 'Atrium@2026', code: '1', randomStr: '2' });
    expect(res).toEqual({ success: true, redirectTo: '/' });
    const form = new URLSearchParams(String(stub.requests.find((r) => r.url === '/admin/v1/social/bind/login')!.data));
    expect(form.get('state')).toBe('DEMO-abc');
    expect(decryptLoginPassword(form.get('password')!, KEY)).toBe('Atrium@2026');
  });

  it('second factor: the code travels as secondCode; a refusal asks for the code step', async () => {
    route = () => ({ status: 426, data: { code: 1, msg: '短信验证码错误或已过期', data: null, secondCheck: true } });
    const res = await authProvider.login({ username: 'secure', password: 'x', secondCode: '654321' });
    expect(res).toMatchObject({ success: false, secondCheck: true });
    expect(new URLSearchParams(String(stub.requests[0].data)).get('secondCode')).toBe('654321');
    expect(toasts).toEqual([['error', '短信验证码错误或已过期', 4]]);
  });

  it('records the grayTenant flag, and logout follows a stored grey login address', async () => {
    route = (req) => (req.url === '/auth/oauth/token' ? { data: { ...tokenReply, grayTenant: true, grayLoginUrl: 'https://grey.example/login' } } : sessionRoutes(req));
    await authProvider.login({ username: 'admin', password: 'x' });
    expect(getStore('grayTenant')).toBe(true);
    expect(getStore('grayLoginUrl')).toBe('https://grey.example/login');
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      route = (req) => (req.url === '/auth/token/logout' ? { data: { code: 0, data: true } } : sessionRoutes(req));
      const res = await authProvider.logout({});
      expect(res).toEqual({ success: true });
      expect(assign).toHaveBeenCalledWith('https://grey.example/login');
      expect(getAccessToken()).toBeUndefined();
      expect(getStore('grayTenant')).toBeUndefined();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('an ordinary sign-in forgets an earlier grey address', async () => {
    setStore({ name: 'grayLoginUrl', content: 'https://grey.example/login' });
    await authProvider.login({ username: 'admin', password: 'x' });
    expect(getStore('grayTenant')).toBe(false);
    expect(getStore('grayLoginUrl')).toBeUndefined();
    expect((await authProvider.logout({})).redirectTo).toBe('/loginIndex');
  });
});
