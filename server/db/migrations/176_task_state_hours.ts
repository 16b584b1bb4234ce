import { sql, type Kysely } from 'kysely';

/**
 * The tasks by state of the dashboards (docs/performance.md "Aggregates", docs/screens.md "Dashboards") read from
 * kept sums instead of every task of the range: `sys_import_log_hour` and `sys_export_task_hour` hold, per tenant,
 * UTC hour of the request (`create_time`), creator, state (and for exports the bill type, '' for none, which the
 * export log's rule asks), how many tasks there are (`n`), and for the states in which a task has ended the sum of
 * their durations in seconds (`seconds`, the exact numeric `extract(epoch from update_time - create_time)` the
 * figures were computed from, so an average read from the sums is the same to the last digit) and the longest of
 * them (`longest`). Running states keep neither: their last change moves with every beat of progress.
 *
 * Kept as migrations 170 and 171 keep the flows' hours, whatever writes the logs (the runner, a bulk load, an
 * operator's SQL), in the writing transaction:
 *  - an insert or a delete statement adds or takes away its rows' counts and durations in one grouped upsert per
 *    statement (statement-level triggers with transition tables), into a slot of the writing connection
 *    (`pg_backend_pid() % 16`) so that writers never wait for one another's row;
 *  - an update fires only when it changes what the sums are keyed or timed by (the tenant, creator, request time,
 *    state, bill type, or the last change of an ended task), row by row, as migration 125 moves its counts: a
 *    beat of progress of a running task writes nothing here;
 *  - a longest time cannot be taken away by subtraction: where a task leaves an ended state's hour (deleted, moved,
 *    its times changed), every slot of that hour is locked first (in key order), then its longest is computed again
 *    from the hour's tasks on the log's (tenant, request time) index and kept in the writer's slot, the other slots
 *    emptied. A writer adding to one of those slots meanwhile waits for the lock and adds its own time on top after.
 *    The task runner never does this (a task ends once); two bulk SQL statements moving ended tasks between the same
 *    hours at once may meet PostgreSQL's deadlock detection, which aborts one of them.
 *
 * The ended states are the logs' as the aggregate times them (server/dashboards/aggregates.ts): an import
 * IMPORTED, CHECK_FAIL or IMPORT_FAIL, an export done, cancelled or failed. The sums are filled from the tasks
 * already there.
 */
interface KeptLog {
  table: 'sys_import_log' | 'sys_export_task';
  sums: 'sys_import_log_hour' | 'sys_export_task_hour';
  state: 'status' | 'state';
  /** The export log is also seen by the holders of a bill type's permission: its sums are kept per bill type too. */
  billType: boolean;
  ended: string[];
}

