import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The queries of a versioned declaration (docs/screens.md#screens-built-at-run-time and docs/screens.md "Dashboards"):
 * a tenant's record (`latest_version`, `published_version`, its record `version`) and its numbered versions of a
 * declaration, each kept as JSON with who made it and when. Runtime screens (repositories/screens.ts) and module home
 * dashboards (repositories/dashboards.ts) keep theirs this way in two tables each, which they name here with the
 * record's columns of its own (a screen's key, a dashboard's home); they add their other queries themselves. A write
 * takes the audited transaction it runs in.
 */

/** The two tables of a versioned declaration, the column of a version that names its record, and the record's own columns. */
export interface VersionedTables<D> {
  record: 'sys_screen' | 'sys_dashboard';
  versions: 'sys_screen_version' | 'sys_dashboard_version';
  owner: 'screen_id' | 'dashboard_id';
  /** The columns of a new record that are its own, from its first declaration. */
  own: (decl: D) => Record<string, string>;
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
  };
  versions: {
    owner: number;
    version: number;
    declaration: ColumnType<unknown, string, string>;
    create_by: string | null;
    create_time: Generated<Date>;
  };
}

/** A query builder over the declaration's own tables, typed by their common columns. */
const over = (db: Kysely<Database>) => db as unknown as Kysely<Shape>;

/** JSON columns come back parsed from both PostgreSQL and PGlite; a string is parsed here for safety. */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The queries of one versioned declaration, its record rows typed `Row` and its declarations `D`. */
export function versionedQueries<D, Row>(t: VersionedTables<D>) {
  const record = t.record as 'record';
  const versions = t.versions as 'versions';
  const owner = t.owner as 'owner';
  /** A version's row: its record, number, declaration as JSON and who made it. */
  const versionRow = (id: number, version: number, decl: D, username: string) =>
    ({ [t.owner]: id, version, declaration: JSON.stringify(decl), create_by: username }) as unknown as Insertable<Shape['versions']>;

  return {
    /** The tenant's record, or undefined. */
    find: (db: Kysely<Database>, tenantId: number, id: number) =>
      over(db).selectFrom(record).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst() as Promise<Selectable<Row> | undefined>,

    /** The tenant's record, locked for the audited change or publication. */
    lock: (trx: Kysely<Database>, tenantId: number, id: number) =>
      over(trx).selectFrom(record).selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst() as Promise<Selectable<Row> | undefined>,

    /** One version's declaration, or undefined. */
    async declaration(db: Kysely<Database>, id: number, version: number) {
      const row = await over(db).selectFrom(versions).select('declaration').where(owner, '=', id).where('version', '=', version).executeTakeFirst();
      return row ? jsonOf<D>(row.declaration) : undefined;
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
        .values({ tenant_id: tenantId, ...t.own(decl), latest_version: 1, published_version: null, update_by: username, update_time: new Date() })
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
