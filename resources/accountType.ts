import { ACCOUNT_TYPE_EXPORT_BILL_TYPE, ACCOUNT_TYPE_TEMPLATE_CODE, accountCategoryEnum, accountKindEnum, enableFlagEnum, type AccountType } from '@schemas/accountTypeConstants';
import { defineResource } from './define';
import { accountTypeTexts } from './texts/accountType';

const BASE = '/accountcenter/actAccountType';
const enableColors = { '1': 'success', '0': 'default' };

/** Account types (docs/product.md#account-centre-calls): list, create, edit, view, enable and disable. */
export default defineResource<AccountType>()({
  api: {
    list: `${BASE}/listPage`,
    one: `${BASE}/:id`,
    create: { url: BASE, method: 'post' },
    update: { url: `${BASE}/updateActAccountType`, method: 'post' },
    enable: { url: `${BASE}/enable`, method: 'post' },
    disable: { url: `${BASE}/disable`, method: 'post' },
    enableList: `${BASE}/enableList`,
  },
  // Loaded with the create and edit dialogs: the list needs no zod (docs/performance.md#what-the-browser-loads).
  schema: () => import('@schemas/accountType').then((m) => ({ create: m.accountTypeFormSchema, update: m.accountTypeUpdateSchema })),
  titleField: 'accountTypeName',
  columns: [
    {
      field: 'accountTypeName',
      ellipsis: true,
      sortable: true,
      search: { widget: 'input' },
      // Edited in place: the name through the update call, the rest of the record as it is.
      inline: {
        endpoint: 'update',
        maxLength: 30,
        body: (r, v) => ({ id: r.id, accountTypeName: v, accountType: r.accountType, accountKind: r.accountKind, remark: r.remark ?? null }),
      },
    },
    { field: 'accountType', type: 'enum', enum: accountCategoryEnum, width: 220 },
    { field: 'accountKind', type: 'enum', enum: accountKindEnum, width: 120 },
    { field: 'enableFlag', type: 'tag', enum: enableFlagEnum, colors: enableColors, width: 110, search: { widget: 'select' } },
    { field: 'createTime', type: 'datetime', width: 190, sortable: true },
  ],
  form: [
    { field: 'accountTypeName', widget: 'input', maxLength: 30 },
    { field: 'accountType', widget: 'select', enum: accountCategoryEnum },
    { field: 'accountKind', widget: 'radio', enum: accountKindEnum },
    { field: 'remark', widget: 'textarea', rows: 3, maxLength: 200 },
  ],
  showFields: [
    { field: 'accountTypeName' },
    { field: 'accountType', type: 'enum', enum: accountCategoryEnum },
    { field: 'accountKind', type: 'enum', enum: accountKindEnum },
    { field: 'enableFlag', type: 'tag', enum: enableFlagEnum, colors: enableColors },
    { field: 'remark' },
    { field: 'createTime', type: 'datetime' },
    { field: 'updateTime', type: 'datetime' },
  ],
  // The keys of the account type page's button nodes in the seeded menu.
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: 'account_type_add' }],
  history: { entity: 'accountType' },
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'edit', kind: 'edit', permission: 'account_type_edit' },
    { key: 'enable', kind: 'status', endpoint: 'enable', visible: { field: 'enableFlag', op: 'eq', value: '0' }, success: '启用成功！', permission: 'account_type_enable' },
    {
      key: 'disable',
      kind: 'status',
      endpoint: 'disable',
      visible: { field: 'enableFlag', op: 'eq', value: '1' },
      success: '停用成功！',
      danger: true,
      permission: 'account_type_enable',
    },
  ],
  // Bulk actions (docs/screens.md#operator-tools-on-every-list): the same calls on the ticked rows, and an export of just those rows.
  bulk: [
    { key: 'enable', kind: 'each', endpoint: 'enable', permission: 'account_type_enable' },
    { key: 'disable', kind: 'each', endpoint: 'disable', permission: 'account_type_enable', danger: true },
    { key: 'export', kind: 'export' },
  ],
  messages: { create: '新增成功!', edit: '编辑成功!' },
  importExport: { templateCode: ACCOUNT_TYPE_TEMPLATE_CODE, billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE },
  pageSize: 10,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  texts: accountTypeTexts,
});
