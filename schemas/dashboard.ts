import { z } from 'zod';
import { dateTimeText, decimalText } from './reply';
import { recordVersion, versionField } from './version';
import { flagField, idField, INPUT_MSG, isRealDate, wholeNumber } from './input';
import {
  AGGREGATE_MEASURES,
  AGGREGATE_NAMES,
  AGGREGATES,
  DASHBOARD_HOMES,
  DASHBOARD_LIMITS,
  SUMMABLE_MEASURES,
  WIDGET_KINDS,
  WIDGET_RANGES,
  type AggregateFilter,
  type AggregateName,
} from './dashboardConstants';

/**
 * Dashboards (docs/screens.md "Dashboards"): the aggregate call `GET /admin/dashboard/aggregate/{name}`, its typed
 * replies, and the declaration of a dashboard the designer builds and publishes (checked by this schema on both
 * sides, and against the aggregates' declared options by `checkWidgets`).
 */

export const DASHBOARD_MSG = {
  aggregate: '没有这个统计',
  day: '日期格式应为yyyy-MM-dd',
  dateOrder: INPUT_MSG.dateOrder,
  rangeTooLong: `日期范围不能超过${DASHBOARD_LIMITS.days}天`,
  rangeRequired: '请选择日期范围',
  notDated: '该统计不按日期筛选',
  groupBy: '该统计不能按此分组',
  filter: '该统计没有这个筛选条件',
  filterValue: '筛选条件的值不正确',
  allTenants: '只有运营人员可以查看全部租户',
  declaration: '看板声明格式错误',
  home: '请选择看板所在的首页',
  titleZh: '请输入中文标题',
  titleEn: '请输入英文标题',
  titleMax: `标题不能超过${DASHBOARD_LIMITS.title}个字符`,
  widgets: '请至少添加一个图表',
  tooManyWidgets: `最多${DASHBOARD_LIMITS.widgets}个图表`,
  kind: '请选择图表类型',
  measure: '该统计没有这个指标',
  statMeasure: '数字卡片只能显示可累加的指标（金额或笔数）',
  lineNeedsDays: '折线图只能显示按日期的统计',
  range: '请选择日期范围：今天、近7天、近30天或近90天',
  span: '宽度须为1-4列',
  notFound: '看板不存在',
  homeTaken: '该首页已有看板',
  homeFixed: '看板所在的首页不能修改',
  version: '版本号格式错误',
  versionMissing: '没有这个版本',
} as const;

// ---- The aggregate call ----

/** A day written yyyy-MM-dd that exists. */
export const dayText = z
  .string({ error: DASHBOARD_MSG.day })
  .max(10, DASHBOARD_MSG.day)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_MSG.day)
  .refine(isRealDate, { message: DASHBOARD_MSG.day });

export const aggregateParamsSchema = z.object({ name: z.enum(AGGREGATE_NAMES, { error: DASHBOARD_MSG.aggregate }) });

/**
 * The options of every aggregate, each read by the common rules; which of them an aggregate accepts, and which
 * values, is its entry in AGGREGATES (checked by `checkAggregateQuery`, each refusal at its parameter).
 */
export const aggregateQuerySchema = z.strictObject(
  {
    from: dayText.optional(),
    to: dayText.optional(),
    groupBy: z.string({ error: DASHBOARD_MSG.groupBy }).max(20, DASHBOARD_MSG.groupBy).optional(),
    accountTypeId: idField(DASHBOARD_MSG.filterValue).optional(),
    subjectType: wholeNumber({ min: 0, max: 99, message: DASHBOARD_MSG.filterValue }).optional(),
    status: wholeNumber({ min: 0, max: 99, message: DASHBOARD_MSG.filterValue }).optional(),
    kind: z.string({ error: DASHBOARD_MSG.filterValue }).max(20, DASHBOARD_MSG.filterValue).optional(),
    allTenants: flagField().optional().describe('Operators only: every tenant’s figures at once'),
    t: wholeNumber({ min: 0, max: Number.MAX_SAFE_INTEGER, message: DASHBOARD_MSG.filter }).optional().describe('The console’s query timestamp on every GET (ignored)'),
  },
  { error: DASHBOARD_MSG.filter },
);
export type AggregateQuery = z.output<typeof aggregateQuerySchema>;

