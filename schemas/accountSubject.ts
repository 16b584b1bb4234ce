import { z } from 'zod';
import { dateTimeText, decimalText } from './reply';
import { recordVersion, versionField } from './version';
import { withheldNamesSchema } from './withheldReply';
import { defineEnum } from './enums';
import { boundedText, idField, INPUT_MSG, numberChoice, pageFields, searchObject } from './input';

/** docs/product.md#states-and-transitions: subject types of the account centre list. */
export const subjectTypeEnum = defineEnum([
  { value: 0, zh: '租户', en: 'Tenant' },
  { value: 1, zh: '组织', en: 'Organisation' },
  { value: 2, zh: '员工', en: 'Employee' },
  { value: 3, zh: '集团', en: 'Group' },
  { value: 9, zh: '供应商', en: 'Provider' },
] as const);

export const SUBJECT_TYPE = { tenant: 0, organisation: 1, employee: 2, group: 3, provider: 9 } as const;

/** Account statuses (schemas/account.ts names them; repeated here as values only, account.ts imports this file). */
const ACCOUNT_STATUSES = [1, 2, 3] as const;

/** The subject list's search fields; its export takes the same (tasks/definitions/accountSubject.ts). */
export const subjectSearchFields = {
  ...pageFields(),
  subjectName: boundedText(100).optional(),
  subjectNo: boundedText(32).optional(),
  subjectType: numberChoice(subjectTypeEnum.values).optional(),
  status: numberChoice(ACCOUNT_STATUSES).optional(),
  tenantId: idField().optional(),
};

/** Body of `POST /accountcenter/subject/list`. */
export const subjectListQuerySchema = searchObject(subjectSearchFields);

/** The subject list's search without its paging (the export takes the same filters). */
export type SubjectSearch = Omit<z.output<typeof subjectListQuerySchema>, 'current' | 'size' | 'tenantId'>;

/** The subject export of the task registry (docs/product.md#import-export-and-files: `POST .../subject/export`, query and body). */
export const SUBJECT_EXPORT_BILL_TYPE = 'EXPORT_ACCOUNT_SUBJECT';

export const SUBJECT_NAME_MAX = 100;
const subjectNameSchema = boundedText(SUBJECT_NAME_MAX, `主体名称不能超过${SUBJECT_NAME_MAX}个字符`);
const accountNameSchema = z.string({ error: '请输入账户名称' }).max(30, '账户名称不能超过30个字符').trim().min(1, '请输入账户名称');
const configIdsSchema = z.array(idField('请选择业务场景'), { error: INPUT_MSG.list }).max(50, '请选择业务场景');

/** Body of `POST /accountcenter/subject/save`: opens a subject with its parent account. */
export const subjectSaveSchema = z
  .object({
    subjectType: numberChoice(subjectTypeEnum.values, '请选择主体类型'),
    /** The department (organisation, group) or user (employee) id; none for tenant and provider subjects. */
    subjectSysId: idField('请选择主体').optional().nullable(),
    subjectName: subjectNameSchema.optional(),
    accountName: accountNameSchema,
    configIds: configIdsSchema.optional(),
    tenantId: idField().optional(),
  })
  .superRefine((v, ctx) => {
    const needsSysId = v.subjectType === 1 || v.subjectType === 2 || v.subjectType === 3;
    if (needsSysId && !v.subjectSysId) ctx.addIssue({ code: 'custom', path: ['subjectSysId'], message: '请选择主体' });
    if (v.subjectType === 9 && !v.subjectName) ctx.addIssue({ code: 'custom', path: ['subjectName'], message: '请输入主体名称' });
  });

/** Body of `POST /accountcenter/subject/update`: the name and the parent account's name and scenes; the type never changes. */
export const subjectUpdateSchema = z.object({
  id: idField('缺少主体编号'),
  subjectName: subjectNameSchema.min(1, '请输入主体名称').optional(),
  accountName: accountNameSchema.optional(),
  configIds: configIdsSchema.optional(),
  subjectType: numberChoice(subjectTypeEnum.values, '请选择主体类型').optional(),
  tenantId: idField().optional(),
  version: versionField.optional(),
});

/** An account subject with its parent account, as the subject list returns it. */
export const accountSubjectSchema = z
  .strictObject({
    id: z.int(),
    subjectNo: z.string(),
    subjectName: z.string(),
    subjectType: z.int(),
    subjectSysId: z.int().nullable(),
    tenantId: z.int(),
    tenantName: z.string(),
    accountId: z.int(),
    accountNo: z.string(),
    accountName: z.string(),
    status: z.int(),
    accountNum: decimalText.nullable().describe('Balance of the parent account (null where amounts are withheld)'),
    creditNum: decimalText.nullable().describe('Credit of the parent account (null where amounts are withheld)'),
    childCount: z.int().min(0),
    configIds: z.array(z.int()),
    configNames: z.string(),
    createTime: dateTimeText,
    version: recordVersion,
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'AccountSubject' });
export type AccountSubject = z.output<typeof accountSubjectSchema>;

/** Header of the subject overview (`GET .../actAccount/overview/{subject}/{tenant}/`). */
export const subjectOverviewSchema = z.strictObject({
  subjectName: z.string(),
  accountSum: z.int().min(0),
  accountNum: decimalText.nullable().describe('Balance of all its accounts (null where amounts are withheld)'),
  disabledSum: z.int().min(0),
  enableSum: z.int().min(0),
  freezeSum: z.int().min(0),
});
export type SubjectOverview = z.output<typeof subjectOverviewSchema>;

/**
 * The console's form for opening a subject: the parent account's name and business scenes. The owner's
 * fields depend on the subject type and carry their own messages; the server checks the whole body with
 * `subjectSaveSchema`.
 */
export const subjectOpenFormSchema = z.object({
  accountName: z.string({ error: '请输入账户名称' }).trim().min(1, '请输入账户名称').max(30, '账户名称不能超过30个字符'),
  configIds: z.array(z.coerce.number().int().positive(), { error: '请选择业务场景' }).min(1, '请选择业务场景').max(50, '请选择业务场景'),
});
