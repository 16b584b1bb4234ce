import { sql, type Kysely } from 'kysely';

/**
 * Each tenant's number of account flows, kept by triggers in the same transaction as the rows, so the flow
 * list opened with no filter (the page an operator sees first) answers its exact total in one index lookup
 * instead of counting a million rows (docs/performance.md#budgets).
 *
 * Recharges insert flows from many connections at once; one counter row per tenant would make every one of
 * them wait for the others' commits. The count is therefore spread over a few slots per tenant, chosen by the
 * writing connection (pg_backend_pid), and the total is their sum.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create table act_account_flow_count (
      tenant_id bigint not null,
      slot smallint not null,
      n bigint not null default 0,
      primary key (tenant_id, slot)
    )`,
    sql`create function act_account_flow_count_add(tenant bigint, k bigint) returns void language sql as $$
      insert into act_account_flow_count (tenant_id, slot, n) values (tenant, pg_backend_pid() % 16, k)
        on conflict (tenant_id, slot) do update set n = act_account_flow_count.n + excluded.n
    $$`,
    sql`create function act_account_flow_counted() returns trigger language plpgsql as $$
      begin
        perform act_account_flow_count_add(tenant_id, k) from (select tenant_id, count(*) as k from new_rows group by tenant_id) d;
        return null;
      end $$`,
    sql`create function act_account_flow_uncounted() returns trigger language plpgsql as $$
      begin
        perform act_account_flow_count_add(tenant_id, -k) from (select tenant_id, count(*) as k from old_rows group by tenant_id) d;
        return null;
      end $$`,
    sql`create function act_account_flow_moved() returns trigger language plpgsql as $$
      begin
        perform act_account_flow_count_add(old.tenant_id, -1);
        perform act_account_flow_count_add(new.tenant_id, 1);
        return null;
      end $$`,
    sql`create trigger act_account_flow_counted after insert on act_account_flow
      referencing new table as new_rows for each statement execute function act_account_flow_counted()`,
    sql`create trigger act_account_flow_uncounted after delete on act_account_flow
      referencing old table as old_rows for each statement execute function act_account_flow_uncounted()`,
    sql`create trigger act_account_flow_moved after update of tenant_id on act_account_flow
      for each row when (old.tenant_id is distinct from new.tenant_id) execute function act_account_flow_moved()`,
    sql`insert into act_account_flow_count (tenant_id, slot, n) select tenant_id, 0, count(*) from act_account_flow group by tenant_id`,
  ];
  for (const statement of statements) await statement.execute(db);
}
