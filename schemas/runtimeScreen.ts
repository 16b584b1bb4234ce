import { z } from 'zod';
import { dateTimeText } from './reply';
import { recordVersion, versionField } from './version';
import { idField, pageFields } from './input';
import { SCREEN_KEY_PATTERN } from './screens';
import { checkCondition, SCREEN_CONDITION_OPERATORS, type ScreenCondition } from './screenCondition';

/**
 * Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time): a JSON-serialisable subset of
 * the engine's vocabulary, a list screen over one allow-listed source. It holds no code, no markup and no
 * expressions: labels are text and are shown as text. The server checks a declaration against its source
 * (schemas/screenSources.ts); this schema checks its shape and sizes, on both sides.
 */

export const SCREEN_LIMITS = { columns: 30, search: 10, enumLabels: 50, actions: 5, detail: 40, title: 40, key: 40 } as const;

/** The permission key of the designer and of every screen call that writes (a button node under 系统管理). */
export const SCREEN_EDIT_PERMISSION = 'sys_screen_edit';

export { RUNTIME_SCREEN_PREFIX, runtimeScreenKeyOf, runtimeScreenPath, SCREEN_KEY_PATTERN } from './screens';

export const SCREEN_MSG = {
  declaration: '页面声明格式错误',
  key: '页面标识须为2-40位小写英文、数字或-，以字母开头',
  keyTaken: '页面标识已存在',
  titleZh: '请输入中文标题',
  titleEn: '请输入英文标题',
  titleMax: `标题不能超过${SCREEN_LIMITS.title}个字符`,
  source: '请选择数据来源',
  unknownSource: '没有这个数据来源',
  columns: '请至少添加一列',
  tooManyColumns: `最多${SCREEN_LIMITS.columns}列`,
  field: '请选择字段',
  unknownField: '数据来源没有这个字段',
  duplicateField: '字段重复',
  type: '值类型不正确',
  typeMismatch: '该字段不能显示为这种值类型',
  width: '列宽须为40-800的整数',
  enumLabels: `枚举标签最多${SCREEN_LIMITS.enumLabels}个，值不能重复`,
  enumValue: '枚举值不能为空，且不能超过40个字符',
  tooManySearch: `最多${SCREEN_LIMITS.search}个查询条件`,
  unknownSearch: '数据来源不能按这个字段查询',
  operator: '数据来源的查询不接受这个运算符',
  unknownSort: '数据来源不能按这个字段排序',
  sortNotColumn: '默认排序的字段须是页面的一列',
  sortOrder: '排序方向须为 asc 或 desc',
  pageSize: '每页条数须为 10、20、50 或 100',
  detail: `详情最多${SCREEN_LIMITS.detail}个字段`,
  noExport: '数据来源没有导出',
  tooManyActions: `最多${SCREEN_LIMITS.actions}个行操作`,
  unknownMutation: '数据来源没有这个操作',
  confirmMax: '确认提示不能超过100个字符',
  notFound: '页面不存在',
  keyFixed: '页面标识不能修改',
  version: '版本号格式错误',
  versionMissing: '没有这个版本',
  notPublished: '页面尚未发布',
  inMenu: '页面被菜单使用，请先修改这些菜单：',
  menuUnpublished: '该页面尚未发布，菜单只能指向已发布的页面',
} as const;

/** Value types of the engine a runtime column may use (the existing set, docs/screens.md#screens-built-at-run-time). */
export const SCREEN_VALUE_TYPES = ['text', 'enum', 'tag', 'number', 'money', 'date', 'datetime', 'json'] as const;
export type ScreenValueType = (typeof SCREEN_VALUE_TYPES)[number];
/**
 * Operators a source's query may accept for a search field: equality, or a range of days (`between`) that the
 * query takes as two fields (the audit trail's createTime as beginTime and endTime).
 */
export const SCREEN_OPERATORS = ['eq', 'between'] as const;
export const SCREEN_PAGE_SIZES = [10, 20, 50, 100] as const;

