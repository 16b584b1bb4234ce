import { useEffect, useMemo } from 'react';
import type { MenuNode } from '@schemas/menu';
import { KEYS, getAccessToken } from '@/providers/session';
import { loadMenus } from '@/providers/sessionData';
import { visibleMenu } from '@/providers/modules';
import { useStoreValue } from '@/providers/useStoreValue';

let loading: Promise<unknown> | null = null;

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
  const tree = useMemo(() => visibleMenu(menu ?? [], roles ?? []), [menu, roles]);
  return { tree, loading: menu === undefined };
}
