import { sql } from 'kysely';
import type { z } from 'zod';
import { exchangeTypeEnum, FLOW_EXPORT_BILL_TYPE, flowSearchObject, flowSubjectTypeEnum, flowTypeEnum } from '../../../schemas/accountFlow';
import { exportRequestFields } from '../../../schemas/tasks';
import { formatMoney } from '../../../schemas/money';
import { formatDateTime } from '../../http/time';
import { flowFilter } from '../../repositories/accountFlows';
import { readJsonPage } from '../jsonPage';
import { defineExport } from '../registry';
import { taskScope } from '../taskScope';

/**
 * The flow list's own search (docs/product.md#records-and-fields), so an export never starts on a filter the list refuses;
 * a day-only end date covers the whole day (flowFilter). The tenant is the export request's (exportTasks.ts).
 */
const flowExportFilter = flowSearchObject(exportRequestFields);
type FlowExportFilter = z.output<typeof flowExportFilter>;

/** Account flow details (bill type EXPORT_ACCOUNT_FLOW_DETAIL): the filtered ledger rows of the tenant. */
export const accountFlowExport = defineExport<FlowExportFilter>({
  billType: FLOW_EXPORT_BILL_TYPE,
  path: '/accountcenter/actaccountflow/detail/export',
  title: { zh: '账户流水明细', en: 'Account flow details' },
  filterSchema: flowExportFilter,
  columns: [
    { key: 'flowMetaId', zh: '流水号', en: 'Flow no.', width: 12 },
    { key: 'accountNo', zh: '账户编号', en: 'Account no.', width: 22 },
    { key: 'subjectNo', zh: '主体编号', en: 'Subject no.', width: 22 },
    { key: 'subjectType', zh: '主体类型', en: 'Subject type', enum: flowSubjectTypeEnum, width: 14 },
    { key: 'exchangeType', zh: '交易类型', en: 'Exchange type', enum: exchangeTypeEnum, width: 16 },
    { key: 'flowType', zh: '收支类型', en: 'Income/expense', enum: flowTypeEnum, width: 14 },
    { key: 'totalExchangeNum', zh: '交易金额', en: 'Amount', width: 16, withheld: 'amount' },
    { key: 'afterNum', zh: '交易后余额', en: 'Balance after', width: 16, withheld: 'amount' },
    { key: 'afterCreditNum', zh: '交易后授信额度', en: 'Credit after', width: 16, withheld: 'amount' },
    { key: 'bizNo', zh: '业务单号', en: 'Business no.', width: 24 },
    { key: 'flowDate', zh: '交易时间', en: 'Time', width: 22 },
  ],
  async count(db, ctx, filter) {
    const row = await flowFilter(db, ctx.tenantId, filter, await taskScope(db, ctx))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  async page(db, ctx, filter, after, limit) {
    let q = flowFilter(db, ctx.tenantId, filter, await taskScope(db, ctx));
    if (after !== null) q = q.where('f.id', '<', after);
    const rows = await readJsonPage(
      db,
      q
        .select(['f.id', 'f.account_no', 'f.subject_no', 'f.flow_subject_type', 'f.exchange_type', 'f.flow_type', 'f.biz_no', 'f.flow_date'])
        // Money as text: JSON numbers would be floats.
        .select([sql<string>`f.change_num::text`.as('change_num'), sql<string>`f.after_num::text`.as('after_num'), sql<string>`f.after_credit_num::text`.as('after_credit_num')])
        .orderBy('f.id', 'desc')
        .limit(limit),
    );
    return {
      rows: rows.map((r) => ({
        flowMetaId: r.id,
        accountNo: r.account_no,
        subjectNo: r.subject_no,
        subjectType: r.flow_subject_type,
        exchangeType: r.exchange_type,
        flowType: r.flow_type,
        totalExchangeNum: r.flow_type === 1 ? formatMoney(r.change_num) : `-${formatMoney(r.change_num)}`,
        afterNum: formatMoney(r.after_num),
        afterCreditNum: formatMoney(r.after_credit_num),
        bizNo: r.biz_no,
        flowDate: formatDateTime(r.flow_date),
      })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
