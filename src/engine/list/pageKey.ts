/**
 * Which part of an address is a list's state (docs/screens.md#operator-tools-on-every-list, deep links): `q.<field>` per search field, `sort`,
 * `page` and `size`. The rest of the query is the page's own route query. The page an address shows is its
 * path and route query alone, so a list's tab and kept-alive page stay the same while its search changes.
 * Kept free of imports: the shell's tabs and keep-alive read it before any list loads.
 */

export const SEARCH_PREFIX = 'q.';
const STATE_KEYS = new Set(['page', 'size', 'sort']);

/** Whether a query key belongs to a list's state rather than to the page's route query. */
export const isListStateKey = (key: string) => STATE_KEYS.has(key) || key.startsWith(SEARCH_PREFIX);

/** A query string without the list state (with its `?` when anything is left). */
export function routeSearchOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isListStateKey(key)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The page a full path shows, whatever its list's search: the path plus the route query. */
export function pageKeyOf(fullPath: string): string {
  const i = fullPath.indexOf('?');
  return i < 0 ? fullPath : fullPath.slice(0, i) + routeSearchOf(fullPath.slice(i));
}

/** Whether a query string carries any list state (a list opened without one may take the user's default view). */
export const hasListState = (search: string) => [...new URLSearchParams(search).keys()].some(isListStateKey);
