/**
 * docs/performance.md#budgets: "with a data scope applied, the same list budgets" (docs/security.md, "Users, roles and data
 * scopes"). The account centre's bench data (1,000,000 flows, 100,000 accounts, 100,000 departments: bench/
 * seedAccountCentre.ts) with its two subjects placed in two of the bench companies, and users whose roles scope them
 * to one company and below (95,000 accounts and 950,000 flows; 5,000 and 50,000), or to the 999 departments of the
 * other company by a custom scope with amounts withheld. Their first pages beside the unscoped administrator's, timed
 * in turn, and the plan of each scope's flow page (its indexes). Runs on a fresh in-memory PGlite, then, when
 * DATABASE_URL is set, on that PostgreSQL in a schema of its own.
 */
import { loadavg } from 'node:os';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { resolveAccess } from '../server/access/dataScope';
import { flowPageQuery } from '../server/repositories/accountFlows';
import { loadUserContext } from '../server/repositories/users';
import { benchSchemaName, benchServerConfig, dropBenchSchema } from './benchDatabase';
import { seedAccountCentreBench } from './seedAccountCentre';
import { placeBenchSubjects, scopedUser } from './scopedReaders';
import { signIn } from './api';
import { ms, report, summarize } from './measure';

/** List calls ask for a random page among the first 100, as the account centre's numbers do. */
const FIRST_PAGES = 100;
const pageOf = () => 1 + Math.floor(Math.random() * FIRST_PAGES);

interface Viewer {
  label: string;
  username: string;
  /** The parent account whose children the viewer lists. */
  parentId: number;
}

/** What the database does for a scoped user's flow page: the plan's scans, and its time. */
async function flowPagePlan(db: Kysely<Database>, userId: number) {
  const user = await loadUserContext(db, userId);
  const { scope } = await resolveAccess(db, user!);
  const { query } = await flowPageQuery(db, 1, { current: 51, size: 10 }, scope, 500);
  const page = query!.compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain analyze ${page.sql}`, [...page.parameters]));
  const lines = plan.rows.map((r) => r['QUERY PLAN']);
  const scans = [
    ...new Set(
      lines
        .map((l) => /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan) (?:Backward )?(?:using (\S+) )?on (\S+)/.exec(l))
        .filter((m) => m !== null)
        .map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`),
    ),
  ];
  const time = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  return { scans, time };
}