const LOGS: KeptLog[] = [
  { table: 'sys_import_log', sums: 'sys_import_log_hour', state: 'status', billType: false, ended: ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'] },
  { table: 'sys_export_task', sums: 'sys_export_task_hour', state: 'state', billType: true, ended: ['done', 'cancelled', 'failed'] },
];

function statementsOf(log: KeptLog) {
  const { table, sums, state } = log;
  /** The sums' key columns (without the slot), each with its value from a task (row `r`). */
  const keyed: [string, (r: string) => string][] = [
    ['tenant_id', (r) => `${r}.tenant_id`],
    ['hour', (r) => `date_trunc('hour', ${r}.create_time at time zone 'UTC')`],
    ['creator_id', (r) => `${r}.creator_id`],
    ...(log.billType ? [['bill_type', (r: string) => `coalesce(${r}.bill_type, '')`] as [string, (r: string) => string]] : []),
    [state, (r) => `${r}.${state}`],
  ];
  const keys = keyed.map(([key]) => key);
  const keyList = keys.join(', ');
  /** The key columns of the sums row `s`. */
  const keysOf = (s: string) => keys.map((k) => `${s}.${k}`).join(', ');
  const ordinals = keys.map((_, i) => i + 1).join(', ');
  /** A task's key values, in the order of `keys`; named as the keys with `as`. */
  const keyOf = (r: string) => keyed.map(([, value]) => value(r)).join(', ');
  const keyAs = (r: string) => keyed.map(([key, value]) => `${value(r)} as ${key}`).join(', ');
  const ended = (r: string) => `${r}.${state} in (${log.ended.map((s) => `'${s}'`).join(', ')})`;
  const seconds = (r: string) => `extract(epoch from (${r}.update_time - ${r}.create_time))`;
  /** The sums row `s` is of the group `g` (both carrying the key columns by name). */
  const sameGroup = (s: string, g: string) => keys.map((k) => `${s}.${k} = ${g}.${k}`).join(' and ');
  /** The tasks `t` of the group `g`: its tenant's tasks of the hour, on the (tenant, request time) index. */
  const tasksOf = (t: string, g: string) =>
    [
      `${t}.tenant_id = ${g}.tenant_id`,
      `${t}.create_time >= ${g}.hour at time zone 'UTC'`,
      `${t}.create_time < (${g}.hour + interval '1 hour') at time zone 'UTC'`,
      `${t}.creator_id = ${g}.creator_id`,
      ...(log.billType ? [`coalesce(${t}.bill_type, '') = ${g}.bill_type`] : []),
      `${t}.${state} = ${g}.${state}`,
    ].join(' and ');
  const longestOf = (g: string) => `(select max(${seconds('t')}) from ${table} t where ${tasksOf('t', g)})`;
  const upsert = `on conflict (${keyList}, slot) do update set
      n = ${sums}.n + excluded.n,
      seconds = coalesce(${sums}.seconds + excluded.seconds, ${sums}.seconds, excluded.seconds),
      longest = greatest(${sums}.longest, excluded.longest)`;
  const endedGroups = (rows: string) => `select distinct ${keyAs('r')} from ${rows} r where ${ended('r')}`;
  const raw = sql.raw;
  return [
    sql`create table ${raw(sums)} (
      tenant_id bigint not null,
      hour timestamp not null,
      creator_id bigint not null,
      ${raw(log.billType ? `bill_type varchar(64) not null,` : '')}
      ${raw(state)} varchar(16) not null,
      slot smallint not null,
      n bigint not null default 0,
      seconds numeric,
      longest numeric,
      primary key (${raw(keyList)}, slot)
    )`,
    sql`create function ${raw(`${sums}_added`)}() returns trigger language plpgsql as $$
      begin
        insert into ${raw(sums)} (${raw(keyList)}, slot, n, seconds, longest)
        select ${raw(keyOf('r'))}, pg_backend_pid() % 16, count(*), sum(${raw(seconds('r'))}) filter (where ${raw(ended('r'))}),
          max(${raw(seconds('r'))}) filter (where ${raw(ended('r'))})
        from new_rows r group by ${raw(ordinals)} order by ${raw(ordinals)}
        ${raw(upsert)};
        return null;
      end $$`,
    sql`create function ${raw(`${sums}_removed`)}() returns trigger language plpgsql as $$
      begin
        perform 1 from ${raw(sums)} s join (${raw(endedGroups('old_rows'))}) g on ${raw(sameGroup('s', 'g'))}
          order by ${raw(keysOf('s'))}, s.slot for update of s;
        insert into ${raw(sums)} (${raw(keyList)}, slot, n, seconds, longest)
        select ${raw(keyOf('r'))}, pg_backend_pid() % 16, -count(*), -sum(${raw(seconds('r'))}) filter (where ${raw(ended('r'))}), null::numeric
        from old_rows r group by ${raw(ordinals)} order by ${raw(ordinals)}
        ${raw(upsert)};
        update ${raw(sums)} s set longest = case when s.slot = pg_backend_pid() % 16 then ${raw(longestOf('g'))} end
        from (${raw(endedGroups('old_rows'))}) g where ${raw(sameGroup('s', 'g'))};
        return null;
      end $$`,
    sql`create function ${raw(`${sums}_changed`)}() returns trigger language plpgsql as $$
      declare
        was_ended boolean := ${raw(ended('old'))};
        is_ended boolean := ${raw(ended('new'))};
      begin
        if was_ended then
          perform 1 from ${raw(sums)} s
            where (${raw(keysOf('s'))}) in ((${raw(keyOf('old'))}), (${raw(keyOf('new'))}))
            order by ${raw(keysOf('s'))}, s.slot for update;
        end if;
        insert into ${raw(sums)} (${raw(keyList)}, slot, n, seconds, longest)
        select ${raw(keyList)}, pg_backend_pid() % 16, sum(n), sum(seconds), max(longest) from (
          select ${raw(keyAs('old'))}, -1 as n, case when was_ended then -${raw(seconds('old'))} end as seconds, null::numeric as longest
          union all
          select ${raw(keyAs('new'))}, 1, case when is_ended then ${raw(seconds('new'))} end, case when is_ended then ${raw(seconds('new'))} end
        ) d group by ${raw(keyList)} order by ${raw(keyList)}
        ${raw(upsert)};
        if was_ended then
          update ${raw(sums)} s set longest = case when s.slot = pg_backend_pid() % 16 then ${raw(longestOf('g'))} end
          from (select ${raw(keyAs('old'))}) g where ${raw(sameGroup('s', 'g'))};
        end if;
        return null;
      end $$`,
    sql`create trigger ${raw(`${sums}_added`)} after insert on ${raw(table)}
      referencing new table as new_rows for each statement execute function ${raw(`${sums}_added`)}()`,
    sql`create trigger ${raw(`${sums}_removed`)} after delete on ${raw(table)}
      referencing old table as old_rows for each statement execute function ${raw(`${sums}_removed`)}()`,
    sql`create trigger ${raw(`${sums}_changed`)} after update on ${raw(table)} for each row
      when (${raw(
        [
          ...['tenant_id', 'creator_id', 'create_time', state].map((c) => `old.${c} <> new.${c}`),
          ...(log.billType ? ['old.bill_type is distinct from new.bill_type'] : []),
          `(old.update_time <> new.update_time and ${ended('old')})`,
        ].join(' or '),
      )})
      execute function ${raw(`${sums}_changed`)}()`,
    sql`insert into ${raw(sums)} (${raw(keyList)}, slot, n, seconds, longest)
      select ${raw(keyOf('r'))}, 0, count(*), sum(${raw(seconds('r'))}) filter (where ${raw(ended('r'))}), max(${raw(seconds('r'))}) filter (where ${raw(ended('r'))})
      from ${raw(table)} r group by ${raw(ordinals)}`,
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const log of LOGS) for (const statement of statementsOf(log)) await statement.execute(db);
}
