import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { migrations as allMigrations, type Migration } from './migrations';

/**
 * Runs the migrations not yet recorded, all in one transaction together with their records, so a failed
 * migration leaves nothing half-applied (PostgreSQL DDL is transactional). An advisory lock keeps two servers on one PostgreSQL from racing.
 */
export async function migrate(db: Kysely<Database>, migrations: Migration[] = allMigrations): Promise<string[]> {
  await sql`create table if not exists schema_migration (
    name varchar(128) primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724011)`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migration').select('name').execute()).map((r) => r.name));
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration takes the database untyped, as it stood when the migration was written
      await migration.up(trx as unknown as Kysely<any>);
      await trx.insertInto('schema_migration').values({ name: migration.name }).execute();
      applied.push(migration.name);
    }
  });
  return applied;
}

/** Whether every migration this version knows is recorded (the readiness probe asks; throws when the database is down). */
/** Whether the database answers at all (a round trip of `select 1`); it throws when it does not. */
export async function databaseAnswers(db: Kysely<Database>): Promise<true> {
  await sql`select 1`.execute(db);
  return true;
}

export async function allMigrationsApplied(db: Kysely<Database>, migrations: Migration[] = allMigrations): Promise<boolean> {
  const applied = await db
    .selectFrom('schema_migration')
    .select('name')
    .where(
      'name',
      'in',
      migrations.map((m) => m.name),
    )
    .execute();
  return applied.length === migrations.length;
}
