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

import { auditActionEnum, auditEntityEnum, type AuditAction, type AuditEntity } from './auditEnums';
export { auditActionEnum, auditEntityEnum, type AuditAction, type AuditEntity };

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
