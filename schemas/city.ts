import { z } from 'zod';
import { defineEnum } from './enums';
import { boundedText, idField, numberChoice, pageFields, textChoice, wholeNumber } from './input';
import { recordVersion, versionField } from './version';

/** City mapping: standard cities mapped to business-travel cities, synced per country (docs/product.md#city-mapping, docs/product.md#records-and-fields, docs/product.md#validation and docs/product.md#cities-and-sync). */

export const CITY_MSG = {
  chooseCandidate: '请先选择商旅城市再保存!',
  chooseCountry: '请选择国家',
  unknownCountry: '国家编码不存在',
  id: '缺少城市编号',
  candidateMissing: '所选商旅城市不存在，请刷新后重新选择',
  countryMismatch: '所选商旅城市与标准城市不属于同一国家',
  hasChildren: '该商旅城市含有下级城市，请先删除下级城市',
  name: '请输入城市名称',
  nameMax: '城市名称不能超过64个字符',
  code: '请输入城市编码',
  codeMax: '城市编码不能超过32个字符',
  countryCode: '请选择国家',
  level: '请选择城市级别',
  parentMissing: '上级城市不存在',
  duplicateSlyCode: '该国家下商旅城市编码已存在',
  codeFormat: '城市编码只能包含字母、数字、下划线和中划线',
  duplicateCode: '城市编码已存在',
  countryCodeInput: '请输入国家编码',
  provinceName: '请输入省/州名称',
  provinceNameMax: '省/州名称不能超过64个字符',
  cityName: '请输入市名称',
  cityNameMax: '市名称不能超过64个字符',
  areaName: '请输入区/县名称',
  areaNameMax: '区/县名称不能超过64个字符',
  deleteConfirm: '是否确认删除该条参照关系?',
  syncOk: '商旅数据同步成功',
  syncFail: '商旅数据同步失败',
} as const;

/** docs/product.md#states-and-transitions: mappingFlag '0' success, anything else failure. */
export const mappingFlagEnum = defineEnum([
  { value: '0', zh: '成功', en: 'Success' },
  { value: '1', zh: '失败', en: 'Failure' },
] as const);

/** Any flag other than '0' is a failure. */
export const isMappingSuccess = (flag: unknown) => String(flag) === '0';

/** Levels of a city: 1 province or state, 2 city, 3 district or county. */
export const cityLevelEnum = defineEnum([
  { value: 1, zh: '省/州', en: 'Province / state' },
  { value: 2, zh: '市', en: 'City' },
  { value: 3, zh: '区/县', en: 'District / county' },
] as const);

/** The standard city list's search, paging included; its export reads the same. */
export const standardCitySearchFields = {
  ...pageFields(),
  code: boundedText(32).optional(),
  fullName: boundedText(100).optional(),
  bipName: boundedText(100).optional(),
  mappingFlag: textChoice(['0', '1']).optional(),
  countryCode: boundedText(8).optional(),
  tenantId: idField().optional(),
};

/** `GET /platsync/sysStandardCity/page`: code prefix, full name or mapped name contains, flag, country. */
export const standardCityListQuerySchema = z.object(standardCitySearchFields);

/** The search of the standard city list without its paging (the export takes the same filters). */
export type StandardCitySearch = Omit<z.output<typeof standardCityListQuerySchema>, 'current' | 'size' | 'tenantId'>;

/** `POST /platsync/sysStandardCity/edit`: the standard city and the one chosen business-travel city. */
export const standardCityEditSchema = z.object({
  id: idField(CITY_MSG.id),
  bipId: idField(CITY_MSG.chooseCandidate),
  version: versionField.optional(),
});

const divisionName = (max: string) => boundedText(64, max).optional();
const cityLevelSchema = numberChoice(cityLevelEnum.values, CITY_MSG.level);
const countryCodeSchema = (message: string) =>
  z
    .string({ error: message })
    .max(8, message)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, message);

/**
 * A standard city as created (the import of the city mapping page writes through it): its own code, the
 * country, the level, and the names down to that level (a city names its province, a district its city).
 */
export const standardCityFormSchema = z
  .object({
    code: z
      .string({ error: CITY_MSG.code })
      .max(32, CITY_MSG.codeMax)
      .trim()
      .min(1, CITY_MSG.code)
      .regex(/^[A-Za-z0-9_-]+$/, CITY_MSG.codeFormat),
    countryCode: countryCodeSchema(CITY_MSG.countryCodeInput),
    level: cityLevelSchema,
    provinceName: divisionName(CITY_MSG.provinceNameMax),
    cityName: divisionName(CITY_MSG.cityNameMax),
    areaName: divisionName(CITY_MSG.areaNameMax),
  })
  .superRefine((v, ctx) => {
    if (!v.provinceName) ctx.addIssue({ code: 'custom', path: ['provinceName'], message: CITY_MSG.provinceName });
    if (v.level >= 2 && !v.cityName) ctx.addIssue({ code: 'custom', path: ['cityName'], message: CITY_MSG.cityName });
    if (v.level === 3 && !v.areaName) ctx.addIssue({ code: 'custom', path: ['areaName'], message: CITY_MSG.areaName });
  });
