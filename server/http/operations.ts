/**
 * What the OpenAPI document says of each operation beyond its schemas (SPEC.md section 7): a stable camelCase
 * `operationId` (a generated client's method name), an English summary, the domain it is tagged with, and the
 * SPEC.md section 2 screen that uses it, where one does. Keyed by `METHOD path` relative to the API base (the
 * probes by their own path); tests/api/openapi.test.ts holds every operation of the document to an entry.
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
  accountTypes: 'Account types (SPEC.md section 7, account centre)',
  subjects: 'Account subjects and their parent accounts',
  accounts: 'Parent and child accounts, limits, recharge and flows',
  org: 'Users and organisations for the pickers',
  outMerchants: 'Cashier out merchants',
  cities: 'Standard and business-travel cities, countries and their sync',
  tasks: 'Imports, exports, their logs and files',
  logs: 'Error logs, the audit trail, system messages and broadcasts',
  listTools: 'Saved list layouts and views',
  probes: 'Health probes for load balancers (outside the API base)',
  dev: 'Development and test only (never in production)',
} as const;
export type Tag = keyof typeof TAGS;

const LOGIN = 'the login pages (SPEC.md section 2, public routes)';
const SHELL = 'the Shell (SPEC.md section 2)';
const CHILD_LIST = 'the Child account list (child)';
const CHILD_FORM = 'the Child account form (addChild) and the Account edit page (editChild)';
const OVERVIEW = 'the Subject account overview';
const FLOW = 'the Account flow detail page (/accountBillDetail)';
const LIMITS = 'the Account permission edit dialog';
const RECHARGE = 'the Recharge dialog';
const MERCHANTS = 'the Out-merchant manager (/cashierMgr/outMerchantMgr/index)';
const CITIES = 'the City mapping page';
const PICKER = 'the Organisation tree picker';
const HISTORY = 'the History drawer of every audited list and the audit page (README "History and undo")';

const op = (id: string, summary: string, tag: Tag, screen?: string): OperationText => ({ id, summary, tag, screen });

export const OPERATIONS: Record<string, OperationText> = {
  'GET /healthz': op('getHealth', 'The process answers', 'probes'),
  'GET /readyz': op('getReadiness', 'This instance can take traffic and work', 'probes'),
  'GET /code': op('getCaptchaImage', 'A captcha picture for a sign-in', 'auth', LOGIN),
  'POST /auth/oauth/token': op('issueToken', 'Sign in with a password, or refresh a session', 'auth', LOGIN),
  'DELETE /auth/token/logout': op('logout', 'End the session of the token', 'auth', SHELL),
  'GET /admin/mobile/1/{mobile}': op('sendSmsLoginCode', 'Send a sign-in code to a phone', 'auth', LOGIN),
  'POST /auth/mobile/token/sms': op('issueTokenBySms', 'Sign in with a phone code', 'auth', LOGIN),
  'POST /admin/v1/login/userName': op('findUserNamesByPhone', 'The user names of a phone, proved by a code', 'auth', LOGIN),
  'POST /auth/login/secCheck': op('checkSecondFactor', 'Whether an account needs a second factor', 'auth', LOGIN),
  'POST /admin/v1/sendCaptcha/secondCheck': op('sendSecondFactorCode', "Send the second-factor code to the account's phone", 'auth', LOGIN),
  'GET /admin/v1/social/providers': op('listSocialProviders', 'The social sign-in providers', 'auth', LOGIN),
  'POST /admin/v1/social/getSocialUrl': op('getSocialLoginUrl', "A provider's sign-in address", 'auth', LOGIN),
  'POST /auth/mobile/token/social': op('issueTokenBySocial', 'Sign in with a social identity', 'auth', LOGIN),
  'POST /admin/v1/social/bind/login': op('issueTokenAndBindSocial', 'Sign in with a password and bind the pending social identity', 'auth', LOGIN),
  'POST /admin/v1/social/callback': op('bindSocialIdentity', 'Bind a social identity to the signed-in user', 'auth', 'the personal info page (/info/index)'),
  'GET /dev/outbox': op('readDevOutbox', 'Codes sent to an address (development only)', 'dev'),
  'GET /dev/social/authorize': op('showDemoProvider', "The demo identity provider's page (development only)", 'dev'),
  'GET /admin/user/info': op('getCurrentUser', 'The signed-in user, roles and permissions', 'session', SHELL),
  'GET /admin/menu': op('listUserMenus', "The signed-in user's menu", 'session', SHELL),
  'POST /admin/menu': op('createMenu', 'Add a menu node', 'session'),
  'PUT /admin/menu': op('updateMenu', 'Change a menu node', 'session'),
  'GET /admin/menu/tree': op('getMenuTree', "The tenant's whole menu tree", 'session'),
  'GET /admin/menu/{id}': op('getMenu', 'One menu node', 'session'),
  'DELETE /admin/menu/{id}': op('deleteMenu', 'Delete a menu node', 'session'),
  'GET /admin/tenant/list': op('listTenants', 'The tenants the user may act on', 'session', SHELL),
  'GET /admin/dict/type/{type}': op('listDictItems', 'The items of a dictionary', 'session', CHILD_LIST),
  'GET /admin/tenant/product/list': op('getTenantProducts', "A tenant's product lines and menus", 'session'),
  'PUT /admin/tenant/update/menu': op('updateTenantMenus', "Change a tenant's product lines and menus", 'session'),
  'PUT /admin/user/lock/{userId}': op('setUserLock', 'Enable or disable an account', 'session'),
  'GET /scm/params': op('listScmParams', "The tenant's supply-chain parameters", 'session', SHELL),
  'GET /accountcenter/actAccountType/enableList': op('listEnabledAccountTypes', 'The enabled account types', 'accountTypes', CHILD_FORM),
  'GET /accountcenter/actAccountType/listPage': op('listAccountTypes', 'A page of account types', 'accountTypes'),
  'GET /accountcenter/actAccountType/{id}': op('getAccountType', 'One account type', 'accountTypes'),
  'POST /accountcenter/actAccountType': op('createAccountType', 'Add an account type', 'accountTypes'),
  'POST /accountcenter/actAccountType/updateActAccountType': op('updateAccountType', 'Change an account type', 'accountTypes'),
  'POST /accountcenter/actAccountType/enable': op('enableAccountType', 'Enable an account type', 'accountTypes'),
  'POST /accountcenter/actAccountType/disable': op('disableAccountType', 'Disable an account type', 'accountTypes'),
  'POST /accountcenter/actAccountType/export': op('exportAccountTypes', 'Export account types', 'tasks'),
  'POST /accountcenter/subject/list': op('listSubjects', 'A page of account subjects', 'subjects'),
  'GET /accountcenter/subject/view/{id}/{tenantId}': op('getSubject', 'One account subject', 'subjects', OVERVIEW),
  'GET /accountcenter/subject/scenes': op('listSubjectScenes', "The tenant's business scenes", 'subjects'),
  'POST /accountcenter/subject/save': op('createSubject', 'Open a subject with its parent account', 'subjects'),
  'POST /accountcenter/subject/update': op('updateSubject', "Change a subject and its parent account's name and scenes", 'subjects'),
  'POST /accountcenter/subject/operate': op('setSubjectStatus', "Enable or disable a subject's parent account", 'subjects'),
  'GET /accountcenter/subject/freeze/{id}/{tenantId}': op('freezeSubject', "Freeze a subject's parent account", 'subjects'),
  'GET /accountcenter/subject/thaw/{id}/{tenantId}': op('thawSubject', "Thaw a subject's parent account", 'subjects'),
  'POST /accountcenter/subject/export': op('exportSubjects', 'Export account subjects', 'tasks'),
  'GET /accountcenter/actAccount/manage/view/{id}/{tenantId}': op('getParentAccount', 'One parent account', 'accounts', CHILD_LIST),
  'GET /accountcenter/actAccount/son/view/{id}/{tenantId}': op('getChildAccount', 'One child account', 'accounts', CHILD_FORM),
  'GET /accountcenter/actAccount/scenes/{id}/{tenantId}': op('listAccountScenes', "An account's business scenes", 'accounts', CHILD_FORM),
  'POST /accountcenter/actAccount/son/list': op('listChildAccounts', 'A page of child accounts', 'accounts', CHILD_LIST),
  'POST /accountcenter/actAccount/save': op('createChildAccount', 'Add a child account', 'accounts', CHILD_FORM),
  'POST /accountcenter/actAccount/update': op('updateChildAccount', 'Change a child account', 'accounts', CHILD_FORM),
  'POST /accountcenter/actAccount/operate': op('setAccountStatus', 'Enable or disable an account', 'accounts', CHILD_LIST),
  'GET /accountcenter/actAccount/freeze/{id}/{tenantId}': op('freezeAccount', 'Freeze an account', 'accounts', CHILD_LIST),
  'GET /accountcenter/actAccount/thaw/{id}/{tenantId}': op('thawAccount', 'Thaw an account', 'accounts', CHILD_LIST),
  'POST /accountcenter/actAccount/exchangeAccounts/recharge': op('rechargeAccount', 'Recharge an account', 'accounts', RECHARGE),
  'GET /accountcenter/actAccount/queryAccountDealLock': op('listAccountDealLocks', "An account's deal locks", 'accounts', CHILD_LIST),
  'GET /accountcenter/actAccount/overview/{subject}/{tenant}/': op('getSubjectOverview', "A subject's totals and a page of its accounts", 'accounts', OVERVIEW),
  'GET /accountcenter/actAccountLimit/getActAccountLimit': op('getAccountLimits', "An account's permissions and limits", 'accounts', LIMITS),
  'POST /accountcenter/actAccountLimit/saveActAccountLimit': op('saveAccountLimits', "Change an account's permissions and limits", 'accounts', LIMITS),
  'POST /accountcenter/actaccountflow/detail/page': op('listAccountFlows', 'A page of account flows', 'accounts', FLOW),
  'POST /accountcenter/actaccountflow/detail/export': op('exportAccountFlows', 'Export account flows', 'tasks', FLOW),
  'POST /bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetail': op('listDeptCardSummary', 'A page of the department-card summary with its totals', 'accounts'),
  'POST /bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetailExport': op('exportDeptCardSummary', 'Export the department-card summary', 'tasks'),
  'POST /admin/user/listByIds': op('listUsersByIds', 'Users by their ids', 'org', PICKER),
  'POST /admin/dept/getDeptListByIds': op('listDeptsByIds', 'Departments by their ids', 'org', PICKER),
  'GET /admin/dept/getDeptLabLeList': op('listDeptLevels', 'The department levels', 'org', PICKER),
  'GET /admin/dept/list/byCompanyId': op('listDeptsOfCompany', 'The departments under a company, as a tree', 'org', PICKER),
  'POST /admin/user/queryByDeptId': op('listUsersOfDept', 'A page of the users of a department', 'org', 'the Add-person page (addPerson)'),
  'POST /admin/dept/v2/lazyLoadTree': op('loadDeptTree', 'One level of the organisation tree, or a search of it', 'org', PICKER),
  'POST /admin/dept/v2/lazyLoadTreeV2': op('loadDeptTreeV2', 'One level of the organisation tree, or a search of it (v2)', 'org', PICKER),
  'POST /admin/dept/v2/loadTreeByName': op('searchDeptTree', 'The organisation tree down to the departments a name finds', 'org', PICKER),
  'POST /admin/dept/v2/loadTreeByNameV2': op('searchDeptTreeV2', 'The organisation tree down to the departments a name finds (v2)', 'org', PICKER),
  'POST /admin/dept/loadTreeByName': op('searchDeptTreeLegacy', 'The organisation tree down to the departments a name finds (first version)', 'org', PICKER),
  'POST /admin/dept/loadTreeByNameV2': op('searchDeptTreeLegacyV2', 'The organisation tree down to the departments a name finds (first version, v2)', 'org', PICKER),
  'GET /cashierMgr/cashieroutmerchant/page': op('listOutMerchants', 'A page of out merchants', 'outMerchants', MERCHANTS),
  'GET /cashierMgr/cashieroutmerchant/{id}': op('getOutMerchant', 'One out merchant', 'outMerchants', MERCHANTS),
  'DELETE /cashierMgr/cashieroutmerchant/{id}': op('deleteOutMerchant', 'Delete an out merchant', 'outMerchants', MERCHANTS),
  'POST /cashierMgr/cashieroutmerchant': op('createOutMerchant', 'Add an out merchant', 'outMerchants', MERCHANTS),
  'PUT /cashierMgr/cashieroutmerchant': op('updateOutMerchant', 'Change an out merchant', 'outMerchants', MERCHANTS),
  'POST /cashierMgr/cashieroutmerchant/updateStatus': op('setOutMerchantStatus', 'Enable or disable an out merchant', 'outMerchants', MERCHANTS),
  'GET /platsync/sysStandardCity/page': op('listStandardCities', 'A page of standard cities', 'cities', CITIES),
  'GET /platsync/sysStandardCity/tenant/page': op('listTenantStandardCities', "A page of a tenant's standard cities", 'cities', CITIES),
  'POST /platsync/sysStandardCity/edit': op('mapStandardCity', 'Map a standard city to a business-travel city', 'cities', CITIES),
  'DELETE /platsync/sysStandardCity/del/{id}': op('deleteStandardCity', 'Delete a standard city', 'cities', CITIES),
  'POST /platsync/sysStandardCity/syncSlyCityInfo': op('syncStandardCities', 'Sync the business-travel cities of countries and match them', 'cities', CITIES),
  'POST /platsync/syscity/syncSlyCityInfo': op('syncTravelCities', 'Sync the business-travel cities of countries', 'cities', CITIES),
  'POST /platsync/sysStandardCity/export': op('exportStandardCities', 'Export standard cities', 'tasks', CITIES),
  'GET /platsync/basiccountry/getCountryInfo': op('listCountries', 'The countries', 'cities', CITIES),
  'GET /platsync/syscity/page': op('listTravelCities', 'A page of business-travel cities', 'cities', CITIES),
  'GET /trip/basic/commonCity/mgr/getCommonCityListByDivName': op('findTravelCitiesByName', 'Business-travel cities by name', 'cities', CITIES),
  'POST /platsync/syscity/save': op('createTravelCity', 'Add a business-travel city', 'cities'),
  'POST /platsync/syscity/edit': op('updateTravelCity', 'Change a business-travel city', 'cities'),
  'DELETE /platsync/syscity/del/{id}': op('deleteTravelCity', 'Delete a business-travel city', 'cities'),
  'GET /import/template/{code}/excel': op('downloadImportTemplate', 'The spreadsheet template of an import', 'tasks'),
  'POST /platsync/importdata/async/auto-import': op('startImport', 'Upload a spreadsheet to import', 'tasks'),
  'GET /import/importlog/page': op('listImportLogs', 'A page of the import log', 'tasks'),
  'GET /{module}/importdata/export/excel': op('downloadImportResult', 'The result file of an import', 'tasks'),
  'POST /admin/audit/export': op('exportAuditTrail', 'Export the audit trail', 'tasks'),
  'GET /admin/v1/export-task/page': op('listExportTasks', 'A page of the export log', 'tasks'),
  'POST /admin/v1/export-task/cancel/{id}': op('cancelExportTask', 'Cancel an export', 'tasks'),
  'GET /admin/v1/task/running': op('listRunningTasks', "The user's unfinished imports and exports", 'tasks', SHELL),
  'GET /admin/sys-file/download': op('downloadExportFile', 'An export file, by bucket and name', 'tasks'),
  'GET /admin/sys-file/{bucket}/{file}': op('downloadExportFileByPath', 'An export file, by its path', 'tasks'),
  'GET /admin/log/page': op('listErrorLogs', 'A page of the error log', 'logs'),
  'DELETE /admin/log/{id}': op('deleteErrorLog', 'Delete an error log entry', 'logs'),
  'POST /admin/log/logs': op('uploadErrorLogs', "Store the browser's error log entries", 'logs', SHELL),
  'GET /admin/message/mine': op('listMyMessages', "A page of the user's system messages and the unread count", 'logs', 'the Shell\'s system message popover'),
  'GET /admin/message/{id}': op('getMessage', 'One message with the task it is about (read now)', 'logs', 'the message detail page (/activti/detail/{id})'),
  'PUT /admin/message/read/{id}': op('markMessageRead', 'Mark a message read', 'logs', "the Shell's system message popover"),
  'PUT /admin/message/read-all': op('markAllMessagesRead', "Mark every message of the user read", 'logs', "the Shell's system message popover"),
  'POST /consumer/send/broadcast': op('broadcastMessage', 'Send a message to every live session of the tenant', 'logs'),
  'GET /admin/audit/page': op('listAuditRecords', 'A page of the audit trail', 'logs'),
  'GET /admin/audit/verify': op('verifyAuditChain', "Check the tenant's audit hash chain", 'logs'),
  'GET /admin/audit/history': op('getRecordHistory', "One record's changes from the audit trail, newest first", 'logs', HISTORY),
  'POST /admin/audit/{auditId}/revert': op('revertChange', "Put a change's fields back (a bulk action: all of it), audited as a revert", 'logs', HISTORY),
  'GET /admin/listPref/{listKey}': op('getListPrefs', "The user's layout and default view of a list", 'listTools'),
  'PUT /admin/listPref/{listKey}': op('saveListSettings', "Save the user's layout of a list", 'listTools'),
  'DELETE /admin/listPref/{listKey}': op('resetListSettings', "Go back to a list's declared layout", 'listTools'),
  'GET /admin/listView': op('listListViews', 'The saved views of a list', 'listTools'),
  'POST /admin/listView': op('createListView', 'Save a view of a list', 'listTools'),
  'PUT /admin/listView/default': op('setDefaultListView', "Choose the user's default view of a list", 'listTools'),
  'PUT /admin/listView/{id}': op('updateListView', 'Rename, share or replace a saved view', 'listTools'),
  'DELETE /admin/listView/{id}': op('deleteListView', 'Delete a saved view', 'listTools'),
};
