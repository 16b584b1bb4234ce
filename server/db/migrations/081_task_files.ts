import { sql, type Kysely } from 'kysely';

/**
 * Task files in the database (docs/operating.md#running-several-instances), used when DATABASE_URL is set so that every instance reads what any
 * instance wrote: one row per file, its bytes in chunks of a few hundred kilobytes written and read one at a
 * time (a file is never whole in memory). `size` stays null until the file is complete.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create table sys_task_file (
      name varchar(128) primary key,
      bucket varchar(16) not null,
      size bigint,
      create_time timestamptz not null default now()
    )`,
    sql`create table sys_task_file_chunk (
      name varchar(128) not null references sys_task_file(name) on delete cascade,
      seq integer not null,
      data bytea not null,
      primary key (name, seq)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
