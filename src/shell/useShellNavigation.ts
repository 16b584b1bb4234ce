import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { getStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { rememberLastTab } from './modules/useModules';
import { useScmParams } from './modules/useScmParams';
import type { PageTitle } from './routeInfo';
import { queryOf } from './tags/tagRules';
import { useTagsStore } from './tags/useTagsStore';

/**
 * What every navigation inside the shell does: the page becomes a tab (label = its menu label or title,
 * group = the menu pages above it), the module remembers it as its last tab, and supply-chain parameters
 * load when module 300 needs them.
 * It runs when the address or the label changes, never because a store changed: a module switch stores
 * the new module before it navigates, and a closed tab must not come back before the navigation lands.
 */
export function useShellNavigation(title: PageTitle | undefined, label: string | undefined, parents: MenuNode[]) {
  const { pathname, search } = useLocation();
  const { open } = useTagsStore();
  const loadScmParams = useScmParams();
  const value = pathname + search;
  const latest = useRef({ open, parents, title });
  latest.current = { open, parents, title };

  useEffect(() => {
    const moduleActive = getStore<number>(KEYS.moduleActive);
    loadScmParams(moduleActive);
    // Addresses that only redirect are not tabs.
    if (!label) return;
    const { open: openTag, parents: currentParents, title: currentTitle } = latest.current;
    openTag({
      label,
      title: currentTitle,
      value,
      query: queryOf(value),
      group: currentParents.map((n) => n.path).filter(Boolean),
      moduleActive,
      close: true,
    });
    rememberLastTab(moduleActive, value);
  }, [label, value, loadScmParams]);
}
