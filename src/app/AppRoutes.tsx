import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { RequireAuth, PublicOnly } from './guards';
import { LoginPage } from '@/pages/login/LoginPage';
import { PageErrorBoundary } from '@/shell/layout/PageBoundary';
import { INTERNAL_LOGIN_PATHS, internalLoginAllowed, LockPage } from '@/shell/routes';
import { PageFallback } from '@/shell/layout/PageFallback';
import { SignedInApp } from './loadSignedInApp';
import { SignedInFrame } from './SignedInFrame';

// Every screen past the login page loads its own chunk (docs/performance.md#what-the-browser-loads).
const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.NotFoundPage })));
const AuthRedirectPage = lazy(() => import('@/pages/login/AuthRedirectPage'));
const SetPasswordPage = lazy(() => import('@/pages/password/SetPasswordPage'));

/**
 * The public pages (login variants, lock, error pages, the social sign-in return) render here without Refine;
 * every other address belongs to the signed-in part, which brings Refine, the resource registry and the shell.
 */
export function AppRoutes() {
  return (
    <PageErrorBoundary standalone>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/login/:tenantId" element={<LoginPage />} />
          <Route path="/operateLogin" element={<LoginPage />} />
          {internalLoginAllowed() && INTERNAL_LOGIN_PATHS.map((path) => <Route key={path} path={path} element={<LoginPage />} />)}
        </Route>
        <Route
          element={
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          }
        >
          <Route path="/authredirect" element={<AuthRedirectPage />} />
          <Route path="/404" element={<NotFoundPage standalone />} />
          <Route path="/401" element={<ErrorPage status="401" standalone />} />
          <Route path="/403" element={<ErrorPage status="403" standalone />} />
          <Route path="/500" element={<ErrorPage status="500" standalone />} />
          <Route path="/lock" element={<LockPage />} />
          <Route path="/password" element={<SetPasswordPage />} />
          {!internalLoginAllowed() && INTERNAL_LOGIN_PATHS.map((path) => <Route key={path} path={path} element={<NotFoundPage standalone />} />)}
        </Route>
        <Route
          path="*"
          element={
            <RequireAuth>
              <Suspense fallback={<PageFallback />}>
                <SignedInFrame shell={<SignedInApp />} />
              </Suspense>
            </RequireAuth>
          }
        />
      </Routes>
    </PageErrorBoundary>
  );
}
