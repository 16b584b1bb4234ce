import { z } from 'zod';
import { dateTimeText, decimalText } from './reply';
import { defineEnum } from './enums';
import { boundedText, dateText, datesInOrder, idField, INPUT_MSG, numberChoice, pageFields, searchObject } from './input';

/** docs/product.md#constants-and-limits: exchange types, income (1-5) and expense (11-15). */
export const incomeExchangeEnum = defineEnum([
  { value: 1, zh: '营业收入', en: 'Business income' },
  { value: 2, zh: '退款入账', en: 'Refund in' },
  { value: 3, zh: '充值入账', en: 'Recharge in' },
  { value: 4, zh: '向上调额', en: 'Upward adjustment' },
  { value: 5, zh: '还款入账', en: 'Repayment in' },
] as const);

export const expenseExchangeEnum = defineEnum([
  { value: 11, zh: '消费支出', en: 'Spending' },
  { value: 12, zh: '退款出账', en: 'Refund out' },
  { value: 13, zh: '充值出账', en: 'Recharge out' },
  { value: 14, zh: '向下调额', en: 'Downward adjustment' },
  { value: 15, zh: '还款出账', en: 'Repayment out' },
] as const);

export const exchangeTypeEnum = defineEnum([...incomeExchangeEnum.options, ...expenseExchangeEnum.options]);

/** Exchange types grouped for the flow page's select. */
export const EXCHANGE_GROUPS = [
  { key: 'income', zh: '收入', en: 'Income', enum: incomeExchangeEnum },
  { key: 'expense', zh: '支出', en: 'Expense', enum: expenseExchangeEnum },
] as const;

export const EXCHANGE = { recharge: 3, refundIn: 2, income: 1, spend: 11 } as const;

/** flowType: 1 income, otherwise expense. */
export const flowTypeEnum = defineEnum([
  { value: 1, zh: '收入', en: 'Income' },
  { value: 2, zh: '支出', en: 'Expense' },
] as const);

/** Subject types as flow rows and the flow filter name them: organisation 1, supplier 2, employee 3. */
export const flowSubjectTypeEnum = defineEnum([
  { value: 1, zh: '组织', en: 'Organisation' },
  { value: 2, zh: '供应商', en: 'Supplier' },
  { value: 3, zh: '员工', en: 'Employee' },
] as const);

/** The flow subject type of an account-centre subject type (0 tenant, 1 organisation, 2 employee, 3 group, 9 provider). */
export function flowSubjectTypeOf(subjectType: number): number {
  if (subjectType === 2) return 3;
  if (subjectType === 9) return 2;
  return 1;
}

/** docs/product.md#records-and-fields: the flow search fields, paging included (the list and its export read the same). */
export const flowSearchFields = {
  beginDate: dateText().optional(),
  endDate: dateText().optional(),
  subjectNo: boundedText(32).optional(),
  accountNo: boundedText(32).optional(),
  flowType: numberChoice(flowTypeEnum.values).optional(),
  subjectType: numberChoice(flowSubjectTypeEnum.values).optional(),
  accountTypeId: idField().optional(),
  tenantId: idField().optional(),
  exchangeType: numberChoice(exchangeTypeEnum.values).optional(),
  ...pageFields(),
};

type FlowDates = { beginDate?: string; endDate?: string };

/** The flow search as a body: an object whose dates are in order. */
export const flowSearchObject = <S extends z.ZodRawShape>(extra: S) =>
  searchObject({ ...flowSearchFields, ...extra }).refine((q) => datesInOrder((q as FlowDates).beginDate, (q as FlowDates).endDate), {
    message: INPUT_MSG.dateOrder,
    path: ['beginDate'],
  });

/** Body of `.../actaccountflow/detail/page`. */
export const flowSearchSchema = flowSearchObject({});
export type FlowSearch = z.infer<typeof flowSearchSchema>;

export const FLOW_PAGE_SIZES = [10, 20, 30, 40, 50, 100];
export const EXPORT_STARTED = '正在导出，请到导出日志中查询状态并下载结果！';
export const EXPORT_EMPTY = '暂无满足条件的数据可以导出！';
export const FLOW_EXPORT_BILL_TYPE = 'EXPORT_ACCOUNT_FLOW_DETAIL';

/** An account flow row (docs/product.md#records-and-fields). */
export const accountFlowSchema = z
  .strictObject({
    flowMetaId: z.int(),
    accountNo: z.string(),
    accountName: z.string(),
    accountScopeStr: z.string(),
    accountTypeName: z.string().nullable(),
    subjectName: z.string(),
    subjectNo: z.string(),
    subjectType: z.int(),
    accountKind: z.int().nullable(),
    exchangeType: z.int(),
    flowType: z.int(),
    totalExchangeNum: decimalText.nullable().describe('The signed change of this flow (null where amounts are withheld)'),
    afterNum: decimalText.nullable().describe('Balance after the flow (null where amounts are withheld)'),
    afterCreditNum: decimalText.nullable().describe('Credit after the flow (null where amounts are withheld)'),
    totalNum: decimalText.nullable().describe('Balance including the credit (null where amounts are withheld)'),
    exchangeTypeStr: z.string(),
    flowDate: dateTimeText,
    tenantId: z.int(),
    tenantName: z.string(),
  })
  .meta({ id: 'AccountFlow' });
export type AccountFlow = z.output<typeof accountFlowSchema>;
