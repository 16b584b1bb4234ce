import { sql, type Kysely } from 'kysely';

/**
 * Each export and import request counts its user's unfinished tasks (server/tasks/userTaskLimit.ts): partial
 * indexes over the few unfinished rows keep that count from reading the whole history of the task tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index sys_export_task_unfinished on sys_export_task (creator_id) where state = 'doing'`.execute(db);
  await sql`create index sys_import_log_unfinished on sys_import_log (creator_id)
    where status in ('UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING')`.execute(db);
}
