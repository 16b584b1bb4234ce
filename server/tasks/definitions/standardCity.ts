import { z } from 'zod';
import {
  CITY_MSG,
  cityLevelEnum,
  isMappingSuccess,
  mappingFlagEnum,
  STANDARD_CITY_EXPORT_BILL_TYPE,
  STANDARD_CITY_TEMPLATE_CODE,
  standardCityFormSchema,
  standardCityFullName,
  standardCitySearchFields,
  type StandardCityForm,
} from '../../../schemas/city';
import { searchObject } from '../../../schemas/input';
import { exportRequestFields } from '../../../schemas/tasks';
import { insertNewStandardCities, knownCountryCodes, slyCitiesOfCountries, standardCityExportCount, standardCityExportPage } from '../../repositories/cities';
import { findMatch } from '../../domain/cityMatching';
import { mappedTo, UNMAPPED } from '../../repositories/cityMapping';
import { defineExport, defineImport, type TaskColumn } from '../registry';
import { SCREEN, op } from '../../http/operations';

/** Column titles shared by the template and the export, so an exported file imports again as it is. */
const COLUMNS = {
  code: { key: 'code', zh: '城市编码', en: 'City code', width: 16 },
  countryCode: { key: 'countryCode', zh: '国家编码', en: 'Country code', width: 12 },
  level: { key: 'level', zh: '级别', en: 'Level', enum: cityLevelEnum, width: 18 },
  provinceName: { key: 'provinceName', zh: '省/州', en: 'Province / state', width: 18 },
  cityName: { key: 'cityName', zh: '市', en: 'City', width: 18 },
  areaName: { key: 'areaName', zh: '区/县', en: 'District / county', width: 18 },
} satisfies Record<string, TaskColumn>;

const TITLE = { zh: '标准城市', en: 'Standard cities' };

/**
 * Standard cities of the city mapping page: each row is checked with the standard city schema, then
 * written with its full name and, where the tenant already holds the business-travel city of the same
 * country, level and name, mapped to it at once (as a sync would); otherwise it shows as a failure.
 */
export const standardCityImport = defineImport<StandardCityForm>({
  templateCode: STANDARD_CITY_TEMPLATE_CODE,
  title: TITLE,
  columns: [
    { ...COLUMNS.code, required: true, sample: '330212' },
    { ...COLUMNS.countryCode, required: true, sample: 'CN' },
    { ...COLUMNS.level, required: true, sample: 3 },
    { ...COLUMNS.provinceName, required: true, sample: '浙江省' },
    { ...COLUMNS.cityName, sample: '宁波市' },
    { ...COLUMNS.areaName, sample: '鄞州区' },
  ],
  schema: standardCityFormSchema,
  exportBillType: STANDARD_CITY_EXPORT_BILL_TYPE,
  async insert(trx, ctx, rows) {
    const countries = [...new Set(rows.map((r) => r.countryCode))];
    const known = new Set(await knownCountryCodes(trx, countries));
    const candidates = known.size > 0 ? await slyCitiesOfCountries(trx, ctx.tenantId, [...known]) : [];
    const values = rows
      .filter((row) => known.has(row.countryCode))
      .map((row) => {
        // Names below the row's own level are not its own: a province row keeps no city name.
        const names = {
          provinceName: row.provinceName ?? null,
          cityName: row.level >= 2 ? (row.cityName ?? null) : null,
          areaName: row.level === 3 ? (row.areaName ?? null) : null,
        };
        const city = {
          tenant_id: ctx.tenantId,
          code: row.code,
          full_name: standardCityFullName(names),
          province_name: names.provinceName,
          city_name: names.cityName,
          area_name: names.areaName,
          level: row.level,
          country_code: row.countryCode,
        };
        const match = findMatch(city, candidates);
        return { ...city, ...(match ? mappedTo(match) : UNMAPPED) };
      });
    // The unique (tenant, code) index decides duplicates, against the table and within the file alike.
    const fresh = new Set(await insertNewStandardCities(trx, values));
    return rows.map((row) => {
      if (!known.has(row.countryCode)) return CITY_MSG.unknownCountry;
      if (!fresh.has(row.code)) return CITY_MSG.duplicateCode;
      fresh.delete(row.code);
      return null;
    });
  },
});

/** The list's own search (code, names, flag, country); its tenant is checked as the list checks it (exportTasks.ts). */
const standardCityExportFilter = searchObject({ ...standardCitySearchFields, ...exportRequestFields });
type StandardCityExportFilter = z.output<typeof standardCityExportFilter>;

export const standardCityExport = defineExport<StandardCityExportFilter>({
  billType: STANDARD_CITY_EXPORT_BILL_TYPE,
  path: '/platsync/sysStandardCity/export',
  operation: op('exportStandardCities', 'Export standard cities', 'tasks', SCREEN.cities),
  title: TITLE,
  filterSchema: standardCityExportFilter,
  columns: [
    COLUMNS.code,
    { key: 'fullName', zh: '城市全称', en: 'Full name', width: 30 },
    COLUMNS.countryCode,
    COLUMNS.level,
    COLUMNS.provinceName,
    COLUMNS.cityName,
    COLUMNS.areaName,
    { key: 'mappingFlag', zh: '映射状态', en: 'Mapping', enum: mappingFlagEnum, width: 12 },
    { key: 'bipName', zh: '商旅城市', en: 'Travel city', width: 18 },
    { key: 'bipParentName', zh: '商旅上级城市', en: 'Travel parent city', width: 18 },
    { key: 'slyCode', zh: '商旅城市编码', en: 'Travel city code', width: 16 },
  ],
  count: (db, ctx, filter) => standardCityExportCount(db, ctx.tenantId, filter),
  async page(db, ctx, filter, after, limit) {
    const rows = await standardCityExportPage(db, ctx.tenantId, filter, after, limit);
    return {
      rows: rows.map((r) => ({
        code: r.code,
        fullName: r.full_name,
        countryCode: r.country_code,
        level: r.level,
        provinceName: r.province_name,
        cityName: r.city_name,
        areaName: r.area_name,
        // docs/product.md#states-and-transitions: every flag but '0' reads as failure.
        mappingFlag: isMappingSuccess(r.mapping_flag) ? '0' : '1',
        bipName: r.bip_name,
        bipParentName: r.bip_parent_name,
        slyCode: r.sly_code,
      })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
