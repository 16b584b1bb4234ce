import { z } from 'zod';
import { defineEnum } from './enums';
import { boundedText, freeText, idField, numberChoice, pageFields, textChoice } from './input';
import { sortQueryFields } from './listSort';

/** SPEC.md section 4 / 9: account type display values. */
export const accountCategoryEnum = defineEnum([
  { value: 0, zh: '个人账户', en: 'Personal' },
  { value: 1, zh: '福利账户', en: 'Welfare' },
  { value: 4, zh: '差旅账户', en: 'Travel' },
  { value: 2, zh: '部门加班卡', en: 'Department overtime card' },
  { value: 3, zh: '部门活动卡', en: 'Department activity card' },
] as const);

/** SPEC.md section 4: account kind. */
export const accountKindEnum = defineEnum([
  { value: 1, zh: '金额', en: 'Amount' },
  { value: 2, zh: '次数', en: 'Count' },
  { value: 3, zh: '积分', en: 'Points' },
] as const);

/** Enabled state of an account type: 1 enabled, 0 disabled. */
export const enableFlagEnum = defineEnum([
  { value: '1', zh: '启用', en: 'Enabled' },
  { value: '0', zh: '停用', en: 'Disabled' },
] as const);

export const ACCOUNT_TYPE_NAME_MAX = 30;
export const ACCOUNT_TYPE_REMARK_MAX = 200;

/** The fields an administrator writes when creating or editing an account type. */
export const accountTypeFormSchema = z.object({
  accountTypeName: z
    .string({ error: '请输入账户类型名称' })
    .max(ACCOUNT_TYPE_NAME_MAX, `账户类型名称不能超过${ACCOUNT_TYPE_NAME_MAX}个字符`)
    .trim()
    .min(1, '请输入账户类型名称'),
  accountType: numberChoice(accountCategoryEnum.values, '请选择账户类别'),
  accountKind: numberChoice(accountKindEnum.values, '请选择账户种类'),
  remark: freeText(ACCOUNT_TYPE_REMARK_MAX, `备注不能超过${ACCOUNT_TYPE_REMARK_MAX}个字符`).optional().nullable(),
});

export const accountTypeUpdateSchema = accountTypeFormSchema.extend({
  id: idField('缺少账户类型编号'),
});

export type AccountTypeForm = z.infer<typeof accountTypeFormSchema>;

/**
 * A row of an account type import: the form's fields plus the state an export writes, so that an exported file
 * imports again into the same account types (a row without a state is enabled, as a new one is).
 */
export const accountTypeImportSchema = accountTypeFormSchema.extend({
  enableFlag: z.enum(['0', '1'], { error: '请选择状态' }).optional(),
});
export type AccountTypeImportRow = z.infer<typeof accountTypeImportSchema>;

/** An account type as the server returns it. */
export interface AccountType {
  id: number;
  tenantId: number;
  accountTypeName: string;
  accountType: number;
  accountKind: number;
  enableFlag: '0' | '1';
  remark: string | null;
  createTime: string;
  updateTime: string | null;
}

/** List filters of `GET /accountcenter/actAccountType/listPage`. */
export const accountTypeSearchFields = {
  accountTypeName: boundedText(50).optional(),
  enableFlag: textChoice(['0', '1']).optional(),
  accountType: numberChoice(accountCategoryEnum.values).optional(),
};
export const accountTypeListQuerySchema = z.object({ ...pageFields(), ...accountTypeSearchFields, ...sortQueryFields(['accountTypeName', 'createTime']) });

/** Body of `POST /accountcenter/actAccountType/enable` and `/disable`, and the `{id}` path parameter. */
export const accountTypeIdSchema = z.object({ id: idField('缺少账户类型编号') });

/** Import and export of account types through the task registry (issue 7). */
export const ACCOUNT_TYPE_TEMPLATE_CODE = 'ACT_ACCOUNT_TYPE';
export const ACCOUNT_TYPE_EXPORT_BILL_TYPE = 'EXPORT_ACCOUNT_TYPE';
