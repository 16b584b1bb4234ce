import { z } from 'zod';
import { sortQueryFields } from './listSort';
import { dateTimeText, jsonValue } from './reply';
import { boundedText, dateText, datesInOrder, idField, pageFields, textChoice } from './input';
import { defineEnum } from './enums';

/**
 * The audit trail (docs/security.md#audit-trail): one record per write call of the signed-in scope, hash-chained per tenant.
 * Routes: `GET /admin/audit/page`, `GET /admin/audit/verify`, `POST /admin/audit/export` (task machinery).
 */

export const AUDIT_MSG = {
  timeFormat: '时间格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss',
  timeRange: '开始时间不能晚于结束时间',
  tenantId: '租户编号格式错误',
  result: '请选择操作结果',
} as const;

/** Permission keys of the 审计日志 page's button nodes (seeded menu 1403). */
export const AUDIT_PERMISSION = { export: 'sys_audit_export', verify: 'sys_audit_verify' } as const;

export const AUDIT_EXPORT_BILL_TYPE = 'EXPORT_AUDIT_LOG';
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_LIST_PATH = '/admin/audit/index';

export const auditResultEnum = defineEnum([
  { value: 'ok', zh: '成功', en: 'Succeeded' },
  { value: 'error', zh: '失败', en: 'Failed' },
] as const);
export type AuditResult = (typeof auditResultEnum.values)[number];

/** What a call did. */
export const auditActionEnum = defineEnum([
  { value: 'create', zh: '新增', en: 'Create' },
  { value: 'update', zh: '修改', en: 'Update' },
  { value: 'delete', zh: '删除', en: 'Delete' },
  { value: 'enable', zh: '启用', en: 'Enable' },
  { value: 'disable', zh: '停用', en: 'Disable' },
  { value: 'status', zh: '状态变更', en: 'Status change' },
  { value: 'freeze', zh: '冻结', en: 'Freeze' },
  { value: 'thaw', zh: '解冻', en: 'Thaw' },
  { value: 'recharge', zh: '充值', en: 'Recharge' },
  { value: 'sync', zh: '同步', en: 'Sync' },
  { value: 'read', zh: '标记已读', en: 'Mark read' },
  { value: 'send', zh: '发送', en: 'Send' },
  { value: 'bind', zh: '绑定', en: 'Bind' },
  { value: 'import', zh: '导入', en: 'Import' },
  { value: 'export', zh: '导出', en: 'Export' },
  { value: 'cancel', zh: '取消', en: 'Cancel' },
  { value: 'retention', zh: '过期清理', en: 'Retention' },
  { value: 'reset', zh: '恢复默认', en: 'Reset' },
  { value: 'revert', zh: '撤销', en: 'Revert' },
  { value: 'publish', zh: '发布', en: 'Publish' },
  { value: 'rollback', zh: '回滚', en: 'Roll back' },
  { value: 'unpublish', zh: '取消发布', en: 'Unpublish' },
  { value: 'signIn', zh: '登录', en: 'Sign-in' },
  { value: 'unlock', zh: '解锁', en: 'Unlock' },
  { value: 'password', zh: '密码变更', en: 'Password change' },
] as const);
export type AuditAction = (typeof auditActionEnum.values)[number];

