import type { z } from 'zod';
import { exchangeTypeEnum, FLOW_EXPORT_BILL_TYPE, flowSearchObject, flowSubjectTypeEnum, flowTypeEnum } from '../../../schemas/accountFlow';
import { exportRequestFields } from '../../../schemas/tasks';
import { formatMoney } from '../../../schemas/money';
import { formatDateTime } from '../../domain/time';
import { flowExportCount, flowExportPage } from '../../repositories/accountFlows';
import { defineExport } from '../registry';
import { taskScope } from '../taskScope';
import { SCREEN, op } from '../../http/operations';

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
  operation: op('exportAccountFlows', 'Export account flows', 'tasks', SCREEN.flow),
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
  count: async (db, ctx, filter) => flowExportCount(db, ctx.tenantId, filter, await taskScope(db, ctx)),
  async page(db, ctx, filter, after, limit) {
    const rows = await flowExportPage(db, ctx.tenantId, filter, await taskScope(db, ctx), after, limit);
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
