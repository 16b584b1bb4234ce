import type { ColumnDecl, OptionSource, ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { LIST_TOOL_LIMITS, SORT_ORDERS } from '@schemas/listToolConstants';
import type { ViewState } from '@schemas/listTools';
import { searchNameOf, type SearchColumn } from './searchQuery';
import { SEARCH_PREFIX } from './pageKey';

/**
 * A list's state in its address (docs/screens.md#operator-tools-on-every-list, deep links; pageKey.ts says which keys): `q.<field>` per search
 * field, `sort` (`createTime` or `-createTime`), `page` and `size`, read and written against what the list
 * allows. A value the list cannot use is left out, the field stays empty, never an error.
 */

export { SEARCH_PREFIX, hasListState, isListStateKey, pageKeyOf, routeSearchOf } from './pageKey';

export type SortState = { field: string; order: (typeof SORT_ORDERS)[number] };

/** A list's state: the search as text (what the address and a saved view hold), the sort, the page. */
export interface ListState {
  search: Record<string, string>;
  sort?: SortState;
  page: number;
  size: number;
}

/** What a list allows in its state: its search fields, sortable columns and page sizes. */
export interface ListShape {
  searchColumns: SearchColumn[];
  sortable: string[];
  /** The sort in force while the address names none (the declaration's, when its column sorts). */
  defaultSort?: SortState;
  pageSize: number;
  pageSizeOptions: number[];
}

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

/** The sortable columns of a declaration, by key. */
export const sortableKeysOf = (columns: ColumnDecl[] | undefined) => (columns ?? []).filter((c) => c.sortable && !c.hideInTable).map((c) => columnKey(c));

export function listShapeOf(resource: Pick<ResourceDecl, 'columns' | 'pageSize' | 'pageSizeOptions' | 'defaultSort'>, searchColumns: SearchColumn[]): ListShape {
  const sortable = sortableKeysOf(resource.columns);
  return {
    // Fields that pick the page's subject live in the route query, not in the list's state.
    searchColumns: searchColumns.filter((c) => !c.search.route),
    sortable,
    defaultSort: cleanSort({ sortable } as ListShape, resource.defaultSort),
    pageSize: resource.pageSize ?? 10,
    pageSizeOptions: resource.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `yyyy-MM-dd`. */
function isDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The values a local option source allows (an enum, enum groups); undefined for a call's options. */
function allowedValues(source: OptionSource | undefined): string[] | undefined {
  if (!source) return undefined;
  if ('url' in source) return undefined;
  if ('groups' in source) return source.groups.flatMap((g) => g.enum.values.map(String));
  return source.values.map(String);
}

/** The text of one search field if the list can use it, else undefined (the field stays empty). */
export function cleanSearchText(column: SearchColumn, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const s = column.search;
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- a search text with a control character in it is refused, so the pattern names them
  if (!text || text.length > LIST_TOOL_LIMITS.searchValue || /[\u0000-\u001f]/.test(text)) return undefined;
  if (s.widget === 'input') return s.maxLength !== undefined && text.length > s.maxLength ? undefined : text;
  if (s.widget === 'select') {
    const allowed = allowedValues(s.options ?? column.enum);
    return !allowed || allowed.includes(text) ? text : undefined;
  }
  const [from = '', to = '', extra] = text.split('~');
  if (extra !== undefined || (!from && !to) || (from && !isDay(from)) || (to && !isDay(to))) return undefined;
  return from && to && from > to ? undefined : text;
}

/** The search texts a list can use, by search field; unknown fields and bad values are dropped. */
export function cleanSearch(shape: ListShape, search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of shape.searchColumns) {
    const name = searchNameOf(c);
    const text = cleanSearchText(c, search[name]);
    if (text !== undefined) out[name] = text;
  }
  return out;
}

/** A sort the list allows, else undefined. */
export function cleanSort(shape: ListShape, sort: unknown): SortState | undefined {
  if (!sort || typeof sort !== 'object') return undefined;
  const { field, order } = sort as Record<string, unknown>;
  if (typeof field !== 'string' || !shape.sortable.includes(field)) return undefined;
  return order === 'asc' || order === 'desc' ? { field, order } : undefined;
}

const sortFromText = (text: string | null): unknown => (text ? (text.startsWith('-') ? { field: text.slice(1), order: 'desc' } : { field: text, order: 'asc' }) : undefined);

/** The list state written in a query string, each part checked against what the list allows. */
export function readListState(shape: ListShape, search: string): ListState {
  const params = new URLSearchParams(search);
  const texts: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key.startsWith(SEARCH_PREFIX) && !(key.slice(SEARCH_PREFIX.length) in texts)) texts[key.slice(SEARCH_PREFIX.length)] = value;
  });
  const pageText = params.get('page') ?? '';
  const sizeText = params.get('size') ?? '';
  const size = /^\d{1,4}$/.test(sizeText) && shape.pageSizeOptions.includes(Number(sizeText)) ? Number(sizeText) : shape.pageSize;
  return {
    search: cleanSearch(shape, texts),
    sort: cleanSort(shape, sortFromText(params.get('sort'))) ?? shape.defaultSort,
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
    size,
  };
}

