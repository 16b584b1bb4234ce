import { lazy, Suspense, use, useEffect, type ComponentType } from 'react';
import { useCan } from '@refinedev/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PageKind, ResourceDecl, ResourceEntry } from '@resources/define';
import { usePlugins, type PluginRegistry } from '../plugins/PluginRegistry';
import { getAccessToken } from '@/providers/session';
import { loadResource } from '@/providers/resourceRegistry';
import { ResourcePageProvider } from './pageContext';
import { useRouteQuery } from './useRouteQuery';
import { PageFallback } from '@/shell/layout/PageFallback';
import { listPrefsQuery } from '../list/listPrefsQuery';

const loadListPage = () => import('../list/ListPage');
const loadFormPage = () => import('../form/FormPage');
const loadMasterDetailPage = () => import('../masterDetail/MasterDetailPage');
const ListPage = lazy(loadListPage);
const FormPage = lazy(loadFormPage);
const MasterDetailPage = lazy(loadMasterDetailPage);
// Shown only for a bad route query: antd's Result stays out of the first list's scripts (docs/performance.md#what-the-browser-loads).
const QueryProblem = lazy(() => import('./QueryProblem').then((m) => ({ default: m.QueryProblem })));
const ErrorPage = lazy(() => import('@/pages/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

/** The page a route of a resource opens: its bespoke page, the master/detail, the list, or a form page. */
function pageOf(resource: ResourceDecl, kind: PageKind, pagePlugins: PluginRegistry['pages']): ComponentType<{ resource: ResourceDecl; kind: PageKind; path: string }> {
  if (kind !== 'list') return FormPage;
  if (resource.page) return pagePlugins[resource.page] as ComponentType<{ resource: ResourceDecl }> as ComponentType<{ resource: ResourceDecl; kind: PageKind; path: string }>;
  if (resource.masterDetail) return MasterDetailPage;
  return ListPage;
}

/** The script of the page a declaration asks for; none for a bespoke page, which its plugin loads. */
export function pageScriptOf(resource: ResourceDecl, kind: PageKind): (() => Promise<unknown>) | null {
  if (kind !== 'list') return loadFormPage;
  if (resource.page) return null;
  return resource.masterDetail ? loadMasterDetailPage : loadListPage;
}

/**
 * Starts fetching a route's declaration and its page's script while the menu is still asked whether the user
 * may open it (docs/performance.md#what-the-browser-loads): a page opened by its address would otherwise wait for the menu's answer
 * before its scripts start, one round trip after another. Only scripts are fetched: nothing is shown and the
 * API is not called before the answer. A failure is left to the route, which loads them again and reports it.
 */
export function preloadResourcePage(entry: ResourceEntry, kind: PageKind): void {
  loadResource(entry)
    .then((resource) => pageScriptOf(resource, kind)?.())
    .catch(() => undefined);
}

/**
 * Once the menu allows a generated list, the user's settings of it are asked for while its script may still be
 * on its way (docs/performance.md#tab-and-module-switches): the list waits for them before its first call, and asked by the list itself
 * they went out only after its first render.
 */
function prefetchListPrefs(client: QueryClient, entry: ResourceEntry, kind: PageKind): void {
  loadResource(entry)
    .then((resource) => {
      if (pageScriptOf(resource, kind) === loadListPage) return client.prefetchQuery(listPrefsQuery(resource.name));
    })
    .catch(() => undefined);
}

/** The declaration (loaded with the page), and the page it asks for. */
function LoadedPage({ entry, kind, path }: { entry: ResourceEntry; kind: PageKind; path: string }) {
  return <ResourceRouteView resource={use(loadResource(entry))} kind={kind} path={path} />;
}

/** A resource's page: its route query checked (a bad one shows its message and calls nothing), then the page. */
export function ResourceRouteView({ resource, kind, path }: { resource: ResourceDecl; kind: PageKind; path: string }) {
  const query = useRouteQuery(resource, kind, path);
  const plugins = usePlugins();
  if (!query.ok) {
    return (
      <Suspense fallback={<PageFallback />}>
        <QueryProblem entry={resource} message={query.message} />
      </Suspense>
    );
  }
  const Page = pageOf(resource, kind, plugins.pages);
  return (
    <ResourcePageProvider resource={resource} query={query.query} rawQuery={query.raw} fromDraft={query.fromDraft}>
      <Page resource={resource} kind={kind} path={path} />
    </ResourcePageProvider>
  );
}

/**
 * A resource's page behind the menu (docs/product.md#the-menu-and-modules): a page whose menu page the user's menu does not
 * hold is 403, also when its address is typed; a bad route query shows its message and calls nothing.
 */
export function ResourceRoute({ entry, kind, path }: { entry: ResourceEntry; kind: PageKind; path: string }) {
  const { data, isLoading, isError } = useCan({ resource: entry.name, action: 'list' });
  const queryClient = useQueryClient();
  const allowed = data?.can === true;
  useEffect(() => {
    if (getAccessToken()) preloadResourcePage(entry, kind);
  }, [entry, kind]);
  useEffect(() => {
    if (allowed && getAccessToken()) prefetchListPrefs(queryClient, entry, kind);
  }, [allowed, entry, kind, queryClient]);
  // While signing out the cached answer may still say yes: a page without a session never calls the server.
  if (!getAccessToken()) return null;
  if (isLoading) return <PageFallback />;
  return (
    <Suspense fallback={<PageFallback />}>
      {isError ? <ErrorPage status="500" /> : !data?.can ? <ErrorPage status="403" /> : <LoadedPage entry={entry} kind={kind} path={path} />}
    </Suspense>
  );
}
