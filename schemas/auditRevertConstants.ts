/**
 * A record's history and the revert of a change (docs/security.md#audit-trail): the messages, headers and
 * limits, apart from the zod schemas of the calls (auditRevert.ts) so that the console's HTTP client, which every
 * screen loads with the sign-in page, and the list page carry them without the validation library.
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

// The headers of the trail, in a file of their own: the console's HTTP client reads one of them on every screen.
export { AUDIT_BATCH_HEADER, AUDIT_BATCH_PATTERN, AUDIT_ID_HEADER } from './auditHeaders';

/** The entities whose records have a history drawer and a revert (server/audit/revertTargets.ts). */
export const HISTORY_ENTITIES = ['accountType', 'outMerchant', 'menu', 'standardCity', 'travelCity', 'subject', 'account', 'screen', 'dashboard'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
/** The entities some of whose changes the server reverts (screens have a history only). */
export const REVERTIBLE_ENTITIES = ['accountType', 'outMerchant', 'menu', 'standardCity', 'travelCity', 'subject', 'account'] as const satisfies readonly HistoryEntity[];
export type RevertibleEntity = (typeof REVERTIBLE_ENTITIES)[number];

export const HISTORY_MAX = 200;
