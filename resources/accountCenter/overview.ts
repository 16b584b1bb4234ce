import { accountScopeEnum, type Account } from '@schemas/account';
import { overviewQuerySchema } from '@schemas/accountCenterRoutes';
import { defineResource } from '../define';
import { AC, statusColumn } from './shared';
import { accountCenterTexts } from './texts';

/** The subject picked on the page, as the route query holds it. */
const subjectKey = (query: Record<string, unknown>) => (query.subjectId ? `${query.subjectId}:${query.tenantId}` : undefined);

/**
 * 账户总览 (docs/product.md#routes-and-screens): the subject chosen on the page, its counts and totals above, and its accounts
 * without row actions.
 */
export default defineResource<Account>()({
  query: overviewQuerySchema,
  api: { list: `${AC}/actAccount/overview/:subjectId/:tenantId/` },
  waitingKey: 'accountOverview.hints.chooseSubject',
  header: {
    source: 'reply',
    layout: 'statistics',
    titleField: 'subjectName',
    emptyKey: 'accountOverview.hints.chooseSubject',
    items: [
      { key: 'accountSum', type: 'number' },
      // Null where the user's roles withhold amounts (docs/security.md): read 无权查看, never as 0.
      { key: 'totalBalance', type: 'money', withheld: 'amount', value: (r) => r.accountNum },
      { key: 'enableSum', type: 'number' },
      { key: 'disabledSum', type: 'number' },
      { key: 'freezeSum', type: 'number' },
    ],
  },
  columns: [
    {
      key: 'subject',
      hideInTable: true,
      titleKey: 'accountOverview.fields.subjectName',
      search: {
        widget: 'select',
        options: {
          url: `${AC}/subject/list`,
          method: 'post',
          body: { current: 1, size: 200 },
          valueField: (s) => `${s.id}:${s.tenantId}`,
          labelField: (s) => `${s.subjectName}（${s.subjectNo}）`,
        },
        route: {
          from: subjectKey,
          to: (value) => {
            const [subjectId, tenantId] = String(value).split(':');
            return { subjectId, tenantId };
          },
        },
      },
    },
    { key: 'dateRange', hideInTable: true, titleKey: 'accountOverview.fields.createRange', search: { widget: 'dateRange', into: ['startTime', 'endTime'] } },
    { field: 'accountNo' },
    { field: 'accountName' },
    { field: 'accountTypeName' },
    { field: 'accountScope', type: 'enum', enum: accountScopeEnum },
    { field: 'accountNum', type: 'money', withheld: 'amount' },
    { field: 'creditNum', type: 'money', withheld: 'amount' },
    statusColumn<Account>(),
    { field: 'createTime' },
  ],
  pageSize: 10,
  texts: accountCenterTexts,
});
