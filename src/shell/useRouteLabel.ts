import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { routeInfoOf, TITLES_FOLLOW_TEXTS, type RouteInfo } from './routeInfo';

export { menuLabel } from './routeInfo';

/** The label and menu trail of the current page, in the language in force (routeInfo.ts says where they come from). */
export function useRouteLabel(tree: MenuNode[]): RouteInfo {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(undefined, TITLES_FOLLOW_TEXTS);
  const lang = i18n.language;
  return useMemo(() => routeInfoOf(tree, pathname, t, undefined, lang), [tree, pathname, t, lang]);
}
