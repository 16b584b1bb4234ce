import { defineResource } from './define';
import { tenantMenuTexts } from './texts/tenantMenu';

/** A tenant's menu assignment (`/admin/tenant/product/list`, `PUT /admin/tenant/update/menu`): a bespoke page. */
export default defineResource()({
  api: {
    tree: '/admin/menu/tree',
    tenants: '/admin/tenant/list',
    products: '/admin/tenant/product/list',
    productLines: '/admin/dict/type/product_line',
    update: { url: '/admin/tenant/update/menu', method: 'put' },
  },
  page: 'tenantMenu',
  texts: tenantMenuTexts,
});
