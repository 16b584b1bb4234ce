import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AggregateQuery, AggregateReply, AggregateRow } from '../../schemas/dashboard';
import { AGGREGATES, type AggregateName, type TimeBucket } from '../../schemas/dashboardConstants';
import type { Database } from '../db/schema';
import { exportLogSearch, importLogSearch } from '../repositories/tasks';
import { scopePredicate, withhold, withheldOf, withholds, type AggregateScope, type ScopedTable } from './scope';

/**
 * The named aggregates of the dashboards (docs/screens.md "Dashboards"), each one SQL statement on indexes
 * (migrations 170 and 171; docs/performance.md "Dashboards" has their plans and timings). Every statement reads its table
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
const inRange = (column: string, query: AggregateQuery) => sql<boolean>`${sql.ref(column)} >= ${startOf(query.from!)} and ${sql.ref(column)} < ${nextDay(query.to!)}`;
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

/**
 * Tasks requested in the range by state; the durations of those that ended, from request to last change. In one
 * tenant, the rows of the reader's own logs, read by the logs' own queries (server/repositories/tasks.ts): the
 * import log's page (of no one template) shows the reader's imports, the export log theirs and every export of the
 * bill types whose permission they hold; across every tenant, every task.
 */
async function tasksByState(db: Kysely<Database>, scope: AggregateScope, query: AggregateQuery) {
  const log = scope.taskLog;
  const sources = {
    sys_import_log: log ? sql`(${importLogSearch(db, log, undefined, false).selectAll()})` : sql`sys_import_log`,
    sys_export_task: log ? sql`(${exportLogSearch(db, log, undefined, log.exportTypes).selectAll()})` : sql`sys_export_task`,
  };
  // Each log read on its (tenant, request time) index, which carries the state and the last change.
  const part = (kind: 'import' | 'export', table: 'sys_import_log' | 'sys_export_task', state: 'status' | 'state', endedStates: string[]) => {
    const ended = sql`t.${sql.ref(state)} in (${sql.join(endedStates.map((s) => sql.lit(s)))})`;
    const seconds = sql`extract(epoch from (t.update_time - t.create_time))`;
    return sql`
      select ${sql.lit(kind)} as kind, t.${sql.ref(state)} as state, count(*)::int as count,
        round((avg(${seconds}) filter (where ${ended}))::numeric, 1)::float8 as "averageSeconds",
        round((max(${seconds}) filter (where ${ended}))::numeric, 1)::float8 as "longestSeconds"
      from ${sources[table]} t
      where ${and([scopePredicate(scope, table, 't'), inRange('t.create_time', query)])}
      group by t.${sql.ref(state)}`;
  };
  const parts = [];
  if (query.kind !== 'export') parts.push(part('import', 'sys_import_log', 'status', ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL']));
  if (query.kind !== 'import') parts.push(part('export', 'sys_export_task', 'state', ['done', 'cancelled', 'failed']));
  const { rows } = await sql<{ kind: 'import' | 'export'; state: string; count: number; averageSeconds: number | null; longestSeconds: number | null }>`
    select * from (${sql.join(parts, sql` union all `)}) x order by kind desc, count desc, state`.execute(db);
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
