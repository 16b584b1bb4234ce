import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, SysCityTable, SysStandardCityTable } from '../db/schema';
import type { SlyCityRef } from '../domain/cityReference';
import { findMatch } from '../domain/cityMatching';

type SlyCityRow = Selectable<SysCityTable>;
type StandardCityRow = Selectable<SysStandardCityTable>;

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
