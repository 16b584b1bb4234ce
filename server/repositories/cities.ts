import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { commonCityQuerySchema, SlyCity, slyCityListQuerySchema, StandardCity, StandardCitySearch } from '../../schemas/city';
import { containsOp, likePattern } from '../db/textSearch';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import type { Database, SysCityTable, SysStandardCityTable } from '../db/schema';
import { readJsonPage } from '../db/jsonPage';
import { mappedTo, UNMAPPED } from './cityMapping';

/**
 * The queries of city mapping (docs/product.md#city-mapping, docs/product.md#records-and-fields, docs/product.md#validation and docs/product.md#cities-and-sync): standard cities, business-travel cities and countries,
 * within one tenant; the routes in server/routes/city.ts speak HTTP and call these, and the standard city export takes
 * its search from here. A write takes the audited transaction it runs in. The sync itself is server/services/citySync.ts.
 */

/** Above every character a code can hold: `code >= prefix and code < prefix + MAX` is the prefix as an index range. */
const CODE_RANGE_END = '\u{10FFFF}';

/** The standard city list's search (code prefix, names containing, flag, country) within one tenant; the export uses it too. */
export function standardCityFilter(db: Kysely<Database>, tenantId: number, query: StandardCitySearch) {
  let filtered = db.selectFrom('sys_standard_city').where('tenant_id', '=', tenantId);
  if (query.code) filtered = filtered.where('code', '>=', query.code).where('code', '<', query.code + CODE_RANGE_END);
  if (query.fullName) filtered = filtered.where('full_name', containsOp(query.fullName), likePattern(query.fullName));
  if (query.bipName) filtered = filtered.where('bip_name', containsOp(query.bipName), likePattern(query.bipName));
  if (query.mappingFlag === '0') filtered = filtered.where('mapping_flag', '=', '0');
  else if (query.mappingFlag) filtered = filtered.where('mapping_flag', '<>', '0');
  if (query.countryCode) filtered = filtered.where('country_code', '=', query.countryCode.toUpperCase());
  return filtered;
}

/** The total of an unfiltered (or flag-only) list from the trigger-kept counts, not from counting rows. */
async function keptStandardCityCount(db: Kysely<Database>, tenantId: number, mappingFlag: string | undefined) {
  let q = db.selectFrom('sys_standard_city_count').where('tenant_id', '=', tenantId);
  if (mappingFlag === '0') q = q.where('mapping_flag', '=', '0');
  else if (mappingFlag) q = q.where('mapping_flag', '<>', '0');
  const row = await q.select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('n'), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
  return { total: row.total };
}

/** A page of the standard city search, by code, and its total. */
export async function standardCityPage(db: Kysely<Database>, tenantId: number, query: StandardCitySearch, page: { size: number; offset: number }) {
  const filtered = standardCityFilter(db, tenantId, query);
  const onlyFlag = !query.code && !query.fullName && !query.bipName && !query.countryCode;
  const [{ total }, rows] = await Promise.all([
    onlyFlag ? keptStandardCityCount(db, tenantId, query.mappingFlag) : filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('code').limit(page.size).offset(page.offset).execute(),
  ]);
  return { total: Number(total), rows };
}

/** A standard city as the wire carries it. */
export function standardToWire(row: Selectable<SysStandardCityTable>): StandardCity {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    code: row.code,
    fullName: row.full_name,
    provinceName: row.province_name,
    cityName: row.city_name,
    areaName: row.area_name,
    level: row.level,
    countryCode: row.country_code,
    mappingFlag: row.mapping_flag,
    bipId: row.bip_id,
    bipName: row.bip_name,
    bipParentId: row.bip_parent_id,
    bipParentName: row.bip_parent_name,
    slyId: row.sly_id,
    slyName: row.sly_name,
    slyCode: row.sly_code,
    version: row.version,
  };
}

/** A standard city of the tenant, locked for the rest of the transaction. */
export const lockStandardCity = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('sys_standard_city').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

/** The standard city mapped to the business-travel city given; answers the row after. */
export const mapStandardCity = (trx: Kysely<Database>, id: number, city: Selectable<SysCityTable>) =>
  trx
    .updateTable('sys_standard_city')
    .set({ ...mappedTo(city), update_time: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** A standard city of the tenant deleted; answers the row deleted, or undefined for an unknown one. */
export const deleteStandardCity = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.deleteFrom('sys_standard_city').where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst();

/** The codes among those given that name a country. */
export const knownCountryCodes = async (db: Kysely<Database>, codes: string[]) =>
  (await db.selectFrom('basic_country').select('code').where('code', 'in', codes).execute()).map((k) => k.code);

/** One sync per tenant at a time: a second waits for the first's transaction rather than interleaving with it. */
export const lockTenantSync = async (trx: Kysely<Database>, tenantId: number) => {
  await sql`select pg_advisory_xact_lock(724100, ${tenantId}::int)`.execute(trx);
};

/** Every country, in its sort order. */
export const listCountries = (db: Kysely<Database>) => db.selectFrom('basic_country').selectAll().orderBy('sort_order').orderBy('code').execute();

/** A page of the business-travel city search (name containing, country, level, code) and its total. */
export async function slyCityPage(db: Kysely<Database>, tenantId: number, query: z.output<typeof slyCityListQuerySchema>) {
  let filtered = db.selectFrom('sys_city').where('tenant_id', '=', tenantId);
  if (query.name) filtered = filtered.where('name', containsOp(query.name), likePattern(query.name));
  if (query.countryCode) filtered = filtered.where('country_code', '=', query.countryCode.toUpperCase());
  if (query.level) filtered = filtered.where('level', '=', query.level);
  if (query.slyCode) filtered = filtered.where('sly_code', '=', query.slyCode);
  const [total, rows] = await Promise.all([
    searchesNothing(query.name, query.countryCode, query.level, query.slyCode)
      ? keptListTotal(db, 'sys_city', tenantId)
      : filtered
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => row.total),
    filtered
      .selectAll()
      .orderBy('country_code')
      .orderBy('level')
      .orderBy('id')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute(),
  ]);
  return { total: Number(total), rows };
}

/** The first 50 business-travel cities whose name contains the text, in a country if one is named. */
export function commonCities(db: Kysely<Database>, tenantId: number, query: z.output<typeof commonCityQuerySchema>) {
  let q = db.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId);
  if (query.divName) q = q.where('name', containsOp(query.divName), likePattern(query.divName));
  if (query.countryCode) q = q.where('country_code', '=', query.countryCode.toUpperCase());
  return q.orderBy('level').orderBy('id').limit(50).execute();
}

