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
 * load when module 300 needs them. When only the label changes (another language, or a module switch whose
 * menu names the page otherwise, stored before its navigation lands), the open tab takes the new label and
 * nothing else happens: no tab comes back, no module remembers a page it is leaving. While the address's module is
 * not yet `settled` (useAddressModule.ts: an address the active module lacks waits for the other modules' menus),
 * the tab opens at once but no module remembers it; once settled, the tab records the module the page belongs to
 * (and its place in that module's menu) and that module remembers it.
 */
export function useShellNavigation(title: PageTitle | undefined, label: string | undefined, parents: MenuNode[], settled: boolean) {
  const { pathname, search } = useLocation();
  const { open, relabel } = useTagsStore();
  const loadScmParams = useScmParams();
  const value = pathname + search;
  const latest = useRef({ open, relabel, parents, title });
  latest.current = { open, relabel, parents, title };
  const shown = useRef<{ value: string; settled: boolean } | null>(null);

  useEffect(() => {
    const { open: openTag, relabel: relabelTag, parents: currentParents, title: currentTitle } = latest.current;
    const seen = shown.current?.value === value;
    if (seen && (shown.current!.settled || !settled)) {
      if (label) relabelTag(value, label, currentTitle);
      return;
    }
    shown.current = { value, settled };
    const moduleActive = getStore<number>(KEYS.moduleActive);
    loadScmParams(moduleActive);
    // Addresses that only redirect are not tabs.
    if (!label) return;
    openTag({
      label,
      title: currentTitle,
      value,
      query: queryOf(value),
      group: currentParents.map((n) => n.path).filter(Boolean),
      moduleActive,
      close: true,
    });
    if (settled) rememberLastTab(moduleActive, value);
  }, [label, value, settled, loadScmParams]);
}
