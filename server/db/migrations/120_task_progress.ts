import { sql, type Kysely } from 'kysely';

/**
 * Live progress of imports and exports (docs/product.md#import-and-export-tasks). The totals exist already (an export's total_num is counted
 * when it is requested, an import's data_count once its sheet is read), and so does an export's done count
 * (success_num). An import needs its own: success_num counts written rows only, while its progress counts
 * every row settled (read while checking; refused or written while importing). And each running task keeps
 * the rows per second its worker measures, from which the log shows the time left. The running tasks of a user
 * (the 导入/导出 badge) are found through partial indexes that hold only unfinished rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`alter table sys_import_log add column done_num integer not null default 0`,
    sql`alter table sys_import_log add column rows_per_second real`,
    sql`alter table sys_export_task add column rows_per_second real`,
    sql`create index sys_import_log_running on sys_import_log (tenant_id, creator_id, id desc)
      where status in ('UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING')`,
    sql`create index sys_export_task_running on sys_export_task (tenant_id, creator_id, id desc) where state = 'doing'`,
  ];
  for (const statement of statements) await statement.execute(db);
}
