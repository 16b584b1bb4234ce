import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CitySyncResult } from '../../schemas/city';
import type { Database, SysCityTable, SysStandardCityTable } from '../db/schema';
import { slyCitiesOf, type SlyCityRef } from './cityReference';

type SlyCityRow = Selectable<SysCityTable>;
type StandardCityRow = Selectable<SysStandardCityTable>;

/**
 * Administrative suffixes that the two sides write differently ("深圳市" and "深圳", "阿克苏地区" and
 * "阿克苏"), longest first so that "自治区" goes before "区".
 */
const SUFFIXES = ['特别行政区', '维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '自治州', '地区', '省', '市', '区', '县', '都', '府'];

/** A name as written and with each administrative suffix it ends with removed. */
export function nameForms(name: string | null | undefined): Set<string> {
  const text = (name ?? '').trim();
  const forms = new Set<string>(text ? [text] : []);
  for (const suffix of SUFFIXES) {
    if (text.length > suffix.length && text.endsWith(suffix)) forms.add(text.slice(0, -suffix.length));
  }
  return forms;
}

/**
 * Whether two names denote the same place: some written or suffix-stripped form of one equals one of the
 * other. ("成都" and "成都市" agree through "成都", not through stripping "都" from "成都".)
 */
export function sameCityName(a: string | null | undefined, b: string | null | undefined): boolean {
  const forms = nameForms(a);
  for (const form of nameForms(b)) if (forms.has(form)) return true;
  return false;
}

/** A standard city's own name and its parent's name at its level (1 province, 2 city, 3 district). */
export function standardNames(row: Pick<StandardCityRow, 'level' | 'province_name' | 'city_name' | 'area_name'>) {
  if (row.level === 1) return { name: row.province_name, parent: null };
  if (row.level === 2) return { name: row.city_name, parent: row.province_name };
  return { name: row.area_name, parent: row.city_name };
}

/** The business-travel city of the same country, level and name (and parent, where both have one). */
export function findMatch(row: Pick<StandardCityRow, 'country_code' | 'level' | 'province_name' | 'city_name' | 'area_name'>, candidates: SlyCityRow[]): SlyCityRow | undefined {
  const { name, parent } = standardNames(row);
  if (!name?.trim()) return undefined;
  return candidates.find(
    (c) => c.country_code === row.country_code && c.level === row.level && sameCityName(c.name, name) && (!c.parent_name || !parent?.trim() || sameCityName(c.parent_name, parent)),
  );
}

type MappingColumns = Pick<Updateable<SysStandardCityTable>, 'mapping_flag' | 'bip_id' | 'bip_name' | 'bip_parent_id' | 'bip_parent_name' | 'sly_id' | 'sly_name' | 'sly_code'>;

/** The columns a standard city takes from the business-travel city it is mapped to. */
export function mappedTo(city: SlyCityRow): Required<MappingColumns> {
  return {
    mapping_flag: '0',
    bip_id: city.id,
    bip_name: city.name,
    bip_parent_id: city.parent_id,
    bip_parent_name: city.parent_name,
    sly_id: city.sly_id,
    sly_name: city.name,
    sly_code: city.sly_code,
  };
}

export const UNMAPPED: Required<MappingColumns> = {
  mapping_flag: '1',
  bip_id: null,
  bip_name: null,
  bip_parent_id: null,
  bip_parent_name: null,
  sly_id: null,
  sly_name: null,
  sly_code: null,
};

function differs(row: StandardCityRow, next: Required<MappingColumns>): boolean {
  return (Object.keys(next) as (keyof MappingColumns)[]).some((key) => row[key] !== next[key]);
}

/**
 * Replaces a tenant's business-travel cities of one country with `refs`: rows are kept by the platform's id
 * (so mappings to them survive a rename), new ones inserted, vanished ones deleted. Returns the rows now held.
 */
export async function loadSlyCities(db: Kysely<Database>, tenantId: number, countryCode: string, refs: SlyCityRef[]): Promise<SlyCityRow[]> {
  const existing = await db.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId).where('country_code', '=', countryCode).execute();
  const refIds = new Set(refs.map((r) => r.slyId));
  const bySlyId = new Map(existing.map((row) => [row.sly_id, row]));
  // A row the platform no longer lists under its id may still be the row of a code it lists (a manual entry).
  const byCode = new Map(existing.filter((row) => !refIds.has(row.sly_id)).map((row) => [row.sly_code, row]));
  const claimed = new Map<string, SlyCityRow>(); // ref slyId -> existing row
  const claimedIds = new Set<number>();
  for (const ref of refs) {
    const row = bySlyId.get(ref.slyId) ?? byCode.get(ref.slyCode);
    if (row && !claimedIds.has(row.id)) {
      claimed.set(ref.slyId, row);
      claimedIds.add(row.id);
    }
  }

  const gone = existing.filter((row) => !claimedIds.has(row.id)).map((row) => row.id);
  if (gone.length > 0) {
    await db.updateTable('sys_city').set({ parent_id: null }).where('parent_id', 'in', gone).execute();
    await db.deleteFrom('sys_city').where('id', 'in', gone).execute();
  }
  if (claimedIds.size > 0) {
    // Codes may move between kept rows; park them on unique placeholders so no update meets the unique index.
    await db
      .updateTable('sys_city')
      .set({ sly_code: sql<string>`'~' || id::text` })
      .where('id', 'in', [...claimedIds])
      .execute();
  }

  const kept = new Map<string, SlyCityRow>(); // by slyCode
  const now = new Date();
  for (const ref of refs) {
    const parent = ref.parent ? kept.get(ref.parent) : undefined;
    const values = {
      sly_id: ref.slyId,
      sly_code: ref.slyCode,
      name: ref.name,
      full_name: parent ? `${parent.full_name}-${ref.name}` : ref.name,
      level: ref.level,
      parent_id: parent?.id ?? null,
      parent_name: parent?.name ?? null,
    };
    const current = claimed.get(ref.slyId);
    const row = current
      ? await db
          .updateTable('sys_city')
          .set({ ...values, update_time: now })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('sys_city')
          .values({ ...values, tenant_id: tenantId, country_code: countryCode })
          .returningAll()
          .executeTakeFirstOrThrow();
    kept.set(ref.slyCode, row);
  }
  return [...kept.values()];
}

