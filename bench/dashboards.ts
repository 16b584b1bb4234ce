/**
 * docs/performance.md#budgets, dashboards (docs/performance.md "Dashboards"): every named aggregate over the bench's
 * 1,000,000 flows (seedAccountCentre.ts, all of them recharges over the last 11.6 days), 100,000 accounts,
 * 200,000 sign-ins of 500 people in the audit trail and 100,000 tasks, on a fresh in-memory PGlite and then, when
 * DATABASE_URL is set, on that PostgreSQL in a schema of its own. Each aggregate is computed afresh (the function the
 * route calls behind its five-second cache) 20 times and its median printed against the 200 ms budget, for the
 * unscoped administrator and for readers whose data scope is their company and below (dsType 2): the bench's two
 * subjects are organisations of two bench companies (scopedReaders.ts), half the people sit in the first; one reader
 * sees the first company (950,000 flows, 95,000 accounts), one the second (50,000 and 5,000) with amounts withheld,
 * as the demo user deptop. Then what the route answers through HTTP while its cache holds, and each statement's plan.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { resolveAccess, subjectInScope } from '../server/access/dataScope';
import { computeAggregate } from '../server/dashboards/aggregates';
import { scopeOf } from '../server/dashboards/scope';
import { loadUserContext } from '../server/repositories/users';
import { exportTypesSeenInFull } from '../server/tasks/access';
import type { AggregateQuery } from '../schemas/dashboard';
import { AGGREGATE_NAMES, AGGREGATES, type AggregateName } from '../schemas/dashboardConstants';
import { benchSchemaName, benchServerConfig, dropBenchSchema } from './benchDatabase';
import { seedAccountCentreBench } from './seedAccountCentre';
import { placeBenchSubjects, scopedUser } from './scopedReaders';
import { signIn } from './api';
import { ms, report, timeCalls } from './measure';

const SIGN_INS = 200_000;
const PEOPLE = 500;
const TASKS = 100_000;
const RUNS = 20;

const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return dayOf(d);
};

/** What each aggregate is asked for: the widest range a built-in widget reads (30 days), every flow in it. */
const QUERIES: Record<AggregateName, AggregateQuery> = Object.fromEntries(
  AGGREGATE_NAMES.map((name) => [name, AGGREGATES[name].dated ? { from: daysAgo(29), to: daysAgo(0) } : {}]),
) as Record<AggregateName, AggregateQuery>;

