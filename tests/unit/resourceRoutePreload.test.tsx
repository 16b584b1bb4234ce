import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { MemoryRouter } from 'react-router';
import type { ResourceDecl, ResourceEntry } from '@resources/define';
import { resourceEntries } from '@resources/index';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { pageScriptOf, ResourceRoute } from '@/engine/route/ResourceRoute';
import { setStore, removeStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { http } from '@/providers/client';
import { testRouterProvider } from './helpers/testRouterProvider';
import { stubAdapter } from './helpers/stubAdapter';

// The list page itself, which would ask for its settings on its own: here it only says it is shown.
vi.mock('@/engine/list/ListPage', () => ({ default: () => <p>the list page</p> }));

const accountType = resourceEntries.find((e) => e.name === 'accountType')!;

type Can = () => Promise<{ can: boolean }>;

/** The route of a resource's list, the menu answering with `can` (by default: not yet). */
function renderAwaitingMenu(entry: ResourceEntry, can: Can = () => new Promise(() => undefined)) {
  return render(
    <MemoryRouter initialEntries={[accountType.routes.list!]}>
      <AntdProviders>
        <SignedInProviders>
          <Refine routerProvider={testRouterProvider} accessControlProvider={{ can }} options={{ disableTelemetry: true }}>
            <ResourceRoute entry={entry} kind="list" path={accountType.routes.list!} />
          </Refine>
        </SignedInProviders>
      </AntdProviders>
    </MemoryRouter>,
  );
}

describe('a resource route opened by its address (docs/performance.md#what-the-browser-loads)', () => {
  afterEach(() => removeStore(KEYS.accessToken));

  it('fetches its declaration while the menu is still asked, and shows nothing of the page before the answer', async () => {
    setStore({ name: KEYS.accessToken, content: 'token' });
    const load = vi.fn(accountType.load);
    const { container } = renderAwaitingMenu({ ...accountType, name: 'accountTypePreloaded', load });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.resource-page')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('fetches nothing without a session', async () => {
    const load = vi.fn(accountType.load);
    renderAwaitingMenu({ ...accountType, name: 'accountTypeSignedOut', load });
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for the user’s settings of the list once the menu allows it, before the list page asks', async () => {
    setStore({ name: KEYS.accessToken, content: 'token' });
    const stub = stubAdapter(() => ({ data: { code: 0, data: { settings: null, defaultView: null } } }));
    http.defaults.adapter = stub.adapter;
    renderAwaitingMenu({ ...accountType, name: 'accountTypeAllowed' }, async () => ({ can: true }));
    await screen.findByText('the list page');
    await waitFor(() => expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /admin/listPref/accountTypeAllowed']));
  });

  it('asks the API nothing when the menu does not allow the page', async () => {
    setStore({ name: KEYS.accessToken, content: 'token' });
    const stub = stubAdapter(() => ({ data: { code: 0, data: null } }));
    http.defaults.adapter = stub.adapter;
    const load = vi.fn(accountType.load);
    renderAwaitingMenu({ ...accountType, name: 'accountTypeRefused', load }, async () => ({ can: false }));
    await screen.findByText('403');
    expect(load).toHaveBeenCalledTimes(1);
    expect(stub.requests).toEqual([]);
  });

  it('knows the script of each kind of page, and leaves a bespoke page to its plugin', () => {
    const decl = (extra: Partial<ResourceDecl>) => ({ ...accountType, ...extra }) as unknown as ResourceDecl;
    const list = pageScriptOf(decl({}), 'list');
    const masterDetail = pageScriptOf(decl({ masterDetail: {} as ResourceDecl['masterDetail'] }), 'list');
    const form = pageScriptOf(decl({}), 'create');
    expect([list, masterDetail, form].every((f) => typeof f === 'function')).toBe(true);
    expect(new Set([list, masterDetail, form]).size).toBe(3);
    expect(pageScriptOf(decl({ page: 'accountOverview' as ResourceDecl['page'] }), 'list')).toBeNull();
  });
});
