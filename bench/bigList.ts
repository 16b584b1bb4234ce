/**
 * The generated-list budget of docs/performance.md#budgets: the standard-city page call (page plus total) through
 * the real route, on a fresh database holding 1,000,000 standard cities of which 50,000 match the filter.
 * Runs on a fresh in-memory PGlite, or on the PostgreSQL of DATABASE_URL in a schema of its own.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { benchSchemaName, benchServerConfig, dropBenchSchema } from './benchDatabase';
import { signIn } from './api';
import { ms, report, timeCalls } from './measure';

const ROWS = 1_000_000;
/** Every 20th row gets the matching code prefix: 50,000 of 1,000,000. */
const MATCH_EVERY = 20;
const PREFIX = 'BM';

export async function measureBigList(base: AppConfig) {
  const schema = process.env.DATABASE_URL ? benchSchemaName() : undefined;
  const config = benchServerConfig(base, schema);
  const app = await buildApp(config);
  try {
    const db = app.database.db;
    const started = performance.now();
    await sql`
      insert into sys_standard_city (tenant_id, code, full_name, province_name, city_name, area_name, level, country_code, mapping_flag)
      select 1,
             case when g % ${sql.lit(MATCH_EVERY)} = 0 then ${sql.lit(PREFIX)} else 'BX' end || lpad(g::text, 7, '0'),
             '基准省-基准市' || (g % 1000) || '-基准区' || g,
             '基准省', '基准市' || (g % 1000), '基准区' || g, 3, 'CN',
             case when g % 7 = 0 then '1' else '0' end
      from generate_series(1, ${sql.lit(ROWS)}) as g`.execute(db);
    // What autovacuum does on a running PostgreSQL; PGlite has none, so the bench does it once.
    await sql`vacuum analyze sys_standard_city`.execute(db);
    const seeded = (performance.now() - started) / 1000;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = await signIn(baseUrl, config);
    const where = schema ? 'PostgreSQL' : 'PGlite';
    report(`standard cities seeded (${ROWS.toLocaleString('en')} rows, ${where})`, `${seeded.toFixed(1)} s`);

    /** Calls the list with `filter`, walking the first 50 pages so no single page stays hot; returns the total. */
    const lister = (filter: string) => {
      let page = 0;
      let total = 0;
      const call = async () => {
        page = (page % 50) + 1;
        const url = `${baseUrl}${config.apiBase}/platsync/sysStandardCity/page?current=${page}&size=20${filter}`;
        const reply = await fetch(url, { headers });
        const body = (await reply.json()) as { code: number; data: { total: number; records: unknown[] } };
        if (body.code !== 0 || body.data.records.length !== 20) throw new Error(`list failed: ${JSON.stringify(body).slice(0, 200)}`);
        total = body.data.total;
      };
      return { call, total: () => total.toLocaleString('en') };
    };

    const byCode = lister(`&code=${PREFIX}`);
    await timeCalls(20, byCode.call); // warm-up
    const stats = await timeCalls(300, byCode.call);
    report(`standard city page+total, code filter (${byCode.total()} match), median`, ms(stats.median), '25 ms', stats.median < 25);
    report(`standard city page+total, code filter (${byCode.total()} match), p95`, ms(stats.p95), '50 ms', stats.p95 < 50);

    const all = lister('');
    await timeCalls(10, all.call);
    const unfiltered = await timeCalls(100, all.call);
    report(`standard city page+total, no filter (${all.total()} rows), median`, ms(unfiltered.median), '25 ms', unfiltered.median < 25);
    report(`standard city page+total, no filter (${all.total()} rows), p95`, ms(unfiltered.p95), '50 ms', unfiltered.p95 < 50);

    // Contains-search on the full name has no index to use (no trigram extension assumed): reported, not budgeted.
    const byName = lister(`&fullName=${encodeURIComponent('基准市7-')}`);
    const contains = await timeCalls(10, byName.call);
    report(`standard city page+total, full-name contains (${byName.total()} match), median`, ms(contains.median));
  } finally {
    await app.close();
    if (schema) await dropBenchSchema(schema);
  }
}

// Run alone: `node --import tsx bench/bigList.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureBigList(loadConfig({ ...process.env, DATA_DIR: 'memory' })).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
