import { lazy } from 'react';
import {
  AUDIT_EXPORT_BILL_TYPE,
  AUDIT_LIST_PATH,
  AUDIT_PAGE_SIZE,
  AUDIT_PERMISSION,
  auditActionEnum,
  auditEntityEnum,
  auditResultEnum,
} from '@schemas/audit';
import { defineResource } from './define';

/**
 * The audit trail (issue 16): who changed what, when, from where, with the result; filters of the list call,
 * the before/after of each record in a bespoke detail dialog, the chain check in the toolbar, and export
 * through the task machinery. The time filters are two inputs (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss) until the
 * engine has a date-range filter that maps to beginTime/endTime.
 */
export const auditResource = defineResource({
  name: 'audit',
  module: 100,
  routes: { list: AUDIT_LIST_PATH },
  api: {
    list: '/admin/audit/page',
    verify: '/admin/audit/verify',
    export: { url: '/admin/audit/export', method: 'post' },
  },
  titleField: 'entity',
  columns: [
    { field: 'createTime', render: 'datetime', width: 180 },
    { field: 'username', width: 120 },
    { field: 'actualName', width: 120 },
    { field: 'action', render: 'enum', enum: auditActionEnum, width: 100 },
    { field: 'entity', render: 'enum', enum: auditEntityEnum, width: 130 },
    { field: 'entityId', width: 120, ellipsis: true },
    { field: 'result', render: 'tag', enum: auditResultEnum, colors: { ok: 'success', error: 'error' }, width: 90 },
    { field: 'errorMsg', ellipsis: true, width: 200 },
    { field: 'clientIp', width: 130 },
  ],
  filters: [
    { field: 'username', widget: 'input' },
    { field: 'entity', widget: 'select', enum: auditEntityEnum },
    { field: 'entityId', widget: 'input' },
    { field: 'action', widget: 'select', enum: auditActionEnum },
    { field: 'result', widget: 'select', enum: auditResultEnum },
    { field: 'beginTime', widget: 'input' },
    { field: 'endTime', widget: 'input' },
  ],
  actions: [{ key: 'show', kind: 'show' }],
  pages: { show: lazy(() => import('@/pages/audit/AuditDetailDialog')) },
  toolbar: lazy(() => import('@/pages/audit/AuditVerifyButton')),
  importExport: { billType: AUDIT_EXPORT_BILL_TYPE },
  pageSize: AUDIT_PAGE_SIZE,
  pageSizeOptions: [10, 20, 50, 100],
  permissions: { verify: AUDIT_PERMISSION.verify, export: AUDIT_PERMISSION.export },
});
