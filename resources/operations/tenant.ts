import { tenantStatusEnum, type TenantRecord } from '@schemas/tenant';
import { defineResource } from '../define';

/**
 * 租户管理: the tenants `GET /admin/tenant/list` answers (every tenant for the main tenant's administrators
 * and operations users, one's own for everyone else).
 */
export default defineResource<TenantRecord>()({
  api: { list: '/admin/tenant/list' },
  wholeList: true,
  titleField: 'name',
  columns: [
    { field: 'id', type: 'number', width: 100 },
    { field: 'name', search: { widget: 'input', maxLength: 100, operator: 'contains' } },
    { field: 'shortName', search: { widget: 'input', maxLength: 50, operator: 'contains' } },
    { field: 'status', type: 'tag', enum: tenantStatusEnum, colors: { 0: 'success', 9: 'default' }, search: { widget: 'select' } },
  ],
  texts: {
    'zh-CN': { fields: { id: '租户编号', name: '租户名称', shortName: '租户简称', status: '状态' } },
    en: { fields: { id: 'Tenant ID', name: 'Tenant name', shortName: 'Short name', status: 'Status' } },
  },
});
