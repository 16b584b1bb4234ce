import { matchPath } from 'react-router';

/**
 * A page the menu tree does not list: the key of its title, and the menu page it belongs under. The
 * breadcrumb shows that menu page's path before the page's own title, the side menu keeps it selected,
 * and access follows it.
 */
export interface PageMeta {
  /** A react-router pattern (`/activti/detail/:id`). */
  path: string;
  titleKey: string;
  /** The menu path of the parent page; none for pages that hang under home alone. */
  menuPath?: string;
}

/** The shell's own pages (docs/product.md#the-admin-shell). */
const SHELL_PAGES: PageMeta[] = [
  { path: '/wel/index', titleKey: 'home.title' },
  { path: '/scm/wel/index', titleKey: 'home.title' },
  { path: '/operate/wel/index', titleKey: 'home.title' },
  { path: '/info/index', titleKey: 'info.title' },
  { path: '/activti/detail/:id', titleKey: 'activiti.title' },
  { path: '/premiumInfos', titleKey: 'premium.title' },
  // An embedded address the menu does not name (the menu's own are titled by their node).
  { path: '/myiframe/*', titleKey: 'shellPages.embedded' },
];

export const PAGE_META: PageMeta[] = SHELL_PAGES;

export function findPageMeta(pathname: string, list: PageMeta[] = PAGE_META): PageMeta | undefined {
  return list.find((m) => matchPath({ path: m.path, end: true }, pathname) !== null);
}
