import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * The queries of a versioned declaration (docs/screens.md#screens-built-at-run-time and docs/screens.md "Dashboards"):
 * a tenant's record (`latest_version`, `published_version`, its record `version`) and its numbered versions of a
 * declaration, each kept as JSON with who made it and when. Runtime screens (repositories/screens.ts) and module home
 * dashboards (repositories/dashboards.ts) keep theirs this way in two tables each (VERSIONS below), and each record
 * has a column of its own, one value of it per tenant (a screen's key, a dashboard's home): they name theirs, say
 * what their record shows of its own, and add their other queries themselves. A write takes the audited transaction
 * it runs in.
 */

/** Each versioned declaration's table of records: its table of versions, and the column of a version that names its record. */
const VERSIONS = {
  sys_screen: { versions: 'sys_screen_version', owner: 'screen_id' },
  sys_dashboard: { versions: 'sys_dashboard_version', owner: 'dashboard_id' },
} as const;

/** A versioned declaration's table of records, the record's column of its own (one value per tenant), and its value in a declaration. */
export interface VersionedTables<D> {
  record: keyof typeof VERSIONS;
  column: 'screen_key' | 'home';
  own: (decl: D) => string;
}

/** A declaration's title in both languages, which its record shows. */
interface Titled {
  title: { zh: string; en: string };
}

/** The columns both pairs of tables have, under names of this file's own: the queries below name the real ones. */
interface Shape {
  record: {
    id: Generated<number>;
    tenant_id: number;
    latest_version: number;
    published_version: number | null;
    update_by: string | null;
    update_time: ColumnType<Date, Date | string | undefined, Date | string>;
    version: Generated<number>;
    own: string;
  };
  versions: {
    owner: number;
    version: number;
    declaration: ColumnType<unknown, string, string>;
    create_by: string | null;
    create_time: Generated<Date>;
  };
}

/** The fields of a record as the designer sees it that are its own, from its newest declaration and its own column. */
type OwnFields<D, E> = (decl: D, own: string) => E;

/** A query builder over the declaration's own tables, typed by their common columns. */
const over = (db: Kysely<Database>) => db as unknown as Kysely<Shape>;

/** JSON columns come back parsed from both PostgreSQL and PGlite; a string is parsed here for safety. */
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The queries of one versioned declaration, its record rows typed `Row` and its declarations `D`. */
export function versionedQueries<D extends Titled, Row>(t: VersionedTables<D>) {
  const record = t.record as 'record';
  const versions = VERSIONS[t.record].versions as 'versions';
  const owner = VERSIONS[t.record].owner as 'owner';
  const own = t.column as 'own';
  /** The names of the published query, which joins the two tables as r and v. */
  const rOwn = `r.${t.column}` as 'r.own';
  const vOwner = `v.${VERSIONS[t.record].owner}` as 'v.owner';
  /** One version's declaration, or undefined. */
  const declaration = async (db: Kysely<Database>, id: number, version: number) => {
    const row = await over(db).selectFrom(versions).select('declaration').where(owner, '=', id).where('version', '=', version).executeTakeFirst();
    return row ? jsonOf<D>(row.declaration) : undefined;
  };
  /** The record as the designer sees it, with its newest declaration; `ownFields` adds what is its own from it and the own column. */
  const recordOf = async <E>(db: Kysely<Database>, row: Selectable<Row>, ownFields: OwnFields<D, E>) => {
    const r = row as unknown as Selectable<Shape['record']>;
    const decl = (await declaration(db, Number(r.id), r.latest_version))!;
    return {
      id: Number(r.id),
      ...ownFields(decl, (row as Record<string, unknown>)[t.column] as string),
      titleZh: decl.title.zh,
      titleEn: decl.title.en,
      latestVersion: r.latest_version,
      publishedVersion: r.published_version,
      declaration: decl,
      updateBy: r.update_by,
      updateTime: formatDateTime(r.update_time) ?? '',
      version: r.version,
    };
  };
  /** A version's row: its record, number, declaration as JSON and who made it. */
  const versionRow = (id: number, version: number, decl: D, username: string) =>
    ({ [VERSIONS[t.record].owner]: id, version, declaration: JSON.stringify(decl), create_by: username }) as unknown as Insertable<Shape['versions']>;

  return {
    /** The tenant's record, or undefined. */
    find: (db: Kysely<Database>, tenantId: number, id: number) =>
      over(db).selectFrom(record).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst() as Promise<Selectable<Row> | undefined>,

    /** The tenant's record, locked for the audited change or publication. */
    lock: (trx: Kysely<Database>, tenantId: number, id: number) =>
      over(trx).selectFrom(record).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst() as Promise<Selectable<Row> | undefined>,

    declaration,
    record: recordOf,

    /**
     * A page of the tenant's records (those whose own column contains `containing`, when given), the newest change
     * first, each as the designer sees it, and their total.
     */
    async page<E>(db: Kysely<Database>, tenantId: number, { current, size }: { current: number; size: number }, ownFields: OwnFields<D, E>, containing?: string) {
      let filtered = over(db).selectFrom(record).where('tenant_id', '=', tenantId);
      if (containing) filtered = filtered.where(own, 'like', `%${containing.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const { total } = await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .selectAll()
        .orderBy('update_time', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((current - 1) * size)
        .execute();
      return { records: await Promise.all(rows.map((row) => recordOf(db, row as unknown as Selectable<Row>, ownFields))), total: Number(total) };
    },

    /** The tenant's published records (the one whose own column is `value`, when given) by that column, each with its published declaration. */
    async published(db: Kysely<Database>, tenantId: number, value?: string) {
      let query = over(db)
        .selectFrom(`${record} as r` as 'record as r')
        .innerJoin(`${versions} as v` as 'versions as v', (join) => join.onRef(vOwner, '=', 'r.id').onRef('v.version', '=', 'r.published_version'))
        .select(['r.id', `${rOwn} as own` as 'r.own as own', 'r.published_version', 'v.declaration'])
        .where('r.tenant_id', '=', tenantId);
      if (value !== undefined) query = query.where(rOwn, '=', value);
      const rows = await query.orderBy(rOwn).execute();
      return rows.map((row) => ({ id: Number(row.id), own: row.own, version: row.published_version!, declaration: jsonOf<D>(row.declaration) }));
    },

    /** Whether the tenant has a record whose own column is `value`. */
    async taken(db: Kysely<Database>, tenantId: number, value: string): Promise<boolean> {
      return (await over(db).selectFrom(record).select('id').where('tenant_id', '=', tenantId).where(own, '=', value).executeTakeFirst()) !== undefined;
    },

    /** The record's versions, the newest first, each with its declaration. */
    async versions(db: Kysely<Database>, id: number) {
      const rows = await over(db).selectFrom(versions).select(['version', 'create_by', 'create_time', 'declaration']).where(owner, '=', id).orderBy('version', 'desc').execute();
      return rows.map((r) => ({ ...r, declaration: jsonOf<D>(r.declaration) }));
    },

    /** A new record of the tenant with its first version, unpublished; its id. */
    async insert(trx: Kysely<Database>, tenantId: number, decl: D, username: string): Promise<number> {
      const row = await over(trx)
        .insertInto(record)
        .values({ tenant_id: tenantId, [t.column]: t.own(decl), latest_version: 1, published_version: null, update_by: username, update_time: new Date() } as unknown as Insertable<
          Shape['record']
        >)
        .returning('id')
        .executeTakeFirstOrThrow();
      await over(trx)
        .insertInto(versions)
        .values(versionRow(Number(row.id), 1, decl, username))
        .execute();
      return Number(row.id);
    },

    /** The record's next version, which becomes its newest; answers the record's version after it. */
    async addVersion(trx: Kysely<Database>, id: number, version: number, decl: D, username: string): Promise<number> {
      await over(trx)
        .insertInto(versions)
        .values(versionRow(id, version, decl, username))
        .execute();
      const row = await over(trx)
        .updateTable(record)
        .set({ latest_version: version, update_by: username, update_time: new Date() })
        .where('id', '=', id)
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },

    async versionExists(db: Kysely<Database>, id: number, version: number): Promise<boolean> {
      return (await over(db).selectFrom(versions).select('version').where(owner, '=', id).where('version', '=', version).executeTakeFirst()) !== undefined;
    },

    /** Publishes a version, or none (null). */
    setPublished: (trx: Kysely<Database>, id: number, version: number | null, username: string) =>
      over(trx).updateTable(record).set({ published_version: version, update_by: username, update_time: new Date() }).where('id', '=', id).execute(),

    /** Deletes the record; its versions go with it (on delete cascade). */
    delete: (trx: Kysely<Database>, id: number) => over(trx).deleteFrom(record).where('id', '=', id).execute(),
  };
}
