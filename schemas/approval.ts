import { z } from 'zod';
import { auditFieldChangeSchema } from './audit';
import {
  AMOUNT_ACTIONS,
  APPROVAL_ACTIONS,
  APPROVAL_COMMENT_MAX,
  APPROVAL_COUNTS,
  APPROVAL_ENTITIES,
  APPROVAL_EXPIRE_HOURS,
  APPROVAL_MSG,
  APPROVAL_PAGE_SIZE,
  APPROVAL_STATES,
  APPROVAL_VIEWS,
  approvalActionEnum,
  approvalStateEnum,
} from './approvalConstants';
import { flagField, idField, moneyInput, numberChoice, pageFields, textChoice, wholeNumber } from './input';
import { MONEY_RE, toCents } from './money';
import { choiceOf, dateTimeText, decimalText } from './reply';

/**
 * The approval calls (docs/approvals.md), their input and their replies:
 *   GET  /admin/approval/rules            the tenant's rules (ETag: the rule set's version)
 *   PUT  /admin/approval/rules            replaces them (If-Match: the version read; 412 when it moved)
 *   GET  /admin/approval/rules/versions   every version of the rules, newest first
 *   GET  /admin/approval/page             state, mine, view, action, current, size
 *   GET  /admin/approval/count            how many requests wait for the caller
 *   GET  /admin/approval/marks            the pending requests of some records (entity, ids)
 *   GET  /admin/approval/{id}             one request with its change, votes, comments and the record's history
 *   POST /admin/approval/{id}/approve | reject | withdraw | comment   each with { comment }
 */

const minAmountSchema = moneyInput(APPROVAL_MSG.minAmount).pipe(
  z
    .string()
    .regex(MONEY_RE, APPROVAL_MSG.minAmount)
    .refine((v) => !MONEY_RE.test(v) || toCents(v) > 0n, APPROVAL_MSG.minAmount),
);

/** One rule as sent: which action, from which amount (recharges and limits only), how many approvals, on or off. */
export const approvalRuleInputSchema = z.object(
  {
    action: textChoice(APPROVAL_ACTIONS, APPROVAL_MSG.action),
    minAmount: z.union([z.null(), z.literal(''), minAmountSchema], { error: APPROVAL_MSG.minAmount }).optional(),
    approvals: numberChoice(APPROVAL_COUNTS, APPROVAL_MSG.approvals),
    enabled: z.boolean({ error: APPROVAL_MSG.enabled }),
    expireHours: wholeNumber({ min: APPROVAL_EXPIRE_HOURS.min, max: APPROVAL_EXPIRE_HOURS.max, message: APPROVAL_MSG.expireHours }).optional(),
  },
  { error: APPROVAL_MSG.rules },
);

/** `PUT /admin/approval/rules`: the whole list, one rule per action; an amount only where the action moves one. */
export const approvalRulesInputSchema = z
  .array(approvalRuleInputSchema, { error: APPROVAL_MSG.rules })
  .max(APPROVAL_ACTIONS.length, APPROVAL_MSG.duplicateRule)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.action)) ctx.addIssue({ code: 'custom', path: [index, 'action'], message: APPROVAL_MSG.duplicateRule });
      seen.add(rule.action);
      if (rule.minAmount && !AMOUNT_ACTIONS.includes(rule.action)) ctx.addIssue({ code: 'custom', path: [index, 'minAmount'], message: APPROVAL_MSG.noAmount });
    });
  })
  .transform((rules) =>
    rules.map((rule) => ({
      action: rule.action,
      minAmount: rule.minAmount ? rule.minAmount : null,
      approvals: rule.approvals,
      enabled: rule.enabled,
      expireHours: rule.expireHours ?? APPROVAL_EXPIRE_HOURS.default,
    })),
  );
export type ApprovalRuleInput = z.output<typeof approvalRulesInputSchema>[number];

/** A rule as the server answers it. */
export const approvalRuleSchema = z
  .strictObject({
    action: choiceOf(approvalActionEnum),
    minAmount: decimalText.optional().describe('Held only from this amount on (recharges and limits); absent: every amount'),
    approvals: z.literal([1, 2]).describe('1, or 2 by different people'),
    enabled: z.boolean(),
    expireHours: z.int().min(APPROVAL_EXPIRE_HOURS.min).max(APPROVAL_EXPIRE_HOURS.max).describe('How long a request of this rule lives'),
  })
  .meta({ id: 'ApprovalRule' });
export type ApprovalRule = z.output<typeof approvalRuleSchema>;

export const approvalRulesReplySchema = z.array(approvalRuleSchema);

/** One version of a tenant's rules: who saved it, when, and what it held. */
export const approvalRuleVersionSchema = z
  .strictObject({
    version: z.int().min(0),
    createTime: dateTimeText.nullable(),
    username: z.string().nullable(),
    actualName: z.string().nullable(),
    rules: approvalRulesReplySchema,
  })
  .meta({ id: 'ApprovalRuleVersion' });
export type ApprovalRuleVersion = z.output<typeof approvalRuleVersionSchema>;

