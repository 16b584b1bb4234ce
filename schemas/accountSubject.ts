import { z } from 'zod';
import { defineEnum } from './enums';

/** SPEC.md section 4: subject types of the account centre list. */
export const subjectTypeEnum = defineEnum([
  { value: 0, zh: '租户', en: 'Tenant' },
  { value: 1, zh: '组织', en: 'Organisation' },
  { value: 2, zh: '员工', en: 'Employee' },
  { value: 3, zh: '集团', en: 'Group' },
  { value: 9, zh: '供应商', en: 'Provider' },
] as const);

export const SUBJECT_TYPE = { tenant: 0, organisation: 1, employee: 2, group: 3, provider: 9 } as const;

/** Body of `POST /accountcenter/subject/list`. */
export const subjectListQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
  subjectName: z.string().trim().max(100).optional(),
  subjectNo: z.string().trim().max(32).optional(),
  subjectType: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  tenantId: z.coerce.number().int().optional(),
});

/** The subject list's search without its paging (the export takes the same filters). */
export type SubjectSearch = Omit<z.output<typeof subjectListQuerySchema>, 'current' | 'size' | 'tenantId'>;

/** The subject export of the task registry (SPEC.md section 7: `POST .../subject/export`, query and body). */
export const SUBJECT_EXPORT_BILL_TYPE = 'EXPORT_ACCOUNT_SUBJECT';

export const SUBJECT_NAME_MAX = 100;

/** Body of `POST /accountcenter/subject/save`: opens a subject with its parent account. */
export const subjectSaveSchema = z
  .object({
    subjectType: z.coerce
      .number({ error: '请选择主体类型' })
      .refine((v) => subjectTypeEnum.values.includes(v as never), '请选择主体类型'),
    /** The department (organisation, group) or user (employee) id; none for tenant and provider subjects. */
    subjectSysId: z.coerce.number().int().positive('请选择主体').optional().nullable(),
    subjectName: z.string().trim().max(SUBJECT_NAME_MAX, `主体名称不能超过${SUBJECT_NAME_MAX}个字符`).optional(),
    accountName: z
      .string({ error: '请输入账户名称' })
      .trim()
      .min(1, '请输入账户名称')
      .max(30, '账户名称不能超过30个字符'),
    configIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
    tenantId: z.coerce.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    const needsSysId = v.subjectType === 1 || v.subjectType === 2 || v.subjectType === 3;
    if (needsSysId && !v.subjectSysId) ctx.addIssue({ code: 'custom', path: ['subjectSysId'], message: '请选择主体' });
    if (v.subjectType === 9 && !v.subjectName) ctx.addIssue({ code: 'custom', path: ['subjectName'], message: '请输入主体名称' });
  });

/** Body of `POST /accountcenter/subject/update`: the name and the parent account's name and scenes; the type never changes. */
export const subjectUpdateSchema = z.object({
  id: z.coerce.number({ error: '缺少主体编号' }).int().positive('缺少主体编号'),
  subjectName: z.string().trim().min(1, '请输入主体名称').max(SUBJECT_NAME_MAX, `主体名称不能超过${SUBJECT_NAME_MAX}个字符`).optional(),
  accountName: z.string().trim().min(1, '请输入账户名称').max(30, '账户名称不能超过30个字符').optional(),
  configIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
  subjectType: z.coerce.number().int().optional(),
  tenantId: z.coerce.number().int().optional(),
});

/** An account subject with its parent account, as the subject list returns it. */
export interface AccountSubject {
  id: number;
  subjectNo: string;
  subjectName: string;
  subjectType: number;
  subjectSysId: number | null;
  tenantId: number;
  tenantName: string;
  accountId: number;
  accountNo: string;
  accountName: string;
  status: number;
  accountNum: string;
  creditNum: string;
  childCount: number;
  configIds: number[];
  configNames: string;
  createTime: string;
}

/** Header of the subject overview (`GET .../actAccount/overview/{subject}/{tenant}/`). */
export interface SubjectOverview {
  subjectName: string;
  accountSum: number;
  accountNum: string;
  disabledSum: number;
  enableSum: number;
  freezeSum: number;
}

/**
 * The console's form for opening a subject: the parent account's name and business scenes. The owner's
 * fields depend on the subject type and carry their own messages; the server checks the whole body with
 * `subjectSaveSchema`.
 */
export const subjectOpenFormSchema = z.object({
  accountName: z.string({ error: '请输入账户名称' }).trim().min(1, '请输入账户名称').max(30, '账户名称不能超过30个字符'),
  configIds: z.array(z.coerce.number().int().positive(), { error: '请选择业务场景' }).min(1, '请选择业务场景').max(50, '请选择业务场景'),
});
