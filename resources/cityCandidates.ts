import { CITY_MSG, cityLevelEnum, type StandardCity } from '@schemas/city';
import type { ColumnDecl, TableDialogDecl } from './define';

/**
 * The city mapping edit dialog (docs/product.md#city-mapping), declared: the standard city above; the business-travel
 * cities of its country below, searched by name (prefilled with the city's own name), paged by the server ten
 * at a time; exactly one is picked (the current one ticked), and saving with none says 请先选择商旅城市再保存!.
 */
export const cityCandidateColumns: ColumnDecl<Record<string, unknown>>[] = [
  { field: 'name', titleKey: 'cityMapping.fields.candidateName' },
  { field: 'fullName', titleKey: 'cityMapping.fields.candidateFullName', ellipsis: true },
  { field: 'level', titleKey: 'cityMapping.fields.level', type: 'enum', enum: cityLevelEnum, width: 90 },
  { field: 'slyCode', titleKey: 'cityMapping.fields.slyCode', width: 110 },
];

export const cityCandidateDialog: TableDialogDecl<StandardCity, 'candidates' | 'update'> = {
  titleKey: 'cityMapping.titles.edit',
  endpoint: 'candidates',
  query: { template: { countryCode: '${record.countryCode}' } },
  search: [{ name: 'name', labelKey: 'cityMapping.placeholders.candidate', initial: { logic: 'citySearchName' } }],
  pageSize: 10,
  rowKey: 'id',
  columns: cityCandidateColumns,
  info: [{ field: 'fullName' }, { field: 'code' }, { field: 'bipName' }, { field: 'countryCode' }],
  pick: {
    mode: 'single',
    currentField: 'bipId',
    required: CITY_MSG.chooseCandidate,
    endpoint: 'update',
    body: { template: { id: '${record.id}', bipId: '${values.picked}' } },
  },
  width: 760,
};
