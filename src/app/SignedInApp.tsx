import { lazy, Suspense, useEffect } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { createRoutesFromElements, Navigate, Route } from 'react-router';
import { resourceRoutes } from '@resources/index';
import { useNotificationProvider } from '@/providers/notificationProvider';
import { accessControlProvider } from '@/providers/accessControl';
import { authProvider } from '@/providers/authProvider';
import { createDataProvider } from '@/providers/dataProvider';
import { http } from '@/providers/client';
import { addTexts, i18nProvider } from '@/providers/i18n';
import { zhCN } from '@/locales/zh-CN';
import { Shell } from '@/shell/Shell';
import { HomeRedirect, shellPageRoutes } from '@/shell/shellPageRoutes';
import { PageFallback } from '@/shell/layout/PageFallback';
import { ResourceRoute } from '@/engine/route/ResourceRoute';
import { refineResources } from './refineResources';
import { resourceNameTransformers } from '@/shims/refineTextTransformers';
import { SignedInProviders } from './SignedInProviders';
import { usePathRoutes } from './usePathRoutes';
import { watchPopupAria } from './popupAria';

// The signed-in screens' zh texts (the sign-in pages' came with the console).
addTexts('zh-CN', zhCN);

const dataProvider = createDataProvider(http);

// Every page loads its own chunk (docs/performance.md#what-the-browser-loads).
const NotFoundPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.NotFoundPage })));
const HomePage = lazy(() => import('@/pages/home/HomePage'));
const InfoPage = lazy(() => import('@/pages/info/InfoPage'));
const RuntimeScreenRoute = lazy(() => import('@/engine/route/RuntimeScreenRoute'));

/** The signed-in routes: the shell around its pages, each resource's routes, and the in-shell 404. Made once. */
const signedInRoutes = createRoutesFromElements(
  <Route
    element={
      <Suspense fallback={<PageFallback />}>
        <Shell />
      </Suspense>
    }
  >
    <Route index element={<HomeRedirect />} />
    <Route path="/wel" element={<Navigate to="/wel/index" replace />} />
    {shellPageRoutes}
    <Route path="/wel/index" element={<HomePage />} />
    <Route path="/info/index" element={<InfoPage />} />
    {resourceRoutes.map(({ entry, kind, path }) => (
      <Route key={path} path={path} element={<ResourceRoute entry={entry} kind={kind} path={path} />} />
    ))}
    <Route path="/s/:key" element={<RuntimeScreenRoute />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

/** The routes matched once per path (usePathRoutes): a tab switch within one list does not match them again. */
function SignedInRoutes() {
  return usePathRoutes(signedInRoutes);
}

/**
 * Everything behind the sign-in: antd's locale and App (SignedInProviders) and Refine with its providers around
 * the shell and the pages it holds. Mounted by the app's catch-all route once the user has a session (see
 * `RequireAuth`).
 */
export default function SignedInApp() {
  // The select and date pop-ups of every screen named and tied for screen readers (popupAria.ts).
  useEffect(() => watchPopupAria(), []);
  return (
    <SignedInProviders>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={useNotificationProvider}
        resources={refineResources}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          warnWhenUnsavedChanges: false,
          textTransformers: resourceNameTransformers,
          reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } } },
        }}
      >
        <SignedInRoutes />
      </Refine>
    </SignedInProviders>
  );
}
