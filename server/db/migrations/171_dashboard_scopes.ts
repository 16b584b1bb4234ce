import { sql, type Kysely } from 'kysely';

/**
 * Dashboards under a data scope (docs/screens.md "Dashboards", docs/performance.md "Dashboards"): a reader whose
 * data scope is not the whole tenant counts the flows of the subjects in it, which the tenant's hourly sums of
 * migration 170 cannot tell apart. `act_account_flow_subject_hour` keeps the same sums and counts per subject too
 * (UTC hour, exchange type, account type, flow subject type), by statement-level triggers in the flows' own
 * transaction, whatever writes them, over 16 slots chosen by the writing connection, as migration 170's. A scoped
 * aggregate reads the rows of its subjects' hours rather than their flows: the bench's dsType 2 reader of 950,000
 * flows reads some 300 rows. A subject changing hands (a flow moved to another subject or tenant) moves its sums.
 *
 * The tasks by state count the tasks the reader's logs show (their own, and the exports of the bill types whose
 * permission they hold) and, under a data scope, those of its people: the tasks' indexes by (tenant, request time)
 * carry the creator and the bill type too, so that the range is still read from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const keys = sql.raw(`tenant_id, subject_id, exchange_type, hour, account_type_id, flow_subject_type, slot`);
  const statements = [
    sql`create table act_account_flow_subject_hour (
      tenant_id bigint not null,
      subject_id bigint not null,
      exchange_type smallint not null,
      hour timestamp not null,
      account_type_id bigint not null,
      flow_subject_type smallint not null,
      slot smallint not null,
      amount numeric(18,2) not null default 0,
      n bigint not null default 0,
      primary key (${keys})
    )`,
    sql`create function act_account_flow_subject_hour_inserted() returns trigger language plpgsql as $$
      begin
        insert into act_account_flow_subject_hour (${keys}, amount, n)
        select tenant_id, subject_id, exchange_type, date_trunc('hour', flow_date at time zone 'UTC'), coalesce(account_type_id, 0), flow_subject_type,
          pg_backend_pid() % 16, sum(change_num), count(*)
        from new_rows group by 1, 2, 3, 4, 5, 6
        on conflict (${keys})
          do update set amount = act_account_flow_subject_hour.amount + excluded.amount, n = act_account_flow_subject_hour.n + excluded.n;
        return null;
      end $$`,
    sql`create function act_account_flow_subject_hour_deleted() returns trigger language plpgsql as $$
      begin
        insert into act_account_flow_subject_hour (${keys}, amount, n)
        select tenant_id, subject_id, exchange_type, date_trunc('hour', flow_date at time zone 'UTC'), coalesce(account_type_id, 0), flow_subject_type,
          pg_backend_pid() % 16, -sum(change_num), -count(*)
        from old_rows group by 1, 2, 3, 4, 5, 6
        on conflict (${keys})
          do update set amount = act_account_flow_subject_hour.amount + excluded.amount, n = act_account_flow_subject_hour.n + excluded.n;
        return null;
      end $$`,
    sql`create function act_account_flow_subject_hour_updated() returns trigger language plpgsql as $$
      begin
        insert into act_account_flow_subject_hour (${keys}, amount, n)
        select tenant_id, subject_id, exchange_type, hour, account_type_id, flow_subject_type, pg_backend_pid() % 16, sum(amount), sum(n) from (
          select tenant_id, subject_id, exchange_type, date_trunc('hour', flow_date at time zone 'UTC') as hour, coalesce(account_type_id, 0) as account_type_id,
            flow_subject_type, -change_num as amount, -1 as n from old_rows
          union all
          select tenant_id, subject_id, exchange_type, date_trunc('hour', flow_date at time zone 'UTC'), coalesce(account_type_id, 0),
            flow_subject_type, change_num, 1 from new_rows
        ) c group by 1, 2, 3, 4, 5, 6
        on conflict (${keys})
          do update set amount = act_account_flow_subject_hour.amount + excluded.amount, n = act_account_flow_subject_hour.n + excluded.n;
        return null;
      end $$`,
    sql`create trigger act_account_flow_subject_hour_inserted after insert on act_account_flow
      referencing new table as new_rows for each statement execute function act_account_flow_subject_hour_inserted()`,
    sql`create trigger act_account_flow_subject_hour_deleted after delete on act_account_flow
      referencing old table as old_rows for each statement execute function act_account_flow_subject_hour_deleted()`,
    sql`create trigger act_account_flow_subject_hour_updated after update on act_account_flow
      referencing old table as old_rows new table as new_rows for each statement execute function act_account_flow_subject_hour_updated()`,
    sql`insert into act_account_flow_subject_hour (${keys}, amount, n)
      select tenant_id, subject_id, exchange_type, date_trunc('hour', flow_date at time zone 'UTC'), coalesce(account_type_id, 0), flow_subject_type, 0, sum(change_num), count(*)
      from act_account_flow group by 1, 2, 3, 4, 5, 6`,
    sql`drop index sys_export_task_tenant_time`,
    sql`create index sys_export_task_tenant_time on sys_export_task (tenant_id, create_time) include (state, update_time, creator_id, bill_type)`,
    sql`drop index sys_import_log_tenant_time`,
    sql`create index sys_import_log_tenant_time on sys_import_log (tenant_id, create_time) include (status, update_time, creator_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
