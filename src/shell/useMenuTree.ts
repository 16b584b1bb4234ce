import { useEffect, useMemo } from 'react';
import type { MenuNode } from '@schemas/menu';
import { KEYS, getAccessToken } from '@/providers/session';
import { loadMenus } from '@/providers/sessionData';
import { visibleMenu } from '@/providers/modules';
import { useStoreValue } from '@/providers/useStoreValue';

let loading: Promise<unknown> | null = null;

const NO_ROLES: string[] = [];
const NO_MENU: MenuNode[] = [];
/**
 * The visible tree per stored menu and roles: the stored menus are shared objects, one per module shown lately
 * (useStoreValue), so a module switch back finds the tree it showed before, and the side menu its items.
 */
const visibleTrees = new WeakMap<MenuNode[], WeakMap<string[], MenuNode[]>>();

function visibleTreeOf(menu: MenuNode[], roles: string[]): MenuNode[] {
  let byRoles = visibleTrees.get(menu);
  if (!byRoles) visibleTrees.set(menu, (byRoles = new WeakMap()));
  let tree = byRoles.get(roles);
  if (!tree) byRoles.set(roles, (tree = visibleMenu(menu, roles)));
  return tree;
}

/** The active module's menu tree as the server gave it, filtered by the user's roles. */
export function useMenuTree(): { tree: MenuNode[]; loading: boolean } {
  const menu = useStoreValue<MenuNode[]>(KEYS.menu);
  const roles = useStoreValue<string[]>(KEYS.roles);
  useEffect(() => {
    // A reload keeps the token but may have lost the session-held entries: fetch the menu again.
    if (menu === undefined && !loading && getAccessToken()) {
      loading = loadMenus()
        .catch(() => undefined)
        .finally(() => {
          loading = null;
        });
    }
  }, [menu]);
  const tree = useMemo(() => visibleTreeOf(menu ?? NO_MENU, roles ?? NO_ROLES), [menu, roles]);
  return { tree, loading: menu === undefined };
}
