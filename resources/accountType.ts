import {
  ACCOUNT_TYPE_EXPORT_BILL_TYPE,
  ACCOUNT_TYPE_TEMPLATE_CODE,
  accountCategoryEnum,
  accountKindEnum,
  accountTypeFormSchema,
  accountTypeUpdateSchema,
  enableFlagEnum,
} from '@schemas/accountType';
import { defineResource } from './define';

const BASE = '/accountcenter/actAccountType';

/** Account types (SPEC.md section 7, "Account types"): list, create, edit, view, enable and disable. */
export const accountTypeResource = defineResource({
  name: 'accountType',
  module: 100,
  routes: { list: '/platAccountMgr/accountType/index' },
  api: {
    list: `${BASE}/listPage`,
    one: `${BASE}/:id`,
    create: { url: BASE, method: 'post' },
    update: { url: `${BASE}/updateActAccountType`, method: 'post' },
    enable: { url: `${BASE}/enable`, method: 'post' },
    disable: { url: `${BASE}/disable`, method: 'post' },
    enableList: `${BASE}/enableList`,
  },
  schema: { create: accountTypeFormSchema, update: accountTypeUpdateSchema },
  titleField: 'accountTypeName',
  columns: [
    { field: 'accountTypeName', ellipsis: true },
    { field: 'accountType', render: 'enum', enum: accountCategoryEnum, width: 220 },
    { field: 'accountKind', render: 'enum', enum: accountKindEnum, width: 120 },
    { field: 'enableFlag', render: 'tag', enum: enableFlagEnum, colors: { '1': 'success', '0': 'default' }, width: 110 },
    { field: 'createTime', render: 'datetime', width: 190 },
  ],
  filters: [
    { field: 'accountTypeName', widget: 'input' },
    { field: 'enableFlag', widget: 'select', enum: enableFlagEnum },
  ],
  form: [
    { field: 'accountTypeName', widget: 'input', maxLength: 30 },
    { field: 'accountType', widget: 'select', enum: accountCategoryEnum },
    { field: 'accountKind', widget: 'radio', enum: accountKindEnum },
    { field: 'remark', widget: 'textarea', rows: 3, maxLength: 200 },
  ],
  showFields: [
    { field: 'accountTypeName' },
    { field: 'accountType', render: 'enum', enum: accountCategoryEnum },
    { field: 'accountKind', render: 'enum', enum: accountKindEnum },
    { field: 'enableFlag', render: 'tag', enum: enableFlagEnum, colors: { '1': 'success', '0': 'default' } },
    { field: 'remark' },
    { field: 'createTime', render: 'datetime' },
    { field: 'updateTime', render: 'datetime' },
  ],
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'edit', kind: 'edit' },
    { key: 'enable', kind: 'status', visible: (r) => r.enableFlag === '0', success: '启用成功！' },
    { key: 'disable', kind: 'status', visible: (r) => r.enableFlag === '1', success: '停用成功！', danger: true },
  ],
  messages: { create: '新增成功!', edit: '编辑成功!' },
  importExport: { templateCode: ACCOUNT_TYPE_TEMPLATE_CODE, billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE },
  pageSize: 10,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  // The keys of the account type page's button nodes in the seeded menu.
  permissions: {
    add: 'account_type_add',
    edit: 'account_type_edit',
    enable: 'account_type_enable',
    disable: 'account_type_enable',
  },
});
