import { DEPT_CARD_EXPORT_BILL_TYPE, DEPT_CARD_EXPORT_URL, DEPT_CARD_SUMMARY_URL, deptCardCategoryEnum, type DeptCardSummaryRow } from '@schemas/deptCard';
import { defineResource } from '../define';
import { statusColumn } from '../accountCenter/shared';

/**
 * 部门卡流水汇总 (catering): the department overtime and activity cards of the account centre, what came in and
 * went out of each over the chosen days, the totals above, and the export of that search as a task
 * (EXPORT_DEPT_CARD_SUMMARY, the getCtnBiDeptCardSummaryDetailExport of docs/product.md#account-centre-calls).
 */
export default defineResource<DeptCardSummaryRow>()({
  api: {
    list: { url: DEPT_CARD_SUMMARY_URL, method: 'post' },
    export: { url: DEPT_CARD_EXPORT_URL, method: 'post' },
  },
  idField: 'accountId',
  titleField: 'accountName',
  header: {
    source: 'reply',
    layout: 'statistics',
    testId: 'dept-card-totals',
    items: [
      { key: 'incomeSum', type: 'money', withheld: 'amount' },
      { key: 'expenseSum', type: 'money', withheld: 'amount' },
      { key: 'balanceSum', type: 'money', withheld: 'amount' },
    ],
  },
  columns: [
    { key: 'dateRange', hideInTable: true, search: { widget: 'dateRange', into: ['beginDate', 'endDate'] } },
    { field: 'accountNo', width: 120, search: { widget: 'input', maxLength: 32 } },
    { field: 'accountName' },
    { field: 'subjectName', search: { widget: 'input', maxLength: 100 } },
    { field: 'deptNames', ellipsis: true },
    { field: 'category', type: 'tag', enum: deptCardCategoryEnum, colors: { 2: 'purple', 3: 'cyan' }, search: { widget: 'select' } },
    { field: 'accountTypeName' },
    statusColumn<DeptCardSummaryRow>(),
    { field: 'incomeNum', type: 'money', withheld: 'amount' },
    { field: 'expenseNum', type: 'money', withheld: 'amount' },
    { field: 'flowCount', type: 'number' },
    { field: 'accountNum', type: 'money', withheld: 'amount' },
    { field: 'creditNum', type: 'money', withheld: 'amount' },
  ],
  importExport: { billType: DEPT_CARD_EXPORT_BILL_TYPE, layout: 'buttons' },
  pageSize: 10,
  texts: {
    'zh-CN': {
      fields: {
        dateRange: '交易日期',
        accountNo: '账户编号',
        accountName: '账户名称',
        subjectName: '主体名称',
        deptNames: '适用部门',
        category: '部门卡类型',
        accountTypeName: '账户类型',
        status: '状态',
        incomeNum: '收入',
        expenseNum: '支出',
        flowCount: '流水笔数',
        accountNum: '当前余额',
        creditNum: '授信额度',
        incomeSum: '收入合计',
        expenseSum: '支出合计',
        balanceSum: '余额合计',
      },
    },
    en: {
      fields: {
        dateRange: 'Dates',
        accountNo: 'Account no.',
        accountName: 'Account name',
        subjectName: 'Subject',
        deptNames: 'Departments',
        category: 'Card type',
        accountTypeName: 'Account type',
        status: 'Status',
        incomeNum: 'Income',
        expenseNum: 'Expense',
        flowCount: 'Flows',
        accountNum: 'Balance',
        creditNum: 'Credit',
        incomeSum: 'Total income',
        expenseSum: 'Total expense',
        balanceSum: 'Total balance',
      },
    },
  },
});
