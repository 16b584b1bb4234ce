import { z } from 'zod';
import { defineEnum } from './enums';

/** City mapping: standard cities mapped to business-travel cities, synced per country (SPEC.md 2, 3, 5, 7). */

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
  deleteConfirm: '是否确认删除该条参照关系?',
  syncOk: '商旅数据同步成功',
  syncFail: '商旅数据同步失败',
} as const;

/** SPEC.md section 4: mappingFlag '0' success, anything else failure. */
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

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

const pageFields = {
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
};

/** `GET /platsync/sysStandardCity/page`: code prefix, full name or mapped name contains, flag, country. */
export const standardCityListQuerySchema = z.object({
  ...pageFields,
  code: z.string().trim().max(32).optional(),
  fullName: z.string().trim().max(100).optional(),
  bipName: z.string().trim().max(100).optional(),
  mappingFlag: z.string().trim().max(1).optional(),
  countryCode: z.string().trim().max(8).optional(),
  tenantId: z.coerce.number().int().optional(),
});

/** `POST /platsync/sysStandardCity/edit`: the standard city and the one chosen business-travel city. */
export const standardCityEditSchema = z.object({
  id: idField(CITY_MSG.id),
  bipId: z.coerce
    .number({ error: CITY_MSG.chooseCandidate })
    .int(CITY_MSG.chooseCandidate)
    .positive(CITY_MSG.chooseCandidate)
    .max(Number.MAX_SAFE_INTEGER, CITY_MSG.chooseCandidate),
});

export const cityIdSchema = z.object({ id: idField(CITY_MSG.id) });

/** Country codes from the sync dialog: comma-joined in one string (or a list), at least one. */
export const countryCodesField = z
  .union([z.string(), z.array(z.string())], { error: CITY_MSG.chooseCountry })
  .transform((value) =>
    [...new Set((Array.isArray(value) ? value : value.split(',')).map((c) => c.trim().toUpperCase()).filter(Boolean))],
  )
  .refine((codes) => codes.length > 0, { message: CITY_MSG.chooseCountry })
  .refine((codes) => codes.length <= 50 && codes.every((c) => /^[A-Z]{2,3}$/.test(c)), { message: CITY_MSG.unknownCountry });

/** `POST /platsync/sysStandardCity/syncSlyCityInfo` and `/platsync/syscity/syncSlyCityInfo`: level 0 = every level. */
export const citySyncSchema = z.object({
  countryCode: countryCodesField,
  level: z.coerce.number({ error: CITY_MSG.level }).int(CITY_MSG.level).min(0, CITY_MSG.level).max(3, CITY_MSG.level).default(0),
});

/** `GET /platsync/syscity/page`: business-travel cities (the edit dialog's candidates). */
export const slyCityListQuerySchema = z.object({
  ...pageFields,
  name: z.string().trim().max(64).optional(),
  countryCode: z.string().trim().max(8).optional(),
  level: z.coerce.number().int().min(0).max(3).optional(),
  slyCode: z.string().trim().max(32).optional(),
});

/** `POST /platsync/syscity/save` (create) and `/edit` (with id): a business-travel city. */
export const slyCityFormSchema = z.object({
  name: z.string({ error: CITY_MSG.name }).trim().min(1, CITY_MSG.name).max(64, CITY_MSG.nameMax),
  slyCode: z.string({ error: CITY_MSG.code }).trim().min(1, CITY_MSG.code).max(32, CITY_MSG.codeMax),
  countryCode: z
    .string({ error: CITY_MSG.countryCode })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, CITY_MSG.countryCode),
  level: z.coerce
    .number({ error: CITY_MSG.level })
    .int(CITY_MSG.level)
    .refine((v) => cityLevelEnum.values.includes(v as never), { message: CITY_MSG.level }),
  parentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().nullable(),
  /** The business-travel platform's own id; the code when omitted. */
  slyId: z.string().trim().max(32, CITY_MSG.codeMax).optional().nullable(),
});
export const slyCityUpdateSchema = slyCityFormSchema.extend({ id: idField(CITY_MSG.id) });

/** `GET /trip/basic/commonCity/mgr/getCommonCityListByDivName?divName`. */
export const commonCityQuerySchema = z.object({
  divName: z.string().trim().max(64).optional(),
  countryCode: z.string().trim().max(8).optional(),
});

/** A standard city as the server returns it (SPEC.md section 3). */
export interface StandardCity {
  id: number;
  tenantId: number;
  code: string;
  fullName: string;
  provinceName: string | null;
  cityName: string | null;
  areaName: string | null;
  level: number;
  countryCode: string;
  mappingFlag: string;
  bipId: number | null;
  bipName: string | null;
  bipParentId: number | null;
  bipParentName: string | null;
  slyId: string | null;
  slyName: string | null;
  slyCode: string | null;
}

/** A business-travel city (a candidate of the mapping). */
export interface SlyCity {
  id: number;
  tenantId: number;
  countryCode: string;
  slyId: string;
  slyCode: string;
  name: string;
  fullName: string;
  level: number;
  parentId: number | null;
  parentName: string | null;
}

/** SPEC.md section 3: Country. */
export interface Country {
  cnName: string;
  code: string;
  enName: string;
}

/** The reply of a sync: what changed. */
export interface CitySyncResult {
  countryCodes: string[];
  slyCities: number;
  matched: number;
  unmatched: number;
}
