import { accountStatusEnum } from '../../../schemas/account';
import { DEPT_CARD_EXPORT_BILL_TYPE, DEPT_CARD_EXPORT_URL, deptCardCategoryEnum, deptCardFilterSchema, type DeptCardFilter } from '../../../schemas/deptCard';
import { deptCardExportCount, deptCardExportPage } from '../../repositories/deptCards';
import { defineExport } from '../registry';
import { taskScope } from '../taskScope';
import { op } from '../../http/operations';

/** The department-card summary (the getCtnBiDeptCardSummaryDetailExport of docs/product.md#account-centre-calls): the summary's search, every card. */
export const deptCardExport = defineExport<DeptCardFilter>({
  billType: DEPT_CARD_EXPORT_BILL_TYPE,
  path: DEPT_CARD_EXPORT_URL,
  operation: op('exportDeptCardSummary', 'Export the department-card summary', 'tasks'),
  title: { zh: '部门卡流水汇总', en: 'Department card summary' },
  filterSchema: deptCardFilterSchema,
  columns: [
    { key: 'accountNo', zh: '账户编号', en: 'Account no.', width: 22 },
    { key: 'accountName', zh: '账户名称', en: 'Account name', width: 22 },
    { key: 'subjectName', zh: '主体名称', en: 'Subject', width: 28 },
    { key: 'deptNames', zh: '适用部门', en: 'Departments', width: 28 },
    { key: 'category', zh: '部门卡类型', en: 'Card type', enum: deptCardCategoryEnum, width: 20 },
    { key: 'accountTypeName', zh: '账户类型', en: 'Account type', width: 18 },
    { key: 'status', zh: '状态', en: 'Status', enum: accountStatusEnum, width: 10 },
    { key: 'incomeNum', zh: '收入', en: 'Income', width: 14, withheld: 'amount' },
    { key: 'expenseNum', zh: '支出', en: 'Expense', width: 14, withheld: 'amount' },
    { key: 'flowCount', zh: '流水笔数', en: 'Flows', width: 10 },
    { key: 'accountNum', zh: '当前余额', en: 'Balance', width: 14, withheld: 'amount' },
    { key: 'creditNum', zh: '授信额度', en: 'Credit', width: 14, withheld: 'amount' },
  ],
  count: async (db, ctx, filter) => deptCardExportCount(db, ctx.tenantId, filter, await taskScope(db, ctx)),
  async page(db, ctx, filter, after, limit) {
    const rows = await deptCardExportPage(db, ctx.tenantId, filter, await taskScope(db, ctx), after, limit);
    return { rows: rows.map((r) => ({ ...r })), next: rows.length === limit ? rows[rows.length - 1].accountId : null };
  },
});