/** `GET /admin/approval/page`. Without `view` or `mine` it lists what waits for the caller. */
export const approvalPageQuerySchema = z.object({
  ...pageFields(100, APPROVAL_PAGE_SIZE),
  state: textChoice(APPROVAL_STATES).optional(),
  mine: flagField().optional(),
  view: textChoice(APPROVAL_VIEWS).optional(),
  action: textChoice(APPROVAL_ACTIONS, APPROVAL_MSG.action).optional(),
});

export const approvalIdParamsSchema = z.object({ id: idField('资源不存在') });

/** `GET /admin/approval/marks`: the pending requests of these records of one entity (a list's rows). */
export const approvalMarksQuerySchema = z.object({
  entity: textChoice(APPROVAL_ENTITIES, APPROVAL_MSG.entity),
  ids: z.union([idField(), z.array(idField()).max(200)]).transform((v) => (Array.isArray(v) ? v : [v])),
});

/** The body of approve, withdraw and comment: `{ comment }` (a comment must say something). */
const commentText = z.string({ error: APPROVAL_MSG.comment }).max(APPROVAL_COMMENT_MAX, APPROVAL_MSG.commentMax).trim();
export const approvalDecisionBodySchema = z.object({ comment: commentText.optional().nullable() }, { error: APPROVAL_MSG.comment }).optional();
export const approvalRejectBodySchema = z.object(
  { comment: z.string({ error: APPROVAL_MSG.rejectReason }).max(APPROVAL_COMMENT_MAX, APPROVAL_MSG.commentMax).trim().min(1, APPROVAL_MSG.rejectReason) },
  { error: APPROVAL_MSG.rejectReason },
);
export const approvalCommentBodySchema = z.object({ comment: commentText.min(1, APPROVAL_MSG.comment) }, { error: APPROVAL_MSG.comment });

/** A person as a request names them. */
const personSchema = z.strictObject({ userId: z.int(), username: z.string(), actualName: z.string() });

/** A request as lists and decisions answer it. */
export const approvalRequestSchema = z
  .strictObject({
    id: z.int(),
    action: choiceOf(approvalActionEnum),
    entity: z.string().describe('The entity the change is about, as the audit trail names it'),
    entityId: z.string(),
    title: z.string().describe('The record as people know it (an account name and number, a merchant)'),
    state: choiceOf(approvalStateEnum),
    amount: decimalText.nullable().describe('What the change moves or sets, for the rules that count from an amount'),
    approvals: z.int().describe('Approvals the request needs'),
    approvedCount: z.int(),
    requester: personSchema,
    createTime: dateTimeText,
    expireTime: dateTimeText,
    decideTime: dateTimeText.nullable(),
    reason: z.string().nullable().describe("A rejection's reason, or why a request ended without being applied"),
    changes: z.array(auditFieldChangeSchema).describe('The held change: each field before and after (secrets masked)'),
    canApprove: z.boolean(),
    canReject: z.boolean(),
    canWithdraw: z.boolean(),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.output<typeof approvalRequestSchema>;

export const approvalVoteSchema = personSchema.extend({ decision: z.enum(['approve', 'reject']), comment: z.string().nullable(), createTime: dateTimeText });
export const approvalCommentSchema = personSchema.extend({ id: z.int(), content: z.string(), mentions: z.array(z.string()), createTime: dateTimeText });
export const approvalHistorySchema = z.strictObject({
  auditId: z.int(),
  action: z.string(),
  createTime: dateTimeText,
  username: z.string().nullable(),
  actualName: z.string().nullable(),
  changes: z.array(auditFieldChangeSchema),
});
export const approvalConflictSchema = z.strictObject({ field: z.string(), expected: z.unknown(), current: z.unknown() });

/** `GET /admin/approval/{id}`: the request, its votes and comments, the record's latest audited changes, and a conflict's diff. */
export const approvalDetailSchema = approvalRequestSchema
  .extend({
    votes: z.array(approvalVoteSchema),
    comments: z.array(approvalCommentSchema),
    history: z.array(approvalHistorySchema).describe("The record's latest audited changes, newest first"),
    conflicts: z.array(approvalConflictSchema).describe('Of a conflicted request: each field as the request found it and as it stands'),
  })
  .meta({ id: 'ApprovalDetail' });
export type ApprovalDetail = z.output<typeof approvalDetailSchema>;

export const approvalPageSchema = z.strictObject({
  records: z.array(approvalRequestSchema),
  total: z.int().min(0),
  current: z.int().min(1),
  size: z.int().min(1),
});
export type ApprovalPage = z.output<typeof approvalPageSchema>;

export const approvalCountSchema = z.strictObject({ todo: z.int().min(0).describe('Requests waiting for the caller') });
export const approvalMarkSchema = z.strictObject({ entityId: z.string(), id: z.int(), action: choiceOf(approvalActionEnum) });
export type ApprovalMark = z.output<typeof approvalMarkSchema>;

/** What a covered call answers when a rule holds it: code 0 and the request, having changed nothing. */
export const heldApprovalSchema = z
  .strictObject({ approval: z.strictObject({ id: z.int(), state: z.literal('pending') }) })
  .meta({ id: 'HeldApproval', description: 'The call was held for approval (docs/approvals.md): nothing changed yet' });

/** A covered route's reply: what it changed, or the request it was held as. */
export const orHeld = <T extends z.ZodType>(data: T) => z.union([data, heldApprovalSchema]);