const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).max(max, tooLong).trim().min(1, required);
/** A label in both languages: text, shown as text. */
const bilingual = z.strictObject(
  {
    zh: text(SCREEN_LIMITS.title, SCREEN_MSG.titleZh, SCREEN_MSG.titleMax),
    en: text(SCREEN_LIMITS.title, SCREEN_MSG.titleEn, SCREEN_MSG.titleMax),
  },
  { error: SCREEN_MSG.titleZh },
);
const optionalText = (max: number, message: string) => z.string({ error: message }).max(max, message).trim().optional();
const fieldName = z.string({ error: SCREEN_MSG.field }).regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, SCREEN_MSG.field);

export const screenKeySchema = z.string({ error: SCREEN_MSG.key }).regex(SCREEN_KEY_PATTERN, SCREEN_MSG.key);

const enumLabelSchema = z.strictObject(
  {
    value: z.string({ error: SCREEN_MSG.enumValue }).trim().min(1, SCREEN_MSG.enumValue).max(40, SCREEN_MSG.enumValue),
    zh: text(SCREEN_LIMITS.title, SCREEN_MSG.titleZh, SCREEN_MSG.titleMax),
    en: text(SCREEN_LIMITS.title, SCREEN_MSG.titleEn, SCREEN_MSG.titleMax),
  },
  { error: SCREEN_MSG.enumLabels },
);

export const screenColumnSchema = z.strictObject(
  {
    field: fieldName,
    title: bilingual,
    type: z.enum(SCREEN_VALUE_TYPES, { error: SCREEN_MSG.type }).optional(),
    width: z.number({ error: SCREEN_MSG.width }).int(SCREEN_MSG.width).min(40, SCREEN_MSG.width).max(800, SCREEN_MSG.width).optional(),
    enumLabels: z
      .array(enumLabelSchema, { error: SCREEN_MSG.enumLabels })
      .max(SCREEN_LIMITS.enumLabels, SCREEN_MSG.enumLabels)
      .refine((labels) => new Set(labels.map((l) => l.value)).size === labels.length, SCREEN_MSG.enumLabels)
      .optional(),
  },
  { error: SCREEN_MSG.columns },
);

const noDuplicate = <T>(list: T[], keyOf: (item: T) => string, ctx: z.RefinementCtx, at: (i: number) => PropertyKey[]) => {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const key = keyOf(item);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: at(i), message: SCREEN_MSG.duplicateField });
    seen.add(key);
  });
};

/** A runtime list screen: the names `key`, `title`, `source`, `columns` and `pageSize` are the contract. */
const declarationFields = {
  key: screenKeySchema,
  title: bilingual,
  source: z.string({ error: SCREEN_MSG.source }).regex(/^[a-zA-Z][A-Za-z0-9]{0,39}$/, SCREEN_MSG.source),
  columns: z.array(screenColumnSchema, { error: SCREEN_MSG.columns }).min(1, SCREEN_MSG.columns).max(SCREEN_LIMITS.columns, SCREEN_MSG.tooManyColumns),
  search: z
    .array(z.strictObject({ field: fieldName, operator: z.enum(SCREEN_OPERATORS, { error: SCREEN_MSG.operator }).default('eq') }, { error: SCREEN_MSG.unknownSearch }), {
      error: SCREEN_MSG.unknownSearch,
    })
    .max(SCREEN_LIMITS.search, SCREEN_MSG.tooManySearch)
    .optional(),
  sort: z.strictObject({ field: fieldName, order: z.enum(['asc', 'desc'], { error: SCREEN_MSG.sortOrder }) }, { error: SCREEN_MSG.unknownSort }).optional(),
  pageSize: z.literal(SCREEN_PAGE_SIZES, { error: SCREEN_MSG.pageSize }),
  /** The fields of the detail drawer; none = no detail. */
  detail: z.array(fieldName, { error: SCREEN_MSG.detail }).max(SCREEN_LIMITS.detail, SCREEN_MSG.detail).optional(),
  /** The source's export through the task system. */
  export: z.boolean({ error: SCREEN_MSG.noExport }).optional(),
};

