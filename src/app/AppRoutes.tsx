import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Spin } from 'antd';
import { resources } from '@resources/index';
import { RequireAuth, PublicOnly } from './guards';
import { LoginPage } from '@/pages/login/LoginPage';
import { ResourceRoute } from './ResourceRoute';
import { PageErrorBoundary } from '@/shell/layout/PageBoundary';
import { HomeRedirect, INTERNAL_LOGIN_PATHS, internalLoginAllowed, LockPage, shellPageRoutes } from '@/shell/routes';
import { accountCenterRoutes } from '@/pages/accountCenter/routes';

// Every screen past the login page loads its own chunk (DESIGN.md section 10).
const Shell = lazy(() => import('@/shell/Shell').then((m) => ({ default: m.Shell })));
const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.NotFoundPage })));
const HomePage = lazy(() => import('@/pages/home/HomePage'));
const InfoPage = lazy(() => import('@/pages/info/InfoPage'));
const AuthRedirectPage = lazy(() => import('@/pages/login/AuthRedirectPage'));

const PageFallback = () => (
  <div className="page-fallback">
    <Spin />
  </div>
);

export function AppRoutes() {
  return (
    <PageErrorBoundary standalone>
    <Routes>
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<PageFallback />}>
              <Shell />
            </Suspense>
          </RequireAuth>
        }
      >
        <Route index element={<HomeRedirect />} />
        <Route path="/wel" element={<Navigate to="/wel/index" replace />} />
        {shellPageRoutes}
        <Route path="/wel/index" element={<HomePage />} />
        <Route path="/info/index" element={<InfoPage />} />
        {resources.map((r) => (
          <Route key={r.name} path={r.routes.list} element={<ResourceRoute resource={r} />} />
        ))}
        {accountCenterRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route element={<PublicOnly />}>
        <Route path="/login/:tenantId" element={<LoginPage />} />
        <Route path="/operateLogin" element={<LoginPage />} />
        {internalLoginAllowed() &&
          INTERNAL_LOGIN_PATHS.map((path) => <Route key={path} path={path} element={<LoginPage />} />)}
      </Route>
      <Route element={<Suspense fallback={<PageFallback />}><Outlet /></Suspense>}>
        <Route path="/authredirect" element={<AuthRedirectPage />} />
        <Route path="/404" element={<NotFoundPage standalone />} />
        <Route path="/401" element={<ErrorPage status="401" standalone />} />
        <Route path="/403" element={<ErrorPage status="403" standalone />} />
        <Route path="/500" element={<ErrorPage status="500" standalone />} />
        <Route path="/lock" element={<LockPage />} />
        {!internalLoginAllowed() &&
          INTERNAL_LOGIN_PATHS.map((path) => <Route key={path} path={path} element={<NotFoundPage standalone />} />)}
      </Route>
    </Routes>
    </PageErrorBoundary>
  );
}
