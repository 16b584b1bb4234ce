import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PageKind, ResourceBody, ResourceDecl, ResourceEntry } from '@resources/define';
import { resourceEntries } from '@resources/index';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { refineResources } from '@/app/refineResources';
import { http } from '@/providers/client';
import { createDataProvider } from '@/providers/dataProvider';
import { addTexts, i18nProvider } from '@/providers/i18n';
import { ResourceRouteView } from '@/engine/route/ResourceRoute';
import { testRouterProvider } from './testRouterProvider';

/** A declaration joined with its registry entry (what the engine loads), its labels registered. */
export function declOf(entry: Omit<ResourceEntry, 'load'>, body: ResourceBody): ResourceDecl {
  if (body.texts) {
    addTexts('zh-CN', { [entry.name]: body.texts['zh-CN'] });
    addTexts('en', { [entry.name]: body.texts.en });
  }
  return { ...entry, ...body };
}

/** A declaration of resources/ with its registry entry, by name. */
export function registered(name: string, body: ResourceBody): ResourceDecl {
  const entry = resourceEntries.find((e) => e.name === name);
  if (!entry) throw new Error(`no resource ${name}`);
  const { load: _load, ...known } = entry;
  return declOf(known, body);
}

/** Refine with the real data provider over the stubbed http client, in a memory router at `url`. */
export function renderInApp(url: string, children: ReactNode, resources = refineResources) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AntdProviders>
        <SignedInProviders>
          <Refine
            routerProvider={testRouterProvider}
            dataProvider={createDataProvider(http)}
            i18nProvider={i18nProvider}
            resources={resources}
            options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
          >
            {children}
          </Refine>
        </SignedInProviders>
      </AntdProviders>
    </MemoryRouter>,
  );
}

/**
 * A resource's page as the engine opens it at `url` (its route query checked, the page kind's view), without the
 * menu check of the route guard: `routes` maps each page's path to the decl's route of that kind.
 */
export function renderResourcePage(decl: ResourceDecl | ResourceDecl[], url: string) {
  const decls = Array.isArray(decl) ? decl : [decl];
  const routes = decls.flatMap((d) => (Object.entries(d.routes) as [PageKind, string][]).filter(([, path]) => !!path).map(([kind, path]) => ({ d, kind, path })));
  return renderInApp(
    url,
    <Suspense fallback={<div>loading</div>}>
      <Routes>
        {routes.map(({ d, kind, path }) => (
          <Route key={path} path={path} element={<ResourceRouteView resource={d} kind={kind} path={path} />} />
        ))}
      </Routes>
    </Suspense>,
    [...refineResources, ...decls.map((d) => ({ name: d.name, list: d.routes.list }))],
  );
}
