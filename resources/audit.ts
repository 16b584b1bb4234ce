import { AUDIT_EXPORT_BILL_TYPE, AUDIT_PAGE_SIZE, AUDIT_PERMISSION, auditActionEnum, auditEntityEnum, auditResultEnum, type AuditRecord } from '@schemas/audit';
import { AUDIT_REVERT_MSG, REVERTIBLE_ENTITIES } from '@schemas/auditRevert';
import { defineResource } from './define';
import { auditTexts } from './texts/audit';

/**
 * 审计日志, the audit trail (docs/security.md#audit-trail): who changed what, when, from where, with the result; the
 * filters of the list call (the time range sent as whole days), each record's before/after in a bespoke detail
 * dialog, the chain check in the toolbar, and the export of the filtered list through the task machinery.
 */
export default defineResource<AuditRecord>()({
  api: {
    list: '/admin/audit/page',
    verify: '/admin/audit/verify',
    export: { url: '/admin/audit/export', method: 'post' },
    revert: { url: '/admin/audit/:id/revert', method: 'post' },
  },
  titleField: 'entity',
  columns: [
    { field: 'createTime', type: 'datetime', width: 180 },
    { field: 'username', width: 120, search: { widget: 'input', maxLength: 64 } },
    { field: 'actualName', width: 120 },
    { field: 'action', type: 'enum', enum: auditActionEnum, width: 100, search: { widget: 'select', order: 3 } },
    { field: 'entity', type: 'enum', enum: auditEntityEnum, width: 130, search: { widget: 'select', order: 1 } },
    { field: 'entityId', width: 120, ellipsis: true, search: { widget: 'input', maxLength: 64, order: 2 } },
    { field: 'result', type: 'tag', enum: auditResultEnum, colors: { ok: 'success', error: 'error' }, width: 90, search: { widget: 'select', order: 4 } },
    { field: 'errorMsg', ellipsis: true, width: 200 },
    { field: 'clientIp', width: 130 },
    { key: 'timeRange', hideInTable: true, search: { widget: 'dateRange', into: ['beginTime', 'endTime'], wholeDays: true, order: 5 } },
  ],
  actions: [
    { key: 'show', kind: 'show' },
    // docs/product.md#history-and-undo: the server checks the permission of the change reverted, and refuses money.
    {
      key: 'revert',
      kind: 'mutation',
      endpoint: 'revert',
      body: () => undefined,
      visible: {
        all: [
          { field: 'result', op: 'eq', value: 'ok' },
          { field: 'action', op: 'ne', value: 'recharge' },
          { field: 'entity', op: 'in', value: [...REVERTIBLE_ENTITIES] },
        ],
      },
      confirmKey: 'audit.revertConfirm',
      success: AUDIT_REVERT_MSG.reverted,
    },
  ],
  dialogs: { show: 'auditDetail' },
  toolbarPlugins: ['auditVerify'],
  importExport: { billType: AUDIT_EXPORT_BILL_TYPE, exportPermission: AUDIT_PERMISSION.export },
  pageSize: AUDIT_PAGE_SIZE,
  pageSizeOptions: [10, 20, 50, 100],
  texts: auditTexts,
});
