/**
 * Dashboards (docs/screens.md "Dashboards"): the server's named aggregates and what a widget may ask of each, as
 * plain data both sides read. Kept free of zod, so that the dashboard on a home page loads without the validation
 * library; the zod schemas of the calls are in dashboard.ts, and a unit test holds the labels here to the enums
 * of the lists they summarise (schemas/account.ts, accountSubject.ts, accountFlow.ts, audit.ts, taskConstants.ts).
 */
import { defineEnum, type EnumDef } from './enums';

export const AGGREGATE_NAMES = ['rechargesPerDay', 'consumptionPerDay', 'balancesByAccountType', 'accountsByStatus', 'flowsByExchangeType', 'tasksByState', 'signInsPerDay'] as const;
export type AggregateName = (typeof AGGREGATE_NAMES)[number];

/** The numbers a row may carry; which ones each aggregate answers is in its entry. */
export const AGGREGATE_MEASURES = ['amount', 'count', 'users', 'averageSeconds', 'longestSeconds'] as const;
export type AggregateMeasure = (typeof AGGREGATE_MEASURES)[number];
/** Measures that add up over rows (a stat widget shows their sum); an average or a longest time does not. */
export const SUMMABLE_MEASURES: readonly AggregateMeasure[] = ['amount', 'count'];
/** Measures that are money: shown to the cent, withheld as a whole where the data scope withholds amounts. */
export const MONEY_MEASURES: readonly AggregateMeasure[] = ['amount'];

