import type { ScmParam } from '@schemas/scmParam';
import { defineResource } from '../define';

/**
 * 供应链参数: the supply-chain parameters the console loads when module 300 is active (docs/product.md#the-menu-and-modules),
 * as `GET /scm/params` answers them for the tenant.
 */
export default defineResource<ScmParam>()({
  api: { list: '/scm/params' },
  wholeList: true,
  idField: 'paramKey',
  titleField: 'paramName',
  columns: [
    { field: 'paramName', search: { widget: 'input', maxLength: 100, operator: 'contains' } },
    { field: 'paramKey', search: { widget: 'input', maxLength: 64, operator: 'contains' } },
    { field: 'paramValue' },
  ],
  texts: {
    'zh-CN': { fields: { paramName: '参数名称', paramKey: '参数键', paramValue: '参数值' } },
    en: { fields: { paramName: 'Name', paramKey: 'Key', paramValue: 'Value' } },
  },
});
