import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AggregateQuery, AggregateReply, AggregateRow } from '../../schemas/dashboard';
import { AGGREGATES, type AggregateName, type TimeBucket } from '../../schemas/dashboardConstants';
import type { Database } from '../db/schema';
import { exportLogSearch, exportLogShows, importLogSearch } from '../repositories/tasks';
import { scopePredicate, withhold, withheldOf, withholds, type AggregateScope, type ScopedTable } from './scope';

/**
 * The named aggregates of the dashboards (docs/screens.md "Dashboards"), each one SQL statement on indexes and kept
 * sums (migrations 170, 171 and 176; docs/performance.md "Dashboards" has their plans and timings). Every statement reads its table
 * under `scopePredicate` and every reply leaves through `withhold` (./scope.ts), the one place the reader's scope
 * is applied. Days are the server's local days, as every date on the wire (server/domain/time.ts).
 */

/** The server's time zone, in which a day starts and ends. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
/** Local midnight at the start of a day written yyyy-MM-dd. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);
const nextDay = (day: string) => {
  const d = startOf(day);
  d.setDate(d.getDate() + 1);
  return d;
};

/** The first day of the bucket a day falls in (weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketOf(day: string, bucket: TimeBucket): string {
  const d = startOf(day);
  if (bucket === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (bucket === 'month') d.setDate(1);
  return dayOf(d);
}

/** Every bucket from `from` to `to`, so that a day without a row is drawn as a zero, not skipped. */
export function bucketsBetween(from: string, to: string, bucket: TimeBucket): string[] {
  const out: string[] = [];
  for (let d = startOf(from); dayOf(d) <= to; d.setDate(d.getDate() + 1)) {
    const b = bucketOf(dayOf(d), bucket);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

const money = (expr: RawBuilder<unknown>) => sql<string>`coalesce(${expr}, 0)::numeric(18,2)::text`;
const and = (parts: RawBuilder<boolean>[]) => sql.join(parts, sql` and `);

const EXCHANGE = { recharge: 3, spending: 11 } as const;

/** Rows by their amount, largest first; by their count where amounts are withheld, whose order would tell them. */
const largestFirst = (scope: AggregateScope, amount: RawBuilder<unknown>, count: RawBuilder<unknown> = sql`count(*)`) =>
  withholds(scope, 'amount') ? sql`${count} desc` : sql`${amount} desc`;

/** A UTC hour of the kept sums, as its local day's bucket. */
const hourBucketExpr = (bucket: TimeBucket) => sql<string>`to_char(date_trunc(${sql.lit(bucket)}, (h.hour at time zone 'UTC') at time zone ${sql.lit(TIME_ZONE)}), 'YYYY-MM-DD')`;
/** The UTC hours of the local days `from` to `to`. */
const utcText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const hourRange = (query: AggregateQuery) => sql<boolean>`h.hour >= ${utcText(startOf(query.from!))}::timestamp and h.hour < ${utcText(nextDay(query.to!))}::timestamp`;
function hourFilters(query: AggregateQuery): RawBuilder<boolean>[] {
  const parts: RawBuilder<boolean>[] = [];
  if (query.accountTypeId !== undefined) parts.push(sql<boolean>`h.account_type_id = ${query.accountTypeId}`);
  if (query.subjectType !== undefined) parts.push(sql<boolean>`h.flow_subject_type = ${query.subjectType}`);
  return parts;
}

/**
 * The kept hourly sums of the flows the scope reads: the tenant's (migration 170), or where the reader's data scope
 * narrows the flows to some subjects (`rowsNarrowed`), those subjects' (migration 171). Both hold the same sums of the
 * same flows (tests/api/dashboards.test.ts), so one statement reads either.
 */
const hoursOf = (scope: AggregateScope) => (scope.rowsNarrowed ? 'act_account_flow_subject_hour' : 'act_account_flow_hour') satisfies ScopedTable;

/** The flows of one exchange type per bucket of days. */
async function flowsPerDay(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery, exchangeType: number) {
  const bucket = (query.groupBy ?? 'day') as TimeBucket;
  const hours = hoursOf(scope);
  const { rows } = await sql<{ date: string; amount: string; count: number }>`
    select ${hourBucketExpr(bucket)} as date, ${money(sql`sum(h.amount)`)} as amount, sum(h.n)::int as count
    from ${sql.table(hours)} h
    where ${and([scopePredicate(scope, hours, 'h'), sql<boolean>`h.exchange_type = ${exchangeType}`, hourRange(query), ...hourFilters(query)])}
    group by 1 having sum(h.n) <> 0`.execute(db);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return bucketsBetween(query.from!, query.to!, bucket).map((date) => ({ date, amount: byDate.get(date)?.amount ?? '0.00', count: byDate.get(date)?.count ?? 0 }));
}

async function balancesByAccountType(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const { rows } = await sql<{ accountTypeId: string | number | null; accountTypeName: string | null; amount: string; count: number }>`
    select a.account_type_id as "accountTypeId", t.account_type_name as "accountTypeName", ${money(sql`sum(a.account_num)`)} as amount, count(*)::int as count
    from act_account a left join act_account_type t on t.id = a.account_type_id
    where ${and([scopePredicate(scope, 'act_account', 'a'), ...(query.status !== undefined ? [sql<boolean>`a.status = ${query.status}`] : [])])}
    group by a.account_type_id, t.account_type_name
    order by ${largestFirst(scope, sql`sum(a.account_num)`)}, a.account_type_id nulls last`.execute(db);
  return rows.map((r) => ({ ...r, accountTypeId: r.accountTypeId === null ? null : Number(r.accountTypeId) }));
}

/** The subjects' main accounts by status: the rows of 开户管理, whose status filter a slice opens. */
async function accountsByStatus(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const subjectType = query.subjectType !== undefined ? [sql<boolean>`exists (select 1 from act_subject s where s.id = a.subject_id and s.subject_type = ${query.subjectType})`] : [];
  const { rows } = await sql<{ status: number; count: number }>`
    select a.status::int as status, count(*)::int as count
    from act_account a
    where ${and([scopePredicate(scope, 'act_account', 'a'), sql<boolean>`a.level = 1`, ...subjectType])}
    group by a.status order by a.status`.execute(db);
  return rows;
}

async function flowsByExchangeType(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const types = AGGREGATES.flowsByExchangeType.labels!.values;
  const typeList = sql.join(types.map((t) => sql.lit(Number(t))));
  const hours = hoursOf(scope);
  // One range of hours per exchange type, on the key that leads with it (after the subject, under a data scope).
  const { rows } = await sql<{ exchangeType: number; amount: string; count: number }>`
    select h.exchange_type::int as "exchangeType", ${money(sql`sum(h.amount)`)} as amount, sum(h.n)::int as count
    from ${sql.table(hours)} h
    where ${and([scopePredicate(scope, hours, 'h'), sql<boolean>`h.exchange_type in (${typeList})`, hourRange(query), ...hourFilters(query)])}
    group by h.exchange_type having sum(h.n) <> 0 order by ${largestFirst(scope, sql`sum(h.amount)`, sql`sum(h.n)`)}, h.exchange_type`.execute(db);
  return rows;
}

/** The states in which a task has ended, and is timed from its request to its last change. */
const ENDED = { import: ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'], export: ['done', 'cancelled', 'failed'] } as const;
const HOUR_MS = 3_600_000;

/**
 * Tasks requested in the range by state; the durations of those that ended, from request to last change. In one
 * tenant, the rows of the reader's own logs, by the logs' own rules (server/repositories/tasks.ts): the import log's
 * page (of no one template) shows the reader's imports, the export log theirs and every export of the bill types
 * whose permission they hold; across every tenant, every task.
 *
 * Read from the tasks' sums of each UTC hour of request (migration 176: count, and for the ended states the exact
 * sum and the longest of their durations), so that the range costs its hours, not its tasks. A day of the server's
 * time zone is a range of whole UTC hours where the zone is whole hours off UTC; where it is not (+05:45), the part
 * of an hour at either end of the range is read from the tasks themselves, so the figures are the tasks' in every
 * zone. An average is the sum of the durations over their count, the same numeric division as `avg` of the tasks.
 */
async function tasksByState(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const log = scope.taskLog;
  const start = startOf(query.from!);
  const end = nextDay(query.to!);
  // The whole UTC hours of the range, and what is left of it at either end (nothing in a whole-hour zone).
  const firstHour = new Date(Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS);
  const endHour = new Date(Math.max(firstHour.getTime(), Math.floor(end.getTime() / HOUR_MS) * HOUR_MS));
  const edges = (
    [
      [start, firstHour],
      [endHour, end],
    ] as const
  ).filter(([a, b]) => a < b);
  const sources = {
    sys_import_log: log ? sql`(${importLogSearch(db, log, undefined, false).selectAll()})` : sql`sys_import_log`,
    sys_export_task: log ? sql`(${exportLogSearch(db, log, undefined, log.exportTypes).selectAll()})` : sql`sys_export_task`,
  };
  const part = (kind: 'import' | 'export') => {
    const [table, sums, state] = kind === 'import' ? (['sys_import_log', 'sys_import_log_hour', 'status'] as const) : (['sys_export_task', 'sys_export_task_hour', 'state'] as const);
    // The log's rule on the sums: the same columns as the tasks' (the import log's page of no one template: its reader's own).
    const logRule = !log ? [] : kind === 'import' ? [sql<boolean>`h.creator_id = ${log.userId}`] : [sql<boolean>`${exportLogShows(log, log.exportTypes, 'h')}`];
    const hours = sql`
      select ${sql.lit(kind)} as kind, h.${sql.ref(state)} as state, h.n, h.seconds, h.longest
      from ${sql.table(sums)} h
      where ${and([scopePredicate(scope, sums, 'h'), ...logRule, sql<boolean>`h.hour >= ${utcText(firstHour)}::timestamp and h.hour < ${utcText(endHour)}::timestamp`])}`;
    // Each end read on the log's (tenant, request time) index, which carries the state and the last change.
    const seconds = sql`extract(epoch from (t.update_time - t.create_time))`;
    const ends = edges.map(
      ([a, b]) => sql`
      select ${sql.lit(kind)}, t.${sql.ref(state)}, 1, ${seconds}, ${seconds}
      from ${sources[table]} t
      where ${and([scopePredicate(scope, table, 't'), sql<boolean>`t.create_time >= ${a} and t.create_time < ${b}`])}`,
    );
    return [hours, ...ends];
  };
  const parts = [];
  if (query.kind !== 'export') parts.push(...part('import'));
  if (query.kind !== 'import') parts.push(...part('export'));
  const ended = sql`(x.kind = 'import' and x.state in (${sql.join(ENDED.import.map((s) => sql.lit(s)))})
    or x.kind = 'export' and x.state in (${sql.join(ENDED.export.map((s) => sql.lit(s)))}))`;
  const { rows } = await sql<{ kind: 'import' | 'export'; state: string; count: number; averageSeconds: number | null; longestSeconds: number | null }>`
    select x.kind, x.state, sum(x.n)::int as count,
      round(sum(x.seconds) filter (where ${ended}) / nullif(sum(x.n), 0), 1)::float8 as "averageSeconds",
      round(max(x.longest) filter (where ${ended}), 1)::float8 as "longestSeconds"
    from (${sql.join(parts, sql` union all `)}) x
    group by x.kind, x.state having sum(x.n) > 0
    order by kind desc, count desc, state`.execute(db);
  return rows.map((r) => ({
    ...r,
    averageSeconds: r.averageSeconds === null ? null : Number(r.averageSeconds),
    longestSeconds: r.longestSeconds === null ? null : Number(r.longestSeconds),
  }));
}

/**
 * Successful sign-ins of each day, and how many people they were: from each person's sign-ins of each day, counted
 * with the sign-in's audit record (migration 170), a row per person and day rather than a row per sign-in.
 */
async function signInsPerDay(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const bucket = (query.groupBy ?? 'day') as TimeBucket;
  const { rows } = await sql<{ date: string; count: number; users: number }>`
    select to_char(date_trunc(${sql.lit(bucket)}, d.day::timestamp), 'YYYY-MM-DD') as date, sum(d.n)::int as count, count(distinct d.user_id)::int as users
    from sys_sign_in_day d
    where ${and([scopePredicate(scope, 'sys_sign_in_day', 'd'), sql<boolean>`d.day >= ${query.from!}::date and d.day <= ${query.to!}::date`])}
    group by 1`.execute(db);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return bucketsBetween(query.from!, query.to!, bucket).map((date) => ({ date, count: byDate.get(date)?.count ?? 0, users: byDate.get(date)?.users ?? 0 }));
}

const QUERIES: Record<AggregateName, (db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) => Promise<AggregateRow[]>> = {
  rechargesPerDay: (db, scope, query) => flowsPerDay(db, scope, query, EXCHANGE.recharge),
  consumptionPerDay: (db, scope, query) => flowsPerDay(db, scope, query, EXCHANGE.spending),
  balancesByAccountType,
  accountsByStatus,
  flowsByExchangeType,
  tasksByState,
  signInsPerDay,
};

/** One aggregate as the call answers it, computed now for the scope. */
export async function computeAggregate<N extends AggregateName>(db: Kysely<Database>, scope: AggregateScope, name: N, query: AggregateQuery): Promise<AggregateReply<N>> {
  const info = AGGREGATES[name];
  const rows = await QUERIES[name](db, scope, query);
  return {
    name,
    from: info.dated ? query.from! : null,
    to: info.dated ? query.to! : null,
    groupBy: query.groupBy ?? info.groupBy[0]!,
    allTenants: scope.allTenants,
    withheld: withheldOf(scope, name),
    rows: withhold(scope, rows),
  } as unknown as AggregateReply<N>;
}
