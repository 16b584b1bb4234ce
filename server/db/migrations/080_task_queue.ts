import { sql, type Kysely } from 'kysely';

/**
 * Tasks on the job queue (docs/operating.md#running-several-instances): each task row names the queue job that runs it (so cancel reaches a job
 * still waiting, from any instance), and an export counts its runs: a run writes only while the row still
 * carries its own number, so a run the queue has given up on (expired, handed back) can never write after
 * the next one started.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`alter table sys_import_log add column job_id varchar(64)`,
    sql`alter table sys_export_task add column job_id varchar(64)`,
    sql`alter table sys_export_task add column attempt integer not null default 0`,
  ];
  for (const statement of statements) await statement.execute(db);
}
