import { z } from 'zod';
import { flowSearchSchema } from './accountFlow';
import { accountCategoryEnum } from './accountType';
import { defineEnum } from './enums';

/**
 * The department-card flow summary of the catering module (SPEC.md section 7,
 * `POST /bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetailExport`): one row per department card, i.e.
 * per account of the account centre whose account type is a department overtime card (2) or a department
 * activity card (3), with what came in and went out over the chosen days.
 */
export const DEPT_CARD_CATEGORIES = [2, 3] as const;

export const deptCardCategoryEnum = defineEnum(accountCategoryEnum.options.filter((o) => (DEPT_CARD_CATEGORIES as readonly number[]).includes(o.value)));

const BI = '/bi/ctnbideptcardflowdetail';
/** A page of the summary (our naming: SPEC.md names only the export). */
export const DEPT_CARD_SUMMARY_URL = `${BI}/getCtnBiDeptCardSummaryDetail`;
export const DEPT_CARD_EXPORT_URL = `${BI}/getCtnBiDeptCardSummaryDetailExport`;
export const DEPT_CARD_EXPORT_BILL_TYPE = 'EXPORT_DEPT_CARD_SUMMARY';

export const DEPT_CARD_MSG = {
  category: '请选择部门卡类型',
  dateOrder: '开始日期不能晚于结束日期',
} as const;

/** The summary's search: the days its flows are counted over, the card type, the card and the subject. */
export const deptCardFilterSchema = z
  .object({
    beginDate: flowSearchSchema.shape.beginDate,
    endDate: flowSearchSchema.shape.endDate,
    category: z.coerce
      .number({ error: DEPT_CARD_MSG.category })
      .refine((v) => (DEPT_CARD_CATEGORIES as readonly number[]).includes(v), DEPT_CARD_MSG.category)
      .optional(),
    accountNo: z.string().trim().max(32, '账户编号不能超过32个字符').optional(),
    subjectName: z.string().trim().max(100, '主体名称不能超过100个字符').optional(),
  })
  .refine((f) => !(f.beginDate && f.endDate && f.beginDate.slice(0, 10) > f.endDate.slice(0, 10)), {
    message: DEPT_CARD_MSG.dateOrder,
    path: ['beginDate'],
  });
export type DeptCardFilter = z.output<typeof deptCardFilterSchema>;

export const deptCardPageSchema = z.intersection(
  deptCardFilterSchema,
  z.object({
    current: flowSearchSchema.shape.current,
    size: z.coerce.number().int().min(1).max(100, '每页条数格式错误').default(10),
  }),
);

/** One department card of the summary. */
export interface DeptCardSummaryRow {
  accountId: number;
  accountNo: string;
  accountName: string;
  subjectName: string;
  /** The departments the card serves (organisation-wide cards), joined. */
  deptNames: string | null;
  category: number;
  accountTypeName: string;
  status: number;
  /** Income and expense of the chosen days, and how many flows. */
  incomeNum: string;
  expenseNum: string;
  flowCount: number;
  /** The balance and credit now. */
  accountNum: string;
  creditNum: string;
}

/** A page of the summary with the totals of every matching card beside it. */
export interface DeptCardSummaryPage {
  records: DeptCardSummaryRow[];
  total: number;
  current: number;
  size: number;
  incomeSum: string;
  expenseSum: string;
  balanceSum: string;
}
