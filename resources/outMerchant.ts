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
  type OutMerchant,
} from '@schemas/outMerchant';
import { defineResource, type Condition } from './define';
import { outMerchantTexts } from './texts/outMerchant';

const BASE = '/cashierMgr/cashieroutmerchant';

const enabled: Condition = { field: 'enabledFlag', op: 'eq', value: '1' };
const disableFirst = { if: enabled, then: OUT_MERCHANT_MSG.disableFirst, else: null };
const enabledColors = { '1': 'success', '0': 'default' };

/**
 * A name or code edited in place while the merchant is disabled (docs/product.md#validation: an enabled one is disabled
 * first); the stored authorisation is left as it is (omitted from the update).
 */
const inlineWhileDisabled = (field: 'merchantCode' | 'merchantName', maxLength: number) => ({
  endpoint: 'update',
  maxLength,
  when: { not: enabled },
  body: (r: OutMerchant, v: unknown) => ({ id: r.id, outSupplier: r.outSupplier, merchantCode: r.merchantCode, merchantName: r.merchantName, [field]: v }),
});

/** Whether authorisation text still holds a masked secret as the server sent it. */
const holdsMask = (text: unknown) => typeof text === 'string' && Object.values(parseAuthInfo(text) ?? {}).some((v) => isMaskedValue(v));

/** Out-merchant manager (docs/product.md#out-merchant-manager, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#out-merchants): paged 20, six applicant types, masked secrets. */
export default defineResource<OutMerchant>()({
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
    { field: 'outSupplier', type: 'enum', enum: outSupplierEnum, width: 160, search: { widget: 'select', order: 2 } },
    { field: 'merchantCode', width: 180, search: { widget: 'input', order: 1 }, inline: inlineWhileDisabled('merchantCode', 64) },
    { field: 'merchantName', ellipsis: true, sortable: true, search: { widget: 'input', order: 0 }, inline: inlineWhileDisabled('merchantName', 100) },
    { field: 'enabledFlag', type: 'tag', enum: outMerchantEnabledEnum, colors: enabledColors, width: 100, search: { widget: 'select', order: 3 } },
    { field: 'createTime', type: 'datetime', width: 180, sortable: true },
  ],
  form: [
    { field: 'outSupplier', widget: 'select', enum: outSupplierEnum },
    { field: 'merchantCode', widget: 'input', maxLength: 64 },
    { field: 'merchantName', widget: 'input', maxLength: 100 },
    {
      field: 'outAuthInfo',
      widget: 'json',
      withheld: 'merchantAuth',
      rows: 6,
      hint: (values, lang) => {
        const example = outAuthInfoHint(values.outSupplier as string | undefined);
        if (!example) return lang === 'en' ? 'Choose the applicant to see the keys it expects.' : '选择申请方后显示所需的JSON格式';
        return `${lang === 'en' ? 'Expected format: ' : '格式：'}${example}`;
      },
    },
  ],
  showFields: [
    { field: 'outSupplier', type: 'enum', enum: outSupplierEnum },
    { field: 'merchantCode' },
    { field: 'merchantName' },
    { field: 'enabledFlag', type: 'tag', enum: outMerchantEnabledEnum, colors: enabledColors },
    { field: 'outAuthInfo', type: 'json', withheld: 'merchantAuth' },
    { field: 'createTime', type: 'datetime' },
  ],
  // docs/product.md#validation: authorisation text still holding the masked secrets is left out of the update.
  beforeSave: (values, { mode, record }) => {
    if (mode !== 'edit' || !holdsMask(values.outAuthInfo) || values.outAuthInfo !== record?.outAuthInfo) return values;
    const { outAuthInfo: _untouched, ...rest } = values;
    return rest;
  },
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: 'cashier_cashieroutmerchant_add' }],
  history: { entity: 'outMerchant' },
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'edit', kind: 'edit', disabledReason: disableFirst, permission: 'cashier_cashieroutmerchant_edit', approval: 'merchantAuth' },
    {
      key: 'enable',
      kind: 'status',
      endpoint: 'updateStatus',
      visible: { not: enabled },
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
    { key: 'delete', kind: 'delete', disabledReason: disableFirst, permission: 'cashier_cashieroutmerchant_del' },
  ],
  // Bulk actions (docs/screens.md#operator-tools-on-every-list): each ticked row on its own; the server refuses to delete an enabled one,
  // and says so.
  bulk: [
    { key: 'enable', kind: 'each', endpoint: 'updateStatus', body: (r) => ({ id: r.id, enabledFlag: '1' }) },
    { key: 'disable', kind: 'each', endpoint: 'updateStatus', body: (r) => ({ id: r.id, enabledFlag: '0' }), danger: true },
    { key: 'delete', kind: 'delete', permission: 'cashier_cashieroutmerchant_del' },
  ],
  messages: { create: '添加成功', edit: '修改成功', delete: '删除成功' },
  pageSize: OUT_MERCHANT_PAGE_SIZE,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  formWidth: 640,
  texts: outMerchantTexts,
});
