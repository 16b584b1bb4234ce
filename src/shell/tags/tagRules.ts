import { pageKeyOf } from '@/engine/list/pageKey';
import { withRecord } from '@/providers/pageRecords';
import type { PageTitle } from '../routeInfo';

/**
 * The tab rules of docs/product.md#the-admin-shell, as pure functions over the list (the store keeps the list).
 * A tab is `{label, value (full path), params, query, group, moduleActive, close}`; the first tab is the
 * home tab of the active module and is never closable.
 */
export interface Tag {
  /** The label when the tab opened; `title` (when there) gives it in the language in force. */
  label: string;
  title?: PageTitle;
  /** The full path: pathname plus search. */
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  group?: string[];
  moduleActive?: number;
  /** false for the home tab. */
  close: boolean;
}

export const homeTag = (homePath: string, label: string, moduleActive?: number): Tag => ({
  label,
  value: homePath,
  moduleActive,
  close: false,
});

/** The home tab first, no other tab with the home path, no duplicates. */
export function withHome(list: Tag[], home: Tag): Tag[] {
  const seen = new Set<string>([home.value]);
  const rest = list.filter((t) => {
    if (t.close === false || seen.has(t.value)) return false;
    seen.add(t.value);
    return true;
  });
  return [home, ...rest];
}

/**
 * Opens (or refreshes) a tab; a page already open is never added twice. A list's search, sort and page in the
 * address (docs/screens.md#operator-tools-on-every-list) do not make another page: its tab takes the new address in place.
 */
export function openTag(list: Tag[], tag: Tag, home: Tag): Tag[] {
  const base = withHome(list, home);
  if (tag.value === home.value) return base;
  const page = pageKeyOf(tag.value);
  const i = base.findIndex((t) => t.value === tag.value || pageKeyOf(t.value) === page);
  if (i === -1) return [...base, { ...tag, close: true }];
  const current = base[i];
  const sameTitle = JSON.stringify(current.title) === JSON.stringify(tag.title);
  if (current.label === tag.label && sameTitle && current.moduleActive === tag.moduleActive && current.value === tag.value) return base;
  const next = base.slice();
  next[i] = {
    ...current,
    label: tag.label,
    title: tag.title ?? current.title,
    value: tag.value,
    query: tag.query ?? current.query,
    group: tag.group ?? current.group,
    moduleActive: tag.moduleActive ?? current.moduleActive,
  };
  return next;
}

/** Gives an open tab the label and title its page has now (another language, another module's menu); never opens one. */
export function relabelTag(list: Tag[], value: string, label: string, title: PageTitle | undefined): Tag[] {
  const page = pageKeyOf(value);
  const i = list.findIndex((t) => (t.value === value || pageKeyOf(t.value) === page) && t.close !== false);
  if (i === -1 || (list[i].label === label && JSON.stringify(list[i].title) === JSON.stringify(title))) return list;
  const next = list.slice();
  next[i] = { ...list[i], label, title };
  return next;
}

export interface CloseResult {
  list: Tag[];
  /** Where to go: set when the active tab closed. */
  navigateTo?: string;
}

/** Closes one tab; closing the active tab opens the one before it. The home tab never closes. */
export function closeTag(list: Tag[], value: string, activeValue: string, home: Tag): CloseResult {
  const base = withHome(list, home);
  const i = base.findIndex((t) => t.value === value);
  if (i <= 0 || !isClosable(base, base[i], home)) return { list: base };
  const next = base.filter((_, j) => j !== i);
  if (value !== activeValue) return { list: next };
  return { list: next, navigateTo: next[Math.max(0, i - 1)].value };
}

/** 关闭其他: keeps the home tab and the given (active) tab. */
export function closeOthers(list: Tag[], keepValue: string, home: Tag): CloseResult {
  const base = withHome(list, home);
  const kept = base.filter((t) => t.value === home.value || t.value === keepValue);
  return { list: kept, navigateTo: kept.some((t) => t.value === keepValue) ? keepValue : home.value };
}

/** 关闭全部: leaves only the home tab, and goes there. */
export function closeAll(_list: Tag[], home: Tag): CloseResult {
  return { list: [home], navigateTo: home.value };
}

/** Closable only when more than one tab is open, and never the home tab. */
export function isClosable(list: Tag[], tag: Tag, home: Tag): boolean {
  return list.length > 1 && tag.value !== home.value && tag.close !== false;
}

/** The query of a full path as a plain object. */
export function queryOf(fullPath: string): Record<string, string> {
  const i = fullPath.indexOf('?');
  if (i < 0) return {};
  return Object.fromEntries(new URLSearchParams(fullPath.slice(i + 1)));
}

/** What a tab reads: its title in the language in force (or the label it opened with), and its page's record. */
export const tagText = (tag: Tag, titleOf: (title: PageTitle) => string, record?: string): string => withRecord(tag.title ? titleOf(tag.title) : tag.label, record);