/** Time buckets of the per-day aggregates: the row's `date` is the first day of its bucket. */
export const TIME_BUCKETS = ['day', 'week', 'month'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** The filters an aggregate may declare, each a query parameter of the aggregate call. */
export const AGGREGATE_FILTERS = ['accountTypeId', 'subjectType', 'status', 'kind'] as const;
export type AggregateFilter = (typeof AGGREGATE_FILTERS)[number];

// The labels of the values the aggregates group by, as their lists show them (a unit test holds them equal).
export const accountStatusLabels = defineEnum([
  { value: 1, zh: '停用', en: 'Disabled' },
  { value: 2, zh: '启用', en: 'Enabled' },
  { value: 3, zh: '冻结', en: 'Frozen' },
] as const);
export const subjectTypeLabels = defineEnum([
  { value: 0, zh: '租户', en: 'Tenant' },
  { value: 1, zh: '组织', en: 'Organisation' },
  { value: 2, zh: '员工', en: 'Employee' },
  { value: 3, zh: '集团', en: 'Group' },
  { value: 9, zh: '供应商', en: 'Provider' },
] as const);
export const flowSubjectTypeLabels = defineEnum([
  { value: 1, zh: '组织', en: 'Organisation' },
  { value: 2, zh: '供应商', en: 'Supplier' },
  { value: 3, zh: '员工', en: 'Employee' },
] as const);
export const exchangeTypeLabels = defineEnum([
  { value: 1, zh: '营业收入', en: 'Business income' },
  { value: 2, zh: '退款入账', en: 'Refund in' },
  { value: 3, zh: '充值入账', en: 'Recharge in' },
  { value: 4, zh: '向上调额', en: 'Upward adjustment' },
  { value: 5, zh: '还款入账', en: 'Repayment in' },
  { value: 11, zh: '消费支出', en: 'Spending' },
  { value: 12, zh: '退款出账', en: 'Refund out' },
  { value: 13, zh: '充值出账', en: 'Recharge out' },
  { value: 14, zh: '向下调额', en: 'Downward adjustment' },
  { value: 15, zh: '还款出账', en: 'Repayment out' },
] as const);
export const taskKindLabels = defineEnum([
  { value: 'import', zh: '导入', en: 'Import' },
  { value: 'export', zh: '导出', en: 'Export' },
] as const);
/** Task states as their logs show them: import states by docs/product.md#states-and-transitions, export states with `failed`. */
export const taskStateLabels = defineEnum([
  { value: 'UPLOADING', zh: '导入中', en: 'Importing' },
  { value: 'UPLOADED', zh: '导入中', en: 'Importing' },
  { value: 'CHECKING', zh: '导入中', en: 'Importing' },
  { value: 'IMPORTING', zh: '导入中', en: 'Importing' },
  { value: 'CHECKED', zh: '校验完成导入中', en: 'Checked, importing' },
  { value: 'CHECK_FAIL', zh: '导入失败', en: 'Import failed' },
  { value: 'IMPORT_FAIL', zh: '导入失败', en: 'Import failed' },
  { value: 'IMPORTED', zh: '导入成功', en: 'Imported' },
  { value: 'done', zh: '已完成', en: 'Done' },
  { value: 'doing', zh: '进行中', en: 'In progress' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 'failed', zh: '失败', en: 'Failed' },
] as const);

/** The audit trail's action and entity of a sign-in (server/services/login.ts records one per sign-in). */
export const SIGN_IN_AUDIT = { action: 'signIn', entity: 'session' } as const;

/** What rows of each aggregate are keyed by: a day, or a value of one of the enums above. */
export type AggregateKey = 'date' | 'accountTypeId' | 'status' | 'exchangeType' | 'state';

export interface AggregateInfo {
  title: { zh: string; en: string };
  /** Read over a range of days (`from`, `to`); the others are as of now. */
  dated: boolean;
  key: AggregateKey;
  /** The enum that labels the key's values; a day or an account type (named by the row) has none. */
  labels?: EnumDef<string | number>;
  measures: readonly AggregateMeasure[];
  /** The group-bys it accepts, the first being its default. */
  groupBy: readonly string[];
  /** Its filters and the values each accepts (a number of an enum, or any id: `'id'`). */
  filters: Partial<Record<AggregateFilter, readonly (string | number)[] | 'id'>>;
  /** The list behind it (schemas/screens.ts): who may read that list may read the aggregate, and a click opens it. */
  list: string;
}

const FLOW_LIST = '/accountBillDetail';
const flowFilters = { accountTypeId: 'id', subjectType: flowSubjectTypeLabels.values } as const;

export const AGGREGATES: Record<AggregateName, AggregateInfo> = {
  rechargesPerDay: {
    title: { zh: '每日充值', en: 'Recharges per day' },
    dated: true,
    key: 'date',
    measures: ['amount', 'count'],
    groupBy: TIME_BUCKETS,
    filters: flowFilters,
    list: FLOW_LIST,
  },
  consumptionPerDay: {
    title: { zh: '每日消费', en: 'Consumption per day' },
    dated: true,
    key: 'date',
    measures: ['amount', 'count'],
    groupBy: TIME_BUCKETS,
    filters: flowFilters,
    list: FLOW_LIST,
  },
  balancesByAccountType: {
    title: { zh: '各账户类型余额', en: 'Balances by account type' },
    dated: false,
    key: 'accountTypeId',
    measures: ['amount', 'count'],
    groupBy: ['accountType'],
    filters: { status: accountStatusLabels.values },
    list: FLOW_LIST,
  },
  accountsByStatus: {
    title: { zh: '账户状态分布', en: 'Accounts by status' },
    dated: false,
    key: 'status',
    labels: accountStatusLabels,
    measures: ['count'],
    groupBy: ['status'],
    filters: { subjectType: subjectTypeLabels.values },
    list: '/platAccountMgr/accountOpenView/index',
  },
  flowsByExchangeType: {
    title: { zh: '按交易类型的流水', en: 'Flows by exchange type' },
    dated: true,
    key: 'exchangeType',
    labels: exchangeTypeLabels,
    measures: ['amount', 'count'],
    groupBy: ['exchangeType'],
    filters: flowFilters,
    list: FLOW_LIST,
  },
  tasksByState: {
    title: { zh: '导入导出任务状态', en: 'Import and export tasks by state' },
    dated: true,
    key: 'state',
    labels: taskStateLabels,
    measures: ['count', 'averageSeconds', 'longestSeconds'],
    groupBy: ['state'],
    filters: { kind: taskKindLabels.values },
    list: '/import/importlog/index',
  },
  signInsPerDay: {
    title: { zh: '每日登录', en: 'Sign-ins per day' },
    dated: true,
    key: 'date',
    measures: ['count', 'users'],
    groupBy: TIME_BUCKETS,
    filters: {},
    list: '/admin/audit/index',
  },
};

/** The export log, where an export task's state leads (the import log is the aggregate's own list). */
export const EXPORT_LOG_LIST = '/admin/exportTask/index';

/** The widgets of a dashboard (docs/screens.md "Dashboards"). A pie's ring is a donut. */
export const WIDGET_KINDS = ['stat', 'line', 'bar', 'pie', 'donut', 'table'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** The ranges of days a widget reads, ending today. */
export const WIDGET_RANGES = ['today', '7d', '30d', '90d'] as const;
export type WidgetRange = (typeof WIDGET_RANGES)[number];
export const RANGE_DAYS: Record<WidgetRange, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** The module homes that show a dashboard (docs/product.md#routes-and-screens), each with its own. */
export const DASHBOARD_HOMES = ['wel', 'scm', 'operate'] as const;
export type DashboardHome = (typeof DASHBOARD_HOMES)[number];
export const HOME_PATHS: Record<DashboardHome, string> = { wel: '/wel/index', scm: '/scm/wel/index', operate: '/operate/wel/index' };
export const homeOfPath = (path: string): DashboardHome | undefined => DASHBOARD_HOMES.find((home) => HOME_PATHS[home] === path);

export const DASHBOARD_LIMITS = { widgets: 12, title: 40, days: 366 } as const;

/** The permission key of the dashboard designer and of every dashboard call that writes. */
export const DASHBOARD_EDIT_PERMISSION = 'sys_dashboard_edit';

/** Seconds a computed aggregate is served again before it is asked of the database anew. */
export const AGGREGATE_CACHE_SECONDS = 5;
