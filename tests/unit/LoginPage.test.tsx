import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AntdProviders } from '@/app/AntdProviders';
import { zhCN } from '@/locales/zh-CN';
import { zhPublic } from '@/locales/zh-CN.public';
import { LoginPage } from '@/pages/login/LoginPage';
import { http } from '@/providers/client';
import { setConfig } from '@/providers/config';
import { addTexts, i18n, setLanguage } from '@/providers/i18n';
import { getStore } from '@/providers/storage';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

// Rendering antd forms in jsdom is slow on a shared, busy machine; typing through several fields takes seconds.
vi.setConfig({ testTimeout: 30_000 });

let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;

/** Where a successful sign-in went. */
function Reached() {
  const { pathname, search } = useLocation();
  return <div>reached {`${pathname}${search}`}</div>;
}

// The login page renders without Refine (the signed-in part brings it): only the router and antd's theme.
function renderLogin(path = '/loginIndex') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdProviders>
        <Routes>
          <Route path="/loginIndex" element={<LoginPage />} />
          <Route path="/login/:tenantId" element={<LoginPage />} />
          <Route path="*" element={<Reached />} />
        </Routes>
      </AntdProviders>
    </MemoryRouter>,
  );
}

/** The replies of a password sign-in that succeeds: the token, then the user, the menus and the tenants. */
function signInReplies(req: RecordedRequest): StubReply {
  if (req.url === '/auth/oauth/token') {
    return {
      data: {
        access_token: 'acc-1',
        refresh_token: 'ref-1',
        expires_in: 43200,
        token_type: 'bearer',
        scope: 'server',
        tenant_id: 1,
        user_id: 1,
        user_info: { userId: 1, username: 'admin', actualName: '管理员', avatar: null, authorities: [] },
      },
    };
  }
  if (req.url === '/admin/user/info') return { data: { code: 0, data: { sysUser: { userId: 1, username: 'admin', actualName: '管理员' }, roles: [], permissions: [] } } };
  if (req.url === '/admin/menu') return { data: { code: 0, data: [] } };
  return { data: { code: 0, data: [] } };
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  setConfig({ apiBase: '/catering', loginAesKey: 'pigxpigxpigxpigx', oauthClient: 'a:b', captcha: true, clientMode: 'normal', socialProviders: [] });
  route = () => ({ status: 404, data: { code: 1 } });
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

describe('login page', () => {
  it('renders the product, the fields and the captcha image', () => {
    renderLogin();
    expect(screen.getAllByText('Atrium').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('用户名')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('密码')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('验证码')).toBeInTheDocument();
    const img = screen.getByAltText('验证码图片') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^\/catering\/code\?randomStr=\d+$/);
  });

  it('shows the exact validation messages when submitted empty', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    // Nothing was sent: not even the identity providers, which come with the run-time configuration.
    expect(stub.requests.map((r) => r.url)).toEqual([]);
  });

  it('offers the identity providers of the run-time configuration without asking the API', async () => {
    setConfig({
      socialProviders: [
        { type: 'DEMO', label: '演示账号' },
        { type: 'WX', label: '企业微信' },
      ],
    });
    renderLogin();
    expect(await screen.findByRole('button', { name: /演示账号登录/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /企业微信/ })).toBeInTheDocument();
    expect(stub.requests).toEqual([]);
  });

  it('ties each message to its field for screen readers, and clears it once the field is right', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    for (const [placeholder, message] of [
      ['用户名', '请输入用户名'],
      ['密码', '请输入密码'],
      ['验证码', '请输入验证码'],
    ]) {
      const input = screen.getByPlaceholderText(placeholder);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent(message);
    }
    await userEvent.type(screen.getByPlaceholderText('验证码'), '12');
    expect(screen.getByPlaceholderText('验证码')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByPlaceholderText('验证码')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('请输入验证码')).not.toBeInTheDocument();
    // Emptied again: the message is back as the user types, before any submit.
    await userEvent.clear(screen.getByPlaceholderText('验证码'));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  });

  it('phone sign-in with the image captcha on: the captcha guards the send, not the sign-in', async () => {
    route = (req) => {
      if (req.url === '/admin/mobile/1/13800000001') return { data: { code: 0, data: { phone: '138****0001', resendAfter: 60 } } };
      if (req.url === '/auth/mobile/token/sms') return { status: 400, data: { code: 1, msg: '验证码错误,请重新输入' } };
      return { data: { code: 0, data: [] } };
    };
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    // The password form stays mounted (hidden) with a captcha of its own: look in the phone form only.
    const panel = within(screen.getByRole('tabpanel'));
    // The phone form loads when its tab is first opened.
    await userEvent.type(await panel.findByPlaceholderText('手机号码'), '13800000001');
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    // Without the picture's code the send is refused here and nothing is sent.
    expect(await panel.findByText('请输入验证码')).toBeInTheDocument();
    expect(stub.requests.some((r) => r.url.startsWith('/admin/mobile/'))).toBe(false);
    await userEvent.type(panel.getByPlaceholderText('验证码'), 'ab12');
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    expect(await panel.findByRole('button', { name: /60秒后重发/ })).toBeDisabled();
    // The picture's code was spent by the send and emptied; the code from the phone signs in without it.
    expect(panel.getByPlaceholderText('验证码')).toHaveValue('');
    await userEvent.type(panel.getByPlaceholderText('短信验证码'), '123456{Enter}');
    await waitFor(() => expect(stub.requests.some((r) => r.url === '/auth/mobile/token/sms')).toBe(true));
    expect(panel.queryByText('请输入验证码')).not.toBeInTheDocument();
  });

  it('has no captcha field when the server turned the captcha off', async () => {
    setConfig({ captcha: false });
    renderLogin();
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.queryByText('请输入验证码')).toBeNull();
  });

  it('a wrong captcha shows its message under the field and loads a new image', async () => {
    // Only the token call refuses the picture's code (the account needs no second factor): the message on
    // screen is then the token call's, never one that an earlier call of the page put there.
    route = (req) => {
      if (req.url === '/auth/login/secCheck') return { data: { code: 0, data: { secondCheck: false } } };
      if (req.url === '/auth/oauth/token') return { status: 428, data: { code: 1, msg: '验证码错误,请重新输入' } };
      return { status: 404, data: { code: 1 } };
    };
    renderLogin();
    const img = screen.getByAltText('验证码图片') as HTMLImageElement;
    const before = img.getAttribute('src');
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Atrium@2026');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '1234{Enter}');
    expect(await screen.findByText('验证码错误,请重新输入')).toBeInTheDocument();
    await waitFor(() => expect(stub.requests.some((r) => r.url === '/auth/oauth/token')).toBe(true));
    const sent = new URLSearchParams(String(stub.requests.find((r) => r.url === '/auth/oauth/token')!.data));
    expect(sent.get('randomStr')).toBe(before!.split('randomStr=')[1]);
    await waitFor(() => expect(img.getAttribute('src')).not.toBe(before));
    expect((screen.getByPlaceholderText('验证码') as HTMLInputElement).value).toBe('');
  });

  it('stores the tenant of /login/:tenantId and the login path', async () => {
    renderLogin('/login/2');
    expect(await screen.findByText(/租户\s*2/)).toBeInTheDocument();
    expect(getStore('tenantId')).toBe('2');
    expect(getStore('loginPath')).toBe('/login/2');
  });

  it('switches to English', async () => {
    renderLogin();
    await userEvent.hover(screen.getByRole('button', { name: '语言' }));
    const option = await screen.findByText('English', {}, { timeout: 2000 });
    await userEvent.click(option);
    expect(await screen.findByPlaceholderText('User name')).toBeInTheDocument();
    expect(getStore('language')).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Please enter the user name')).toBeInTheDocument();
  });

  it('phone tab: the SPEC phone rules, then the code is sent and the button counts down', async () => {
    setConfig({ captcha: false });
    route = (req) => (req.url === '/admin/mobile/1/13800000001' ? { data: { code: 0, data: { phone: '138****0001', resendAfter: 60 } } } : { data: { code: 0, data: [] } });
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    const send = await screen.findByRole('button', { name: '获取验证码' });
    await userEvent.click(send);
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('手机号码'), '1380000');
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('手机号码'));
    await userEvent.type(screen.getByPlaceholderText('手机号码'), '12345678901');
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
    expect(stub.requests.some((r) => r.url.startsWith('/admin/mobile/'))).toBe(false);
    await userEvent.clear(screen.getByPlaceholderText('手机号码'));
    await userEvent.type(screen.getByPlaceholderText('手机号码'), '13800000001');
    await userEvent.click(send);
    expect(await screen.findByRole('button', { name: /60秒后重发/ })).toBeDisabled();
    expect(stub.requests.filter((r) => r.url === '/admin/mobile/1/13800000001')).toHaveLength(1);
  });

  it('an account with a second factor gets the code step before the captcha is spent', async () => {
    setConfig({ captcha: false });
    route = (req) => {
      if (req.url === '/auth/login/secCheck') return { data: { code: 0, data: { secondCheck: true } } };
      if (req.url === '/admin/v1/sendCaptcha/secondCheck') return { data: { code: 0, data: { phone: '138****0005', resendAfter: 60 } } };
      if (req.url === '/auth/oauth/token') return { status: 426, data: { code: 1, msg: '短信验证码错误或已过期', secondCheck: true } };
      return { data: { code: 0, data: [] } };
    };
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'secure');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Atrium@2026{Enter}');
    expect(await screen.findByPlaceholderText('二次验证码')).toBeInTheDocument();
    expect(stub.requests.some((r) => r.url === '/auth/oauth/token')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('二次验证码'), '123456{Enter}');
    await waitFor(() => expect(stub.requests.some((r) => r.url === '/auth/oauth/token')).toBe(true));
    const form = new URLSearchParams(String(stub.requests.find((r) => r.url === '/auth/oauth/token')!.data));
    expect(form.get('secondCode')).toBe('123456');
    expect(form.get('username')).toBe('secure');
  });

  it('after a 417 (?bindState=) the password form binds the identity', async () => {
    setConfig({ captcha: false });
    route = () => ({ status: 426, data: { code: 1, msg: '用户名不存在或密码错误', surplusTimes: 4 } });
    renderLogin('/loginIndex?bindState=DEMO-abcdefghijklmnopqrstuvwx');
    // The notice is loaded when shown (it is not part of every login page).
    expect(await screen.findByText('未绑定登录账号，请使用密码登录后绑定')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '手机号登录' })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'operator');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '登录并绑定' }));
    await waitFor(() => expect(stub.requests.some((r) => r.url === '/admin/v1/social/bind/login')).toBe(true));
    const form = new URLSearchParams(String(stub.requests.find((r) => r.url === '/admin/v1/social/bind/login')!.data));
    expect(form.get('state')).toBe('DEMO-abcdefghijklmnopqrstuvwx');
  });

  it('goes to the page the user was sent away from (?to=) once signed in, and stores the session', async () => {
    setConfig({ captcha: false });
    route = signInReplies;
    renderLogin(`/loginIndex?to=${encodeURIComponent('/platAccountMgr/accountType/index?x=1')}`);
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Atrium@2026{Enter}');
    expect(await screen.findByText('reached /platAccountMgr/accountType/index?x=1')).toBeInTheDocument();
    expect(getStore('access_token')).toBe('acc-1');
    expect(stub.requests.map((r) => r.url)).toEqual(expect.arrayContaining(['/auth/oauth/token', '/admin/user/info', '/admin/menu']));
  });

  it('goes home after signing in without ?to=, and never to another site', async () => {
    setConfig({ captcha: false });
    route = signInReplies;
    renderLogin(`/loginIndex?to=${encodeURIComponent('//evil.example/x')}`);
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Atrium@2026{Enter}');
    expect(await screen.findByText('reached /')).toBeInTheDocument();
  });

  it('needs no text beyond those registered at start (the signed-in screens bring theirs)', async () => {
    setConfig({ captcha: true });
    i18n.removeResourceBundle('zh-CN', 'translation');
    addTexts('zh-CN', zhPublic);
    try {
      renderLogin('/login/2');
      await userEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
      await userEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
      expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
      expect(await screen.findByText(/租户\s*2/)).toBeInTheDocument();
      // A missing text would show as its key, e.g. "loginModes.phoneTab".
      expect(document.body.textContent).not.toMatch(/\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+\b/);
    } finally {
      addTexts('zh-CN', zhCN);
    }
  });

  it('switches modes by click or arrow keys, and a mode keeps what was typed in it', async () => {
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    const passwordTab = screen.getByRole('tab', { name: '账号密码登录' });
    const phoneTab = screen.getByRole('tab', { name: '手机号登录' });
    expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    passwordTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(phoneTab).toHaveFocus();
    expect(screen.getByPlaceholderText('手机号码')).toBeVisible();
    expect(screen.getByPlaceholderText('用户名')).not.toBeVisible();
    await userEvent.click(passwordTab);
    expect(screen.getByPlaceholderText('用户名')).toHaveValue('admin');
    expect(screen.getByPlaceholderText('手机号码')).not.toBeVisible();
  });
});
