import type { PageKind, ResourceEntry } from './define';

const CHILD_PAGES = '/platAccountMgr/accountOpenView';

/**
 * Every resource the console knows, as the shell needs it before a page opens: names, routes, menu paths and
 * modules. Each declaration loads with its page (DESIGN.md section 4, "Lazy"); the menu tree decides which of
 * them a user sees. A route here leads to its declaration in one step: `load` names the file.
 */
export const resourceEntries: ResourceEntry[] = [
  { name: 'accountType', module: 100, routes: { list: '/platAccountMgr/accountType/index' }, load: () => import('./accountType') },
  { name: 'accountSubject', module: 100, routes: { list: `${CHILD_PAGES}/index` }, keepAlive: true, load: () => import('./accountCenter/subject') },
  {
    name: 'accountChild',
    module: 100,
    routes: { list: `${CHILD_PAGES}/child`, create: `${CHILD_PAGES}/addChild`, edit: `${CHILD_PAGES}/editChild`, show: `${CHILD_PAGES}/detailChild` },
    menuPath: `${CHILD_PAGES}/index`,
    load: () => import('./accountCenter/child'),
  },
  { name: 'accountPerson', module: 100, routes: { list: `${CHILD_PAGES}/addPerson` }, menuPath: `${CHILD_PAGES}/index`, load: () => import('./accountCenter/person') },
  { name: 'accountOverview', module: 100, routes: { list: '/accountViewDetail' }, load: () => import('./accountCenter/overview') },
  { name: 'accountFlow', module: 100, routes: { list: '/accountBillDetail' }, load: () => import('./accountCenter/flow') },
  { name: 'outMerchant', module: 100, routes: { list: '/cashierMgr/outMerchantMgr/index' }, load: () => import('./outMerchant') },
  { name: 'cityMapping', module: 100, routes: { list: '/platsync/standardCity/index' }, load: () => import('./cityMapping') },
  { name: 'menuAdmin', module: 100, routes: { list: '/admin/menu/index' }, load: () => import('./menuAdmin') },
  { name: 'tenantMenu', module: 100, routes: { list: '/admin/tenantMenu/index' }, load: () => import('./tenantMenu') },
  { name: 'importLog', module: 100, routes: { list: '/import/importlog/index' }, load: () => import('./tasks/importLog') },
  { name: 'exportLog', module: 100, routes: { list: '/admin/exportTask/index' }, load: () => import('./tasks/exportLog') },
  { name: 'audit', module: 100, routes: { list: '/admin/audit/index' }, load: () => import('./audit') },
];

/** Every route of every resource, with the page it opens. */
export const resourceRoutes = resourceEntries.flatMap((entry) =>
  (Object.entries(entry.routes) as [PageKind, string | undefined][])
    .filter((pair): pair is [PageKind, string] => Boolean(pair[1]))
    .map(([kind, path]) => ({ entry, kind, path })),
);

/** The resource page at a path, if any. */
export const findResourceRoute = (path: string) => resourceRoutes.find((r) => r.path === path);

export const findResourceEntry = (name: string | undefined) => resourceEntries.find((r) => r.name === name);

/** The menu page that decides access to an entry's pages. */
export const menuPathOf = (entry: Omit<ResourceEntry, 'load'>) => entry.menuPath ?? entry.routes.list ?? '';

export type { ResourceDecl, ResourceEntry } from './define';
