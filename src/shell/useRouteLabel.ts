import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { findResourceByPath } from '@resources/index';
import { findMenuTrail } from '@/providers/modules';
import { tm } from '@/providers/i18n';

const STATIC_LABELS: Record<string, string> = {
  '/wel/index': 'home.title',
  '/scm/wel/index': 'home.title',
  '/operate/wel/index': 'home.title',
  '/info/index': 'info.title',
};

const IFRAME_PREFIX = '/myiframe/';

/** The menu node behind an embedded page: its path is the decoded address. */
function iframeTrail(tree: MenuNode[], pathname: string): MenuNode[] | undefined {
  if (!pathname.startsWith(IFRAME_PREFIX)) return undefined;
  try {
    return findMenuTrail(tree, decodeURIComponent(pathname.slice(IFRAME_PREFIX.length)));
  } catch {
    return undefined;
  }
}

/** Label of a menu node in the current language (server names are zh texts). */
export const menuLabel = (n: MenuNode) => tm(n.name || n.label);

/** The label and menu trail of the current page: from the menu tree, a resource, or a fixed page. */
export function useRouteLabel(tree: MenuNode[]): { label: string | undefined; trail: MenuNode[] } {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return useMemo(() => {
    const trail = findMenuTrail(tree, pathname) ?? iframeTrail(tree, pathname) ?? [];
    if (trail.length) return { label: menuLabel(trail[trail.length - 1]), trail };
    const resource = findResourceByPath(pathname);
    if (resource) return { label: t(`${resource.name}.titles.list`), trail };
    const key = STATIC_LABELS[pathname];
    return { label: key ? t(key) : undefined, trail };
  }, [tree, pathname, t]);
}
