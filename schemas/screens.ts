/**
 * Every screen's route, as plain data both sides read (docs/product.md#the-menu-and-modules). The console's registry
 * (resources/index.ts) takes each resource's routes from here, and the server's menu administration refuses a
 * page node whose path leads to none of them, so the two never drift apart and no menu leaf leads to a 404.
 */

/** The routes of a resource's pages: its list (or master/detail, or bespoke page) and its form pages. */
export interface ScreenRoutes {
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
}

const OPEN_VIEW = '/platAccountMgr/accountOpenView';

/** The routes of every declared resource, by resource name (docs/product.md#routes-and-screens where it names them). */
export const SCREEN_ROUTES = {
  accountType: { list: '/platAccountMgr/accountType/index' },
  accountSubject: { list: `${OPEN_VIEW}/index` },
  accountChild: { list: `${OPEN_VIEW}/child`, create: `${OPEN_VIEW}/addChild`, edit: `${OPEN_VIEW}/editChild`, show: `${OPEN_VIEW}/detailChild` },
  accountPerson: { list: `${OPEN_VIEW}/addPerson` },
  accountOverview: { list: '/accountViewDetail' },
  accountFlow: { list: '/accountBillDetail' },
  outMerchant: { list: '/cashierMgr/outMerchantMgr/index' },
  cityMapping: { list: '/platsync/standardCity/index' },
  country: { list: '/platsync/basiccountry/index' },
  commonCity: { list: '/trip/basic/commonCity/index' },
  menuAdmin: { list: '/admin/menu/index' },
  tenantMenu: { list: '/admin/tenantMenu/index' },
  tenant: { list: '/admin/tenant/index' },
  productLine: { list: '/admin/dict/productLine/index' },
  organisation: { list: '/admin/dept/index' },
  userAdmin: { list: '/admin/user/index' },
  roleAdmin: { list: '/admin/role/index' },
  systemLog: { list: '/admin/log/index' },
  importLog: { list: '/import/importlog/index' },
  exportLog: { list: '/admin/exportTask/index' },
  audit: { list: '/admin/audit/index' },
  screenAdmin: { list: '/admin/screen/index' },
  dashboardAdmin: { list: '/admin/dashboard/index' },
  deptCardSummary: { list: '/bi/ctnbideptcardflowdetail/index' },
  scmParam: { list: '/scm/param/index' },
  approval: { list: '/admin/approval/index' },
  approvalRequest: { list: '/admin/approval/detail' },
  approvalRule: { list: '/admin/approvalRule/index' },
} as const satisfies Record<string, ScreenRoutes>;

export type ScreenName = keyof typeof SCREEN_ROUTES;

/** The shell's own pages a menu node may open: the module homes (docs/product.md#the-admin-shell), personal info, version. */
export const SHELL_PAGE_PATHS = ['/wel/index', '/scm/wel/index', '/operate/wel/index', '/info/index', '/premiumInfos'] as const;

/** An http(s) address: the console opens it in `/myiframe/...` (docs/product.md#signed-in-routes). */
export const isEmbeddedAddress = (path: string) => /^https?:\/\/\S+$/i.test(path);

const DECLARED = new Set<string>([...Object.values(SCREEN_ROUTES).flatMap((routes: ScreenRoutes) => Object.values(routes)), ...SHELL_PAGE_PATHS]);

/** Where the console draws a screen an administrator built at run time (`/s/{key}`, docs/screens.md#screens-built-at-run-time). */
export const RUNTIME_SCREEN_PREFIX = '/s/';
export const SCREEN_KEY_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
export const runtimeScreenPath = (key: string) => `${RUNTIME_SCREEN_PREFIX}${key}`;
/** The resource name of a runtime screen: its list key for the operator tools and its texts' namespace. */
export const runtimeResourceName = (key: string) => `s-${key}`;
/** The key of the runtime screen a path opens, if it is one (`/s/error-log` → `error-log`). */
export function runtimeScreenKeyOf(path: string | null | undefined): string | undefined {
  if (!path?.startsWith(RUNTIME_SCREEN_PREFIX)) return undefined;
  const key = path.slice(RUNTIME_SCREEN_PREFIX.length);
  return SCREEN_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * Whether a menu path opens a screen: a route a resource declares, a shell page, an embedded address, or a
 * runtime screen's address (whose publication the server checks, as only it knows the tenant's screens).
 */
export const hasScreen = (path: string) => DECLARED.has(path) || isEmbeddedAddress(path) || runtimeScreenKeyOf(path) !== undefined;

/**
 * A menu node that is meant to open a page: a menu (not a button) with a path and nothing below it. Folders
 * keep a path of their own (a grouping prefix) that opens nothing, so only leaves are held to a screen.
 */
export const isPageNode = (node: { type: string; path?: string | null }, hasChildren: boolean) => node.type !== '1' && !!node.path && !hasChildren;
