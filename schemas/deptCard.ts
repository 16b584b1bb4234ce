import { z } from 'zod';
import { decimalText } from './reply';
import { withheldPageOf } from './withheldReply';
import { flowSearchFields } from './accountFlow';
import { accountCategoryEnum } from './accountType';
import { defineEnum } from './enums';
import { boundedText, datesInOrder, numberChoice, pageFields, searchObject } from './input';
import { exportRequestFields } from './tasks';

/**
 * The department-card flow summary of the catering module (docs/product.md#account-centre-calls,
 * `POST /bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetailExport`): one row per department card, i.e.
 * per account of the account centre whose account type is a department overtime card (2) or a department
 * activity card (3), with what came in and went out over the chosen days.
 */
export const DEPT_CARD_CATEGORIES = [2, 3] as const;

export const deptCardCategoryEnum = defineEnum(accountCategoryEnum.options.filter((o) => (DEPT_CARD_CATEGORIES as readonly number[]).includes(o.value)));

const BI = '/bi/ctnbideptcardflowdetail';
/** A page of the summary (our naming: the platform names only the export, docs/product.md#account-centre-calls). */
export const DEPT_CARD_SUMMARY_URL = `${BI}/getCtnBiDeptCardSummaryDetail`;
export const DEPT_CARD_EXPORT_URL = `${BI}/getCtnBiDeptCardSummaryDetailExport`;
export const DEPT_CARD_EXPORT_BILL_TYPE = 'EXPORT_DEPT_CARD_SUMMARY';

export const DEPT_CARD_MSG = {
  category: '请选择部门卡类型',
  dateOrder: '开始日期不能晚于结束日期',
} as const;

/** The summary's search: the days its flows are counted over, the card type, the card and the subject. */
const deptCardSearchFields = {
  beginDate: flowSearchFields.beginDate,
  endDate: flowSearchFields.endDate,
  category: numberChoice(DEPT_CARD_CATEGORIES, DEPT_CARD_MSG.category).optional(),
  accountNo: boundedText(32, '账户编号不能超过32个字符').optional(),
  subjectName: boundedText(100, '主体名称不能超过100个字符').optional(),
};

/** The search as a body (an object, days in order) with the fields of the call it belongs to. */
const deptCardSearchObject = <S extends z.ZodRawShape>(extra: S) =>
  searchObject({ ...deptCardSearchFields, ...extra }).refine((f) => datesInOrder((f as { beginDate?: string }).beginDate, (f as { endDate?: string }).endDate), {
    message: DEPT_CARD_MSG.dateOrder,
    path: ['beginDate'],
  });

/** The export's body: the summary's search and the export request's own fields. */
export const deptCardFilterSchema = deptCardSearchObject(exportRequestFields);
export type DeptCardFilter = Omit<z.output<typeof deptCardFilterSchema>, keyof typeof exportRequestFields>;

/** A page of the summary: its search and the paging fields. */
export const deptCardPageSchema = deptCardSearchObject(pageFields(100));

/** One department card of the summary. */
export const deptCardSummaryRowSchema = z
  .strictObject({
    accountId: z.int(),
    accountNo: z.string(),
    accountName: z.string(),
    subjectName: z.string(),
    deptNames: z.string().nullable().describe('The departments the card serves (organisation-wide cards), joined'),
    category: z.int(),
    accountTypeName: z.string(),
    status: z.int(),
    incomeNum: decimalText.nullable().describe('Income of the chosen days (null where amounts are withheld)'),
    expenseNum: decimalText.nullable().describe('Expense of the chosen days (null where amounts are withheld)'),
    flowCount: z.int().min(0),
    accountNum: decimalText.nullable().describe('The balance now (null where amounts are withheld)'),
    creditNum: decimalText.nullable().describe('The credit now (null where amounts are withheld)'),
  })
  .meta({ id: 'DeptCardSummaryRow' });
export type DeptCardSummaryRow = z.output<typeof deptCardSummaryRowSchema>;

/** A page of the summary, with the totals of every matching card. */
export const deptCardSummaryPageSchema = withheldPageOf(deptCardSummaryRowSchema).extend({
  incomeSum: decimalText.nullable().describe('null where amounts are withheld'),
  expenseSum: decimalText.nullable().describe('null where amounts are withheld'),
  balanceSum: decimalText.nullable().describe('null where amounts are withheld'),
});
export type DeptCardSummaryPage = z.output<typeof deptCardSummaryPageSchema>;