export interface QueryIssue {
  path: (string | number)[];
  message: string;
}

/** Whole days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** What an aggregate's query names that the aggregate does not take, each at its parameter. */
export function checkAggregateQuery(name: AggregateName, query: AggregateQuery): QueryIssue[] {
  const info = AGGREGATES[name];
  const issues: QueryIssue[] = [];
  if (info.dated) {
    if (!query.from) issues.push({ path: ['from'], message: DASHBOARD_MSG.rangeRequired });
    if (!query.to) issues.push({ path: ['to'], message: DASHBOARD_MSG.rangeRequired });
    if (query.from && query.to && query.from > query.to) issues.push({ path: ['from'], message: DASHBOARD_MSG.dateOrder });
    else if (query.from && query.to && daysBetween(query.from, query.to) > DASHBOARD_LIMITS.days) issues.push({ path: ['to'], message: DASHBOARD_MSG.rangeTooLong });
  } else {
    if (query.from) issues.push({ path: ['from'], message: DASHBOARD_MSG.notDated });
    if (query.to) issues.push({ path: ['to'], message: DASHBOARD_MSG.notDated });
  }
  if (query.groupBy !== undefined && !info.groupBy.includes(query.groupBy)) issues.push({ path: ['groupBy'], message: DASHBOARD_MSG.groupBy });
  for (const filter of ['accountTypeId', 'subjectType', 'status', 'kind'] as const) {
    const value = query[filter];
    if (value === undefined) continue;
    const allowed = info.filters[filter];
    if (!allowed) issues.push({ path: [filter], message: DASHBOARD_MSG.filter });
    else if (allowed !== 'id' && !allowed.some((v) => String(v) === String(value))) issues.push({ path: [filter], message: DASHBOARD_MSG.filterValue });
  }
  return issues;
}

// ---- Its replies, one typed row per aggregate ----

const money = decimalText.nullable().describe('Money to the cent; null where the data scope withholds amounts');
const replyOf = <N extends AggregateName, R extends z.ZodType>(name: N, id: string, row: R) =>
  z
    .strictObject({
      name: z.literal(name),
      from: dayText.nullable().describe('The first day read; null for an aggregate as of now'),
      to: dayText.nullable(),
      groupBy: z.string(),
      allTenants: z.boolean().describe('Figures of every tenant (operators), else of the request’s tenant'),
      withheld: z.array(z.string()).describe('The measures the data scope withholds (their values are null)'),
      rows: z.array(row),
    })
    .meta({ id });