/** The query string of a route query plus a list state; defaults (page 1, the declared size) are left out. */
export function writeListState(shape: ListShape, routeSearch: string, state: ListState): string {
  const params = new URLSearchParams(routeSearch);
  for (const c of shape.searchColumns) {
    const name = searchNameOf(c);
    if (state.search[name] !== undefined) params.set(`${SEARCH_PREFIX}${name}`, state.search[name]);
  }
  const isDefault = state.sort?.field === shape.defaultSort?.field && state.sort?.order === shape.defaultSort?.order;
  if (state.sort && !isDefault) params.set('sort', `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== shape.pageSize) params.set('size', String(state.size));
  // `~` (a date range) is unreserved in a URL: left readable.
  const text = params.toString().replace(/%7E/gi, '~');
  return text ? `?${text}` : '';
}

/** The same state written the same way: two states are equal when their keys are. */
export const stateKeyOf = (shape: ListShape, state: ListState) => writeListState(shape, '', state);

type Day = { format(pattern: string): string };
const dayText = (v: unknown): string => (typeof v === 'string' ? v : v && typeof (v as Day).format === 'function' ? (v as Day).format('YYYY-MM-DD') : '');

/** The search form's values as texts (a date range as `from~to`); empty fields are left out. */
export function formToSearch(shape: ListShape, values: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, unknown> = {};
  for (const c of shape.searchColumns) {
    const name = searchNameOf(c);
    const v = values[name];
    if (v === undefined || v === null || v === '') continue;
    if (c.search.widget === 'dateRange') {
      const [from, to] = Array.isArray(v) ? v : [];
      texts[name] = `${dayText(from)}~${dayText(to)}`;
    } else texts[name] = String(v);
  }
  return cleanSearch(shape, texts);
}

/**
 * The search texts as the form's values: a choice of an enum takes the enum's own value (a number stays a
 * number), a date range becomes its two days (the date control turns them into dates).
 */
export function searchToForm(shape: ListShape, search: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const c of shape.searchColumns) {
    const name = searchNameOf(c);
    const text = search[name];
    if (c.search.widget === 'dateRange') values[name] = text ? text.split('~').map((d) => d || null) : undefined;
    else if (c.search.widget === 'select' && text !== undefined) {
      const source = c.search.options ?? c.enum;
      const values_ = source && !('url' in source) ? ('groups' in source ? source.groups.flatMap((g) => g.enum.values) : source.values) : [];
      values[name] = values_.find((v) => String(v) === text) ?? text;
    } else values[name] = text;
  }
  return values;
}

/** What a saved view brings to a list: its search and sort, each checked (what the list no longer has is ignored). */
export function stateOfView(shape: ListShape, view: Pick<ViewState, 'search' | 'sort'>, size: number): ListState {
  return { search: cleanSearch(shape, view.search ?? {}), sort: cleanSort(shape, view.sort), page: 1, size };
}
