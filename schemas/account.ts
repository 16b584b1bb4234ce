import { z } from 'zod';
import { dateTimeText, decimalText } from './reply';
import { recordVersion, versionField } from './version';
import { withheldNamesSchema } from './withheldReply';
import { defineEnum } from './enums';
import { subjectTypeEnum } from './accountSubject';
import { boundedText, dateText, idField, INPUT_MSG, MAX_PAGE, numberChoice, searchObject, wholeNumber } from './input';
export { accountKindEnum, accountCategoryEnum } from './accountType';

/** docs/product.md#states-and-transitions: account status. */
export const accountStatusEnum = defineEnum([
  { value: 1, zh: '停用', en: 'Disabled' },
  { value: 2, zh: '启用', en: 'Enabled' },
  { value: 3, zh: '冻结', en: 'Frozen' },
] as const);
export const ACCOUNT_STATUS = { disabled: 1, enabled: 2, frozen: 3 } as const;

/** docs/product.md#states-and-transitions: account scope (the form's `accountType`). */
export const accountScopeEnum = defineEnum([
  { value: 1, zh: '自用', en: 'Self-use' },
  { value: 2, zh: '组织', en: 'Organisation' },
  { value: 3, zh: '员工', en: 'Employee' },
] as const);
export const ACCOUNT_SCOPE = { self: 1, organisation: 2, employee: 3 } as const;

/** With scope employee: 0 choose people one by one, 1 choose them by organisation. */
export const accountFlagEnum = defineEnum([
  { value: 0, zh: '按员工选择', en: 'By employee' },
  { value: 1, zh: '按组织选择', en: 'By organisation' },
] as const);

export const ACCOUNT_NAME_MAX = 30;

export const accountNameSchema = z.string({ error: '请输入账户名称' }).max(ACCOUNT_NAME_MAX, `账户名称不能超过${ACCOUNT_NAME_MAX}个字符`).trim().min(1, '请输入账户名称');

export const configIdsSchema = z.array(idField('请选择业务场景'), { error: '请选择业务场景' }).min(1, '请选择业务场景').max(50, '请选择业务场景');

export const accountTypeIdSchema = idField('请选择账户类型');

export const accountScopeSchema = numberChoice(accountScopeEnum.values, '请选择使用范围');

/** The statuses a user sets (frozen comes only from the freeze call). */
export const accountStatusFormSchema = numberChoice([1, 2], '请选择账户状态');

const sysIds = z.array(idField(), { error: INPUT_MSG.list }).max(10_000, '选择的人员或组织过多');
const flagSchema = numberChoice(accountFlagEnum.values, '请选择选择方式');
const subjectTypeSchema = numberChoice(subjectTypeEnum.values);
const subjectNameSchema = boundedText(100);
const subjectNoSchema = boundedText(32);
const accountTypeNameSchema = boundedText(30);

/** Messages when the people or organisations of a scope are missing (docs/product.md#validation). */
export const PICK_ORG_FIRST = '请先选择组织!';
export const PICK_PERSON_FIRST = '请先选择员工!';

/** Which list a scope needs: organisations, people, or nothing (self-use). */
export function scopeNeeds(scope: number, flag: number | undefined): 'org' | 'person' | 'none' {
  if (scope === 2) return 'org';
  if (scope === 3) return flag === 1 ? 'org' : 'person';
  return 'none';
}

/** Body of `POST /accountcenter/actAccount/save` (docs/product.md#records-and-fields, account form payload). */
export const childAccountSaveSchema = z
  .object({
    accountName: accountNameSchema,
    configIds: configIdsSchema,
    accountTypeId: accountTypeIdSchema,
    accountTypeName: accountTypeNameSchema.optional().nullable(),
    /** The scope: 1 self-use, 2 organisation, 3 employee. */
    accountType: accountScopeSchema,
    flag: flagSchema.optional().default(0),
    accountSysId: sysIds.optional().default([]),
    status: accountStatusFormSchema.optional().default(2),
    parentId: idField('缺少上级账户'),
    subjectId: idField().optional(),
    subjectName: subjectNameSchema.optional().nullable(),
    subjectNo: subjectNoSchema.optional().nullable(),
    subjectType: subjectTypeSchema.optional().nullable(),
    tenantId: idField().optional(),
  })
  .superRefine((v, ctx) => {
    const needs = scopeNeeds(v.accountType, v.flag);
    if (needs !== 'none' && v.accountSysId.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['accountSysId'], message: needs === 'org' ? PICK_ORG_FIRST : PICK_PERSON_FIRST });
    }
  });

/**
 * Body of `POST /accountcenter/actAccount/update`. Subject, account type and scope are fixed at creation:
 * when sent they must match the stored values.
 */
