import { useEffect, useMemo, useState } from 'react';
import type { MenuNode } from '@schemas/menu';
import type { Envelope } from '@schemas/envelope';
import { http } from '@/providers/client';
import { loadLanguage } from '@/providers/i18n';
import { KEYS } from '@/providers/session';
import { getStore } from '@/providers/storage';
import { flattenMenu, visibleMenu } from '@/providers/modules';
import { currentPageActions } from '@/engine/pageActions';
import { readRecentRecords } from '@/engine/recentRecords';
import { readTags } from '../tags/useTagsStore';
import type { ModuleItem } from '../modules/useModules';
import { targetOf } from '../SideMenu';
import { menuNodeLabel } from './menuNodeLabel';
import { searchWordsOf } from './paletteSearch';

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
 * What the command palette offers (issue 15): the pages of every module of the user's menu in both languages
 * (found by pinyin too), the open tabs, recently opened records and the actions of the page on screen.
 */
export function usePaletteItems(lang: 'zh-CN' | 'en') {
  // The active module's pages are there at once (cmdk selects the first item of what it mounts with); the
  // other modules' follow.
  const [trees, setTrees] = useState<{ module: number; tree: MenuNode[] }[]>(() => [
    { module: getStore<number>(KEYS.moduleActive) ?? 0, tree: getStore<MenuNode[]>(KEYS.menu) ?? [] },
  ]);
  const [englishReady, setEnglishReady] = useState(lang === 'en');

  useEffect(() => {
    let live = true;
    // English names need the English texts, even for a zh user who searches in English.
    void loadLanguage('en').then(() => live && setEnglishReady(true), () => undefined);
    const active = getStore<number>(KEYS.moduleActive);
    const modules = getStore<ModuleItem[]>(KEYS.moduleList) ?? [];
    void Promise.all(
      modules.map(async ({ value }) => {
        if (value === active) return { module: value, tree: getStore<MenuNode[]>(KEYS.menu) ?? [] };
        const reply = await http.get<Envelope<MenuNode[]>>('/admin/menu', { params: { parentId: value }, ignoreErrors: true }).catch(() => null);
        return { module: value, tree: reply?.data.data ?? [] };
      }),
    ).then((all) => live && setTrees(all));
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
        const zh = menuNodeLabel(node, 'zh-CN');
        const en = englishReady ? menuNodeLabel(node, 'en') : zh;
        pages.push({ id: `page:${node.path}`, group: 'pages', label: menuNodeLabel(node, lang === 'en' && englishReady ? 'en' : 'zh-CN'), detail: other === 'en' ? en : zh, words: searchWordsOf(zh, en), module, to: targetOf(node.path) });
      }
    }
    const tabs: PaletteItem[] = readTags().map((tag) => ({ id: `tab:${tag.value}`, group: 'tabs', label: tag.label, detail: tag.value, words: searchWordsOf(tag.label, tag.value), to: tag.value }));
    const recent: PaletteItem[] = readRecentRecords().map((r) => ({ id: `recent:${r.to}`, group: 'recent', label: r.label, words: searchWordsOf(r.label, ''), to: r.to }));
    const actions: PaletteItem[] = currentPageActions().map((a) => ({ id: `action:${a.key}`, group: 'actions', label: a.label, words: searchWordsOf(a.label, a.key), run: a.run }));
    return [...pages, ...tabs, ...recent, ...actions];
  }, [trees, englishReady, lang]);
}
