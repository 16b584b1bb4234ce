import { sql, type Kysely } from 'kysely';

/**
 * A reminder names the task it is about (docs/product.md#the-admin-shell, /activti/detail/{id}): the kind of task and its row in
 * sys_import_log or sys_export_task. Plain system messages leave both empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`alter table sys_message add column ref_type varchar(16)`,
    sql`alter table sys_message add column ref_id bigint`,
    sql`alter table sys_message add constraint sys_message_ref_pair check ((ref_type is null) = (ref_id is null))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
