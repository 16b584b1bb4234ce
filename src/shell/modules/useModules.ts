import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStore, setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { knownModuleTree } from '@/providers/moduleTrees';
import { loadModuleMenu, showModuleMenu, type ModuleItem } from '@/providers/sessionData';
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

/** The module switcher's controller (SPEC.md section 4, "Modules"). */
export function useModules() {
  const navigate = useStableNavigate();
  const { t } = useTranslation();
  const modules = useStoreValue<ModuleItem[]>(KEYS.moduleList) ?? [];
  const active = useStoreValue<number>(KEYS.moduleActive);
  const [switching, setSwitching] = useState<number | null>(null);

  /**
   * Shows the module's menu, makes its home the home tab and reopens its last tab. A module whose menu was
   * fetched since the menus last loaded (sign-in, reload, a menu administration change) is shown from that
   * menu at once, without a request before the new page can paint (DESIGN.md section 10).
   */
  const switchTo = useCallback(
    async (moduleId: number, target?: string) => {
      if (moduleId !== getStore<number>(KEYS.moduleActive)) {
        const known = knownModuleTree(moduleId);
        if (known) showModuleMenu(moduleId, known);
        else {
          setSwitching(moduleId);
          try {
            await loadModuleMenu(moduleId);
          } finally {
            setSwitching(null);
          }
        }
      }
      const map = getStore<LastTabs>(LAST_TABS_KEY) ?? {};
      const to = target ?? tabToReopen(map, moduleId, readTags().map((tag) => tag.value));
      // In the same task as the menu's stores and the navigation: React renders them in one commit.
      showHomeTab(moduleId, t('shell.home'));
      navigate(to);
    },
    [navigate, t],
  );

  return { modules, active, switching, switchTo };
}
