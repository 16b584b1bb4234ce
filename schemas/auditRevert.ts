import { z } from 'zod';
import { dateTimeText, jsonValue } from './reply';
import { auditFieldChangeSchema } from './audit';
import { idField, textChoice } from './input';
import { AUDIT_REVERT_MSG, HISTORY_ENTITIES, type HistoryEntity } from './auditRevertConstants';
import { SCREEN_ROUTES } from './screens';

/**
 * A record's history and the revert of any change (docs/security.md#audit-trail; docs/product.md#history-and-undo,
 * "Editable cells"): `GET /admin/audit/history?entity=&id=` reads the changes of one record from the trail,
 * newest first; `POST /admin/audit/{auditId}/revert` puts a change's fields back, audited as a change itself.
 * The zod schemas of those calls; their messages, headers and limits are in auditRevertConstants.ts.
 */
export * from './auditRevertConstants';

/**
 * The lists each entity's records are read on: reading a record's history needs one of them in the caller's
 * menu in the request's tenant, as reading the list itself does (docs/product.md#roles-and-permissions: the menu decides what is
 * reachable). A child account is read under its subject on 开户管理.
 */
export const HISTORY_LISTS: Readonly<Record<HistoryEntity, readonly string[]>> = {
  accountType: [SCREEN_ROUTES.accountType.list],
  outMerchant: [SCREEN_ROUTES.outMerchant.list],
  menu: [SCREEN_ROUTES.menuAdmin.list],
  standardCity: [SCREEN_ROUTES.cityMapping.list],
  travelCity: [SCREEN_ROUTES.commonCity.list],
  subject: [SCREEN_ROUTES.accountSubject.list],
  account: [SCREEN_ROUTES.accountSubject.list, SCREEN_ROUTES.accountChild.list],
  screen: [SCREEN_ROUTES.screenAdmin.list],
  dashboard: [SCREEN_ROUTES.dashboardAdmin.list],
};

export const auditHistoryQuerySchema = z.object({
  entity: textChoice(HISTORY_ENTITIES, AUDIT_REVERT_MSG.entity),
  id: idField(AUDIT_REVERT_MSG.id),
});

export const auditRevertParamsSchema = z.object({ auditId: idField(AUDIT_REVERT_MSG.auditId) });

/** One change of a record's history: who, when, what, field by field. */
export const auditHistoryRecordSchema = z
  .strictObject({
    auditId: z.int(),
    action: z.string(),
    createTime: dateTimeText,
    userId: z.int().nullable(),
    username: z.string().nullable(),
    actualName: z.string().nullable(),
    changes: z.array(auditFieldChangeSchema),
    revertOf: z.int().nullable().describe('The audit id of the change this one reverts (action revert)'),
    batchId: z.string().nullable().describe('The bulk action this change belongs to; its changes revert as one'),
    revertedBy: z.int().nullable().describe('The audit id of a later revert of this change, if any'),
    revertible: z.boolean().describe('Whether the server can revert this kind of change (money never)'),
    overwroteVersion: z.int().nullable().describe('Set when this change knowingly replaced someone else’s: the version it overwrote'),
  })
  .meta({ id: 'AuditHistoryRecord' });
export type AuditHistoryRecord = z.output<typeof auditHistoryRecordSchema>;

export const auditHistoryReplySchema = z.strictObject({
  records: z.array(auditHistoryRecordSchema),
  total: z.int().min(0).describe('Changes of the record in the trail; the newest 200 are listed'),
});
export type AuditHistoryReply = z.output<typeof auditHistoryReplySchema>;

/** A revert done: the records it wrote (one per reverted change; several for a bulk action). */
export const auditRevertReplySchema = z.strictObject({
  auditIds: z.array(z.int()).describe('The audit ids of the revert records written, one per change reverted'),
  reverted: z.array(z.int()).describe('The audit ids of the changes reverted (a bulk action: all of them)'),
});
export type AuditRevertReply = z.output<typeof auditRevertReplySchema>;

/** A field that no longer holds the value the change left in it. */
export const auditConflictSchema = z.strictObject({
  auditId: z.int(),
  entity: z.string(),
  entityId: z.string().nullable(),
  field: z.string(),
  expected: jsonValue.describe("The change's after value"),
  current: jsonValue.describe('What the record holds now (null: the record is gone)'),
});
export type AuditConflict = z.output<typeof auditConflictSchema>;

/** A revert refused because the record changed since: the envelope's refusal with the conflicting fields. */
export const auditConflictReply = z
  .strictObject({
    code: z.literal(1),
    msg: z.string(),
    data: z.strictObject({ conflicts: z.array(auditConflictSchema) }),
  })
  .meta({ id: 'AuditRevertConflict' });
