import { useEffect, useState } from 'react';
import type { MenuNode } from '@schemas/menu';
import { visibleMenu } from '@/providers/modules';
import { loadModuleTrees } from '@/providers/moduleTrees';
import { KEYS } from '@/providers/session';
import { loadModuleMenu } from '@/providers/sessionData';
import { getStore } from '@/providers/storage';
import { menuPathsOf } from '../routeInfo';
import { moduleOfAddress, treeHolds } from './moduleRules';

/**
 * Follows an address into its module (issues 13, 15): a page reached by its address (typed, pasted, a bookmark,
 * a reload) that the active module's menu does not hold but another held module's does switches the shell to
 * that module (menu, switcher, breadcrumb). Only a navigation decides, never a menu change: the switcher and
 * the palette load a module before they navigate, and the page being left must not pull the user back.
 * Returns whether the current address's module is settled, so that its tab is opened with the right module.
 */
export function useAddressModule(pathname: string, menuLoading: boolean): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  // The usual case, decided while the navigation renders, once per address: the active module's menu holds the
  // page. Set in an effect, it rendered the shell once more after every switch (one more commit).
  const [seen, setSeen] = useState<string | null>(null);
  if (!menuLoading && seen !== pathname) {
    setSeen(pathname);
    if (activeTreeHolds(pathname)) setSettled(pathname);
  }

  useEffect(() => {
    if (menuLoading) return;
    // Held now though not while rendering (the menu changed between): settled all the same. Already settled,
    // the same state renders nothing.
    if (activeTreeHolds(pathname)) {
      setSettled(pathname);
      return;
    }
    const roles = getStore<string[]>(KEYS.roles) ?? [];
    const active = getStore<number>(KEYS.moduleActive);
    const activeTree = visibleMenu(getStore<MenuNode[]>(KEYS.menu) ?? [], roles);
    const paths = menuPathsOf(pathname);
    let live = true;
    void loadModuleTrees().then(async (all) => {
      if (!live) return;
      const trees = all.map(({ module, tree }) => ({ module, tree: module === active ? activeTree : visibleMenu(tree, roles) }));
      const target = moduleOfAddress(paths, active, trees);
      // A failed load leaves the active module as it was; the page still opens.
      if (target !== undefined) await loadModuleMenu(target).catch(() => undefined);
      if (live) setSettled(pathname);
    });
    return () => {
      live = false;
    };
  }, [pathname, menuLoading]);

  return settled === pathname;
}

/** Whether the active module's menu (as the signed-in roles see it) holds the page at `pathname`. */
function activeTreeHolds(pathname: string): boolean {
  const activeTree = visibleMenu(getStore<MenuNode[]>(KEYS.menu) ?? [], getStore<string[]>(KEYS.roles) ?? []);
  return treeHolds(activeTree, menuPathsOf(pathname));
}
