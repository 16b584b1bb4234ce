import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getAccessToken, getLoginPath } from '@/providers/session';
import { mustSetPassword } from '@/providers/withheld';

/**
 * docs/product.md#routing-rules: an unauthenticated user goes to the stored login path, with the page to return to in
 * `?to=` (as Refine's CatchAllNavigate did). Asked before the signed-in part is loaded, so a signed-out visit
 * never downloads it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Signed in with a temporary password: nothing but the set-password step until the user sets their own.
  if (getAccessToken() && mustSetPassword()) return <Navigate to="/password" replace />;
  if (getAccessToken()) return children;
  const back = `${pathname}${search}`;
  return <Navigate to={`${getLoginPath()}${back.length > 1 ? `?to=${encodeURIComponent(back)}` : ''}`} />;
}

/**
 * docs/product.md#routing-rules: a signed-in user opening a login page is sent to /. Asked when a page is opened, not on
 * every stored token: a sign-in under way (tokens stored, user and menus still loading) stays on its page
 * until the login form sends the user on.
 */
export function PublicOnly() {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on each navigation (a new location key), not on every render
  const signedIn = useMemo(() => Boolean(getAccessToken()), [key]);
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}
