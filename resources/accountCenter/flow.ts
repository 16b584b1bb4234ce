import { accountKindEnum } from '@schemas/account';
import {
  EXCHANGE_GROUPS,
  FLOW_EXPORT_BILL_TYPE,
  exchangeTypeEnum,
  expenseExchangeEnum,
  flowSubjectTypeEnum,
  flowTypeEnum,
  incomeExchangeEnum,
  type AccountFlow,
} from '@schemas/accountFlow';
import { FLOW_PAGE_SIZES } from '@schemas/accountFlow';
import { defineResource } from '../define';
import { AC } from './shared';
import { accountCenterTexts } from './texts';

/** Income in green, expense in orange. */
const exchangeColors = Object.fromEntries([...incomeExchangeEnum.values.map((v) => [String(v), 'green']), ...expenseExchangeEnum.values.map((v) => [String(v), 'orange'])]);

/**
 * 账户流水 (docs/product.md#routes-and-screens and docs/product.md#records-and-fields): the flows searched by the flow search fields, the search in force as the
 * header, 5 page buttons, and the export of that search as a task (EXPORT_ACCOUNT_FLOW_DETAIL).
 */
export default defineResource<AccountFlow>()({
  api: {
    list: { url: `${AC}/actaccountflow/detail/page`, method: 'post' },
    export: { url: `${AC}/actaccountflow/detail/export`, method: 'post' },
  },
  idField: 'flowMetaId',
  header: { source: 'filters', items: ['dateRange', 'tenantId', 'accountTypeId', 'accountNo', 'subjectType', 'flowType'] },
  columns: [
    { key: 'dateRange', hideInTable: true, search: { widget: 'dateRange', into: ['beginDate', 'endDate'] } },
    {
      key: 'tenantId',
      hideInTable: true,
      titleKey: 'accountFlow.fields.tenant',
      search: { widget: 'select', options: { url: '/admin/tenant/list', valueField: 'id', labelField: 'name' } },
    },
    {
      key: 'accountTypeId',
      hideInTable: true,
      search: { widget: 'select', options: { url: `${AC}/actAccountType/enableList`, valueField: 'id', labelField: 'accountTypeName' } },
    },
    { field: 'flowDate', width: 170 },
    { field: 'accountNo', search: { widget: 'input', maxLength: 32 } },
    { field: 'accountName' },
    { field: 'subjectName' },
    { key: 'subjectNo', hideInTable: true, search: { widget: 'input', maxLength: 32 } },
    { field: 'subjectType', type: 'enum', enum: flowSubjectTypeEnum, search: { widget: 'select' } },
    { field: 'accountTypeName' },
    { field: 'accountScopeStr', titleKey: 'accountFlow.fields.accountScope' },
    { field: 'accountKind', type: 'enum', enum: accountKindEnum },
    { key: 'flowType', hideInTable: true, search: { widget: 'select', options: flowTypeEnum } },
    { key: 'exchangeType', hideInTable: true, search: { widget: 'select', options: { groups: EXCHANGE_GROUPS } } },
    { field: 'exchangeTypeStr', type: 'tag', enum: exchangeTypeEnum, colors: exchangeColors, value: (r) => r.exchangeType },
    { field: 'totalExchangeNum', type: 'money', withheld: 'amount' },
    { field: 'afterCreditNum', type: 'money', withheld: 'amount' },
    { field: 'totalNum', type: 'money', withheld: 'amount' },
  ],
  importExport: { billType: FLOW_EXPORT_BILL_TYPE, layout: 'buttons' },
  compactPager: true,
  pageSize: 10,
  pageSizeOptions: FLOW_PAGE_SIZES,
  texts: accountCenterTexts,
});
