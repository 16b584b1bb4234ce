import { sql, type Kysely } from 'kysely';

/**
 * A record version for a table (docs/api.md, "Idempotency keys and versions"): a `version` column starting at 1,
 * and a trigger that adds one whenever an update changes any column but `ignored` (and a statement that sets the
 * version itself keeps what it set). So every path that edits a record (its form, a status change, a revert, an
 * import, a sync) moves its version without each remembering to, and an update that changes only what is not
 * the record's to edit (a balance the ledger moves, a kept count, the update time) leaves it alone.
 *
 * A migration adds a table with one line: `await addRecordVersion(db, 'sys_user', ['update_time'])`. It can run
 * again on a table that has it (a table recreated by a migration run again). Shipped migrations call this: its
 * output never changes (a different rule would be a new helper).
 */
export async function addRecordVersion(db: Kysely<any>, table: string, ignored: readonly string[]): Promise<void> {
  const skipped = sql.lit(`{${['version', ...ignored].join(',')}}`);
  await sql`create or replace function atrium_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`alter table ${sql.table(table)} add column if not exists version integer not null default 1`.execute(db);
  await sql`drop trigger if exists ${sql.id(`${table}_version`)} on ${sql.table(table)}`.execute(db);
  await sql`create trigger ${sql.id(`${table}_version`)} before update on ${sql.table(table)} for each row
    when (old.version = new.version and (to_jsonb(new) - ${skipped}::text[]) is distinct from (to_jsonb(old) - ${skipped}::text[]))
    execute function atrium_next_version()`.execute(db);
}
