/**
 * docs/performance.md#budgets: the first, unfiltered page of every list that can grow without bound, on 1,000,000 rows of
 * the signed-in tenant, through the real routes. Flows (accounts part), standard cities (api part) and the audit
 * trail (audit part) are measured where their own seeds are; this part covers the lists counted by migration
 * 125. Runs on a fresh in-memory PGlite, then, when DATABASE_URL is set, on that PostgreSQL in a schema of its own.
 */
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { benchSchemaName, benchServerConfig, dropBenchSchema } from './benchDatabase';
import { signIn } from './api';
import { ms, report, timeCalls } from './measure';

const ROWS = 1_000_000;
const rows = sql.lit(ROWS);

interface BenchList {
  name: string;
  /** Fills the list with ROWS rows of tenant 1 whose user is `userId`. */
  seed(db: Kysely<Database>, userId: number): Promise<unknown>;
  /** The first page as the console asks for it. */
  request: { method: 'GET' | 'POST'; path: string; body?: unknown };
}

const LISTS: BenchList[] = [
  {
    name: 'account types',
    seed: (db) =>
      sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind, create_time)
        select 1, 'BT' || g, 1, 1, now() - (g || ' seconds')::interval from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/accountcenter/actAccountType/listPage?current=1&size=20' },
  },
  {
    name: 'out merchants',
    seed: (db) =>
      sql`insert into cashier_out_merchant (tenant_id, out_supplier, merchant_code, merchant_name, create_time)
        select 1, 'BENCH', 'M' || g, '压测商户' || g, now() - (g || ' seconds')::interval from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/cashierMgr/cashieroutmerchant/page?current=1&size=20' },
  },
  {
    name: 'account subjects',
    seed: async (db) => {
      await sql`insert into act_subject (tenant_id, subject_no, subject_name, subject_type, create_time)
        select 1, 'BS' || g, '压测主体' || g, 1, now() - (g || ' seconds')::interval from generate_series(1, ${rows}) g`.execute(db);
      await sql`insert into act_account (tenant_id, subject_id, level, account_no, account_name, account_scope, flag, status, config_ids, account_sys_id, operator)
        select 1, id, 1, 'BSA' || id, subject_name, 1, 0, 2, '[]'::jsonb, '[]'::jsonb, 'bench' from act_subject where subject_no like 'BS%'`.execute(db);
    },
    request: { method: 'POST', path: '/accountcenter/subject/list', body: { current: 1, size: 20 } },
  },
  {
    name: 'business-travel cities',
    seed: (db) =>
      sql`insert into sys_city (tenant_id, country_code, sly_id, sly_code, name, full_name, level)
        select 1, 'CN', 'B' || g, 'B' || g, '压测城市' || g, '压测省-压测城市' || g, 3 from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/platsync/syscity/page?current=1&size=20' },
  },
  {
    name: 'system logs',
    seed: (db, userId) =>
      sql`insert into sys_log (tenant_id, user_id, username, type, message, create_time)
        select 1, ${userId}, 'admin', 'error', 'bench ' || g, now() - (g || ' seconds')::interval from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/admin/log/page?current=1&size=20' },
  },
  {
    name: 'export log',
    seed: (db, userId) =>
      sql`insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name)
        select 1, 'bench ' || g, 'accountFlow', 'done', ${userId}, 'admin' from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/admin/v1/export-task/page?current=1&size=20' },
  },
  {
    name: 'import log',
    seed: (db, userId) =>
      sql`insert into sys_import_log (tenant_id, template_code, batch, file_name, status, creator_id, creator_name)
        select 1, 'accountType', 'BENCH' || g, 'bench.xlsx', 'done', ${userId}, 'admin' from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/import/importlog/page?current=1&size=20' },
  },
  {
    name: 'messages',
    seed: (db, userId) =>
      sql`insert into sys_message (tenant_id, user_id, type, title, content, read_flag, create_time)
        select 1, ${userId}, 'notice', 'bench', 'message ' || g, case when g % 3 = 0 then '0' else '1' end, now() - (g || ' seconds')::interval
        from generate_series(1, ${rows}) g`.execute(db),
    request: { method: 'GET', path: '/admin/message/mine?current=1&size=20' },
  },
];

async function measureOn(base: AppConfig, schema?: string) {
  const config = benchServerConfig(base, schema);
  const where = schema ? 'PostgreSQL' : 'PGlite';
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = app.database.db;
    const admin = await db.selectFrom('sys_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const started = performance.now();
    for (const list of LISTS) await list.seed(db, Number(admin.user_id));
    // What autovacuum does on a running PostgreSQL; PGlite has none, so the bench does it once.
    await sql`vacuum analyze`.execute(db);
    report(`${LISTS.length} lists seeded with ${ROWS.toLocaleString('en')} rows each (${where})`, `${((performance.now() - started) / 1000).toFixed(1)} s`);

    const headers = { ...(await signIn(baseUrl, config)), 'Content-Type': 'application/json' };
    for (const list of LISTS) {
      let total = 0;
      const call = async () => {
        const { method, path, body } = list.request;
        const reply = await fetch(`${baseUrl}${config.apiBase}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
        const page = (await reply.json()) as { code: number; data: { total: number; records: unknown[] } };
        if (page.code !== 0 || page.data.records.length !== 20) throw new Error(`${list.name}: ${JSON.stringify(page).slice(0, 200)}`);
        total = page.data.total;
      };
      await timeCalls(10, call); // warm-up
      const stats = await timeCalls(200, call);
      const label = `${list.name}, first page unfiltered (total ${total.toLocaleString('en')}, ${where})`;
      report(`${label}, median`, ms(stats.median), '25 ms', stats.median < 25);
      report(`${label}, p95`, ms(stats.p95), '50 ms', stats.p95 < 50);
    }
  } finally {
    await app.close();
  }
}

export async function measureLists(base: AppConfig) {
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
