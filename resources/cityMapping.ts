import { cityLevelEnum, isMappingSuccess, mappingFlagEnum, STANDARD_CITY_EXPORT_BILL_TYPE, STANDARD_CITY_TEMPLATE_CODE, type StandardCity } from '@schemas/city';
import { defineResource } from './define';
import { cityMappingTexts } from './texts/cityMapping';
import { cityCandidateDialog } from './cityCandidates';

/** City mapping (docs/product.md#city-mapping, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#cities-and-sync): standard cities, the chosen business-travel city, sync by country. */
export default defineResource<StandardCity>()({
  api: {
    list: '/platsync/sysStandardCity/page',
    update: { url: '/platsync/sysStandardCity/edit', method: 'post' },
    delete: { url: '/platsync/sysStandardCity/del/:id', method: 'delete' },
    candidates: '/platsync/syscity/page',
    countries: '/platsync/basiccountry/getCountryInfo',
    sync: { url: '/platsync/sysStandardCity/syncSlyCityInfo', method: 'post' },
  },
  titleField: 'fullName',
  // The rule of the in-place travel city: loaded when it is edited, not with the list.
  schema: () => import('@schemas/city').then((m) => ({ update: m.standardCityEditSchema })),
  columns: [
    { field: 'code', width: 120 },
    { field: 'fullName', ellipsis: true, search: { widget: 'input', operator: 'contains' } },
    { field: 'level', type: 'enum', enum: cityLevelEnum, width: 100 },
    { field: 'countryCode', width: 90 },
    {
      field: 'bipName',
      width: 160,
      // The travel city chosen in place among the candidates of the city's country (the edit dialog's call).
      inline: {
        endpoint: 'update',
        widget: 'select',
        options: { endpoint: 'candidates', query: (r) => ({ countryCode: r.countryCode }), value: 'id', label: 'fullName', search: 'name', current: 'bipId' },
        body: (r, v) => ({ id: r.id, bipId: v }),
      },
    },
    { field: 'bipParentName', width: 140 },
    { field: 'slyCode', width: 110 },
    {
      field: 'mappingFlag',
      type: 'tag',
      enum: mappingFlagEnum,
      // docs/product.md#states-and-transitions: '0' success, anything else failure.
      value: (r) => (r.mappingFlag === undefined || r.mappingFlag === null ? r.mappingFlag : isMappingSuccess(r.mappingFlag) ? '0' : '1'),
      colors: { '0': 'success', '1': 'error' },
      width: 100,
    },
  ],
  history: { entity: 'standardCity' },
  actions: [
    { key: 'edit', kind: 'dialog', dialog: { table: cityCandidateDialog } },
    { key: 'delete', kind: 'delete', confirmKey: 'cityMapping.confirmDelete' },
  ],
  messages: { delete: '删除成功', edit: '编辑成功!' },
  importExport: { templateCode: STANDARD_CITY_TEMPLATE_CODE, billType: STANDARD_CITY_EXPORT_BILL_TYPE },
  pageSize: 10,
  pageSizeOptions: [10, 20, 30, 40, 50, 100],
  toolbarPlugins: ['citySync'],
  texts: cityMappingTexts,
});