/** What a call changed. */
export const auditEntityEnum = defineEnum([
  { value: 'accountType', zh: '账户类型', en: 'Account type' },
  { value: 'subject', zh: '账户主体', en: 'Account subject' },
  { value: 'account', zh: '账户', en: 'Account' },
  { value: 'accountLimit', zh: '账户权限与额度', en: 'Account limits' },
  { value: 'outMerchant', zh: '三方企业', en: 'Out merchant' },
  { value: 'standardCity', zh: '标准城市', en: 'Standard city' },
  { value: 'travelCity', zh: '商旅城市', en: 'Travel city' },
  { value: 'menu', zh: '菜单', en: 'Menu' },
  { value: 'tenantMenu', zh: '租户菜单', en: 'Tenant menu' },
  { value: 'user', zh: '用户', en: 'User' },
  { value: 'role', zh: '角色', en: 'Role' },
  { value: 'dept', zh: '部门', en: 'Department' },
  { value: 'socialBind', zh: '社交账号绑定', en: 'Social identity' },
  { value: 'errorLog', zh: '错误日志', en: 'Error log' },
  { value: 'message', zh: '系统消息', en: 'System message' },
  { value: 'broadcast', zh: '广播消息', en: 'Broadcast' },
  { value: 'importTask', zh: '导入任务', en: 'Import task' },
  { value: 'exportTask', zh: '导出任务', en: 'Export task' },
  { value: 'auditLog', zh: '审计日志', en: 'Audit log' },
  { value: 'listView', zh: '列表视图', en: 'List view' },
  { value: 'listSettings', zh: '列表设置', en: 'List settings' },
  { value: 'screen', zh: '运行时页面', en: 'Runtime screen' },
  { value: 'dashboard', zh: '看板', en: 'Dashboard' },
  { value: 'session', zh: '登录会话', en: 'Session' },
] as const);
export type AuditEntity = (typeof auditEntityEnum.values)[number];

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, in the server's local time like every wire date. */
export const AUDIT_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** The filters of the list and of its export, read with the common input rules (schemas/input.ts). */
export const auditFilterFields = {
  username: boundedText(64).optional(),
  entity: boundedText(32).optional(),
  entityId: boundedText(64).optional(),
  action: boundedText(32).optional(),
  result: textChoice(['ok', 'error'], AUDIT_MSG.result).optional(),
  beginTime: dateText(AUDIT_MSG.timeFormat).optional(),
  endTime: dateText(AUDIT_MSG.timeFormat).optional(),
};

/** A time range never running backwards (compared by day), on whichever schema holds the two times. */
export const auditTimesInOrder: [(f: { beginTime?: string; endTime?: string }) => boolean, { message: string; path: string[] }] = [
  (f) => datesInOrder(f.beginTime, f.endTime),
  { message: AUDIT_MSG.timeRange, path: ['beginTime'] },
];

export const auditFilterSchema = z.object(auditFilterFields).refine(...auditTimesInOrder);
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** The columns the audit trail's page sorts by (`ascs` / `descs`, one at a time); newest first otherwise. */
export const AUDIT_SORT_KEYS = ['createTime', 'username', 'entity', 'action'] as const;

export const auditPageQuerySchema = z.object({ ...pageFields(500, AUDIT_PAGE_SIZE), ...auditFilterFields, ...sortQueryFields(AUDIT_SORT_KEYS) }).refine(...auditTimesInOrder);

/** `GET /admin/audit/verify`: a main-tenant administrator names any tenant; everyone else checks their own. */
export const auditVerifyQuerySchema = z.object({ tenantId: idField(AUDIT_MSG.tenantId).optional() });

/** One changed field: its value before and after the call (secrets masked as ******). */
export const auditFieldChangeSchema = z.strictObject({ field: z.string(), before: jsonValue, after: jsonValue });
export type AuditFieldChange = z.output<typeof auditFieldChangeSchema>;

/** A record of the audit trail (one call that changed something, or was refused). */
export const auditRecordSchema = z
  .strictObject({
    id: z.int(),
    seq: z.int().describe("Position in the tenant's hash chain"),
    tenantId: z.int(),
    userId: z.int().nullable(),
    username: z.string().nullable(),
    actualName: z.string().nullable(),
    createTime: dateTimeText,
    clientIp: z.string().nullable(),
    requestId: z.string().nullable().describe("The x-request-id of the call, as in the server's log lines (null on records older than it)"),
    userAgent: z.string().nullable(),
    method: z.string(),
    route: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    changes: z.array(auditFieldChangeSchema),
    result: z.enum(auditResultEnum.values as [AuditResult, ...AuditResult[]]),
    errorCode: z.int().nullable().describe('The HTTP status of a refused call'),
    errorMsg: z.string().nullable(),
    prevHash: z.string(),
    hash: z.string(),
    revertOf: z.int().nullable().describe('The audit id of the change this record reverts (action revert)'),
    batchId: z.string().nullable().describe('The bulk action this record belongs to'),
  })
  .meta({ id: 'AuditRecord' });
export type AuditRecord = z.output<typeof auditRecordSchema>;

/** `GET /admin/audit/verify`: whether the tenant's chain is whole, how many records it checked, and where it broke. */
export const auditVerifyReplySchema = z.strictObject({ ok: z.boolean(), checked: z.int().min(0), brokenAt: z.int().optional() });
export type AuditVerifyReply = z.output<typeof auditVerifyReplySchema>;
