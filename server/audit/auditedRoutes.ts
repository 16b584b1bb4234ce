import type { AuditAction, AuditEntity } from '../../schemas/audit';
import { DEPT_CARD_SUMMARY_URL } from '../../schemas/deptCard';
import '../tasks/definitions';
import { allExports } from '../tasks/registry';

/** What the trail says about a route's calls: the entity it changes, the action, and where a refused call names the entity. */
export interface AuditedRoute {
  entity: AuditEntity;
  action: AuditAction;
  /** The entity id of a call the route refused before it could say (default: params.id, params.userId, body.id). */
  idOf?: (params: Record<string, unknown>, body: unknown) => unknown;
}

const recharged = (_: Record<string, unknown>, body: unknown) => (Array.isArray(body) ? (body[0] as { toAccountNo?: unknown } | undefined)?.toAccountNo : undefined);
const bodyOf = (body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
const byAccountOrId = (_: Record<string, unknown>, body: unknown) => bodyOf(body).accountId ?? bodyOf(body).id;
const byAccountNo = (_: Record<string, unknown>, body: unknown) => bodyOf(body).accountNo;
const byTenant = (_: Record<string, unknown>, body: unknown) => bodyOf(body).tenantId;
const bySubjectOrAccount = (_: Record<string, unknown>, body: unknown) => bodyOf(body).id ?? bodyOf(body).accountId;

/**
 * Every call of the signed-in scope that can change stored data, by `METHOD path` under the API base. Each
 * call of these leaves exactly one audit record, refused or not (server/audit/trail.ts). A GET is here when
 * it writes (freeze, thaw, opening a message marks it read). tests/api/auditTrail.test.ts walks the route
 * table: a route that changes data without being here, or a POST listed nowhere, fails it.
 */
const DECLARED: Record<string, AuditedRoute> = {
  'POST /accountcenter/actAccountType': { entity: 'accountType', action: 'create' },
  'POST /accountcenter/actAccountType/updateActAccountType': { entity: 'accountType', action: 'update' },
  'POST /accountcenter/actAccountType/enable': { entity: 'accountType', action: 'enable' },
  'POST /accountcenter/actAccountType/disable': { entity: 'accountType', action: 'disable' },
  'POST /admin/v1/social/callback': { entity: 'socialBind', action: 'bind', idOf: () => undefined },
  'PUT /admin/user/lock/:userId': { entity: 'user', action: 'status' },
  'POST /admin/user': { entity: 'user', action: 'create', idOf: () => undefined },
  'PUT /admin/user': { entity: 'user', action: 'update', idOf: (_, body) => bodyOf(body).userId },
  'DELETE /admin/user/:id': { entity: 'user', action: 'delete' },
  'PUT /admin/user/:id/unlock': { entity: 'user', action: 'unlock' },
  'PUT /admin/user/:id/password': { entity: 'user', action: 'password' },
  'PUT /admin/user/password': { entity: 'user', action: 'password', idOf: () => undefined },
  'POST /admin/role': { entity: 'role', action: 'create', idOf: () => undefined },
  'PUT /admin/role': { entity: 'role', action: 'update', idOf: (_, body) => bodyOf(body).roleId },
  'DELETE /admin/role/:id': { entity: 'role', action: 'delete' },
  'POST /admin/dept': { entity: 'dept', action: 'create', idOf: () => undefined },
  'PUT /admin/dept': { entity: 'dept', action: 'update', idOf: (_, body) => bodyOf(body).deptId },
  'DELETE /admin/dept/:id': { entity: 'dept', action: 'delete' },
  'POST /cashierMgr/cashieroutmerchant': { entity: 'outMerchant', action: 'create' },
  'PUT /cashierMgr/cashieroutmerchant': { entity: 'outMerchant', action: 'update' },
  'DELETE /cashierMgr/cashieroutmerchant/:id': { entity: 'outMerchant', action: 'delete' },
  'POST /cashierMgr/cashieroutmerchant/updateStatus': { entity: 'outMerchant', action: 'status' },
  'POST /platsync/sysStandardCity/edit': { entity: 'standardCity', action: 'update' },
  'DELETE /platsync/sysStandardCity/del/:id': { entity: 'standardCity', action: 'delete' },
  'POST /platsync/sysStandardCity/syncSlyCityInfo': { entity: 'standardCity', action: 'sync' },
  'POST /platsync/syscity/syncSlyCityInfo': { entity: 'standardCity', action: 'sync' },
  'POST /platsync/syscity/save': { entity: 'travelCity', action: 'create' },
  'POST /platsync/syscity/edit': { entity: 'travelCity', action: 'update' },
  'DELETE /platsync/syscity/del/:id': { entity: 'travelCity', action: 'delete' },
  'POST /admin/menu': { entity: 'menu', action: 'create' },
  'PUT /admin/menu': { entity: 'menu', action: 'update' },
  'DELETE /admin/menu/:id': { entity: 'menu', action: 'delete' },
  'PUT /admin/tenant/update/menu': { entity: 'tenantMenu', action: 'update', idOf: byTenant },
  'DELETE /admin/log/:id': { entity: 'errorLog', action: 'delete' },
  'POST /admin/log/logs': { entity: 'errorLog', action: 'create', idOf: () => undefined },
  'GET /admin/message/:id': { entity: 'message', action: 'read' },
  'PUT /admin/message/read/:id': { entity: 'message', action: 'read' },
  'PUT /admin/message/read-all': { entity: 'message', action: 'read' },
  'POST /consumer/send/broadcast': { entity: 'broadcast', action: 'send', idOf: () => undefined },
  'POST /accountcenter/subject/save': { entity: 'subject', action: 'create', idOf: () => undefined },
  'POST /accountcenter/subject/update': { entity: 'subject', action: 'update' },
  'POST /accountcenter/subject/operate': { entity: 'subject', action: 'status', idOf: bySubjectOrAccount },
  'GET /accountcenter/subject/freeze/:id/:tenantId': { entity: 'subject', action: 'freeze' },
  'GET /accountcenter/subject/thaw/:id/:tenantId': { entity: 'subject', action: 'thaw' },
  'POST /accountcenter/actAccount/save': { entity: 'account', action: 'create', idOf: () => undefined },
  'POST /accountcenter/actAccount/update': { entity: 'account', action: 'update' },
  'POST /accountcenter/actAccount/operate': { entity: 'account', action: 'status', idOf: byAccountOrId },
  'GET /accountcenter/actAccount/freeze/:id/:tenantId': { entity: 'account', action: 'freeze' },
  'GET /accountcenter/actAccount/thaw/:id/:tenantId': { entity: 'account', action: 'thaw' },
  'POST /accountcenter/actAccount/exchangeAccounts/recharge': { entity: 'account', action: 'recharge', idOf: recharged },
  'POST /accountcenter/actAccountLimit/saveActAccountLimit': { entity: 'accountLimit', action: 'update', idOf: byAccountNo },
  'POST /platsync/importdata/async/auto-import': { entity: 'importTask', action: 'import', idOf: () => undefined },
  'POST /admin/v1/export-task/cancel/:id': { entity: 'exportTask', action: 'cancel' },
  'PUT /admin/listPref/:listKey': { entity: 'listSettings', action: 'update', idOf: (params) => params.listKey },
  'DELETE /admin/listPref/:listKey': { entity: 'listSettings', action: 'reset', idOf: (params) => params.listKey },
  'POST /admin/listView': { entity: 'listView', action: 'create', idOf: () => undefined },
  'PUT /admin/listView/default': { entity: 'listSettings', action: 'update', idOf: (_, body) => bodyOf(body).listKey },
  'PUT /admin/listView/:id': { entity: 'listView', action: 'update' },
  'DELETE /admin/listView/:id': { entity: 'listView', action: 'delete' },
  // A done revert is recorded against the reverted record's entity (server/routes/auditHistory.ts); a refused one here.
  'POST /admin/audit/:auditId/revert': { entity: 'auditLog', action: 'revert', idOf: (params) => params.auditId },
  'POST /admin/screen': { entity: 'screen', action: 'create', idOf: () => undefined },
  'PUT /admin/screen': { entity: 'screen', action: 'update' },
  'DELETE /admin/screen/:id': { entity: 'screen', action: 'delete' },
  'POST /admin/screen/:id/publish': { entity: 'screen', action: 'publish' },
  'POST /admin/screen/:id/rollback/:version': { entity: 'screen', action: 'rollback' },
  'POST /admin/screen/:id/unpublish': { entity: 'screen', action: 'unpublish' },
  'POST /admin/dashboard': { entity: 'dashboard', action: 'create', idOf: () => undefined },
  'PUT /admin/dashboard': { entity: 'dashboard', action: 'update' },
  'DELETE /admin/dashboard/:id': { entity: 'dashboard', action: 'delete' },
  'POST /admin/dashboard/:id/publish': { entity: 'dashboard', action: 'publish' },
  'POST /admin/dashboard/:id/rollback/:version': { entity: 'dashboard', action: 'rollback' },
  'POST /admin/dashboard/:id/unpublish': { entity: 'dashboard', action: 'unpublish' },
  // Approval requests (docs/approvals.md): the rules by tenant, the decisions by request. A covered call the gate
  // holds is recorded as the request it submitted (entity approval, action submit), under its own route.
  'PUT /admin/approval/rules': { entity: 'approvalRule', action: 'update', idOf: () => undefined },
  'POST /admin/approval/:id/approve': { entity: 'approval', action: 'approve' },
  'POST /admin/approval/:id/reject': { entity: 'approval', action: 'reject' },
  'POST /admin/approval/:id/withdraw': { entity: 'approval', action: 'withdraw' },
  'POST /admin/approval/:id/comment': { entity: 'approval', action: 'comment' },
};

/**
 * POSTs of the signed-in scope that only read (a search whose filters travel in the body). They change
 * nothing, so they leave no record; the route-walk test holds them to that.
 */
export const READ_ONLY_POSTS = [
  'POST /accountcenter/subject/list',
  'POST /accountcenter/actAccount/son/list',
  'POST /accountcenter/actaccountflow/detail/page',
  'POST /admin/user/listByIds',
  'POST /admin/dept/getDeptListByIds',
  'POST /admin/user/queryByDeptId',
  'POST /admin/dept/v2/lazyLoadTree',
  'POST /admin/dept/v2/lazyLoadTreeV2',
  'POST /admin/dept/v2/loadTreeByName',
  'POST /admin/dept/v2/loadTreeByNameV2',
  'POST /admin/dept/loadTreeByName',
  'POST /admin/dept/loadTreeByNameV2',
  `POST ${DEPT_CARD_SUMMARY_URL}`,
] as const;

/** The declared routes plus one export request per declared bill type (each creates an export task). */
export function auditedRoutes(): Map<string, AuditedRoute> {
  const table = new Map(Object.entries(DECLARED));
  for (const def of allExports()) table.set(`POST ${def.path}`, { entity: 'exportTask', action: 'export', idOf: () => undefined });
  return table;
}