/**
 * A row action: one of the source's declared mutations, with its confirmation, shown only for the rows `visible`
 * accepts (the evaluator's data form over the row). `visible` is checked part by part where a declaration comes
 * in, and named as the ScreenCondition component where one goes out.
 */
const actionSchema = (visible: z.ZodType<ScreenCondition>) =>
  z.strictObject(
    {
      mutation: z.string({ error: SCREEN_MSG.unknownMutation }).regex(/^[a-zA-Z][A-Za-z0-9]{0,39}$/, SCREEN_MSG.unknownMutation),
      confirm: z.strictObject({ zh: optionalText(100, SCREEN_MSG.confirmMax), en: optionalText(100, SCREEN_MSG.confirmMax) }, { error: SCREEN_MSG.confirmMax }).optional(),
      visible: visible.optional(),
    },
    { error: SCREEN_MSG.unknownMutation },
  );

/** Row actions, at most SCREEN_LIMITS.actions. */
const actionsOf = (visible: z.ZodType<ScreenCondition>) =>
  z.array(actionSchema(visible), { error: SCREEN_MSG.unknownMutation }).max(SCREEN_LIMITS.actions, SCREEN_MSG.tooManyActions).optional();

/** A row condition coming in: checked part by part, each message at the part at fault (schemas/screenCondition.ts). */
const conditionInput = z
  .custom<ScreenCondition>()
  .superRefine((value, ctx) => checkCondition(value, ctx))
  .meta({ description: 'A condition over the row: { field, op, value? } or { all | any: [...] } or { not: ... }' });

const conditionScalar = z.union([z.string(), z.number(), z.boolean()]);

/** A row condition as the contract names it: a field compared, or `all`, `any`, `not` of others. */
export const screenConditionSchema: z.ZodType<ScreenCondition> = z
  .lazy(() =>
    z.union([
      z.strictObject({ field: z.string(), op: z.enum(SCREEN_CONDITION_OPERATORS), value: z.union([conditionScalar, z.array(conditionScalar)]).optional() }),
      z.strictObject({ all: z.array(screenConditionSchema) }),
      z.strictObject({ any: z.array(screenConditionSchema) }),
      z.strictObject({ not: screenConditionSchema }),
    ]),
  )
  .meta({
    id: 'ScreenCondition',
    description: 'The rows a runtime screen’s action shows for: a field compared ({ field, op, value? }), or { all | any: [conditions] }, or { not: condition }',
  });

/** A field named twice (a column, a search field, an action) is pointed at where it repeats. */
function noRepeats(decl: { columns: { field: string }[]; search?: { field: string }[]; actions?: { mutation: string }[] }, ctx: z.RefinementCtx) {
  noDuplicate(
    decl.columns,
    (c) => c.field,
    ctx,
    (i) => ['columns', i, 'field'],
  );
  noDuplicate(
    decl.search ?? [],
    (s) => s.field,
    ctx,
    (i) => ['search', i, 'field'],
  );
  noDuplicate(
    decl.actions ?? [],
    (a) => a.mutation,
    ctx,
    (i) => ['actions', i, 'mutation'],
  );
}

/** `POST /admin/screen`: the declaration (a new screen, its version 1). */
export const screenDeclarationSchema = z.strictObject({ ...declarationFields, actions: actionsOf(conditionInput) }, { error: SCREEN_MSG.declaration }).superRefine(noRepeats);
export type ScreenDeclaration = z.output<typeof screenDeclarationSchema>;
export type ScreenDeclarationInput = z.input<typeof screenDeclarationSchema>;

/**
 * `PUT /admin/screen`: the screen's id and its new declaration (a new draft version), and the record version the
 * draft was based on (or If-Match; docs/api.md): a screen changed since is refused 412.
 */
export const screenUpdateSchema = z
  .strictObject({ id: idField(SCREEN_MSG.notFound), version: versionField.optional(), ...declarationFields, actions: actionsOf(conditionInput) }, { error: SCREEN_MSG.declaration })
  .superRefine(noRepeats);