async function measureOn(base: AppConfig, schema?: string) {
  const config = benchServerConfig(base, schema);
  const where = schema ? 'PostgreSQL' : 'PGlite';
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = app.database.db;
    const started = performance.now();
    const seeded = await seedAccountCentreBench(db);
    // The two bench subjects become organisations of two bench companies' departments (company 1: the big one).
    const { one, two } = await placeBenchSubjects(db, seeded.smallSubjectNo);
    const smallParent = await db
      .selectFrom('act_account as a')
      .innerJoin('act_subject as s', 's.id', 'a.subject_id')
      .select('a.id')
      .where('s.subject_no', '=', seeded.smallSubjectNo)
      .where('a.level', '=', 1)
      .executeTakeFirstOrThrow();
    const departmentsOfTwo = (await db.selectFrom('sys_dept').select('dept_id').where('parent_id', '=', two).execute()).map((d) => Number(d.dept_id));
    const big = await scopedUser(db, 'BENCH_BIG', one, { dsType: 2 });
    const small = await scopedUser(db, 'BENCH_SMALL', two, { dsType: 2 });
    const custom = await scopedUser(db, 'BENCH_CUSTOM', one, { dsType: 1, dsScope: departmentsOfTwo, withheld: ['amount'] });
    await sql`vacuum analyze`.execute(db);
    report(`bench data and scoped users (${where})`, `${((performance.now() - started) / 1000).toFixed(1)} s`);

    const viewers: Viewer[] = [
      { label: 'unscoped administrator', username: 'admin', parentId: seeded.bigParent },
      { label: 'own company and below: 95,000 accounts, 950,000 flows', username: big.username, parentId: seeded.bigParent },
      { label: 'own company and below: 5,000 accounts, 50,000 flows', username: small.username, parentId: Number(smallParent.id) },
      { label: '999 custom departments, amounts withheld: 50,000 flows', username: custom.username, parentId: Number(smallParent.id) },
    ];
    // The viewers take turns call by call, so that a scoped page and the unscoped one are timed under the same load:
    // on a shared machine the load drifts over the minutes one viewer's calls would take.
    const callers = await Promise.all(
      viewers.map(async (viewer) => {
        const headers = { ...(await signIn(baseUrl, config, viewer.username)), 'Content-Type': 'application/json' };
        const post = async (path: string, body: unknown) => {
          const reply = await fetch(`${baseUrl}${config.apiBase}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
          const json = (await reply.json()) as { code: number; data: { total: number; records: unknown[] } };
          if (json.code !== 0 || json.data.records.length === 0) throw new Error(`${viewer.username} ${path}: ${JSON.stringify(json).slice(0, 200)}`);
          return json.data;
        };
        const calls = {
          flow: () => post('/accountcenter/actaccountflow/detail/page', { current: pageOf(), size: 10 }),
          child: () => post('/accountcenter/actAccount/son/list', { parentId: viewer.parentId, current: pageOf(), size: 10 }),
          subjects: () => post('/accountcenter/subject/list', { current: 1, size: 10 }),
        };
        return { viewer, post, calls };
      }),
    );
    const inTurn = async (count: number, call: 'flow' | 'child' | 'subjects') => {
      const samples = callers.map(() => [] as number[]);
      for (let i = 0; i < count; i += 1) {
        for (const [index, caller] of callers.entries()) {
          const start = performance.now();
          await caller.calls[call]();
          samples[index].push(performance.now() - start);
        }
      }
      return samples.map(summarize);
    };
    const totals = [];
    for (const { post, viewer } of callers) {
      totals.push({
        flows: (await post('/accountcenter/actaccountflow/detail/page', { current: 1, size: 10 })).total,
        children: (await post('/accountcenter/actAccount/son/list', { parentId: viewer.parentId, current: 1, size: 10 })).total,
      });
    }
    const loadBefore = loadavg()[0];
    await inTurn(10, 'flow'); // warm-up
    const flow = await inTurn(200, 'flow');
    const child = await inTurn(200, 'child');
    const subjects = await inTurn(100, 'subjects');
    for (const [index, { viewer }] of callers.entries()) {
      const { flows, children } = totals[index];
      report(`${viewer.label} (${where})`, `${flows.toLocaleString('en')} flows`);
      report(
        `  flow page (total ${flows.toLocaleString('en')}), median / p95`,
        `${ms(flow[index].median)} / ${ms(flow[index].p95)}`,
        '25 / 50 ms',
        flow[index].median < 25 && flow[index].p95 < 50,
      );
      report(
        `  child list (total ${children.toLocaleString('en')}), median / p95`,
        `${ms(child[index].median)} / ${ms(child[index].p95)}`,
        '25 / 50 ms',
        child[index].median < 25 && child[index].p95 < 50,
      );
      report(`  subject list, median / p95`, `${ms(subjects[index].median)} / ${ms(subjects[index].p95)}`, '25 / 50 ms', subjects[index].median < 25 && subjects[index].p95 < 50);
    }
    report(`load average (1 min) before / after the calls (${where})`, `${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)}`);
    for (const [label, user] of [
      ['large scope', big],
      ['small scope', small],
      ['custom scope', custom],
    ] as const) {
      const plan = await flowPagePlan(db, user.userId);
      report(`plan of a ${label}'s flow page 51 (${where})`, plan.time);
      for (const scan of plan.scans) report(`  ${scan}`, '');
    }
  } finally {
    await app.close();
  }
}

export async function measureScopes(base: AppConfig) {
  await measureOn(base);
  if (!process.env.DATABASE_URL) {
    report('the same on PostgreSQL', 'set DATABASE_URL to measure');
    return;
  }
  const schema = benchSchemaName();
  try {
    await measureOn(base, schema);
  } finally {
    await dropBenchSchema(schema);
  }
}
