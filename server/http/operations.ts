/**
 * What the OpenAPI document says of an operation beyond its schemas (docs/api.md#the-openapi-document): a stable
 * camelCase `operationId` (a generated client's method name), an English summary, the domain it is tagged with, and
 * the screen of docs/product.md#routes-and-screens that uses it, where one does. Each route declares its own, as its
 * `operation` fact (docs/architecture.md#a-routes-facts): `config: { operation: op('listUsers', "A page of the
 * tenant's users", 'access', SCREEN.users) }`.
 */
export interface OperationText {
  id: string;
  summary: string;
  tag: Tag;
  screen?: string;
}

export const TAGS = {
  auth: 'Signing in: password, phone code, second factor, social login, tokens',
  session: 'The signed-in user, menus, dictionaries and tenants the shell loads',
  accountTypes: 'Account types (docs/product.md#account-centre-calls)',
  subjects: 'Account subjects and their parent accounts',
  accounts: 'Parent and child accounts, limits, recharge and flows',
  org: 'Users and organisations for the pickers',
  access: 'People and access: users, roles with data scopes and withheld fields, departments',
  outMerchants: 'Cashier out merchants',
  cities: 'Standard and business-travel cities, countries and their sync',
  tasks: 'Imports, exports, their logs and files',
  logs: 'Error logs, the audit trail, system messages and broadcasts',
  listTools: 'Saved list layouts and views',
  screens: 'Screens an administrator builds at run time: sources, versions, publication',
  dashboards: 'Dashboards of the module homes: named aggregates, versions, publication',
  approvals: 'Approval requests of covered changes (maker-checker) and their rules per tenant',
  probes: 'Health probes for load balancers (outside the API base)',
  dev: 'Development and test only (never in production)',
} as const;
export type Tag = keyof typeof TAGS;

/** The screens several operations name as the one that uses them. */
export const SCREEN = {
  login: 'the login pages (docs/product.md#public-routes)',
  shell: 'the Shell (docs/product.md#the-admin-shell)',
  childList: 'the Child account list (child)',
  childForm: 'the Child account form (addChild) and the Account edit page (editChild)',
  overview: 'the Subject account overview',
  flow: 'the Account flow detail page (/accountBillDetail)',
  limits: 'the Account permission edit dialog',
  recharge: 'the Recharge dialog',
  merchants: 'the Out-merchant manager (/cashierMgr/outMerchantMgr/index)',
  cities: 'the City mapping page',
  picker: 'the Organisation tree picker',
  history: 'the History drawer of every audited list and the audit page (docs/product.md#history-and-undo)',
  designer: 'the Screen designer (/admin/screen/index)',
  dashboardDesigner: 'the Dashboard designer (/admin/dashboard/index)',
  homes: 'the module homes (/wel/index, /scm/wel/index, /operate/wel/index)',
  users: '用户管理 (/admin/user/index, docs/security.md)',
  roles: '角色管理 (/admin/role/index, docs/security.md)',
  depts: '组织机构 (/admin/dept/index, docs/security.md)',
  approvalInbox: "the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail)",
  approvalRules: 'the approval rules (/admin/approvalRule/index)',
} as const;

/** An operation fact: its id, summary, tag and, where one does, the screen that uses it. */
export const op = (id: string, summary: string, tag: Tag, screen?: string): OperationText => ({ id, summary, tag, ...(screen === undefined ? {} : { screen }) });
