import { defineEnum } from './enums';

/**
 * Approval requests (maker-checker, docs/approvals.md): the rule vocabulary, the states of a request, the
 * permission keys, the console's routes and the messages. Free of zod, so that the inbox, the shell's badge and
 * the lists that mark pending rows read it without the validation library; the calls' schemas are in approval.ts.
 */

/**
 * What a rule can hold for approval, one rule per action and tenant. `roleMenu` and `roleScope` name the changes
 * of a role's menus and buttons and of its data scope (the records its holders see and the fields withheld).
 */
export const approvalActionEnum = defineEnum([
  { value: 'recharge', zh: '账户充值', en: 'Recharge' },
  { value: 'accountLimit', zh: '余额上限或授信额度变更', en: 'Balance or credit limit change' },
  { value: 'accountStatus', zh: '账户启用或停用', en: 'Enable or disable an account' },
  { value: 'subjectStatus', zh: '主体启用或停用', en: 'Enable or disable a subject' },
  { value: 'merchantAuth', zh: '三方企业授权变更', en: 'Out merchant authorisation change' },
  { value: 'roleMenu', zh: '角色菜单变更', en: 'Role menu change' },
  { value: 'roleScope', zh: '角色数据权限变更', en: 'Role data scope change' },
] as const);
export type ApprovalAction = (typeof approvalActionEnum.values)[number];
export const APPROVAL_ACTIONS = approvalActionEnum.values as [ApprovalAction, ...ApprovalAction[]];

/** The actions whose rule may hold only from an amount on (`minAmount`): what the change moves or sets. */
export const AMOUNT_ACTIONS: readonly ApprovalAction[] = ['recharge', 'accountLimit'];

export const approvalStateEnum = defineEnum([
  { value: 'pending', zh: '待审批', en: 'Pending' },
  { value: 'approved', zh: '已通过', en: 'Approved' },
  { value: 'rejected', zh: '已驳回', en: 'Rejected' },
  { value: 'withdrawn', zh: '已撤回', en: 'Withdrawn' },
  { value: 'expired', zh: '已过期', en: 'Expired' },
  { value: 'conflicted', zh: '已失效（记录已变）', en: 'Conflicted (record changed)' },
] as const);
export type ApprovalState = (typeof approvalStateEnum.values)[number];
export const APPROVAL_STATES = approvalStateEnum.values as [ApprovalState, ...ApprovalState[]];

/** The inbox's three views: what waits for me, what I asked for, what I decided. */
export const approvalViewEnum = defineEnum([
  { value: 'todo', zh: '待我审批', en: 'To approve' },
  { value: 'mine', zh: '我发起的', en: 'Mine' },
  { value: 'done', zh: '我已处理', en: 'Done' },
] as const);
export type ApprovalView = (typeof approvalViewEnum.values)[number];
export const APPROVAL_VIEWS = approvalViewEnum.values as [ApprovalView, ...ApprovalView[]];

/** A vote on a request. */
export const approvalDecisionEnum = defineEnum([
  { value: 'approve', zh: '同意', en: 'Approved' },
  { value: 'reject', zh: '驳回', en: 'Rejected' },
] as const);
export type ApprovalDecision = (typeof approvalDecisionEnum.values)[number];

export { APPROVAL_ENTITIES, APPROVAL_PATHS, APPROVAL_PERMISSION, APPROVAL_SUBMITTED, approvalDestination, approvalDetailPath, heldApprovalOf } from './approvalLinks';
export type { ApprovalEntity, HeldApproval } from './approvalLinks';
import { APPROVAL_SUBMITTED } from './approvalLinks';

/** How many approvals a rule may ask for: one, or two by different people. */
export const APPROVAL_COUNTS = [1, 2] as const;
/** How long a request lives unless its rule says otherwise (hours), and the bounds a rule may set. */
export const APPROVAL_EXPIRE_HOURS = { default: 72, min: 1, max: 720 } as const;
export const APPROVAL_COMMENT_MAX = 500;
export const APPROVAL_PAGE_SIZE = 10;
/** How many of a record's audited changes a request's page shows. */
export const APPROVAL_HISTORY_MAX = 20;

/** The texts both sides show (zh; the console translates them as it translates every server message). */
export const APPROVAL_MSG = {
  submitted: APPROVAL_SUBMITTED,
  pendingBadge: '待审批',
  ownRequest: '不能审批自己提交的申请',
  alreadyVoted: '您已审批过该申请',
  closed: '该申请已处理，不能再操作',
  expired: '该申请已过期',
  notRequester: '只有申请人可以撤回申请',
  rejectReason: '请填写驳回原因',
  comment: '请输入评论内容',
  commentMax: `评论不能超过${APPROVAL_COMMENT_MAX}个字符`,
  duplicatePending: '该记录已有待审批的申请，请等待审核完成',
  conflicted: '记录在提交审批后已被修改，申请已失效',
  action: '请选择审批操作',
  duplicateRule: '同一操作只能有一条规则',
  noAmount: '该操作的规则不能设置起始金额',
  minAmount: '起始金额须为大于零的金额，最多保留2位小数',
  approvals: '审批人数只能是1或2',
  enabled: '请选择是否启用',
  expireHours: `有效期须为${APPROVAL_EXPIRE_HOURS.min}到${APPROVAL_EXPIRE_HOURS.max}小时`,
  rules: '审批规则应为列表',
  staleRules: '审批规则已被他人修改，请刷新后再保存',
  entity: '请选择记录类型',
  /** The reminder a mentioned user gets (协同提醒, which adds 任务，请及时处理): who, which request. */
  mentioned: (name: string, id: number | string) => `${name}在评论中提到了你：审批申请 #${id} 的审批`,
  /** The reminder the requester gets once a request ends. */
  ended: (id: number | string, state: string) => `你提交的审批申请 #${id} ${state}，请查看审批`,
} as const;
