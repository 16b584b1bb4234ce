import { z } from 'zod';
import { defineEnum } from './enums';
export { accountKindEnum, accountCategoryEnum } from './accountType';

/** SPEC.md section 4: account status. */
export const accountStatusEnum = defineEnum([
  { value: 1, zh: '停用', en: 'Disabled' },
  { value: 2, zh: '启用', en: 'Enabled' },
  { value: 3, zh: '冻结', en: 'Frozen' },
] as const);
export const ACCOUNT_STATUS = { disabled: 1, enabled: 2, frozen: 3 } as const;

/** SPEC.md section 4: account scope (the form's `accountType`). */
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

export const accountNameSchema = z
  .string({ error: '请输入账户名称' })
  .trim()
  .min(1, '请输入账户名称')
  .max(ACCOUNT_NAME_MAX, `账户名称不能超过${ACCOUNT_NAME_MAX}个字符`);

export const configIdsSchema = z
  .array(z.coerce.number().int().positive(), { error: '请选择业务场景' })
  .min(1, '请选择业务场景')
  .max(50, '请选择业务场景');

export const accountTypeIdSchema = z.coerce
  .number({ error: '请选择账户类型' })
  .int('请选择账户类型')
  .positive('请选择账户类型');

export const accountScopeSchema = z.coerce
  .number({ error: '请选择使用范围' })
  .refine((v) => accountScopeEnum.values.includes(v as never), '请选择使用范围');

export const accountStatusFormSchema = z.coerce
  .number({ error: '请选择账户状态' })
  .refine((v) => v === 1 || v === 2, '请选择账户状态');

const sysIds = z.array(z.coerce.number().int().positive()).max(10_000, '选择的人员或组织过多');

/** Messages when the people or organisations of a scope are missing (SPEC.md section 5). */
export const PICK_ORG_FIRST = '请先选择组织!';
export const PICK_PERSON_FIRST = '请先选择员工!';

/** Which list a scope needs: organisations, people, or nothing (self-use). */
export function scopeNeeds(scope: number, flag: number | undefined): 'org' | 'person' | 'none' {
  if (scope === 2) return 'org';
  if (scope === 3) return flag === 1 ? 'org' : 'person';
  return 'none';
}

/** Body of `POST /accountcenter/actAccount/save` (SPEC.md section 3, account form payload). */
export const childAccountSaveSchema = z
  .object({
    accountName: accountNameSchema,
    configIds: configIdsSchema,
    accountTypeId: accountTypeIdSchema,
    accountTypeName: z.string().max(30).optional().nullable(),
    /** The scope: 1 self-use, 2 organisation, 3 employee. */
    accountType: accountScopeSchema,
    flag: z.coerce.number().int().refine((v) => v === 0 || v === 1, '请选择选择方式').optional().default(0),
    accountSysId: sysIds.optional().default([]),
    status: accountStatusFormSchema.optional().default(2),
    parentId: z.coerce.number({ error: '缺少上级账户' }).int().positive('缺少上级账户'),
    subjectId: z.coerce.number().int().positive().optional(),
    subjectName: z.string().max(100).optional().nullable(),
    subjectNo: z.string().max(32).optional().nullable(),
    subjectType: z.coerce.number().int().optional().nullable(),
    tenantId: z.coerce.number().int().optional(),
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
  id: z.coerce.number({ error: '缺少账户编号' }).int().positive('缺少账户编号'),
  accountName: accountNameSchema,
  configIds: configIdsSchema,
  status: accountStatusFormSchema,
  accountTypeId: z.coerce.number().int().optional().nullable(),
  accountType: z.coerce.number().int().optional().nullable(),
  subjectId: z.coerce.number().int().optional().nullable(),
  flag: z.coerce.number().int().optional().nullable(),
  accountSysId: sysIds.optional(),
  tenantId: z.coerce.number().int().optional(),
  subjectName: z.string().max(100).optional().nullable(),
  subjectNo: z.string().max(32).optional().nullable(),
  subjectType: z.coerce.number().int().optional().nullable(),
  accountTypeName: z.string().max(30).optional().nullable(),
});

export const IMMUTABLE_ACCOUNT_FIELDS = '账户主体、账户类型和使用范围创建后不能修改';
export const GROUP_SELF_USE_ONLY = '集团主体只能开立自用账户';

/** Body of `POST /accountcenter/actAccount/son/list`. */
export const sonListQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  size: z.coerce.number().int().min(1).max(500).default(10),
  parentId: z.coerce.number().int().positive().optional(),
  id: z.coerce.number().int().positive().optional(),
  subjectId: z.coerce.number().int().positive().optional(),
  tenantId: z.coerce.number().int().optional(),
  accountTypeId: z.coerce.number().int().positive().optional(),
  accountName: z.string().trim().max(30).optional(),
  accountNo: z.string().trim().max(32).optional(),
  status: z.coerce.number().int().optional(),
  accountType: z.coerce.number().int().optional(),
  startTime: z.string().trim().max(19).optional(),
  endTime: z.string().trim().max(19).optional(),
});

/** Body of `POST /accountcenter/actAccount/operate` and `/subject/operate`. */
export const accountOperateSchema = z.object({
  accountId: z.coerce.number({ error: '缺少账户编号' }).int().positive('缺少账户编号').optional(),
  id: z.coerce.number().int().positive().optional(),
  status: z.coerce
    .number({ error: '请选择账户状态' })
    .refine((v) => v === 1 || v === 2, '请选择账户状态'),
  tenantId: z.coerce.number().int().optional(),
});

/** `{id}/{tenantId}` path parameters. */
export const idTenantParamsSchema = z.object({
  id: z.coerce.number({ error: '资源不存在' }).int('资源不存在').positive('资源不存在').max(Number.MAX_SAFE_INTEGER, '资源不存在'),
  tenantId: z.coerce.number({ error: '资源不存在' }).int('资源不存在').positive('资源不存在').max(Number.MAX_SAFE_INTEGER, '资源不存在'),
});

/** An account as lists and views return it (SPEC.md section 3). */
export interface Account {
  id: number;
  tenantId: number;
  accountNo: string;
  accountName: string;
  accountTypeId: number | null;
  accountTypeName: string | null;
  accountKind: number | null;
  /** Scope: 1 self-use, 2 organisation, 3 employee (also as accountScope). */
  accountType: number;
  accountScope: number;
  level: number;
  status: number;
  createTime: string;
  operator: string | null;
  accountNum: string;
  creditNum: string;
  balanceLimit: string;
  totalExchangeNum: string;
  configIds: number[];
  configNames: string;
  parentId: number | null;
  parentSubjectNo: string | null;
  subjectId: number;
  subjectName: string;
  subjectNo: string;
  subjectType: number;
  subjectSysId: number | null;
  accountSysId: number[];
  flag: number;
  lockNum: string;
}

/** A pre-lock record (SPEC.md section 3). */
export interface DealLock {
  bizSource: string;
  bizNo: string;
  lockTime: string;
  changeNum: string;
}

/** A business scene an account may be used in. */
export interface BusinessScene {
  id: number;
  sceneName: string;
}
