import { Authenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { Navigate, Outlet } from 'react-router';
import { getLoginPath } from '@/providers/session';

/** SPEC.md section 2: an unauthenticated user goes to the stored login path (with the page to return to). */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  return (
    <Authenticated key="authenticated-routes" fallback={<CatchAllNavigate to={getLoginPath()} />}>
      {children}
    </Authenticated>
  );
}

/** SPEC.md section 2: a signed-in user opening a login page is sent to /. */
export function PublicOnly() {
  return (
    <Authenticated key="public-routes" fallback={<Outlet />}>
      <Navigate to="/" replace />
    </Authenticated>
  );
}