/** The bench data, and the scoped readers: the bench's subjects placed in two companies, 500 people half in the first. */
async function seed(db: Kysely<Database>) {
  const seeded = await seedAccountCentreBench(db);
  const { one, two } = await placeBenchSubjects(db, seeded.smallSubjectNo);
  // 500 people who sign in, every other one in company one itself, the rest in the other companies.
  await sql`
    insert into sys_user (tenant_id, dept_id, username, actual_name, lock_flag)
    select 1, c.dept_id, 'benchp' || g, '压测用户' || g, '0'
    from generate_series(0, ${PEOPLE - 1}) g
    join (select dept_id, row_number() over (order by dept_id) - 1 as i from sys_dept where name like '压测公司%') c
      on c.i = case when g % 2 = 0 then 0 else 1 + g % 99 end`.execute(db);
  const people = await db
    .selectFrom('sys_user')
    .select((eb) => [eb.fn.min('user_id').as('lo'), eb.fn.max('user_id').as('hi')])
    .where('username', 'like', 'benchp%')
    .executeTakeFirstOrThrow();
  if (Number(people.hi) - Number(people.lo) + 1 !== PEOPLE) throw new Error('bench people are not contiguous');
  // Their sign-ins over 30 days, as the trail records them (the bench's chain is not verified).
  await sql`
    insert into sys_audit_log (tenant_id, seq, create_time, user_id, username, actual_name, client_ip, user_agent, method, route,
      action, entity, entity_id, changes, result, error_code, error_msg, prev_hash, hash)
    select 1, 1000000 + g, now() - (g * interval '12.96 seconds'), ${people.lo}::bigint + g % ${PEOPLE}, 'benchp' || (g % ${PEOPLE}), '压测用户', '10.0.0.1', 'bench',
      'POST', '/auth/oauth/token', 'signIn', 'session', null, '[]', 'ok', null, null, 'x', 'x'
    from generate_series(1, ${SIGN_INS}) g`.execute(db);
  // Each person's sign-ins of each day, as the sign-in writes them beside its record (server/services/login.ts).
  await sql`
    insert into sys_sign_in_day (tenant_id, day, user_id, n)
    select tenant_id, (create_time at time zone ${sql.lit(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')})::date, user_id, count(*)
    from sys_audit_log where action = 'signIn' and route = '/auth/oauth/token' and user_agent = 'bench' group by 1, 2, 3`.execute(db);
  // The tasks are the administrator's own, so that their logs, and the tasks by state, hold every one.
  const admin = await db.selectFrom('sys_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await sql`
    insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name, create_time, update_time)
    select 1, 'bench ' || g, 'EXPORT_ACCOUNT_FLOW_DETAIL', (array['done', 'done', 'done', 'failed', 'cancelled', 'doing'])[1 + g % 6], ${admin.user_id}, 'admin',
      now() - (g * interval '25 seconds'), now() - (g * interval '25 seconds') + ((g % 90) * interval '1 second')
    from generate_series(1, ${TASKS / 2}) g`.execute(db);
  await sql`
    insert into sys_import_log (tenant_id, template_code, batch, file_name, status, creator_id, creator_name, create_time, update_time)
    select 1, 'accountType', 'BENCH' || g, 'bench.xlsx', (array['IMPORTED', 'IMPORTED', 'IMPORT_FAIL', 'CHECK_FAIL'])[1 + g % 4], ${admin.user_id}, 'admin',
      now() - (g * interval '25 seconds'), now() - (g * interval '25 seconds') + ((g % 40) * interval '1 second')
    from generate_series(1, ${TASKS / 2}) g`.execute(db);
  const readers: Reader[] = [
    { label: 'unscoped administrator', userId: Number(admin.user_id) },
    { label: 'company one and below (dsType 2): 950,000 flows', userId: (await scopedUser(db, 'BENCH_DASH_BIG', one, { dsType: 2 })).userId },
    { label: 'company two and below (dsType 2), amounts withheld: 50,000 flows', userId: (await scopedUser(db, 'BENCH_DASH_SMALL', two, { dsType: 2, withheld: ['amount'] })).userId },
  ];
  await sql`vacuum analyze`.execute(db);
  return readers;
}

interface Reader {
  label: string;
  userId: number;
}

/** A reader's scope as the route resolves it: their access, in their own tenant. */
async function scopeOfReader(db: Kysely<Database>, userId: number) {
  const user = (await loadUserContext(db, userId))!;
  const reader = { ...user, tenantId: user.homeTenantId };
  return scopeOf(db, { ...reader, exportTypes: exportTypesSeenInFull(reader) }, await resolveAccess(db, user), false);
}

/** The plan's nodes that read a table: an index-only scan reads no row of the table. */
async function scansOf(db: Kysely<Database>, statement: string | RawBuilder<unknown>) {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${typeof statement === 'string' ? sql.raw(statement) : statement}`.execute(db);
  return rows
    .map((r) => r['QUERY PLAN'])
    .filter((line) => /Scan/.test(line))
    .map((line) => line.trim().replace(/\s+\(cost.*$/, ''))
    .join('; ');
}

export async function measureOn(config: AppConfig, where: string) {
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = app.database.db;
    const started = performance.now();
    const readers = await seed(db);
    report(`${where}: seed (1M flows, 100k accounts, 200k sign-ins, 100k tasks)`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const reader of readers) {
      const scope = await scopeOfReader(db, reader.userId);
      console.log(`${where}, ${reader.label}:`);
      for (const name of AGGREGATE_NAMES) {
        const first = await computeAggregate(db, scope, name, QUERIES[name]); // a first run warms the plan and the pages
        const fresh = await timeCalls(RUNS, () => computeAggregate(db, scope, name, QUERIES[name]));
        const rows = first.rows as Record<string, unknown>[];
        const counted = rows.reduce((sum, r) => sum + Number(r.count ?? 0), 0);
        report(`  ${name} (${counted.toLocaleString('en')} counted), median / p95`, `${ms(fresh.median)} / ${ms(fresh.p95)}`, '200 ms', fresh.median <= 200);
      }
    }
    const auth = await signIn(baseUrl, config).catch(() => signIn(baseUrl, config));
    const cached = await timeCalls(100, async () => {
      const reply = await fetch(`${baseUrl}${config.apiBase}/admin/dashboard/aggregate/rechargesPerDay?from=${QUERIES.rechargesPerDay.from}&to=${QUERIES.rechargesPerDay.to}`, {
        headers: auth,
      });
      if (reply.status !== 200) throw new Error(`aggregate call failed: ${reply.status}`);
      await reply.arrayBuffer();
    });
    report(`${where}: GET rechargesPerDay through HTTP while cached, median`, ms(cached.median));
    const hours = `hour >= (now() at time zone 'UTC') - interval '30 days'`;
    report(
      `${where}: plan of rechargesPerDay`,
      await scansOf(db, `select date_trunc('day', hour), sum(amount), sum(n) from act_account_flow_hour where tenant_id in (1) and exchange_type = 3 and ${hours} group by 1`),
    );
    report(
      `${where}: plan of flowsByExchangeType`,
      await scansOf(db, `select exchange_type, sum(amount) from act_account_flow_hour where tenant_id in (1) and exchange_type in (1,2,3,4,5,11,12,13,14,15) and ${hours} group by 1`),
    );
    const scoped = await scopeOfReader(db, readers[1]!.userId);
    report(
      `${where}: plan of rechargesPerDay for company one (a narrowed scope)`,
      await scansOf(
        db,
        sql`select date_trunc('day', hour), sum(amount), sum(n) from act_account_flow_subject_hour h where tenant_id in (1) and exchange_type = 3 and ${sql.raw(hours)}
          and h.subject_id in (select s.id from act_subject s where s.tenant_id in (1) and ${subjectInScope(scoped.data, 's')}) group by 1`,
      ),
    );
    report(
      `${where}: plan of the administrator's tasksByState (exports)`,
      await scansOf(
        db,
        `select state, sum(n), sum(seconds), max(longest) from sys_export_task_hour where tenant_id in (1) and creator_id = ${readers[0]!.userId} and ${hours} group by 1`,
      ),
    );
    report(
      `${where}: plan of signInsPerDay`,
      await scansOf(db, `select date_trunc('day', day::timestamp), sum(n), count(distinct user_id) from sys_sign_in_day where tenant_id in (1) and day >= current_date - 30 group by 1`),
    );
    const kept = await sql<{ n: number }>`select count(*)::int as n from act_account_flow_hour`.execute(db);
    report(`${where}: rows of the hourly flow sums for 1M flows`, String(kept.rows[0]!.n));
    const perSubject = await sql<{ n: number }>`select count(*)::int as n from act_account_flow_subject_hour`.execute(db);
    report(`${where}: rows of the hourly flow sums per subject`, String(perSubject.rows[0]!.n));
    const taskHours = await sql<{ n: number }>`select (select count(*) from sys_import_log_hour) + (select count(*) from sys_export_task_hour) as n`.execute(db);
    report(`${where}: rows of the hourly task sums for 100k tasks`, String(taskHours.rows[0]!.n));
  } finally {
    await app.close();
  }
}

export async function measureDashboards(base: AppConfig) {
  await measureOn(benchServerConfig(base), 'PGlite');
  if (!process.env.DATABASE_URL) {
    console.log('(set DATABASE_URL to measure the aggregates on PostgreSQL too: the budget is PostgreSQL’s)');
    return;
  }
  const schema = benchSchemaName();
  try {
    await measureOn(benchServerConfig(base, schema), 'PostgreSQL');
  } finally {
    await dropBenchSchema(schema);
  }
}
