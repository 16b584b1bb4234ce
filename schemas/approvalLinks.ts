/**
 * What the shell and every list know of approval requests (docs/approvals.md), in a file of their own so that
 * the first screen, the shell and the list page carry nothing else of them: the console's approval pages, the
 * permission keys, the live channel of an approver's count, the entities whose rows a list marks pending, and the
 * reply of a call an approval rule held. approvalConstants.ts re-exports all of it with the rule vocabulary.
 */

/** The console's pages: the inbox, one request, and 系统管理 › 审批规则. */
export const APPROVAL_PATHS = {
  inbox: '/admin/approval/index',
  detail: '/admin/approval/detail',
  rules: '/admin/approvalRule/index',
} as const;

export const approvalDetailPath = (id: number | string) => `${APPROVAL_PATHS.detail}?id=${id}`;

/** Permission keys (button nodes of the menu tree, given to roles through their menus). */
export const APPROVAL_PERMISSION = { approve: 'approval_request_approve', rules: 'approval_rule_edit' } as const;

/**
 * The live channel of a user's count of requests to approve (the top bar's badge): `{ "todo": n }` on every
 * change, from whichever instance made it (the realtime channel's NOTIFY relay). Only the user may subscribe.
 */
export const approvalDestination = (tenantId: number | string, userId: number | string) => `/topic/approval/${tenantId}/${userId}`;

/** The entities whose rows a list marks as pending (the records a covered change is about). */
export const APPROVAL_ENTITIES = ['account', 'subject', 'outMerchant', 'role'] as const;
export type ApprovalEntity = (typeof APPROVAL_ENTITIES)[number];

/** What a covered call says once a rule held it (the console shows it instead of the call's success). */
export const APPROVAL_SUBMITTED = '已提交审批，等待审核';

/** A covered call that the gate held: it changed nothing and answers this in `data.approval`. */
export interface HeldApproval {
  id: number;
  state: 'pending';
}

/** The request a reply says it was held as, or null for a reply that changed what it asked. */
export function heldApprovalOf(data: unknown): HeldApproval | null {
  const approval = data && typeof data === 'object' ? (data as { approval?: unknown }).approval : undefined;
  if (!approval || typeof approval !== 'object') return null;
  const { id, state } = approval as { id?: unknown; state?: unknown };
  return typeof id === 'number' && state === 'pending' ? { id, state } : null;
}
