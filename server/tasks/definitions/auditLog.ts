import {
  AUDIT_EXPORT_BILL_TYPE,
  AUDIT_PERMISSION,
  auditActionEnum,
  auditEntityEnum,
  auditFilterFields,
  auditResultEnum,
  auditTimesInOrder,
  type AuditFilter,
} from '../../../schemas/audit';
import { searchObject } from '../../../schemas/input';
import { exportRequestFields } from '../../../schemas/tasks';
import { auditFiltered } from '../../audit/query';
import { formatDateTime } from '../../domain/time';
import { defineExport } from '../registry';
import { op } from '../../http/operations';

/** The list's own filters, so an export never starts on a filter the list refuses. */
const auditExportFilter = searchObject({ ...auditFilterFields, billType: exportRequestFields.billType }).refine(...auditTimesInOrder);
type AuditExportFilter = AuditFilter & { billType?: string };

/** One cell for the changed fields: `field: before → after` per line, secrets already masked in the record. */
function changesText(text: string): string {
  try {
    const changes = JSON.parse(text) as { field: string; before: unknown; after: unknown }[];
    const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
    return changes.map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`).join('\n');
  } catch {
    return '';
  }
}

/** The audit list of the tenant (bill type EXPORT_AUDIT_LOG), newest first, with the list's filters. */
export const auditLogExport = defineExport<AuditExportFilter>({
  billType: AUDIT_EXPORT_BILL_TYPE,
  path: '/admin/audit/export',
  operation: op('exportAuditTrail', 'Export the audit trail', 'tasks'),
  title: { zh: '审计日志', en: 'Audit log' },
  permission: AUDIT_PERMISSION.export,
  filterSchema: auditExportFilter,
  columns: [
    { key: 'seq', zh: '序号', en: 'Seq', width: 10 },
    { key: 'createTime', zh: '时间', en: 'Time', width: 22 },
    { key: 'username', zh: '操作人', en: 'User', width: 16 },
    { key: 'actualName', zh: '姓名', en: 'Name', width: 16 },
    { key: 'clientIp', zh: '来源地址', en: 'Client address', width: 18 },
    { key: 'method', zh: '请求方法', en: 'Method', width: 10 },
    { key: 'route', zh: '接口', en: 'Route', width: 40 },
    { key: 'action', zh: '操作', en: 'Action', enum: auditActionEnum, width: 12 },
    { key: 'entity', zh: '对象', en: 'Entity', enum: auditEntityEnum, width: 16 },
    { key: 'entityId', zh: '对象编号', en: 'Entity ID', width: 16 },
    { key: 'result', zh: '结果', en: 'Result', enum: auditResultEnum, width: 10 },
    { key: 'errorMsg', zh: '失败原因', en: 'Error', width: 30 },
    { key: 'changes', zh: '变更内容', en: 'Changes', width: 60 },
    { key: 'userAgent', zh: '客户端', en: 'User agent', width: 40 },
    { key: 'hash', zh: '哈希', en: 'Hash', width: 66 },
  ],
  async count(db, ctx, filter) {
    const filtered = await auditFiltered(db, ctx.tenantId, filter);
    return filtered ? filtered.count() : 0;
  },
  async page(db, ctx, filter, after, limit) {
    const filtered = await auditFiltered(db, ctx.tenantId, filter);
    if (!filtered) return { rows: [], next: null };
    // Keyset on seq; ids grow with seq within a tenant, so the page's id order is its seq order too.
    const rows = await filtered.exportPage(after, limit);
    return {
      rows: rows.map((r) => ({
        seq: r.seq,
        createTime: formatDateTime(r.create_time),
        username: r.username,
        actualName: r.actual_name,
        clientIp: r.client_ip,
        method: r.method,
        route: r.route,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        result: r.result,
        errorMsg: r.error_code === null ? '' : `${r.error_code} ${r.error_msg ?? ''}`.trim(),
        changes: changesText(r.changes),
        userAgent: r.user_agent,
        hash: r.hash,
      })),
      next: rows.length === limit ? Number(rows[rows.length - 1].seq) : null,
    };
  },
});
