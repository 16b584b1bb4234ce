import { sql, type Kysely } from 'kysely';

/**
 * The flow page of a user with a data scope (docs/security.md, "Users, roles and data scopes") answers its exact
 * total without counting rows, as the unscoped page does (migration 115): the flows are also counted per subject,
 * in sys_list_count (list 'act_account_flow', k1 the subject id) by migration 125's trigger functions, and a
 * scope's total is the sum over the subjects it sees. The page itself reads the flows of a few subjects newest
 * first through an index by subject and date.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create trigger act_account_flow_list_counted after insert on act_account_flow
      referencing new table as new_rows for each statement execute function sys_list_counted('subject_id')`,
    sql`create trigger act_account_flow_list_uncounted after delete on act_account_flow
      referencing old table as old_rows for each statement execute function sys_list_counted('subject_id')`,
    sql`create trigger act_account_flow_list_moved after update of tenant_id, subject_id on act_account_flow
      for each row when (old.tenant_id is distinct from new.tenant_id or old.subject_id is distinct from new.subject_id)
      execute function sys_list_count_moved('subject_id')`,
    sql`insert into sys_list_count (list, tenant_id, k1, k2, slot, n)
      select 'act_account_flow', tenant_id, subject_id::text, '', 0, count(*) from act_account_flow group by 2, 3`,
    sql`create index act_account_flow_subject_date on act_account_flow (tenant_id, subject_id, flow_date desc, id desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
