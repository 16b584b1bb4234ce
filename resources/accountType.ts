import { accountCategoryEnum, accountKindEnum, enableFlagEnum } from '@schemas/accountType';
import { defineResource } from './define';

const BASE = '/accountcenter/actAccountType';

/** Account types (SPEC.md section 7, "Account types"): the first resource of the console. */
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
  importExport: { templateCode: 'ACT_ACCOUNT_TYPE', billType: 'EXPORT_ACCOUNT_TYPE' },
  pageSize: 10,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  permissions: {
    add: 'act_accounttype_add',
    edit: 'act_accounttype_edit',
    enable: 'act_accounttype_enable',
    disable: 'act_accounttype_disable',
  },
});
