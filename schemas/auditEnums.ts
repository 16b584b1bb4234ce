import { defineEnum } from './enums';

/**
 * What an audit record says a call did and to what (docs/security.md#audit-trail), with their labels in both languages.
 * Free of zod, so that pages that show a record's history without the trail's schemas (a request's page on a
 * phone, docs/approvals.md) read them; schemas/audit.ts re-exports them.
 */

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
  { value: 'submit', zh: '提交审批', en: 'Submit for approval' },
  { value: 'approve', zh: '审批同意', en: 'Approve' },
  { value: 'reject', zh: '审批驳回', en: 'Reject' },
  { value: 'withdraw', zh: '撤回', en: 'Withdraw' },
  { value: 'comment', zh: '评论', en: 'Comment' },
  { value: 'expire', zh: '过期', en: 'Expire' },
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
  { value: 'approval', zh: '审批申请', en: 'Approval request' },
  { value: 'approvalRule', zh: '审批规则', en: 'Approval rules' },
] as const);
export type AuditEntity = (typeof auditEntityEnum.values)[number];
