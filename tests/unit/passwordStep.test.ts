import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptLoginPassword } from '@schemas/loginCrypto';
import { PASSWORD_CHANGE_FLAG, PASSWORD_CHANGE_MESSAGE } from '@schemas/access';
import { setConfig } from '@/providers/config';
import { http } from '@/providers/client';
import { authProvider } from '@/providers/authProvider';
import { setNotifier, type ToastKind } from '@/providers/notifier';
import { onPasswordChangeRequired } from '@/providers/passwordChange';
import { changeOwnPassword } from '@/providers/ownPassword';
import { mustSetPassword } from '@/providers/withheld';
import { getStore } from '@/providers/storage';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

/**
 * The set-password step (docs/security.md, "Users, roles and data scopes"): a sign-in with a temporary password
 * loads the user alone and goes to /password; a call the server refuses for it opens that step without a toast;
 * the change sends both passwords encrypted as at sign-in.
 */
const KEY = 'pigxpigxpigxpigx';
let toasts: [ToastKind, string][];
let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;

const info = (passwordTemporary: boolean): StubReply => ({
  data: {
    code: 0,
    data: {
      sysUser: { userId: 9, username: 'newcomer', actualName: '新人', phone: null, avatar: null, tenantId: 1, deptId: 3 },
      roles: ['ROLE_T'],
      permissions: [],
      passwordTemporary,
      withheld: ['amount'],
    },
  },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setConfig({ apiBase: '/catering', loginAesKey: KEY, oauthClient: 'atrium:secret', captcha: false, clientMode: 'normal' });
  toasts = [];
  setNotifier({ show: (k, t) => toasts.push([k, t]) });
  route = (req) => {
    if (req.url === '/auth/oauth/token')
      return { data: { access_token: 'acc-9', refresh_token: 'ref-9', token_type: 'bearer', expires_in: 43199, scope: 'server', tenant_id: 1, user_id: 9, user_info: {} } };
    if (req.url === '/admin/user/info') return info(true);
    return { status: 403, data: { code: 1, msg: PASSWORD_CHANGE_MESSAGE, data: null, [PASSWORD_CHANGE_FLAG]: true } };
  };
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

describe('a sign-in with a temporary password', () => {
  it('loads the user alone and goes to the set-password step, remembering what the roles withhold', async () => {
    const result = await authProvider.login({ username: 'newcomer', password: 'Temp2026pass' });
    expect(result).toEqual({ success: true, redirectTo: '/password' });
    expect(stub.requests.map((r) => r.url)).toEqual(['/auth/oauth/token', '/admin/user/info']);
    expect(mustSetPassword()).toBe(true);
    expect(getStore('withheld')).toEqual(['amount']);
  });

  it('a call refused until the password is set opens the step, with no toast', async () => {
    const opened = vi.fn();
    const stop = onPasswordChangeRequired(opened);
    try {
      await expect(http.get('/admin/menu')).rejects.toMatchObject({ statusCode: 403 });
      expect(opened).toHaveBeenCalledTimes(1);
      expect(toasts).toEqual([]);
      expect(mustSetPassword()).toBe(true);
    } finally {
      stop();
    }
  });

  it('changes it with both passwords encrypted as at sign-in, and the step is over', async () => {
    route = () => ({ data: { code: 0, data: true } });
    await changeOwnPassword('Temp2026pass', 'Mine2026pass');
    const sent = stub.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'put', url: '/admin/user/password' });
    const body = JSON.parse(String(sent.data)) as { password: string; newPassword: string };
    expect(body.password).not.toBe('Temp2026pass');
    expect(decryptLoginPassword(body.password, KEY)).toBe('Temp2026pass');
    expect(decryptLoginPassword(body.newPassword, KEY)).toBe('Mine2026pass');
    expect(mustSetPassword()).toBe(false);
  });

  it('sends the change with an idempotency key, the same on the retry of a call that got no answer', async () => {
    let calls = 0;
    // The first answer is lost on the way back (the server changed the password); the retry is answered.
    route = () => (++calls === 1 ? { network: true } : { data: { code: 0, data: true } });
    await changeOwnPassword('Temp2026pass', 'Mine2026pass');
    const keys = stub.requests.filter((r) => r.url === '/admin/user/password').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Another change is another intent: another key.
    await changeOwnPassword('Mine2026pass', 'Next2026pass');
    expect(stub.requests.at(-1)!.headers.get('Idempotency-Key')).not.toBe(keys[0]);
  });
});
