import { sql, type Kysely } from 'kysely';

/**
 * The rows of every other list that can grow without bound, counted as they are written (docs/performance.md#totals-of-big-lists):
 * the first page of a list opened with no filter answers its exact total from these counts in a few index
 * lookups instead of counting a million rows. Standard cities (012), child accounts (055), flows (115) and the
 * audit trail (contiguous seqs) already had their own.
 *
 * One table and one pair of trigger functions serve every list. A list is counted per tenant and up to two key
 * columns (the trigger's arguments) that its scopes and common filters use — the export log is seen by its
 * creator or by holders of a bill type's permission, so it is counted per creator and bill type; messages per
 * addressee and read flag. The totals are sums over the matching keys. As in 115, each writing connection
 * adds to a slot of its own (pg_backend_pid() % 16) so concurrent writers do not queue on one counter row.
 */
const COUNTED: { table: string; keys: string[] }[] = [
  { table: 'act_account_type', keys: [] },
  { table: 'cashier_out_merchant', keys: [] },
  { table: 'act_subject', keys: [] },
  { table: 'sys_city', keys: [] },
  { table: 'sys_log', keys: [] },
  { table: 'sys_export_task', keys: ['creator_id', 'bill_type'] },
  { table: 'sys_import_log', keys: ['creator_id', 'template_code'] },
  { table: 'sys_message', keys: ['user_id', 'read_flag'] },
];

/** A key column's value as text ('' when the list has no such key or the value is null). */
const keyText = (column: string | undefined, row: string) => (column ? `coalesce(${row}.${column}::text, '')` : `''`);

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create table sys_list_count (
      list varchar(64) not null,
      tenant_id bigint not null,
      k1 varchar(64) not null default '',
      k2 varchar(64) not null default '',
      slot smallint not null,
      n bigint not null default 0,
      primary key (list, tenant_id, k1, k2, slot)
    )`,
    // Statement-level: one grouped upsert per insert or delete statement, however many rows it wrote.
    sql`create function sys_list_counted() returns trigger language plpgsql as $$
      declare
        k1 text := case when TG_NARGS > 0 then format('coalesce(%I::text, '''')', TG_ARGV[0]) else '''''' end;
        k2 text := case when TG_NARGS > 1 then format('coalesce(%I::text, '''')', TG_ARGV[1]) else '''''' end;
        rows_name text := case when TG_OP = 'INSERT' then 'new_rows' else 'old_rows' end;
        sign text := case when TG_OP = 'INSERT' then '' else '-' end;
      begin
        execute format(
          'insert into sys_list_count (list, tenant_id, k1, k2, slot, n)
             select %L, tenant_id, %s, %s, pg_backend_pid() %% 16, %scount(*) from %I group by 2, 3, 4
           on conflict (list, tenant_id, k1, k2, slot) do update set n = sys_list_count.n + excluded.n',
          TG_TABLE_NAME, k1, k2, sign, rows_name);
        return null;
      end $$`,
    // Row-level, only when the tenant or a key column changes (a message read): moves the row between keys.
    sql`create function sys_list_count_moved() returns trigger language plpgsql as $$
      declare
        before_key text[] := array[coalesce(to_jsonb(old) ->> TG_ARGV[0], ''), coalesce(to_jsonb(old) ->> TG_ARGV[1], '')];
        after_key text[] := array[coalesce(to_jsonb(new) ->> TG_ARGV[0], ''), coalesce(to_jsonb(new) ->> TG_ARGV[1], '')];
      begin
        insert into sys_list_count (list, tenant_id, k1, k2, slot, n)
          values (TG_TABLE_NAME, old.tenant_id, before_key[1], before_key[2], pg_backend_pid() % 16, -1),
                 (TG_TABLE_NAME, new.tenant_id, after_key[1], after_key[2], (pg_backend_pid() + 1) % 16, 1)
          on conflict (list, tenant_id, k1, k2, slot) do update set n = sys_list_count.n + excluded.n;
        return null;
      end $$`,
    // The first page of each list in its order without sorting the tenant's rows.
    sql`create index sys_import_log_tenant on sys_import_log (tenant_id, id desc)`,
    sql`create index sys_city_tenant_order on sys_city (tenant_id, country_code, level, id)`,
  ];
  for (const { table, keys } of COUNTED) {
    const args = keys.map((key) => sql.lit(key));
    const argList = args.length ? sql.join(args) : sql``;
    statements.push(
      sql`create trigger ${sql.raw(`${table}_list_counted`)} after insert on ${sql.table(table)}
        referencing new table as new_rows for each statement execute function sys_list_counted(${argList})`,
      sql`create trigger ${sql.raw(`${table}_list_uncounted`)} after delete on ${sql.table(table)}
        referencing old table as old_rows for each statement execute function sys_list_counted(${argList})`,
      sql`insert into sys_list_count (list, tenant_id, k1, k2, slot, n)
        select ${table}, tenant_id, ${sql.raw(keyText(keys[0], 't'))}, ${sql.raw(keyText(keys[1], 't'))}, 0, count(*)
        from ${sql.table(table)} as t group by 2, 3, 4`,
    );
    const moved = ['tenant_id', ...keys];
    statements.push(
      sql`create trigger ${sql.raw(`${table}_list_moved`)} after update of ${sql.raw(moved.join(', '))} on ${sql.table(table)}
        for each row when (${sql.raw(moved.map((column) => `old.${column} is distinct from new.${column}`).join(' or '))})
        execute function sys_list_count_moved(${argList})`,
    );
  }
  for (const statement of statements) await statement.execute(db);
}
