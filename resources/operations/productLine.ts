import type { DictItem } from '@schemas/menuAdmin';
import { defineResource } from '../define';

/** 产品线: the product lines (the modules of docs/product.md#the-menu-and-modules) of `GET /admin/dict/type/product_line`. */
export default defineResource<DictItem>()({
  api: { list: '/admin/dict/type/product_line' },
  wholeList: true,
  titleField: 'label',
  columns: [
    { field: 'value', width: 120, search: { widget: 'input', maxLength: 16 } },
    { field: 'label', search: { widget: 'input', maxLength: 64, operator: 'contains' } },
    { field: 'enLabel' },
    { field: 'sortOrder', type: 'number', width: 100 },
  ],
  texts: {
    'zh-CN': { fields: { value: '产品线编号', label: '中文名称', enLabel: '英文名称', sortOrder: '排序' } },
    en: { fields: { value: 'Product line', label: 'Chinese name', enLabel: 'English name', sortOrder: 'Order' } },
  },
});
