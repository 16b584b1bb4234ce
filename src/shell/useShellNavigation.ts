import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { rememberLastTab } from './modules/useModules';
import { useScmParams } from './modules/useScmParams';
import { queryOf } from './tags/tagRules';
import { useTagsStore } from './tags/useTagsStore';

/**
 * What every navigation inside the shell does: the page becomes a tab (label = its menu label), the
 * module remembers it as its last tab, and supply-chain parameters load when module 300 needs them.
 */
export function useShellNavigation(label: string | undefined, trail: MenuNode[]) {
  const { pathname, search } = useLocation();
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  const { open } = useTagsStore();
  const loadScmParams = useScmParams();
  const value = pathname + search;

  useEffect(() => {
    // Unknown paths (the in-shell 404) are not tabs.
    if (!label) return;
    open({
      label,
      value,
      query: queryOf(value),
      group: trail.slice(0, -1).map((n) => n.path).filter(Boolean),
      moduleActive,
      close: true,
    });
    rememberLastTab(moduleActive, value);
  }, [label, value, moduleActive, open, trail]);

  useEffect(() => {
    loadScmParams(moduleActive);
  }, [value, moduleActive, loadScmParams]);
}
