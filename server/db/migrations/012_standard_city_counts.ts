import { sql, type Kysely } from 'kysely';

/**
 * Row counts of standard cities per tenant and mapping flag, kept by statement-level triggers, so the
 * unfiltered list (and the success / failure filter) answers its total without counting a million rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create table sys_standard_city_count (
      tenant_id bigint not null,
      mapping_flag char(1) not null,
      n bigint not null default 0,
      primary key (tenant_id, mapping_flag)
    )`,
    sql`create function sys_standard_city_count_add() returns trigger language plpgsql as $$
      begin
        insert into sys_standard_city_count (tenant_id, mapping_flag, n)
          select tenant_id, mapping_flag, count(*) from new_rows group by tenant_id, mapping_flag
          on conflict (tenant_id, mapping_flag) do update set n = sys_standard_city_count.n + excluded.n;
        return null;
      end $$`,
    sql`create function sys_standard_city_count_remove() returns trigger language plpgsql as $$
      begin
        update sys_standard_city_count c set n = c.n - d.k
          from (select tenant_id, mapping_flag, count(*) as k from old_rows group by tenant_id, mapping_flag) d
          where c.tenant_id = d.tenant_id and c.mapping_flag = d.mapping_flag;
        return null;
      end $$`,
    sql`create function sys_standard_city_count_move() returns trigger language plpgsql as $$
      begin
        insert into sys_standard_city_count (tenant_id, mapping_flag, n)
          select tenant_id, mapping_flag, sum(k) from (
            select tenant_id, mapping_flag, count(*) as k from new_rows group by tenant_id, mapping_flag
            union all
            select tenant_id, mapping_flag, -count(*) from old_rows group by tenant_id, mapping_flag
          ) d
          group by tenant_id, mapping_flag
          having sum(k) <> 0
          on conflict (tenant_id, mapping_flag) do update set n = sys_standard_city_count.n + excluded.n;
        return null;
      end $$`,
    sql`create trigger sys_standard_city_count_insert after insert on sys_standard_city
      referencing new table as new_rows for each statement execute function sys_standard_city_count_add()`,
    sql`create trigger sys_standard_city_count_delete after delete on sys_standard_city
      referencing old table as old_rows for each statement execute function sys_standard_city_count_remove()`,
    sql`create trigger sys_standard_city_count_update after update on sys_standard_city
      referencing old table as old_rows new table as new_rows for each statement execute function sys_standard_city_count_move()`,
    sql`insert into sys_standard_city_count (tenant_id, mapping_flag, n)
      select tenant_id, mapping_flag, count(*) from sys_standard_city group by tenant_id, mapping_flag`,
  ];
  for (const statement of statements) await statement.execute(db);
}
