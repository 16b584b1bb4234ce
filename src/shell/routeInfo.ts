import type { MenuNode } from '@schemas/menu';
import { findResourceRoute, menuPathOf } from '@resources/index';
import { findMenuTrail } from '@/providers/modules';
import { tm } from '@/providers/i18n';
import { findPageMeta, type PageMeta } from './pageMeta';

/** Where the current page sits: its label, the menu nodes above it, and whether it is itself outside the menu. */
export interface RouteInfo {
  label: string | undefined;
  /** The page's menu trail; for a page outside the menu, the trail of the menu page it belongs under. */
  trail: MenuNode[];
  /** The page is not the trail's last node: the breadcrumb adds its label after the trail. */
  outsideMenu: boolean;
}

const IFRAME_PREFIX = '/myiframe/';

/** Label of a menu node in the current language (server names are zh texts). */
export const menuLabel = (n: MenuNode) => tm(n.name || n.label);

/** The menu node behind an embedded page: its path is the decoded address. */
function iframeTrail(tree: MenuNode[], pathname: string): MenuNode[] | undefined {
  if (!pathname.startsWith(IFRAME_PREFIX)) return undefined;
  try {
    return findMenuTrail(tree, decodeURIComponent(pathname.slice(IFRAME_PREFIX.length)));
  } catch {
    return undefined;
  }
}

/**
 * The label and trail of a path: the menu tree first (a menu page, or the node of an embedded address), then a
 * declared resource, then the pages outside the menu (pageMeta.ts) with the trail of their parent menu page.
 */
export function routeInfoOf(tree: MenuNode[], pathname: string, t: (key: string) => string, pages?: PageMeta[]): RouteInfo {
  const trail = findMenuTrail(tree, pathname) ?? iframeTrail(tree, pathname);
  if (trail?.length) return { label: menuLabel(trail[trail.length - 1]), trail, outsideMenu: false };
  // A resource page outside the menu hangs under its menu page (the child pages under 开户管理).
  const route = findResourceRoute(pathname);
  if (route) {
    const parentPath = menuPathOf(route.entry);
    const parent = parentPath && parentPath !== pathname ? (findMenuTrail(tree, parentPath) ?? []) : [];
    return { label: t(`${route.entry.name}.titles.${route.kind}`), trail: parent, outsideMenu: true };
  }
  const meta = findPageMeta(pathname, pages);
  if (!meta) return { label: undefined, trail: [], outsideMenu: false };
  const parent = meta.menuPath ? (findMenuTrail(tree, meta.menuPath) ?? []) : [];
  return { label: t(meta.titleKey), trail: parent, outsideMenu: true };
}
