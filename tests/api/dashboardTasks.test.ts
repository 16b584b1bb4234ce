import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AggregateQuery } from '../../schemas/dashboard';
import { resolveAccess } from '../../server/access/dataScope';
import { computeAggregate } from '../../server/dashboards/aggregates';
import { scopeOf, scopePredicate, type AggregateScope } from '../../server/dashboards/scope';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { exportLogSearch, importLogSearch } from '../../server/repositories/tasks';
import { loadUserContext } from '../../server/repositories/users';
import { exportTypesSeenInFull } from '../../server/tasks/access';
import { serverWithUsers } from './support/server';
import { createRole, createUser, deptIdOf, scopedUser } from './support/people';
import { uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/**
 * The tasks by state read from the sums the triggers of migration 176 keep (docs/performance.md "Aggregates"): the
 * sums equal a count of the tasks whatever writes them (bulk inserts, changes of state, of tenant, creator, bill
 * type and times, deletes, the longest of an hour taken away), and the aggregate answers every kind of reader
 * exactly what the statement over the tasks themselves answered before them, durations to the last digit, in a
 * time zone whose days do not start on a UTC hour too; a database migrated with tasks already in it gets their sums.
 */
const t = serverWithUsers(['admin', 'operator']);
const db = () => t.server.app.database.db as Kysely<Database>;

const LOGS = [
  { table: 'sys_import_log', sums: 'sys_import_log_hour', state: 'status', billType: false, ended: ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'] },
  { table: 'sys_export_task', sums: 'sys_export_task_hour', state: 'state', billType: true, ended: ['done', 'cancelled', 'failed'] },
] as const;

/** Every (tenant, hour, creator, bill type, state) whose kept count, durations or longest differ from its tasks'. */
async function keptDiffers(): Promise<string[]> {
  const wrong: string[] = [];
  for (const log of LOGS) {
    const keys = sql.raw(`tenant_id, hour, creator_id, ${log.billType ? 'bill_type, ' : ''}${log.state}`);
    const ended = sql.raw(`${log.state} in (${log.ended.map((s) => `'${s}'`).join(', ')})`);
    const seconds = sql`extract(epoch from (update_time - create_time))`;
    const { rows } = await sql<Record<string, unknown>>`
      select ${keys}, k.n as kept_n, r.n as n, k.seconds as kept_seconds, r.seconds, k.longest as kept_longest, r.longest
      from (
        select ${keys}, sum(n) as n, sum(seconds) as seconds, max(longest) as longest from ${sql.table(log.sums)} group by ${keys} having sum(n) <> 0
      ) k full join (
        select tenant_id, date_trunc('hour', create_time at time zone 'UTC') as hour, creator_id, ${sql.raw(log.billType ? `coalesce(bill_type, '') as bill_type, ` : '')}${sql.raw(log.state)},
          count(*) as n, sum(${seconds}) filter (where ${ended}) as seconds, max(${seconds}) filter (where ${ended}) as longest
        from ${sql.table(log.table)} group by 1, 2, 3, 4${sql.raw(log.billType ? ', 5' : '')}
      ) r using (${keys})
      where k.n is distinct from r.n or k.seconds is distinct from r.seconds or k.longest is distinct from r.longest`.execute(db());
    for (const row of rows) wrong.push(`${log.sums} ${JSON.stringify(row)}`);
  }
  return wrong;
}

const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return dayOf(d);
};

/**
 * The figures as the aggregate computed them from the tasks themselves before the sums: the rows of the reader's
 * logs (by the logs' own searches) under the scope's predicate, requested between the local midnights of the range.
 */
async function fromTheTasks(scope: AggregateScope, query: AggregateQuery) {
  const log = scope.taskLog;
  const sources = {
    sys_import_log: log ? sql`(${importLogSearch(db(), log, undefined, false).selectAll()})` : sql`sys_import_log`,
    sys_export_task: log ? sql`(${exportLogSearch(db(), log, undefined, log.exportTypes).selectAll()})` : sql`sys_export_task`,
  };
  const start = new Date(`${query.from}T00:00:00`);
  const end = new Date(`${query.to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  const part = (kind: 'import' | 'export', table: 'sys_import_log' | 'sys_export_task', state: 'status' | 'state', endedStates: readonly string[]) => {
    const ended = sql`t.${sql.ref(state)} in (${sql.join(endedStates.map((s) => sql.lit(s)))})`;
    const seconds = sql`extract(epoch from (t.update_time - t.create_time))`;
    return sql`
      select ${sql.lit(kind)} as kind, t.${sql.ref(state)} as state, count(*)::int as count,
        round((avg(${seconds}) filter (where ${ended}))::numeric, 1)::float8 as "averageSeconds",
        round((max(${seconds}) filter (where ${ended}))::numeric, 1)::float8 as "longestSeconds"
      from ${sources[table]} t
      where ${scopePredicate(scope, table, 't')} and t.create_time >= ${start} and t.create_time < ${end}
      group by t.${sql.ref(state)}`;
  };
  const parts = [];
  if (query.kind !== 'export') parts.push(part('import', 'sys_import_log', 'status', LOGS[0].ended));
  if (query.kind !== 'import') parts.push(part('export', 'sys_export_task', 'state', LOGS[1].ended));
  const { rows } = await sql<{ kind: string; state: string; count: number; averageSeconds: number | null; longestSeconds: number | null }>`
    select * from (${sql.join(parts, sql` union all `)}) x order by kind desc, count desc, state`.execute(db());
  return rows.map((r) => ({
    ...r,
    averageSeconds: r.averageSeconds === null ? null : Number(r.averageSeconds),
    longestSeconds: r.longestSeconds === null ? null : Number(r.longestSeconds),
  }));
}

interface Reader {
  label: string;
  scope: () => Promise<AggregateScope>;
}
let readers: Reader[];
let people: number[];
let apiTasks: { exportId: number; batch: string };

/** A user's scope as the route resolves it, in their own tenant (or every tenant), with the bill types they see in full unless given. */
async function scopeOfUser(userId: number, allTenants = false, exportTypes?: string[]) {
  const user = (await loadUserContext(db(), userId))!;
  const reader = { ...user, tenantId: user.homeTenantId };
  return scopeOf(db(), { ...reader, exportTypes: exportTypes ?? exportTypesSeenInFull(reader) }, await resolveAccess(db(), user), allTenants);
}

/** Tasks of every state, of these people, in two tenants, requested over 38 days, timed to the microsecond. */
async function addTasks(prefix: string, count: number, creators: number[]) {
  const ids = sql`${`{${creators.join(',')}}`}::bigint[]`;
  const step = sql`(g * interval '37 minutes 13.123457 seconds')`;
  await sql`
    insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name, create_time, update_time)
    select case when g % 7 = 0 then 2 else 1 end, ${prefix} || g, (array['EXPORT_AUDIT_LOG', 'EXPORT_ACCOUNT_FLOW_DETAIL', null, 'X'])[1 + g % 4],
      (array['done', 'done', 'failed', 'cancelled', 'doing'])[1 + g % 5], (${ids})[1 + g % ${creators.length}], 'tc',
      now() - ${step}, now() - ${step} + (g % 97) * interval '1.000333 seconds'
    from generate_series(1, ${count}) g`.execute(db());
  await sql`
    insert into sys_import_log (tenant_id, template_code, batch, file_name, status, creator_id, creator_name, create_time, update_time)
    select case when g % 5 = 0 then 2 else 1 end, 'accountType', ${prefix} || g, 'tc.xlsx',
      (array['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED', 'IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'])[1 + g % 9],
      (${ids})[1 + (g / 3) % ${creators.length}], 'tc', now() - ${step} - interval '11 minutes', now() - ${step} - interval '11 minutes' + (g % 53) * interval '0.250017 seconds'
    from generate_series(1, ${count}) g`.execute(db());
}

const QUERIES: AggregateQuery[] = [
  { from: daysAgo(29), to: daysAgo(0) },
  { from: daysAgo(9), to: daysAgo(0), kind: 'export' },
  { from: daysAgo(9), to: daysAgo(0), kind: 'import' },
  { from: daysAgo(0), to: daysAgo(0) },
  { from: daysAgo(40), to: daysAgo(20) },
];

/** For every reader and query: what the aggregate answers from the sums against what the tasks give; empty when all agree. */
async function repliesDiffer(): Promise<string[]> {
  const wrong: string[] = [];
  for (const reader of readers) {
    const scope = await reader.scope();
    for (const query of QUERIES) {
      const reply = await computeAggregate(db(), scope, 'tasksByState', query);
      const expected = await fromTheTasks(scope, query);
      if (JSON.stringify(reply.rows) !== JSON.stringify(expected)) wrong.push(`${reader.label} ${JSON.stringify(query)}: ${JSON.stringify(reply.rows)} <> ${JSON.stringify(expected)}`);
    }
  }
  return wrong;
}

beforeAll(async () => {
  const admin = t.user.admin.userId;
  // A company and below (dsType 2) over the Beijing company; people inside it and outside.
  const company = await scopedUser(t.server, t.token.admin, await deptIdOf(t.server, '北京中膳餐饮管理有限公司'), [{ dsType: 2 }]);
  const self = await scopedUser(t.server, t.token.admin, await deptIdOf(t.server, '研发中心'), [{ dsType: 4 }]);
  people = [admin, t.user.operator.userId, company.userId, self.userId];
  const role = await createRole(t.server, t.token.admin, { dsType: 0 });
  for (const dept of ['望京一号食堂', '财务部', '研发中心', '采购部']) people.push((await createUser(t.server, t.token.admin, await deptIdOf(t.server, dept), [role])).userId);
  readers = [
    { label: 'the unscoped administrator', scope: () => scopeOfUser(admin) },
    { label: 'a company and below', scope: () => scopeOfUser(company.userId) },
    { label: 'a company and below who sees every audit export', scope: () => scopeOfUser(company.userId, false, ['EXPORT_AUDIT_LOG', 'X']) },
    { label: 'self only', scope: () => scopeOfUser(self.userId) },
    { label: 'an operator across every tenant', scope: () => scopeOfUser(t.user.operator.userId, true) },
  ];
  // An export and an import requested through the API, moved on by the task runner to their ends (before the
  // bulk tasks below, whose running ones would count against the administrator's limit of running tasks).
  const exported = await t.server.request('POST', '/accountcenter/actAccountType/export', { token: t.token.admin, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
  if (exported.status !== 200) throw new Error(exported.text);
  const imported = await uploadImport(
    t.server,
    t.token.admin,
    await workbookOf([
      ['*账户类型名称', '*账户类别', '*账户种类', '备注'],
      ['任务统计', '福利账户', '金额', ''],
    ]),
    'tc.xlsx',
  );
  if (imported.status !== 200) throw new Error(imported.body.msg);
  await t.server.app.tasks.idle();
  apiTasks = { exportId: exported.body.data.taskId, batch: imported.body.data.batch };
  for (const creator of people) await addTasks(`TC${creator}-`, 40, [creator]);
  await addTasks('TCALL-', 1500, people);
  // Many ended tasks of one creator in the same hours, so that taking one away leaves a longest to find again.
  await sql`
    insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name, create_time, update_time)
    select 1, 'TCALL-dense' || g, 'X', (array['done', 'failed'])[1 + g % 2], ${admin}, 'tc', now() - interval '3 days' + g * interval '6.5 seconds',
      now() - interval '3 days' + g * interval '6.5 seconds' + ((g * 7919) % 1000) * interval '0.013001 seconds'
    from generate_series(1, 600) g`.execute(db());
});

describe('the kept sums of the tasks by state', () => {
  it('equal the tasks after bulk inserts and the API’s own writes', async () => {
    expect(await keptDiffers()).toEqual([]);
    const api = await db().selectFrom('sys_export_task').select('state').where('id', '=', apiTasks.exportId).executeTakeFirstOrThrow();
    expect(api.state).toBe('done');
    expect((await db().selectFrom('sys_import_log').select('status').where('batch', '=', apiTasks.batch).executeTakeFirstOrThrow()).status).toBe('IMPORTED');
    expect(await keptDiffers()).toEqual([]);
  });

  it('stay exact through changes of state, tenant, creator, bill type and times, and deletes, written in SQL', async () => {
    const [a, b] = people;
    const changes = [
      // The runner's own moves: a running task ends, a running import moves on (its progress writes nothing here).
      sql`update sys_export_task set state = 'done', update_time = update_time + interval '3.5 seconds' where task_name like 'TCALL-%' and state = 'doing' and id % 2 = 0`,
      sql`update sys_import_log set status = 'IMPORTING' where batch like 'TCALL-%' and status = 'CHECKED'`,
      sql`update sys_import_log set update_time = update_time + interval '1 second' where batch like 'TCALL-%' and status = 'UPLOADING'`,
      // Ended tasks change: their end, their state, and back to running.
      sql`update sys_export_task set update_time = update_time + interval '1 hour' where task_name like 'TCALL-%' and state = 'failed' and id % 3 = 0`,
      sql`update sys_export_task set update_time = create_time where task_name like 'TCALL-%' and state = 'done' and id % 4 = 1`,
      sql`update sys_export_task set state = 'cancelled' where task_name like 'TCALL-%' and state = 'done' and id % 5 = 2`,
      sql`update sys_import_log set status = 'CHECKING' where batch like 'TCALL-%' and status = 'IMPORT_FAIL' and id % 2 = 0`,
      // Moves between tenants, creators, bill types and hours.
      sql`update sys_export_task set tenant_id = 2 where task_name like 'TCALL-%' and id % 11 = 0`,
      sql`update sys_import_log set creator_id = ${b} where batch like 'TCALL-%' and creator_id = ${a} and id % 3 = 0`,
      sql`update sys_export_task set bill_type = null where task_name like 'TCALL-%' and bill_type = 'X' and id % 2 = 0`,
      sql`update sys_export_task set create_time = create_time - interval '20 minutes' where task_name like 'TCALL-%' and id % 13 = 0`,
      // Deletes: some tasks, then every task of an hour, then the longest of each ended hour left.
      sql`delete from sys_export_task where task_name like 'TCALL-%' and id % 17 = 0`,
      sql`delete from sys_import_log where batch like 'TCALL-%' and id % 19 = 0`,
      sql`delete from sys_export_task where task_name like ${`TC${a}-%`} and create_time >= now() - interval '2 days'`,
      sql`delete from sys_export_task e using (
          select distinct on (tenant_id, date_trunc('hour', create_time), creator_id, state) id from sys_export_task
          where task_name like 'TCALL-%' and state in ('done', 'failed') order by tenant_id, date_trunc('hour', create_time), creator_id, state, update_time - create_time desc
        ) l where e.id = l.id`,
    ];
    for (const change of changes) {
      await change.execute(db());
      expect(await keptDiffers(), change.compile(db()).sql).toEqual([]);
    }
  });

  it('are filled from the tasks already there when the migration runs on an existing database', async () => {
    for (const log of LOGS) {
      for (const suffix of ['added', 'removed', 'changed']) {
        await sql`drop trigger ${sql.raw(`${log.sums}_${suffix}`)} on ${sql.table(log.table)}`.execute(db());
        await sql`drop function ${sql.raw(`${log.sums}_${suffix}`)}`.execute(db());
      }
      await sql`drop table ${sql.table(log.sums)}`.execute(db());
    }
    await db().deleteFrom('schema_migration').where('name', '=', '176_task_state_hours').execute();
    // Tasks written while no trigger kept their sums: the migration counts them from the tasks.
    await addTasks('TCPRE-', 300, people);
    expect(await migrate(db())).toEqual(['176_task_state_hours']);
    expect(await keptDiffers()).toEqual([]);
    expect(await repliesDiffer()).toEqual([]);
  });
});

describe('the tasks by state read from the sums', () => {
  it('answer every kind of reader what the tasks themselves give, durations to the last digit', async () => {
    expect(await repliesDiffer()).toEqual([]);
    // No reader's comparison is of nothing: each counts tasks of several states, ended ones timed.
    for (const reader of readers) {
      const { rows } = await computeAggregate(db(), await reader.scope(), 'tasksByState', QUERIES[0]!);
      expect(rows.length, reader.label).toBeGreaterThan(3);
      expect(
        rows.some((r) => r.averageSeconds !== null && r.averageSeconds % 1 !== 0),
        reader.label,
      ).toBe(true);
    }
    // Through the route as well, for the administrator: the same rows.
    const query = QUERIES[0]!;
    const reply = await t.server.request('GET', '/admin/dashboard/aggregate/tasksByState', { token: t.token.admin, query: { from: query.from!, to: query.to! } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data.rows).toEqual(await fromTheTasks(await readers[0]!.scope(), query));
    expect(reply.body.data.rows.length).toBeGreaterThan(4);
  });

  it('read the ends of the range from the tasks where the server’s days do not start on a UTC hour', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kathmandu'; // UTC+05:45
    try {
      // Tasks a minute either side of the local midnights at both ends of a range: each in an hour shared with the other side.
      const admin = t.user.admin.userId;
      const midnight = (day: string) => new Date(`${day}T00:00:00`);
      const around = [midnight(daysAgo(9)), midnight(daysAgo(-1))].flatMap((m) => [new Date(m.getTime() - 60_000), new Date(m.getTime() + 60_000)]);
      expect(around.every((d) => d.getUTCMinutes() !== 0)).toBe(true);
      await db()
        .insertInto('sys_export_task')
        .values(
          around.map((at, i) => ({
            tenant_id: 1,
            task_name: `TCEDGE-${i}`,
            bill_type: 'X',
            state: 'done',
            creator_id: admin,
            creator_name: 'admin',
            create_time: at,
            update_time: new Date(at.getTime() + 1000 * (i + 1)),
          })),
        )
        .execute();
      expect(await keptDiffers()).toEqual([]);
      const scope = await readers[0]!.scope();
      for (const query of [
        { from: daysAgo(9), to: daysAgo(0) },
        { from: daysAgo(9), to: daysAgo(9) },
        { from: daysAgo(0), to: daysAgo(0), kind: 'export' as const },
      ]) {
        expect((await computeAggregate(db(), scope, 'tasksByState', query)).rows, JSON.stringify(query)).toEqual(await fromTheTasks(scope, query));
      }
      expect(await repliesDiffer()).toEqual([]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