const perDayRow = z.strictObject({ date: dayText.describe('The first day of the bucket'), amount: money, count: z.int() });
export const aggregateReplies = {
  rechargesPerDay: replyOf('rechargesPerDay', 'RechargesPerDay', perDayRow),
  consumptionPerDay: replyOf('consumptionPerDay', 'ConsumptionPerDay', perDayRow),
  balancesByAccountType: replyOf(
    'balancesByAccountType',
    'BalancesByAccountType',
    z.strictObject({
      accountTypeId: z.int().nullable().describe('null: accounts of no type (the subjects’ main accounts)'),
      accountTypeName: z.string().nullable(),
      amount: money,
      count: z.int(),
    }),
  ),
  accountsByStatus: replyOf('accountsByStatus', 'AccountsByStatus', z.strictObject({ status: z.int(), count: z.int() })),
  flowsByExchangeType: replyOf('flowsByExchangeType', 'FlowsByExchangeType', z.strictObject({ exchangeType: z.int(), amount: money, count: z.int() })),
  tasksByState: replyOf(
    'tasksByState',
    'TasksByState',
    z.strictObject({
      kind: z.enum(['import', 'export']),
      state: z.string(),
      count: z.int(),
      averageSeconds: z.number().nullable().describe('Of the tasks that ended: from the request to the last change'),
      longestSeconds: z.number().nullable(),
    }),
  ),
  signInsPerDay: replyOf('signInsPerDay', 'SignInsPerDay', z.strictObject({ date: dayText, count: z.int(), users: z.int().describe('Distinct users who signed in') })),
} as const;
export const aggregateReplySchema = z.union(Object.values(aggregateReplies) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
export type AggregateReply<N extends AggregateName = AggregateName> = z.output<(typeof aggregateReplies)[N]>;
export type AggregateRow = Record<string, string | number | null>;

/** The allow-list as the designer reads it: each aggregate's options, and whether this user may read it. */
export const aggregateInfoSchema = z.strictObject({
  name: z.enum(AGGREGATE_NAMES),
  title: z.strictObject({ zh: z.string(), en: z.string() }),
  dated: z.boolean(),
  key: z.string(),
  measures: z.array(z.enum(AGGREGATE_MEASURES)),
  groupBy: z.array(z.string()),
  filters: z.array(
    z.strictObject({
      name: z.string(),
      values: z
        .array(z.union([z.string(), z.number()]))
        .nullable()
        .describe('null: any id'),
    }),
  ),
  list: z.string(),
  allowed: z.boolean().describe('Whether the caller may read it (the list behind it is in their menu)'),
  allTenants: z.boolean().describe('Whether the caller may read it across every tenant (allowed, and an operator)'),
});

// ---- A dashboard's declaration ----

const text = (required: string) => z.string({ error: required }).max(DASHBOARD_LIMITS.title, DASHBOARD_MSG.titleMax).trim().min(1, required);
const bilingual = z.strictObject({ zh: text(DASHBOARD_MSG.titleZh), en: text(DASHBOARD_MSG.titleEn) }, { error: DASHBOARD_MSG.titleZh });

export const widgetSchema = z.strictObject(
  {
    kind: z.enum(WIDGET_KINDS, { error: DASHBOARD_MSG.kind }),
    title: bilingual,
    aggregate: z.enum(AGGREGATE_NAMES, { error: DASHBOARD_MSG.aggregate }),
    measure: z.enum(AGGREGATE_MEASURES, { error: DASHBOARD_MSG.measure }),
    range: z.enum(WIDGET_RANGES, { error: DASHBOARD_MSG.range }).optional(),
    groupBy: z.string({ error: DASHBOARD_MSG.groupBy }).max(20, DASHBOARD_MSG.groupBy).optional(),
    filters: z
      .strictObject(
        {
          accountTypeId: idField(DASHBOARD_MSG.filterValue).optional(),
          subjectType: wholeNumber({ min: 0, max: 99, message: DASHBOARD_MSG.filterValue }).optional(),
          status: wholeNumber({ min: 0, max: 99, message: DASHBOARD_MSG.filterValue }).optional(),
          kind: z.string({ error: DASHBOARD_MSG.filterValue }).max(20, DASHBOARD_MSG.filterValue).optional(),
        },
        { error: DASHBOARD_MSG.filter },
      )
      .optional(),
    allTenants: z.boolean({ error: DASHBOARD_MSG.allTenants }).optional(),
    span: wholeNumber({ min: 1, max: 4, message: DASHBOARD_MSG.span }).optional(),
  },
  { error: DASHBOARD_MSG.declaration },
);

/** What a widget names that its aggregate does not offer, each at its part (`widgets.2.measure`). */
function checkWidgets(decl: { widgets: z.output<typeof widgetSchema>[] }, ctx: z.RefinementCtx) {
  decl.widgets.forEach((w, i) => {
    const info = AGGREGATES[w.aggregate];
    const at = (...path: (string | number)[]) => ['widgets', i, ...path];
    if (!info.measures.includes(w.measure)) ctx.addIssue({ code: 'custom', path: at('measure'), message: DASHBOARD_MSG.measure });
    else if (w.kind === 'stat' && !SUMMABLE_MEASURES.includes(w.measure)) ctx.addIssue({ code: 'custom', path: at('measure'), message: DASHBOARD_MSG.statMeasure });
    if (w.kind === 'line' && info.key !== 'date') ctx.addIssue({ code: 'custom', path: at('kind'), message: DASHBOARD_MSG.lineNeedsDays });
    if (!info.dated && w.range) ctx.addIssue({ code: 'custom', path: at('range'), message: DASHBOARD_MSG.notDated });
    if (w.groupBy !== undefined && !info.groupBy.includes(w.groupBy)) ctx.addIssue({ code: 'custom', path: at('groupBy'), message: DASHBOARD_MSG.groupBy });
    for (const [filter, value] of Object.entries(w.filters ?? {}) as [AggregateFilter, string | number | undefined][]) {
      if (value === undefined) continue;
      const allowed = info.filters[filter];
      if (!allowed) ctx.addIssue({ code: 'custom', path: at('filters', filter), message: DASHBOARD_MSG.filter });
      else if (allowed !== 'id' && !allowed.some((v) => String(v) === String(value))) ctx.addIssue({ code: 'custom', path: at('filters', filter), message: DASHBOARD_MSG.filterValue });
    }
  });
}

const declarationFields = {
  home: z.enum(DASHBOARD_HOMES, { error: DASHBOARD_MSG.home }),
  title: bilingual,
  widgets: z.array(widgetSchema, { error: DASHBOARD_MSG.widgets }).min(1, DASHBOARD_MSG.widgets).max(DASHBOARD_LIMITS.widgets, DASHBOARD_MSG.tooManyWidgets),
};

/** `POST /admin/dashboard`: a dashboard for one module home (its version 1, a draft). */
export const dashboardDeclarationSchema = z.strictObject(declarationFields, { error: DASHBOARD_MSG.declaration }).superRefine(checkWidgets);
export type DashboardDeclaration = z.output<typeof dashboardDeclarationSchema>;
export type WidgetDeclaration = z.output<typeof widgetSchema>;

/** `PUT /admin/dashboard`: its id and its new declaration (a new draft version). */
export const dashboardUpdateSchema = z
  .strictObject({ id: idField(DASHBOARD_MSG.notFound), version: versionField.optional(), ...declarationFields }, { error: DASHBOARD_MSG.declaration })
  .superRefine(checkWidgets);
export const dashboardIdSchema = z.object({ id: idField(DASHBOARD_MSG.notFound) });
export const dashboardVersionParamsSchema = z.object({ id: idField(DASHBOARD_MSG.notFound), version: idField(DASHBOARD_MSG.version) });
export const dashboardHomeParamsSchema = z.object({ home: z.enum(DASHBOARD_HOMES, { error: DASHBOARD_MSG.home }) });

const declarationReply = z.unknown().describe('A DashboardDeclaration: home, title {zh, en}, widgets');

export const dashboardRecordSchema = z
  .strictObject({
    id: z.int(),
    home: z.enum(DASHBOARD_HOMES),
    titleZh: z.string(),
    titleEn: z.string(),
    latestVersion: z.int().min(1),
    publishedVersion: z.int().nullable().describe('null while no version is published'),
    declaration: declarationReply,
    updateBy: z.string().nullable(),
    updateTime: dateTimeText,
    version: recordVersion.describe('The dashboard record’s version (every draft, publication and withdrawal moves it); not a declaration’s version number'),
  })
  .meta({ id: 'Dashboard' });
export type DashboardRecord = Omit<z.output<typeof dashboardRecordSchema>, 'declaration'> & { declaration: DashboardDeclaration };

/** A saved draft: its declaration's version number, and the dashboard record's version after the save (for the next change). */
export const dashboardSavedSchema = z.strictObject({
  id: z.int(),
  version: z.int().min(1).describe('The version number of the declaration just saved'),
  recordVersion: recordVersion.describe('The dashboard record’s version after the save: send it with the next change'),
});

export const dashboardVersionSchema = z
  .strictObject({ version: z.int().min(1), createBy: z.string().nullable(), createTime: dateTimeText, published: z.boolean(), declaration: declarationReply })
  .meta({ id: 'DashboardVersion' });
export type DashboardVersion = Omit<z.output<typeof dashboardVersionSchema>, 'declaration'> & { declaration: DashboardDeclaration };

/** What a module home shows: the tenant's published dashboard for it, or the built-in one (`version` null). */
export const homeDashboardSchema = z
  .strictObject({ id: z.int().nullable(), version: z.int().nullable().describe('null: the built-in dashboard of this home'), declaration: declarationReply })
  .meta({ id: 'HomeDashboard' });
export type HomeDashboard = { id: number | null; version: number | null; declaration: DashboardDeclaration };
