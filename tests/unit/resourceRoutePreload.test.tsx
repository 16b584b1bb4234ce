import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { MemoryRouter } from 'react-router';
import type { ResourceDecl, ResourceEntry } from '@resources/define';
import { resourceEntries } from '@resources/index';
import { AntdProviders } from '@/app/AntdProviders';
import { pageScriptOf, ResourceRoute } from '@/engine/route/ResourceRoute';
import { setStore, removeStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { testRouterProvider } from './helpers/testRouterProvider';

const accountType = resourceEntries.find((e) => e.name === 'accountType')!;

/** The route of a resource's list while the menu has not answered whether the user may open it. */
function renderAwaitingMenu(entry: ResourceEntry) {
  return render(
    <MemoryRouter initialEntries={[accountType.routes.list!]}>
      <AntdProviders>
        <Refine
          routerProvider={testRouterProvider}
          accessControlProvider={{ can: () => new Promise(() => undefined) }}
          options={{ disableTelemetry: true }}
        >
          <ResourceRoute entry={entry} kind="list" path={accountType.routes.list!} />
        </Refine>
      </AntdProviders>
    </MemoryRouter>,
  );
}

describe('a resource route opened by its address (DESIGN.md section 10)', () => {
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
