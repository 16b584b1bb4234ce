import type { UseTranslationOptions } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import { findResourceRoute, menuPathOf } from '@resources/index';
import { runtimeResourceName, runtimeScreenKeyOf, SCREEN_ROUTES } from '@schemas/screens';
import { findMenuTrail } from '@/providers/modules';
import { currentLanguage } from '@/providers/i18n';
import { findPageMeta, type PageMeta } from './pageMeta';

/**
 * What a page is called, independent of the language: a menu node's names (both stored), or an i18n key. A tab
 * keeps this rather than a text, so it reads in whatever language the console is in now.
 */
export type PageTitle = { menu: { name: string; enName?: string | null } } | { key: string };

/** Where the current page sits: its title and label, the menu nodes above it, and whether it is itself outside the menu. */
export interface RouteInfo {
  /** Undefined for the addresses that only redirect (no tab, no crumb). */
  title: PageTitle | undefined;
  /** The title in the current language. */
  label: string | undefined;
  /** The page's menu trail; for a page outside the menu, the trail of the menu page it belongs under. */
  trail: MenuNode[];
  /** The page is not the trail's last node: the breadcrumb adds its label after the trail. */
  outsideMenu: boolean;
}

/**
 * What the hooks that show titles pass to useTranslation: they draw again when texts arrive, so a title whose
 * texts come with its page (a runtime screen's own title) replaces its key as soon as they are there.
 */
// react-i18next reads `bindI18nStore` from a hook's options as from its `react` init options; its types omit it.
export const TITLES_FOLLOW_TEXTS = { bindI18nStore: 'added' } as object as UseTranslationOptions<undefined>;

const IFRAME_PREFIX = '/myiframe/';
/** Addresses that only send the user on (docs/product.md#routing-rules: / goes to /wel). */
const REDIRECTS = ['/', '/wel'];
const NOT_FOUND: PageTitle = { key: 'shellPages.notFound' };

/** Label of a menu node in a language: its English name in English while it has one (docs/product.md#the-admin-shell: zh and en). */
export const menuLabel = (n: MenuNode, lang: string = currentLanguage()) => menuName(n, lang);

/** A title in a language. */
export const titleText = (title: PageTitle, t: (key: string) => string, lang: string = currentLanguage()) => ('menu' in title ? menuName(title.menu, lang) : t(title.key));

const menuTitle = (n: MenuNode): PageTitle => ({ menu: { name: n.name || n.label, enName: n.enName ?? null } });

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
 * The menu paths that place an address in a module's menu: its own node (or its embedded address's), then the
 * menu page a page outside the menu hangs under.
 */
export function menuPathsOf(pathname: string, pages?: PageMeta[]): string[] {
  const paths = [pathname];
  if (pathname.startsWith(IFRAME_PREFIX)) {
    try {
      paths.push(decodeURIComponent(pathname.slice(IFRAME_PREFIX.length)));
    } catch {
      // A malformed embedded address places nothing.
    }
  }
  const route = findResourceRoute(pathname);
  const parent = route ? menuPathOf(route.entry) : findPageMeta(pathname, pages)?.menuPath;
  if (parent && parent !== pathname) paths.push(parent);
  return paths;
}

function locate(tree: MenuNode[], pathname: string, pages?: PageMeta[]): Omit<RouteInfo, 'label'> {
  const trail = findMenuTrail(tree, pathname) ?? iframeTrail(tree, pathname);
  if (trail?.length) return { title: menuTitle(trail[trail.length - 1]), trail, outsideMenu: false };
  // A resource page outside the menu hangs under its menu page (the child pages under 开户管理).
  const route = findResourceRoute(pathname);
  if (route) {
    const parentPath = menuPathOf(route.entry);
    const parent = parentPath && parentPath !== pathname ? (findMenuTrail(tree, parentPath) ?? []) : [];
    return { title: { key: `${route.entry.name}.titles.${route.kind}` }, trail: parent, outsideMenu: true };
  }
  // A runtime screen opened outside the menu (its designer checking it) hangs under 页面设计, titled by the
  // screen's own title once its declaration has loaded.
  const runtimeKey = runtimeScreenKeyOf(pathname);
  if (runtimeKey) {
    return { title: { key: `${runtimeResourceName(runtimeKey)}.titles.list` }, trail: findMenuTrail(tree, SCREEN_ROUTES.screenAdmin.list) ?? [], outsideMenu: true };
  }
  const meta = findPageMeta(pathname, pages);
  if (meta) {
    const parent = meta.menuPath ? (findMenuTrail(tree, meta.menuPath) ?? []) : [];
    return { title: { key: meta.titleKey }, trail: parent, outsideMenu: true };
  }
  if (REDIRECTS.includes(pathname)) return { title: undefined, trail: [], outsideMenu: false };
  // The in-shell 404: a tab and a crumb like any page.
  return { title: NOT_FOUND, trail: [], outsideMenu: true };
}

/**
 * The title, label and trail of a path: the menu tree first (a menu page, or the node of an embedded address),
 * then a declared resource, then the pages outside the menu (pageMeta.ts) with the trail of their parent menu
 * page; anything else is the page-not-found page.
 */
export function routeInfoOf(tree: MenuNode[], pathname: string, t: (key: string) => string, pages?: PageMeta[], lang: string = currentLanguage()): RouteInfo {
  const found = locate(tree, pathname, pages);
  return { ...found, label: found.title ? titleText(found.title, t, lang) : undefined };
}
