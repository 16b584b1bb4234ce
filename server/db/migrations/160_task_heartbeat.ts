import { sql, type Kysely } from 'kysely';

/**
 * The heart-beat of a running task (docs/operating.md, "What survives what"): the run that holds an import or
 * an export writes the time into its row every TASK_HEARTBEAT_SECONDS, whatever its work is doing, and clears it
 * when it lets the task go. A row still running whose beat is older than three intervals belongs to a run that
 * died with its instance; any instance's sweeper then restarts the export elsewhere or fails the import. The
 * sweeper finds running rows through the partial indexes of migration 120, which hold only unfinished tasks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_import_log add column heartbeat_time timestamptz`.execute(db);
  await sql`alter table sys_export_task add column heartbeat_time timestamptz`.execute(db);
}