/**
 * Re-matches a tenant's standard cities of one country (optionally one level): a mapping whose business-travel
 * city still exists is kept (refreshed from it, so an operator's choice survives); any other is matched by
 * name, and what finds no match is marked failed. Returns [matched, unmatched].
 */
export async function rematchStandardCities(db: Kysely<Database>, tenantId: number, countryCode: string, level: number): Promise<[number, number]> {
  const candidates = await db.selectFrom('sys_city').selectAll().where('tenant_id', '=', tenantId).where('country_code', '=', countryCode).orderBy('id').execute();
  const byId = new Map(candidates.map((c) => [c.id, c]));
  let query = db.selectFrom('sys_standard_city').selectAll().where('tenant_id', '=', tenantId).where('country_code', '=', countryCode);
  if (level > 0) query = query.where('level', '=', level);
  const rows = await query.execute();

  let matched = 0;
  const now = new Date();
  for (const row of rows) {
    const current = row.mapping_flag === '0' && row.bip_id !== null ? byId.get(row.bip_id) : undefined;
    const target = current ?? findMatch(row, candidates);
    const next = target ? mappedTo(target) : UNMAPPED;
    if (target) matched += 1;
    if (differs(row, next)) {
      await db
        .updateTable('sys_standard_city')
        .set({ ...next, update_time: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return [matched, rows.length - matched];
}

/** The sync of docs/product.md#cities-and-sync: reload the countries' business-travel cities, then re-match. Run in a transaction. */
export async function syncCountries(db: Kysely<Database>, tenantId: number, countryCodes: string[], level: number): Promise<CitySyncResult> {
  const result: CitySyncResult = { countryCodes, slyCities: 0, matched: 0, unmatched: 0 };
  for (const code of countryCodes) {
    const rows = await loadSlyCities(db, tenantId, code, slyCitiesOf(code));
    const [matched, unmatched] = await rematchStandardCities(db, tenantId, code, level);
    result.slyCities += rows.length;
    result.matched += matched;
    result.unmatched += unmatched;
  }
  return result;
}
