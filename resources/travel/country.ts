import { CITY_MSG, type Country } from '@schemas/city';
import { defineResource } from '../define';

/**
 * 国家同步: the countries of `GET /platsync/basiccountry/getCountryInfo`, each with the business-travel data sync
 * of its cities (`POST /platsync/sysStandardCity/syncSlyCityInfo`, docs/product.md#cities-and-sync), asked first.
 */
export default defineResource<Country>()({
  api: {
    list: '/platsync/basiccountry/getCountryInfo',
    sync: { url: '/platsync/sysStandardCity/syncSlyCityInfo', method: 'post' },
  },
  wholeList: true,
  idField: 'code',
  titleField: 'cnName',
  columns: [
    { field: 'code', width: 120, search: { widget: 'input', maxLength: 8 } },
    { field: 'cnName', search: { widget: 'input', maxLength: 64, operator: 'contains' } },
    { field: 'enName', search: { widget: 'input', maxLength: 64, operator: 'contains' } },
  ],
  actions: [
    {
      key: 'sync',
      kind: 'mutation',
      labelKey: 'country.actions.sync',
      endpoint: 'sync',
      body: (r) => ({ countryCode: r.code, level: 0 }),
      confirmKey: 'country.confirmSync',
      success: CITY_MSG.syncOk,
      reload: [],
    },
  ],
  texts: {
    'zh-CN': {
      fields: { code: '国家编码', cnName: '国家名称', enName: '英文名称' },
      actions: { sync: '商旅数据同步' },
      confirmSync: '确定同步「{{name}}」的商旅城市数据吗?',
    },
    en: {
      fields: { code: 'Country code', cnName: 'Country', enName: 'English name' },
      actions: { sync: 'Sync travel data' },
      confirmSync: 'Sync the travel cities of “{{name}}”?',
    },
  },
});
