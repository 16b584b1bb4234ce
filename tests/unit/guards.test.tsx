import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PublicOnly, RequireAuth } from '@/app/guards';
import { setConfig } from '@/providers/config';
import { setStore } from '@/providers/storage';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <div>{`${name} ${pathname}${search}`}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/loginIndex" element={<Where name="login" />} />
          <Route path="/login/:tenantId" element={<Where name="tenant login" />} />
        </Route>
        <Route
          path="*"
          element={
            <RequireAuth>
              <Where name="signed in" />
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setConfig({ apiBase: '/catering', loginAesKey: 'k', oauthClient: 'a:b', captcha: false, clientMode: 'normal' });
});

describe('route guards (docs/product.md#routing-rules)', () => {
  it('sends a signed-out visit to the login page with the page to come back to', async () => {
    renderAt('/platAccountMgr/accountType/index?x=1');
    expect(await screen.findByText(`login /loginIndex?to=${encodeURIComponent('/platAccountMgr/accountType/index?x=1')}`)).toBeInTheDocument();
  });

  it('uses the stored login path, and adds nothing for the home address', async () => {
    setStore({ name: 'loginPath', content: '/login/2' });
    renderAt('/');
    expect(await screen.findByText('tenant login /login/2')).toBeInTheDocument();
  });

  it('the operations client signs in at /operateLogin', async () => {
    setConfig({ clientMode: 'operate' });
    render(
      <MemoryRouter initialEntries={['/wel/index']}>
        <Routes>
          <Route path="/operateLogin" element={<Where name="operate login" />} />
          <Route path="*" element={<RequireAuth>{null}</RequireAuth>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(`operate login /operateLogin?to=${encodeURIComponent('/wel/index')}`)).toBeInTheDocument();
  });

  it('sends a signed-in user opening a login page to /, and lets them through elsewhere', async () => {
    setStore({ name: 'access_token', content: 't' });
    renderAt('/loginIndex');
    expect(await screen.findByText('signed in /')).toBeInTheDocument();
  });
});
