import { z } from 'zod';
import { boundedText, freeText, idField, numberChoice, pageFields, textChoice } from './input';
import { sortQueryFields } from './listSort';
import { choiceOf, dateTimeText } from './reply';
import { recordVersion, versionField } from './version';
import { ACCOUNT_TYPE_NAME_MAX, ACCOUNT_TYPE_REMARK_MAX, accountCategoryEnum, accountKindEnum } from './accountTypeConstants';

/** The zod schemas of the account type calls; the labels, limits and record shape are in accountTypeConstants.ts. */
export * from './accountTypeConstants';

/** The fields an administrator writes when creating or editing an account type. */
export const accountTypeFormSchema = z.object({
  accountTypeName: z.string({ error: '请输入账户类型名称' }).max(ACCOUNT_TYPE_NAME_MAX, `账户类型名称不能超过${ACCOUNT_TYPE_NAME_MAX}个字符`).trim().min(1, '请输入账户类型名称'),
  accountType: numberChoice(accountCategoryEnum.values, '请选择账户类别'),
  accountKind: numberChoice(accountKindEnum.values, '请选择账户种类'),
  remark: freeText(ACCOUNT_TYPE_REMARK_MAX, `备注不能超过${ACCOUNT_TYPE_REMARK_MAX}个字符`).optional().nullable(),
});

export const accountTypeUpdateSchema = accountTypeFormSchema.extend({
  id: idField('缺少账户类型编号'),
  version: versionField.optional(),
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

/** List filters of `GET /accountcenter/actAccountType/listPage`. */
export const accountTypeSearchFields = {
  accountTypeName: boundedText(50).optional(),
  enableFlag: textChoice(['0', '1']).optional(),
  accountType: numberChoice(accountCategoryEnum.values).optional(),
};
export const accountTypeListQuerySchema = z.object({ ...pageFields(), ...accountTypeSearchFields, ...sortQueryFields(['accountTypeName', 'createTime']) });

/** Body of `POST /accountcenter/actAccountType/enable` and `/disable`, and the `{id}` path parameter. */
export const accountTypeIdSchema = z.object({ id: idField('缺少账户类型编号') });
/** Body of enable and disable: the id, and the version the change was based on (or If-Match). */
export const accountTypeStatusSchema = accountTypeIdSchema.extend({ version: versionField.optional() });

/** An account type as the server returns it (docs/product.md#account-centre-calls). */
export const accountTypeSchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    accountTypeName: z.string(),
    accountType: choiceOf(accountCategoryEnum),
    accountKind: choiceOf(accountKindEnum),
    enableFlag: z.enum(['0', '1']),
    remark: z.string().nullable(),
    createTime: dateTimeText,
    updateTime: dateTimeText.nullable(),
    version: recordVersion,
  })
  .meta({ id: 'AccountType' });
