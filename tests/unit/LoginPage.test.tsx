import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refine } from '@refinedev/core';
import { testRouterProvider as routerProvider } from './helpers/testRouterProvider';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AntdProviders } from '@/app/AntdProviders';
import { LoginPage } from '@/pages/login/LoginPage';
import { authProvider } from '@/providers/authProvider';
import { http } from '@/providers/client';
import { setConfig } from '@/providers/config';
import { i18nProvider, setLanguage } from '@/providers/i18n';
import { getStore } from '@/providers/storage';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;

function renderLogin(path = '/loginIndex') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdProviders>
        <Refine routerProvider={routerProvider} authProvider={authProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path="/loginIndex" element={<LoginPage />} />
            <Route path="/login/:tenantId" element={<LoginPage />} />
            <Route path="/" element={<div>home reached</div>} />
          </Routes>
        </Refine>
      </AntdProviders>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  setConfig({ apiBase: '/catering', loginAesKey: 'pigxpigxpigxpigx', oauthClient: 'a:b', captcha: true, clientMode: 'normal' });
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
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(stub.requests).toHaveLength(0);
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
    route = () => ({ status: 428, data: { code: 1, msg: '验证码错误,请重新输入' } });
    renderLogin();
    const img = screen.getByAltText('验证码图片') as HTMLImageElement;
    const before = img.getAttribute('src');
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Atrium@2026');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '1234{Enter}');
    expect(await screen.findByText('验证码错误,请重新输入')).toBeInTheDocument();
    const sent = new URLSearchParams(String(stub.requests[0].data));
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
});
