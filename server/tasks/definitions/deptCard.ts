import { accountStatusEnum } from '../../../schemas/account';
import { DEPT_CARD_EXPORT_BILL_TYPE, DEPT_CARD_EXPORT_URL, deptCardCategoryEnum, deptCardFilterSchema, type DeptCardFilter } from '../../../schemas/deptCard';
import { deptCardSummaryQuery, toSummaryRow } from '../../services/deptCards';
import { defineExport } from '../registry';
import { taskScope } from '../taskScope';

/** The department-card summary (the getCtnBiDeptCardSummaryDetailExport of docs/product.md#account-centre-calls): the summary's search, every card. */
export const deptCardExport = defineExport<DeptCardFilter>({
  billType: DEPT_CARD_EXPORT_BILL_TYPE,
  path: DEPT_CARD_EXPORT_URL,
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
  async count(db, ctx, filter) {
    const row = await db
      .selectFrom(deptCardSummaryQuery(db, ctx.tenantId, filter, await taskScope(db, ctx)).as('c'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  async page(db, ctx, filter, after, limit) {
    let q = deptCardSummaryQuery(db, ctx.tenantId, filter, await taskScope(db, ctx));
    if (after !== null) q = q.where('a.id', '>', after);
    const rows = (await q.orderBy('a.id').limit(limit).execute()).map(toSummaryRow);
    return { rows: rows.map((r) => ({ ...r })), next: rows.length === limit ? rows[rows.length - 1].accountId : null };
  },
});
