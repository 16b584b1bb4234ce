import { SCREEN_ROUTES as R } from '@schemas/screens';
import type { PageKind, ResourceEntry } from './define';

/**
 * Every resource the console knows, as the shell needs it before a page opens: names, routes, menu paths and
 * modules. The routes come from schemas/screens.ts, which the server reads too (menu administration refuses a
 * path no screen declares). Each declaration loads with its page (docs/performance.md#what-the-browser-loads); the menu tree
 * decides which of them a user sees. A route here leads to its declaration in one step: `load` names the file.
 */
export const resourceEntries: ResourceEntry[] = [
  { name: 'accountType', module: 100, routes: R.accountType, load: () => import('./accountType') },
  { name: 'accountSubject', module: 100, routes: R.accountSubject, keepAlive: true, load: () => import('./accountCenter/subject') },
  { name: 'accountChild', module: 100, routes: R.accountChild, menuPath: R.accountSubject.list, load: () => import('./accountCenter/child') },
  { name: 'accountPerson', module: 100, routes: R.accountPerson, menuPath: R.accountSubject.list, load: () => import('./accountCenter/person') },
  { name: 'accountOverview', module: 100, routes: R.accountOverview, load: () => import('./accountCenter/overview') },
  { name: 'accountFlow', module: 100, routes: R.accountFlow, load: () => import('./accountCenter/flow') },
  { name: 'outMerchant', module: 100, routes: R.outMerchant, load: () => import('./outMerchant') },
  { name: 'cityMapping', module: 100, routes: R.cityMapping, load: () => import('./cityMapping') },
  { name: 'country', module: 500, routes: R.country, load: () => import('./travel/country') },
  { name: 'commonCity', module: 500, routes: R.commonCity, load: () => import('./travel/commonCity') },
  { name: 'menuAdmin', module: 100, routes: R.menuAdmin, load: () => import('./menuAdmin') },
  { name: 'tenantMenu', module: 100, routes: R.tenantMenu, load: () => import('./tenantMenu') },
  { name: 'tenant', module: 400, routes: R.tenant, load: () => import('./operations/tenant') },
  { name: 'productLine', module: 400, routes: R.productLine, load: () => import('./operations/productLine') },
  { name: 'organisation', module: 400, routes: R.organisation, load: () => import('./operations/organisation') },
  { name: 'userAdmin', module: 100, routes: R.userAdmin, load: () => import('./userAdmin') },
  { name: 'roleAdmin', module: 100, routes: R.roleAdmin, load: () => import('./roleAdmin') },
  { name: 'systemLog', module: 100, routes: R.systemLog, load: () => import('./systemLog') },
  { name: 'importLog', module: 100, routes: R.importLog, load: () => import('./tasks/importLog') },
  { name: 'exportLog', module: 100, routes: R.exportLog, load: () => import('./tasks/exportLog') },
  { name: 'audit', module: 100, routes: R.audit, load: () => import('./audit') },
  { name: 'screenAdmin', module: 100, routes: R.screenAdmin, load: () => import('./screenAdmin') },
  { name: 'dashboardAdmin', module: 100, routes: R.dashboardAdmin, load: () => import('./dashboardAdmin') },
  { name: 'deptCardSummary', module: 200, routes: R.deptCardSummary, load: () => import('./catering/deptCardSummary') },
  { name: 'scmParam', module: 300, routes: R.scmParam, load: () => import('./supplyChain/scmParam') },
  { name: 'approval', module: 100, routes: R.approval, load: () => import('./approval') },
  { name: 'approvalRequest', module: 100, routes: R.approvalRequest, menuPath: R.approval.list, load: () => import('./approvalRequest') },
  { name: 'approvalRule', module: 100, routes: R.approvalRule, load: () => import('./approvalRule') },
];

/** Every route of every resource, with the page it opens. */
export const resourceRoutes = resourceEntries.flatMap((entry) =>
  (Object.entries(entry.routes) as [PageKind, string | undefined][]).filter((pair): pair is [PageKind, string] => Boolean(pair[1])).map(([kind, path]) => ({ entry, kind, path })),
);

/** The resource page at a path, if any. */
export const findResourceRoute = (path: string) => resourceRoutes.find((r) => r.path === path);

export const findResourceEntry = (name: string | undefined) => resourceEntries.find((r) => r.name === name);

/** The menu page that decides access to an entry's pages. */
export const menuPathOf = (entry: Omit<ResourceEntry, 'load'>) => entry.menuPath ?? entry.routes.list ?? '';

export type { ResourceDecl, ResourceEntry } from './define';
