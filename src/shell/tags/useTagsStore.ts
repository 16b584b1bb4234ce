import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getStore, setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { homePathOf } from '../modules/moduleRules';
import type { PageTitle } from '../routeInfo';
import { closeAll, closeOthers, closeTag, homeTag, isClosable, openTag, relabelTag, withHome, type CloseResult, type Tag } from './tagRules';

/** The open tabs, kept in session storage (docs/product.md#the-admin-shell). */
export const readTags = (): Tag[] => getStore<Tag[]>(KEYS.tagList) ?? [];
const writeTags = (list: Tag[]) => setStore({ name: KEYS.tagList, content: list, type: 'session' });

/**
 * Makes a module's home the home tab of the stored list now, as the module switcher changes the module: written
 * with the switch's other stores, the tab bar renders the new home in the switch's own commit. Left to the
 * navigation's effect (useShellNavigation), the same write rendered the shell and the tab bar once more.
 */
export function showHomeTab(moduleId: number, label: string) {
  const list = readTags();
  const next = withHome(list, homeTag(homePathOf(moduleId), label, moduleId));
  if (JSON.stringify(next) !== JSON.stringify(list)) writeTags(next);
}

/** The tab store: open, close, 关闭其他, 关闭全部; the home tab follows the active module. */
export function useTagsStore() {
  const { t } = useTranslation();
  const stored = useStoreValue<Tag[]>(KEYS.tagList);
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  const home = useMemo(() => homeTag(homePathOf(moduleActive), t('shell.home'), moduleActive), [moduleActive, t]);
  const tags = useMemo(() => withHome(stored ?? [], home), [stored, home]);

  const apply = useCallback((result: CloseResult) => {
    writeTags(result.list);
    return result.navigateTo;
  }, []);

  return {
    tags,
    home,
    open: useCallback(
      (tag: Tag) => {
        const next = openTag(readTags(), tag, home);
        if (JSON.stringify(next) !== JSON.stringify(readTags())) writeTags(next);
      },
      [home],
    ),
    relabel: useCallback((value: string, label: string, title: PageTitle | undefined) => {
      const current = readTags();
      const next = relabelTag(current, value, label, title);
      if (next !== current) writeTags(next);
    }, []),
    close: useCallback((value: string, active: string) => apply(closeTag(readTags(), value, active, home)), [apply, home]),
    closeOthers: useCallback((keep: string) => apply(closeOthers(readTags(), keep, home)), [apply, home]),
    closeAll: useCallback(() => apply(closeAll(readTags(), home)), [apply, home]),
    closable: useCallback((tag: Tag) => isClosable(tags, tag, home), [tags, home]),
  };
}
