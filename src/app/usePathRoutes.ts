import { useMemo, type ReactElement } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router';

/** Paths whose matches are kept: more than the 10 kept-alive pages and the tabs a user has open. */
const KEPT_PATHS = 50;

/**
 * The route tree rendered for the current path, as `<Routes>` renders it, but matched once per path and rendered
 * again only when the path changes: `<Routes>` turns its children into route objects, flattens and ranks every
 * branch and matches them on every navigation, a good part of a tab switch's script (the switch bench's React
 * profile). A switch between two tabs of one list (its search alone changes) gives React the very same element.
 * `routes` must be made once (module level); the routes are those of the whole address (no parent `<Routes>`
 * with a path of its own above).
 */
export function usePathRoutes(routes: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the kept matches are of these routes: other routes start afresh
  const kept = useMemo(() => new Map<string, RouteMatch[] | null>(), [routes]);
  return useMemo(() => {
    let matches = kept.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(routes, pathname);
      if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value!);
      kept.set(pathname, matches);
    }
    return renderMatches(matches);
  }, [kept, routes, pathname]);
}
