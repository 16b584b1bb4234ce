import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { getStore, setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { knownModuleTree } from '@/providers/moduleTrees';
import { fetchModuleMenu, showModuleMenu, type ModuleItem } from '@/providers/sessionData';
import { useStoreValue } from '@/providers/useStoreValue';
import { readTags, showHomeTab } from '../tags/useTagsStore';
import { rememberTab, tabToReopen, type LastTabs } from './moduleRules';
import { useStableNavigate } from '../useStableNavigate';

export const LAST_TABS_KEY = 'moduleLastTab';

export const rememberLastTab = (moduleId: number | undefined, value: string) => {
  const map = getStore<LastTabs>(LAST_TABS_KEY) ?? {};
  const next = rememberTab(map, moduleId, value);
  if (next !== map) setStore({ name: LAST_TABS_KEY, content: next, type: 'session' });
};

/** The module switcher's controller (docs/product.md#the-menu-and-modules). */
export function useModules() {
  const navigate = useStableNavigate();
  const { t } = useTranslation();
  const modules = useStoreValue<ModuleItem[]>(KEYS.moduleList) ?? [];
  const active = useStoreValue<number>(KEYS.moduleActive);
  const [switching, setSwitching] = useState<number | null>(null);

  /**
   * Shows the module's menu, makes its home the home tab and reopens its last tab. A module whose menu was
   * fetched since the menus last loaded (sign-in, reload, a menu administration change) is shown from that
   * menu at once, without a request before the new page can paint (docs/performance.md#tab-and-module-switches).
   */
  const switchTo = useCallback(
    async (moduleId: number, target?: string) => {
      let tree: MenuNode[] | undefined;
      if (moduleId !== getStore<number>(KEYS.moduleActive)) {
        tree = knownModuleTree(moduleId);
        if (!tree) {
          setSwitching(moduleId);
          try {
            tree = await fetchModuleMenu(moduleId);
          } catch (error) {
            setSwitching(null);
            throw error;
          }
        }
      }
      const map = getStore<LastTabs>(LAST_TABS_KEY) ?? {};
      const to =
        target ??
        tabToReopen(
          map,
          moduleId,
          readTags().map((tag) => tag.value),
        );
      // The menu's stores, the home tab and the navigation in one commit, also after the menu's request: there
      // the stores' updates are React's most urgent and the navigation's are not, and the page being left
      // rendered once more with the next module's menu before the navigation hid it.
      flushSync(() => {
        if (tree) showModuleMenu(moduleId, tree);
        showHomeTab(moduleId, t('shell.home'));
        setSwitching(null);
        navigate(to);
      });
    },
    [navigate, t],
  );

  return { modules, active, switching, switchTo };
}