export type StandardCityForm = z.output<typeof standardCityFormSchema>;

/** The full name of a standard city: its names from the province down, a repeated name once (北京市-东城区). */
export const standardCityFullName = (row: { provinceName?: string | null; cityName?: string | null; areaName?: string | null }) =>
  [row.provinceName, row.cityName, row.areaName].filter((part, i, parts) => part && parts.indexOf(part) === i).join('-');

/** Import and export of standard cities through the task registry (docs/product.md#import-and-export-tasks). */
export const STANDARD_CITY_TEMPLATE_CODE = 'SYS_STANDARD_CITY';
export const STANDARD_CITY_EXPORT_BILL_TYPE = 'EXPORT_STANDARD_CITY';

export const cityIdSchema = z.object({ id: idField(CITY_MSG.id) });

/** Country codes from the sync dialog: comma-joined in one string (or a list), at least one. */
export const countryCodesField = z
  .union([z.string().max(200, CITY_MSG.unknownCountry), z.array(z.string().max(8, CITY_MSG.unknownCountry)).max(50, CITY_MSG.unknownCountry)], {
    error: CITY_MSG.chooseCountry,
  })
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(',')).map((c) => c.trim().toUpperCase()).filter(Boolean))])
  .refine((codes) => codes.length > 0, { message: CITY_MSG.chooseCountry })
  .refine((codes) => codes.length <= 50 && codes.every((c) => /^[A-Z]{2,3}$/.test(c)), { message: CITY_MSG.unknownCountry });

/** `POST /platsync/sysStandardCity/syncSlyCityInfo` and `/platsync/syscity/syncSlyCityInfo`: level 0 = every level. */
export const citySyncSchema = z.object({
  countryCode: countryCodesField,
  level: wholeNumber({ min: 0, max: 3, message: CITY_MSG.level }).default(0),
});

/** `GET /platsync/syscity/page`: business-travel cities (the edit dialog's candidates). */
export const slyCityListQuerySchema = z.object({
  ...pageFields(),
  name: boundedText(64).optional(),
  countryCode: boundedText(8).optional(),
  level: numberChoice([0, 1, 2, 3]).optional(),
  slyCode: boundedText(32).optional(),
});

/** `POST /platsync/syscity/save` (create) and `/edit` (with id): a business-travel city. */
export const slyCityFormSchema = z.object({
  name: z.string({ error: CITY_MSG.name }).max(64, CITY_MSG.nameMax).trim().min(1, CITY_MSG.name),
  slyCode: z.string({ error: CITY_MSG.code }).max(32, CITY_MSG.codeMax).trim().min(1, CITY_MSG.code),
  countryCode: countryCodeSchema(CITY_MSG.countryCode),
  level: cityLevelSchema,
  parentId: idField(CITY_MSG.parentMissing).optional().nullable(),
  /** The business-travel platform's own id; the code when omitted. */
  slyId: boundedText(32, CITY_MSG.codeMax).optional().nullable(),
});
export const slyCityUpdateSchema = slyCityFormSchema.extend({ id: idField(CITY_MSG.id), version: versionField.optional() });

/** `GET /trip/basic/commonCity/mgr/getCommonCityListByDivName?divName`. */
export const commonCityQuerySchema = z.object({
  divName: boundedText(64).optional(),
  countryCode: boundedText(8).optional(),
});

/** A standard city as the server returns it (docs/product.md#records-and-fields). */
export const standardCitySchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    code: z.string(),
    fullName: z.string(),
    provinceName: z.string().nullable(),
    cityName: z.string().nullable(),
    areaName: z.string().nullable(),
    level: z.int(),
    countryCode: z.string(),
    mappingFlag: z.string().describe("'0' not mapped; otherwise mapped"),
    bipId: z.int().nullable(),
    bipName: z.string().nullable(),
    bipParentId: z.int().nullable(),
    bipParentName: z.string().nullable(),
    slyId: z.string().nullable(),
    slyName: z.string().nullable(),
    slyCode: z.string().nullable(),
    version: recordVersion,
  })
  .meta({ id: 'StandardCity' });
export type StandardCity = z.output<typeof standardCitySchema>;

/** A business-travel city as the server returns it. */
export const slyCitySchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    countryCode: z.string(),
    slyId: z.string(),
    slyCode: z.string(),
    name: z.string(),
    fullName: z.string(),
    level: z.int(),
    parentId: z.int().nullable(),
    parentName: z.string().nullable(),
    version: recordVersion,
  })
  .meta({ id: 'TravelCity' });
export type SlyCity = z.output<typeof slyCitySchema>;

export const countrySchema = z.strictObject({ cnName: z.string(), code: z.string(), enName: z.string() }).meta({ id: 'Country' });
export type Country = z.output<typeof countrySchema>;

/** What a sync did: the countries, how many travel cities it wrote, and how many standard cities it matched. */
export const citySyncResultSchema = z.strictObject({
  countryCodes: z.array(z.string()),
  slyCities: z.int(),
  matched: z.int(),
  unmatched: z.int(),
});
export type CitySyncResult = z.output<typeof citySyncResultSchema>;
