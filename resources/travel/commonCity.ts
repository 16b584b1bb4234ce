import { cityLevelEnum, type SlyCity } from '@schemas/city';
import { defineResource } from '../define';

/**
 * 常用城市: the business-travel cities whose name holds the division name searched
 * (`GET /trip/basic/commonCity/mgr/getCommonCityListByDivName?divName`, at most 50 of them), by country.
 */
export default defineResource<SlyCity>()({
  api: { list: '/trip/basic/commonCity/mgr/getCommonCityListByDivName' },
  titleField: 'name',
  columns: [
    { key: 'divName', hideInTable: true, search: { widget: 'input', maxLength: 64 } },
    {
      field: 'countryCode',
      width: 110,
      search: { widget: 'select', options: { url: '/platsync/basiccountry/getCountryInfo', valueField: 'code', labelField: (c) => `${String(c.cnName)} (${String(c.code)})` } },
    },
    { field: 'name' },
    { field: 'fullName', ellipsis: true },
    { field: 'level', type: 'enum', enum: cityLevelEnum, width: 110 },
    { field: 'slyCode', width: 120 },
    { field: 'parentName' },
  ],
  // Each city's changes from the audit trail; an edit of its own fields is reverted through the edit, so its name
  // reaches its children and mapped standard cities again (server/audit/revertTargets.ts says what is refused).
  history: { entity: 'travelCity' },
  texts: {
    'zh-CN': {
      fields: {
        divName: '城市名称',
        countryCode: '国家',
        name: '城市',
        fullName: '完整名称',
        level: '级别',
        slyCode: '商旅城市编码',
        parentName: '上级城市',
        slyId: '商旅城市编号',
        id: '编号',
        tenantId: '租户',
        parentId: '上级城市编号',
        unmappedStandardCities: '解除映射的标准城市数',
      },
      placeholders: { divName: '输入城市名称搜索' },
    },
    en: {
      fields: {
        divName: 'City name',
        countryCode: 'Country',
        name: 'City',
        fullName: 'Full name',
        level: 'Level',
        slyCode: 'Travel city code',
        parentName: 'Parent city',
        slyId: 'Travel city id',
        id: 'Id',
        tenantId: 'Tenant',
        parentId: 'Parent city id',
        unmappedStandardCities: 'Standard cities unmapped',
      },
      placeholders: { divName: 'Search by city name' },
    },
  },
});