export const screenIdSchema = z.object({ id: idField(SCREEN_MSG.notFound) });
export const screenVersionParamsSchema = z.object({ id: idField(SCREEN_MSG.notFound), version: idField(SCREEN_MSG.version) });
export const screenKeyParamsSchema = z.object({ key: screenKeySchema });
export const screenPageQuerySchema = z.object({ ...pageFields(100, 20), key: z.string().trim().max(40).optional() });

// ---- Replies ----

/** A declaration as stored and sent: the same fields and limits as one coming in, its conditions named. */
export const screenDeclarationReply = z.strictObject({ ...declarationFields, actions: actionsOf(screenConditionSchema) }).meta({
  id: 'ScreenDeclaration',
  description: 'A list screen built at run time over one allow-listed source: its key, titles, columns, search, sort, page size, detail fields, export and row actions',
});

/** A screen as the list and the designer see it: its newest declaration and where its versions stand. */
export const screenRecordSchema = z
  .strictObject({
    id: z.int(),
    key: z.string(),
    titleZh: z.string(),
    titleEn: z.string(),
    source: z.string(),
    latestVersion: z.int().min(1),
    publishedVersion: z.int().nullable().describe('null while no version is published'),
    declaration: screenDeclarationReply.describe('The newest version’s declaration'),
    updateBy: z.string().nullable(),
    updateTime: dateTimeText,
    version: recordVersion.describe('The screen record’s version (every draft, publication and withdrawal moves it); not a declaration’s version number'),
  })
  .meta({ id: 'RuntimeScreen' });
export type ScreenRecord = z.output<typeof screenRecordSchema>;

/** A saved draft: its declaration's version number, and the screen record's version after the save (for the next one). */
export const screenSavedSchema = z.strictObject({
  id: z.int(),
  version: z.int().min(1).describe('The version number of the declaration just saved'),
  recordVersion: recordVersion.describe('The screen record’s version after the save: send it with the next change'),
});

export const screenVersionSchema = z
  .strictObject({
    version: z.int().min(1),
    createBy: z.string().nullable(),
    createTime: dateTimeText,
    published: z.boolean().describe('Whether this is the version the console draws'),
    declaration: screenDeclarationReply.describe('The declaration of this version'),
  })
  .meta({ id: 'RuntimeScreenVersion' });
export type ScreenVersion = z.output<typeof screenVersionSchema>;

export const publishedScreenListSchema = z.array(z.strictObject({ key: z.string(), titleZh: z.string(), titleEn: z.string() }));

/** One field of a source, with the value type its list call's typed reply gives it. */
export const sourceFieldSchema = z.strictObject({
  name: z.string(),
  type: z.enum(['text', 'number', 'datetime', 'enum', 'boolean', 'json']),
  values: z.array(z.string()).optional().describe('The values of an enum field'),
});
export const screenSourceSchema = z
  .strictObject({
    key: z.string(),
    title: z.strictObject({ zh: z.string(), en: z.string() }),
    call: z.strictObject({ method: z.literal('GET'), path: z.string() }),
    fields: z.array(sourceFieldSchema),
    search: z.array(
      z.strictObject({
        field: z.string(),
        operators: z.array(z.enum(SCREEN_OPERATORS)),
        into: z.tuple([z.string(), z.string()]).optional().describe("The query's two fields of a `between` search, first and last day"),
      }),
    ),
    sortable: z.array(z.string()),
    export: z.strictObject({ path: z.string(), billType: z.string(), permission: z.string().nullable() }).nullable(),
    mutations: z.array(z.strictObject({ key: z.string(), kind: z.literal('delete'), method: z.literal('DELETE'), path: z.string(), permission: z.string().nullable() })),
    access: z.string().describe('Who may read the list call (the server applies it to every reader)'),
  })
  .meta({ id: 'ScreenSource' });
export type ScreenSource = z.output<typeof screenSourceSchema>;
export type SourceField = z.output<typeof sourceFieldSchema>;

export const publishedScreenSchema = z
  .strictObject({
    id: z.int(),
    version: z.int(),
    declaration: screenDeclarationReply.describe('The published declaration'),
    source: screenSourceSchema.describe('The source it reads: its call, fields and mutations'),
  })
  .meta({ id: 'PublishedScreen' });