/** A business-travel city of the tenant, or undefined. */
export const findSlyCity = (db: Kysely<Database>, tenantId: number, id: number) =>
  db.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** The same, locked for the rest of the transaction. */
export const lockSlyCity = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

/** A business-travel city as the wire and the audit trail name its fields. */
export function slyToWire(row: Selectable<SysCityTable>): SlyCity {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    countryCode: row.country_code,
    slyId: row.sly_id,
    slyCode: row.sly_code,
    name: row.name,
    fullName: row.full_name,
    level: row.level,
    parentId: row.parent_id,
    parentName: row.parent_name,
    version: row.version,
  };
}

export interface SlyCityColumns {
  country_code: string;
  sly_id: string;
  sly_code: string;
  name: string;
  full_name: string;
  level: number;
  parent_id: number | null;
  parent_name: string | null;
}

/** A new business-travel city of the tenant; answers its row. */
export const insertSlyCity = (trx: Kysely<Database>, tenantId: number, city: SlyCityColumns) =>
  trx
    .insertInto('sys_city')
    .values({ tenant_id: tenantId, ...city })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * A business-travel city changed; answers its row after and how many standard cities lost their mapping. Children
 * carry this city's name as their parent's; standard cities mapped here carry it too, or lose their mapping when the
 * city moved to another country.
 */
export async function updateSlyCity(trx: Kysely<Database>, tenantId: number, current: Selectable<SysCityTable>, city: SlyCityColumns) {
  const updated = await trx
    .updateTable('sys_city')
    .set({ ...city, update_time: new Date() })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('sys_city').set({ parent_name: updated.name }).where('parent_id', '=', updated.id).execute();
  let unmapped = 0;
  if (updated.country_code !== current.country_code) {
    const dropped = await trx.updateTable('sys_standard_city').set(UNMAPPED).where('tenant_id', '=', tenantId).where('bip_id', '=', updated.id).executeTakeFirst();
    unmapped = Number(dropped.numUpdatedRows);
  } else {
    await trx.updateTable('sys_standard_city').set(mappedTo(updated)).where('tenant_id', '=', tenantId).where('bip_id', '=', updated.id).execute();
  }
  await trx.updateTable('sys_standard_city').set({ bip_parent_name: updated.name }).where('tenant_id', '=', tenantId).where('bip_parent_id', '=', updated.id).execute();
  return { row: updated, unmapped };
}

/** Whether any business-travel city has this one as its parent. */
export const hasChildCity = async (trx: Kysely<Database>, id: number) =>
  (await trx.selectFrom('sys_city').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;

/**
 * A business-travel city deleted; the standard cities mapped to it lose their mapping (they show as failures until
 * mapped again). Answers how many lost it.
 */
export async function deleteSlyCity(trx: Kysely<Database>, tenantId: number, id: number) {
  const unmapped = await trx
    .updateTable('sys_standard_city')
    .set({ ...UNMAPPED, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('bip_id', '=', id)
    .executeTakeFirst();
  await trx.deleteFrom('sys_city').where('id', '=', id).execute();
  return Number(unmapped.numUpdatedRows);
}

/** Whether the tenant holds the business-travel city. */
export const slyCityExists = async (db: Kysely<Database>, tenantId: number, id: number) =>
  (await db.selectFrom('sys_city').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) !== undefined;

/** Whether any standard city of the tenant is mapped to the business-travel city. */
export const hasMappedCities = async (db: Kysely<Database>, tenantId: number, slyCityId: number) =>
  (await db.selectFrom('sys_standard_city').select('id').where('tenant_id', '=', tenantId).where('bip_id', '=', slyCityId).limit(1).executeTakeFirst()) !== undefined;

/** The tenant's business-travel cities of the countries, by id. */
export const slyCitiesOfCountries = (db: Kysely<Database>, tenantId: number, countryCodes: string[]) =>
  db.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId).where('country_code', 'in', countryCodes).orderBy('id').execute();

/** Standard cities of an import, each unless its code is taken (the unique (tenant, code) index decides): the codes written. */
export async function insertNewStandardCities(trx: Kysely<Database>, cities: Insertable<SysStandardCityTable>[]): Promise<string[]> {
  if (cities.length === 0) return [];
  const written = await trx
    .insertInto('sys_standard_city')
    .values(cities)
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .returning('code')
    .execute();
  return written.map((r) => r.code);
}

export async function standardCityExportCount(db: Kysely<Database>, tenantId: number, query: StandardCitySearch): Promise<number> {
  const row = await standardCityFilter(db, tenantId, query)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the export, by id: the rows after `after` (null from the start). */
export function standardCityExportPage(db: Kysely<Database>, tenantId: number, query: StandardCitySearch, after: number | null, limit: number) {
  let q = standardCityFilter(db, tenantId, query);
  if (after !== null) q = q.where('id', '>', after);
  return readJsonPage(db, q.selectAll().orderBy('id').limit(limit), 'asc');
}