export const childAccountUpdateSchema = z.object({
  id: idField('缺少账户编号'),
  accountName: accountNameSchema,
  configIds: configIdsSchema,
  status: accountStatusFormSchema,
  accountTypeId: idField().optional().nullable(),
  accountType: accountScopeSchema.optional().nullable(),
  subjectId: idField().optional().nullable(),
  flag: flagSchema.optional().nullable(),
  accountSysId: sysIds.optional(),
  tenantId: idField().optional(),
  subjectName: subjectNameSchema.optional().nullable(),
  subjectNo: subjectNoSchema.optional().nullable(),
  subjectType: subjectTypeSchema.optional().nullable(),
  accountTypeName: accountTypeNameSchema.optional().nullable(),
  version: versionField.optional(),
});

export const IMMUTABLE_ACCOUNT_FIELDS = '账户主体、账户类型和使用范围创建后不能修改';
export const GROUP_SELF_USE_ONLY = '集团主体只能开立自用账户';

/** Body of `POST /accountcenter/actAccount/son/list`. */
const pageNumber = wholeNumber({ min: 1, max: MAX_PAGE, message: INPUT_MSG.page });
export const sonListQuerySchema = searchObject({
  current: pageNumber.optional(),
  page: pageNumber.optional(),
  size: wholeNumber({ min: 1, max: 500, message: INPUT_MSG.size }).default(10),
  parentId: idField().optional(),
  id: idField().optional(),
  subjectId: idField().optional(),
  tenantId: idField().optional(),
  accountTypeId: idField().optional(),
  accountName: boundedText(30).optional(),
  accountNo: boundedText(32).optional(),
  status: numberChoice(accountStatusEnum.values).optional(),
  accountType: accountScopeSchema.optional(),
  startTime: dateText().optional(),
  endTime: dateText().optional(),
});

/** Body of `POST /accountcenter/actAccount/operate` and `/subject/operate`. */
export const accountOperateSchema = z.object({
  accountId: idField('缺少账户编号').optional(),
  id: idField().optional(),
  status: accountStatusFormSchema,
  tenantId: idField().optional(),
  version: versionField.optional(),
});

/** `{id}/{tenantId}` path parameters. */
export const idTenantParamsSchema = z.object({ id: idField('资源不存在'), tenantId: idField('资源不存在') });

/** An account as lists and views return it (docs/product.md#records-and-fields). */
export const accountSchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    accountNo: z.string(),
    accountName: z.string(),
    accountTypeId: z.int().nullable(),
    accountTypeName: z.string().nullable(),
    accountKind: z.int().nullable(),
    accountType: z.int().describe('Scope: 1 self-use, 2 organisation, 3 employee (also as accountScope)'),
    accountScope: z.int(),
    level: z.int().describe('1 parent account, 2 child account'),
    status: z.int().describe('1 disabled, 2 enabled, 3 frozen'),
    createTime: dateTimeText,
    operator: z.string().nullable(),
    accountNum: decimalText.nullable().describe('Balance (null where amounts are withheld)'),
    creditNum: decimalText.nullable().describe('Credit (null where amounts are withheld)'),
    balanceLimit: decimalText.nullable().describe('Balance upper limit (null where amounts are withheld)'),
    totalExchangeNum: decimalText.nullable().describe('Recharged in total (null where amounts are withheld)'),
    configIds: z.array(z.int()),
    configNames: z.string(),
    parentId: z.int().nullable(),
    parentSubjectNo: z.string().nullable(),
    subjectId: z.int(),
    subjectName: z.string(),
    subjectNo: z.string(),
    subjectType: z.int(),
    subjectSysId: z.int().nullable(),
    accountSysId: z.array(z.int()),
    flag: z.int(),
    lockNum: decimalText.nullable().describe('Pre-locked (null where amounts are withheld)'),
    version: recordVersion,
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'Account' });
export type Account = z.output<typeof accountSchema>;

/** A deal lock of an account (`GET .../queryAccountDealLock`). */
export const dealLockSchema = z.strictObject({
  bizSource: z.string(),
  bizNo: z.string(),
  lockTime: dateTimeText,
  changeNum: decimalText.nullable().describe('null where amounts are withheld'),
});
export type DealLock = z.output<typeof dealLockSchema>;

export const dealLocksReplySchema = z.strictObject({ accountNo: z.string(), dealOrderList: z.array(dealLockSchema), withheld: withheldNamesSchema });

/** A business scene of the tenant. */
export const businessSceneSchema = z.strictObject({ id: z.int(), sceneName: z.string() }).meta({ id: 'BusinessScene' });
export type BusinessScene = z.output<typeof businessSceneSchema>;
