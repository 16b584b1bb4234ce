import {
  OUT_MERCHANT_MSG,
  OUT_MERCHANT_PAGE_SIZE,
  isMaskedValue,
  outAuthInfoHint,
  outMerchantEnabledEnum,
  outMerchantFormSchema,
  outMerchantUpdateSchema,
  outSupplierEnum,
  parseAuthInfo,
} from '@schemas/outMerchant';
import { defineResource } from './define';

const BASE = '/cashierMgr/cashieroutmerchant';

const enabled = (r: Record<string, unknown>) => String(r.enabledFlag) === '1';
const disableFirst = (r: Record<string, unknown>) => (enabled(r) ? OUT_MERCHANT_MSG.disableFirst : null);

/** Whether authorisation text still holds a masked secret as the server sent it. */
const holdsMask = (text: unknown) =>
  typeof text === 'string' && Object.values(parseAuthInfo(text) ?? {}).some((v) => isMaskedValue(v));

/** Out-merchant manager (SPEC.md sections 2, 4, 5, 7): paged 20, six applicant types, masked secrets. */
export const outMerchantResource = defineResource({
  name: 'outMerchant',
  module: 100,
  routes: { list: '/cashierMgr/outMerchantMgr/index' },
  api: {
    list: `${BASE}/page`,
    create: { url: BASE, method: 'post' },
    update: { url: BASE, method: 'put' },
    delete: { url: `${BASE}/:id`, method: 'delete' },
    updateStatus: { url: `${BASE}/updateStatus`, method: 'post' },
  },
  schema: { create: outMerchantFormSchema, update: outMerchantUpdateSchema },
  titleField: 'merchantName',
  columns: [
    { field: 'outSupplier', render: 'enum', enum: outSupplierEnum, width: 160 },
    { field: 'merchantCode', width: 180 },
    { field: 'merchantName', ellipsis: true },
    { field: 'enabledFlag', render: 'tag', enum: outMerchantEnabledEnum, colors: { '1': 'success', '0': 'default' }, width: 100 },
    { field: 'createTime', render: 'datetime', width: 180 },
  ],
  filters: [
    { field: 'merchantName', widget: 'input' },
    { field: 'merchantCode', widget: 'input' },
    { field: 'outSupplier', widget: 'select', enum: outSupplierEnum },
    { field: 'enabledFlag', widget: 'select', enum: outMerchantEnabledEnum },
  ],
  form: [
    { field: 'outSupplier', widget: 'select', enum: outSupplierEnum },
    { field: 'merchantCode', widget: 'input', maxLength: 64 },
    { field: 'merchantName', widget: 'input', maxLength: 100 },
    {
      field: 'outAuthInfo',
      widget: 'json',
      rows: 6,
      hint: (values, lang) => {
        const example = outAuthInfoHint(values.outSupplier as string | undefined);
        if (!example) return lang === 'en' ? 'Choose the applicant to see the keys it expects.' : '选择申请方后显示所需的JSON格式';
        return `${lang === 'en' ? 'Expected format: ' : '格式：'}${example}`;
      },
    },
  ],
  showFields: [
    { field: 'outSupplier', render: 'enum', enum: outSupplierEnum },
    { field: 'merchantCode' },
    { field: 'merchantName' },
    { field: 'enabledFlag', render: 'tag', enum: outMerchantEnabledEnum, colors: { '1': 'success', '0': 'default' } },
    { field: 'outAuthInfo', widget: 'json' },
    { field: 'createTime', render: 'datetime' },
  ],
  // SPEC.md section 5: authorisation text still holding the masked secrets is left out of the update.
  beforeSave: (values, { mode, record }) => {
    if (mode !== 'edit' || !holdsMask(values.outAuthInfo) || values.outAuthInfo !== record?.outAuthInfo) return values;
    const { outAuthInfo: _untouched, ...rest } = values;
    return rest;
  },
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'edit', kind: 'edit', disabledReason: disableFirst },
    {
      key: 'enable',
      kind: 'status',
      endpoint: 'updateStatus',
      visible: (r) => !enabled(r),
      body: (r) => ({ id: r.id, enabledFlag: '1' }),
      success: '启用成功',
    },
    {
      key: 'disable',
      kind: 'status',
      endpoint: 'updateStatus',
      visible: enabled,
      body: (r) => ({ id: r.id, enabledFlag: '0' }),
      success: '停用成功',
      danger: true,
    },
    { key: 'delete', kind: 'delete', disabledReason: disableFirst },
  ],
  messages: { create: '添加成功', edit: '修改成功', delete: '删除成功' },
  pageSize: OUT_MERCHANT_PAGE_SIZE,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  formWidth: 640,
  permissions: {
    add: 'cashier_cashieroutmerchant_add',
    edit: 'cashier_cashieroutmerchant_edit',
    delete: 'cashier_cashieroutmerchant_del',
  },
});
