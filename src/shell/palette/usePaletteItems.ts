import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import { KEYS } from '@/providers/session';
import { getStore } from '@/providers/storage';
import { flattenMenu, visibleMenu } from '@/providers/modules';
import { currentPageActions } from '@/engine/pageActions';
import { readRecentRecords } from '@/engine/recentRecords';
import { readTags } from '../tags/useTagsStore';
import { loadModuleTrees } from '@/providers/moduleTrees';
import { recordOf, usePageRecords } from '@/providers/pageRecords';
import { titleText } from '../routeInfo';
import { tagText } from '../tags/tagRules';
import { targetOf } from '../SideMenu';
import { searchWordsOf } from './paletteSearch';
import { loadPublishedScreens, runtimeScreenItem, type PublishedScreenTitle } from './runtimeScreens';

export type PaletteGroup = 'pages' | 'tabs' | 'recent' | 'actions';

/** One entry of the palette: what it shows, the words it is found by, and what choosing it does. */
export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  label: string;
  /** The other language's label, or where it leads. */
  detail?: string;
  words: string[];
  /** A page of another module: switch to it first. */
  module?: number;
  to?: string;
  run?: () => void;
}

/** The menu pages (leaves) of a module's tree that the user's roles show. */
function pagesOf(tree: MenuNode[], roles: string[]): MenuNode[] {
  return flattenMenu(visibleMenu(tree, roles)).filter((n) => n.type !== '1' && n.path && !(n.children ?? []).some((c) => c.type !== '1'));
}

/**
 * What the command palette offers: the pages of every module of the user's menu in both languages
 * (found by pinyin too), the open tabs, recently opened records and the actions of the page on screen.
 */
export function usePaletteItems(lang: 'zh-CN' | 'en') {
  const { t } = useTranslation();
  const records = usePageRecords();
  // The active module's pages are there at once (cmdk selects the first item of what it mounts with); the
  // other modules' follow.
  const [trees, setTrees] = useState<{ module: number; tree: MenuNode[] }[]>(() => [{ module: getStore<number>(KEYS.moduleActive) ?? 0, tree: getStore<MenuNode[]>(KEYS.menu) ?? [] }]);

  const [screens, setScreens] = useState<PublishedScreenTitle[]>([]);

  useEffect(() => {
    let live = true;
    void loadModuleTrees().then((all) => live && setTrees(all));
    void loadPublishedScreens().then((list) => live && setScreens(list));
    return () => {
      live = false;
    };
  }, []);

  return useMemo(() => {
    const roles = getStore<string[]>(KEYS.roles) ?? [];
    const other = lang === 'en' ? 'zh-CN' : 'en';
    const seen = new Set<string>();
    const pages: PaletteItem[] = [];
    for (const { module, tree } of trees) {
      for (const node of pagesOf(tree, roles)) {
        if (seen.has(node.path)) continue;
        seen.add(node.path);
        // Both names of the node (its stored English one, docs/product.md#the-menu-and-modules), so either language finds it.
        const zh = menuName(node, 'zh-CN');
        const en = menuName(node, 'en');
        pages.push({
          id: `page:${node.path}`,
          group: 'pages',
          label: lang === 'en' ? en : zh,
          detail: other === 'en' ? en : zh,
          words: searchWordsOf(zh, en),
          module,
          to: targetOf(node.path),
        });
      }
    }
    // Runtime screens by their own titles (a menu node opening one is there already, by its name).
    for (const screen of screens) {
      const item = runtimeScreenItem(screen, lang);
      if (seen.has(item.to)) continue;
      seen.add(item.to);
      pages.push(item);
    }
    // Tabs as the tab bar reads them: in the language in force, with their record.
    const tabs: PaletteItem[] = readTags().map((tag) => {
      const label = tagText(tag, (title) => titleText(title, t, lang), recordOf(records, tag.value));
      return { id: `tab:${tag.value}`, group: 'tabs', label, detail: tag.value, words: searchWordsOf(label, tag.value), to: tag.value };
    });
    const recent: PaletteItem[] = readRecentRecords().map((r) => ({ id: `recent:${r.to}`, group: 'recent', label: r.label, words: searchWordsOf(r.label, ''), to: r.to }));
    const actions: PaletteItem[] = currentPageActions().map((a) => ({ id: `action:${a.key}`, group: 'actions', label: a.label, words: searchWordsOf(a.label, a.key), run: a.run }));
    return [...pages, ...tabs, ...recent, ...actions];
  }, [trees, screens, records, t, lang]);
}
