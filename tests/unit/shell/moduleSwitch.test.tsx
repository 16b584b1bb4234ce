import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { setConfig } from '@/providers/config';
import { http } from '@/providers/client';
import { forgetModuleTrees } from '@/providers/moduleTrees';
import { KEYS } from '@/providers/session';
import { loadModuleMenu } from '@/providers/sessionData';
import { getStore, setStore } from '@/providers/storage';
import { useAddressModule } from '@/shell/modules/useAddressModule';
import { useModules } from '@/shell/modules/useModules';
import { readTags } from '@/shell/tags/useTagsStore';
import { KeepAliveOutlet } from '@/shell/keepAlive/KeepAliveOutlet';
import { useStoreValue } from '@/providers/useStoreValue';
import { useMenuTree } from '@/shell/useMenuTree';
import { stubAdapter } from '../helpers/stubAdapter';

/** The module switcher (docs/performance.md#tab-and-module-switches): a module whose menu is known switches without a request before the paint. */

const treeOf = (module: number): MenuNode[] => [
  {
    id: module * 10,
    parentId: module,
    name: `menu ${module}`,
    label: `menu ${module}`,
    path: '',
    icon: null,
    sortOrder: 0,
    keepAlive: '0',
    type: '0',
    permission: null,
    version: 1,
    children: [],
  },
];

let stub: ReturnType<typeof stubAdapter>;
const menuCalls = () => stub.requests.filter((r) => r.url === '/admin/menu').map((r) => Number(r.params?.parentId));

function renderSwitcher() {
  return renderHook(() => ({ modules: useModules(), location: useLocation(), menu: useMenuTree() }), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={['/wel/index']}>{children}</MemoryRouter>,
  });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  setConfig({ apiBase: '/catering', loginAesKey: 'pigxpigxpigxpigx', oauthClient: 'atrium:atrium-secret', captcha: false, clientMode: 'normal' });
  stub = stubAdapter((req) => (req.url === '/admin/menu' ? { data: { code: 0, data: treeOf(Number(req.params?.parentId)) } } : { status: 404, data: { code: 1 } }));
  http.defaults.adapter = stub.adapter;
  forgetModuleTrees();
  setStore({ name: KEYS.moduleList, content: [100, 300].map((value) => ({ value, label: `m${value}` })) });
  // Signed in: the menus loaded, module 100 active.
  await loadModuleMenu(100);
  stub.requests.length = 0;
});

describe('switching modules', () => {
  it('asks for a module’s menu the first time only: after that the switch shows the known menu and navigates at once', async () => {
    const { result } = renderSwitcher();
    await act(() => result.current.modules.switchTo(300));
    expect(menuCalls()).toEqual([300]);
    expect(getStore(KEYS.menu)).toEqual(treeOf(300));
    expect(result.current.location.pathname).toBe('/scm/wel/index');

    // Back and forth: no request, and the menu, the active module and the address change in the same call.
    for (const [module, home] of [
      [100, '/wel/index'],
      [300, '/scm/wel/index'],
      [100, '/wel/index'],
    ] as const) {
      act(() => void result.current.modules.switchTo(module));
      expect(getStore(KEYS.moduleActive)).toBe(module);
      expect(getStore(KEYS.menu)).toEqual(treeOf(module));
      expect(result.current.location.pathname).toBe(home);
      // The home tab too: the tab bar renders the new home in the switch's own commit, not in one after it.
      expect(readTags()[0]).toMatchObject({ value: home, moduleActive: module, close: false });
      expect(result.current.modules.switching).toBeNull();
    }
    expect(menuCalls()).toEqual([300]);
  });

  it('shows a module it comes back to with the very tree it showed before: what the side menu makes of it is made once per module', async () => {
    const { result } = renderSwitcher();
    const first = result.current.menu.tree;
    await act(() => result.current.modules.switchTo(300));
    const other = result.current.menu.tree;
    expect(other).not.toBe(first);
    for (const [module, tree] of [
      [100, first],
      [300, other],
      [100, first],
    ] as const) {
      act(() => void result.current.modules.switchTo(module));
      expect(result.current.menu.tree).toBe(tree);
    }
  });

  it('asks again once the menus have loaded again (a menu administration change, a reload)', async () => {
    const { result } = renderSwitcher();
    await act(() => result.current.modules.switchTo(300));
    await act(() => result.current.modules.switchTo(100));
    forgetModuleTrees();
    await act(() => result.current.modules.switchTo(300));
    expect(menuCalls()).toEqual([300, 300]);
    expect(getStore(KEYS.moduleActive)).toBe(300);
  });
});

/** A module's home page that shows the active module's menu, as the home page's quick links do; its body counts renders. */
let homeRenders = 0;
function MenuReader() {
  return <MenuReaderBody menu={useStoreValue<MenuNode[]>(KEYS.menu)} />;
}
function MenuReaderBody({ menu }: { menu: MenuNode[] | undefined }) {
  homeRenders++;
  return <span>{menu?.[0]?.name}</span>;
}

let switcher: ReturnType<typeof useModules> | undefined;
function Switcher() {
  switcher = useModules();
  return null;
}

describe('the page a module switch leaves', () => {
  it('is not rendered with the next module’s menu, also when that menu is fetched first: the menu and the address change in one commit', async () => {
    const homes = new Set(['/wel/index', '/scm/wel/index']);
    render(
      // As the console's router (App.tsx): a navigation renders with the stores written beside it.
      <MemoryRouter initialEntries={['/wel/index']} useTransitions={false}>
        <Switcher />
        <Routes>
          <Route element={<KeepAliveOutlet isKeepAlive={(p) => homes.has(p)} openValues={[...homes]} />}>
            <Route path="/wel/index" element={<MenuReader />} />
            <Route path="/scm/wel/index" element={<span>scm</span>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    homeRenders = 0;
    // Module 300's menu is not known yet: the switch asks for it, then shows it.
    await act(() => switcher!.switchTo(300));
    expect(menuCalls()).toEqual([300]);
    expect(getStore(KEYS.moduleActive)).toBe(300);
    // Written while the page was still on screen, the menu rendered it once more just before it was hidden.
    expect(homeRenders).toBe(0);
    await act(() => switcher!.switchTo(100));
    expect(homeRenders).toBe(0);
  });
});

describe('the address in its module', () => {
  it("settles an address the active module's menu holds in the navigation's own commit, not in one after it", () => {
    setStore({ name: KEYS.menu, content: [{ ...treeOf(100)[0], path: '/held/index' }] });
    const committed: boolean[] = [];
    const { rerender } = renderHook(
      ({ path }) => {
        const settled = useAddressModule(path, false);
        useLayoutEffect(() => void committed.push(settled));
        return settled;
      },
      { initialProps: { path: '/held/index' } },
    );
    expect(committed).toEqual([true]);
    rerender({ path: '/wel/index' });
    // Not in the menu: the other modules' menus decide, after the commit.
    expect(committed.at(-1)).toBe(false);
  });
});
