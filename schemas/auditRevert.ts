import { z } from 'zod';
import { dateTimeText } from './reply';
import { auditFieldChangeSchema } from './audit';
import { idField, textChoice } from './input';
import { SCREEN_ROUTES } from './screens';

/**
 * A record's history and the revert of any change (SPEC.md section 7, audit trail; DESIGN.md section 4,
 * "Editable cells"): `GET /admin/audit/history?entity=&id=` reads the changes of one record from the trail,
 * newest first; `POST /admin/audit/{auditId}/revert` puts a change's fields back, audited as a change itself.
 */

export const AUDIT_REVERT_MSG = {
  entity: '请选择记录类型',
  id: '记录编号格式错误',
  auditId: '审计记录编号格式错误',
  conflict: '记录在此之后已被修改，无法撤销',
  money: '资金变动不能撤销：充值、流水与余额只能由新的账务记录更正',
  notRevertible: '该修改不支持撤销',
  refused: '失败的操作没有改变数据，无需撤销',
  secret: '该修改涉及密钥，无法撤销，请重新编辑',
  gone: '记录已不存在，无法撤销',
  exists: '记录已存在，无法恢复',
  parentGone: '上级城市已不存在，无法撤销',
  linksGone: '原先持有该菜单的租户或角色已不存在，无法恢复',
  mappedCities: '已有标准城市映射到该城市，撤销其国家会解除这些映射，无法撤销',
  reverted: '已撤销',
  batchId: '批量操作编号格式错误',
} as const;

/** The header a bulk action sends with each of its calls, so that the trail can revert them as one. */
export const AUDIT_BATCH_HEADER = 'x-audit-batch';
/** The header of a done change's reply naming its audit record (the console's undo reverts it). */
export const AUDIT_ID_HEADER = 'x-audit-id';
export const AUDIT_BATCH_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The entities whose records have a history drawer and a revert (server/audit/revertTargets.ts). */
export const HISTORY_ENTITIES = ['accountType', 'outMerchant', 'menu', 'standardCity', 'travelCity', 'subject', 'account', 'screen'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
/** The entities some of whose changes the server reverts (screens have a history only). */
export const REVERTIBLE_ENTITIES = ['accountType', 'outMerchant', 'menu', 'standardCity', 'travelCity', 'subject', 'account'] as const satisfies readonly HistoryEntity[];
export type RevertibleEntity = (typeof REVERTIBLE_ENTITIES)[number];

/**
 * The lists each entity's records are read on: reading a record's history needs one of them in the caller's
 * menu in the request's tenant, as reading the list itself does (SPEC.md section 6: the menu decides what is
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
};

export const HISTORY_MAX = 200;

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
  expected: z.unknown().describe("The change's after value"),
  current: z.unknown().describe('What the record holds now (null: the record is gone)'),
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
