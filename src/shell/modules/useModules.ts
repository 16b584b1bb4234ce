import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { getStore, setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { loadModuleMenu, type ModuleItem } from '@/providers/sessionData';
import { useStoreValue } from '@/providers/useStoreValue';
import { readTags } from '../tags/useTagsStore';
import { rememberTab, tabToReopen, type LastTabs } from './moduleRules';

export const LAST_TABS_KEY = 'moduleLastTab';


export const rememberLastTab = (moduleId: number | undefined, value: string) => {
  const map = getStore<LastTabs>(LAST_TABS_KEY) ?? {};
  const next = rememberTab(map, moduleId, value);
  if (next !== map) setStore({ name: LAST_TABS_KEY, content: next, type: 'session' });
};

/** The module switcher's controller (SPEC.md section 4, "Modules"). */
export function useModules() {
  const navigate = useNavigate();
  const modules = useStoreValue<ModuleItem[]>(KEYS.moduleList) ?? [];
  const active = useStoreValue<number>(KEYS.moduleActive);
  const [switching, setSwitching] = useState<number | null>(null);

  /** Loads the module's menu, makes its home the home tab and reopens its last tab. */
  const switchTo = useCallback(
    async (moduleId: number, target?: string) => {
      if (moduleId !== getStore<number>(KEYS.moduleActive)) {
        setSwitching(moduleId);
        try {
          await loadModuleMenu(moduleId);
        } finally {
          setSwitching(null);
        }
      }
      const map = getStore<LastTabs>(LAST_TABS_KEY) ?? {};
      navigate(target ?? tabToReopen(map, moduleId, readTags().map((t) => t.value)));
    },
    [navigate],
  );

  return { modules, active, switching, switchTo };
}
