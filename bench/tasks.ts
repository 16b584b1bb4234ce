import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { dropBenchSchema } from './benchDatabase';
import { signIn } from './api';
import { report } from './measure';
import { FLOWS, seedAccountCentreBench } from './seedAccountCentre';
import { BENCH_TENANT, timeImport, xlsxOfAccountTypes } from './imports';
import { mb, rssOf, rssSampler, startServerProcess, stopServerProcess, waitFor } from './serverProcess';
import { CI_SECRETS } from '../scripts/productionSecrets';

const IMPORT_ROWS = 100_000;

/**
 * docs/performance.md#exports-and-memory: export of 1,000,000 account flows (under 60 s, peak memory under 300 MB) and an
 * import of 100,000 rows, through the real HTTP calls and workers. The server of this part runs as its own
 * process (`dist-server/main.mjs`, as `npm start` runs it) on a PGlite data directory seeded beforehand (or,
 * with DATABASE_URL set, on that PostgreSQL in a schema of its own), so the memory measured is that server's,
 * not the million rows an in-memory database would hold. With PGlite that memory includes the database.
 */
export async function measureTasks() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-tasks-'));
  const schema = process.env.DATABASE_URL ? `bench_tasks_${randomBytes(5).toString('hex')}` : undefined;
  const env = { ...process.env, ...CI_SECRETS, DATA_DIR: dataDir, CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(schema ? { DB_SCHEMA: schema } : {}) };
  const config = loadConfig(env);
  report('database of the server', schema ? `PostgreSQL` : 'PGlite (in the process)');
  const seeding = await buildApp(config);
  await seeding.database.db.insertInto('sys_tenant').values({ id: BENCH_TENANT, name: '基准测试租户', short_name: 'bench', status: '0' }).execute();
  const seedStart = performance.now();
  await seedAccountCentreBench(seeding.database.db);
  await sql`vacuum analyze`.execute(seeding.database.db);
  report(`seeded ${FLOWS.toLocaleString('en')} account flows (generate_series)`, `${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await seeding.close();

  const { child, baseUrl } = await startServerProcess(env);
  try {
    await measureOn(baseUrl, config, child.pid!);
  } finally {
    await stopServerProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) await dropBenchSchema(schema);
  }
}

async function measureOn(baseUrl: string, config: ReturnType<typeof loadConfig>, pid: number) {
  const api = `${baseUrl}${config.apiBase}`;

  // The export: every flow of tenant 1 (the million bench flows and the demo ones) by its administrator.
  const admin = { ...(await signIn(baseUrl, config, 'admin')), 'content-type': 'application/json' };
  const before = rssOf(pid);
  const stopSampling = rssSampler(pid);
  const start = performance.now();
  const requested = (await (
    await fetch(`${api}/accountcenter/actaccountflow/detail/export`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ billType: 'EXPORT_ACCOUNT_FLOW_DETAIL' }),
    })
  ).json()) as { code: number; data: { taskId: number; total: number } };
  if (requested.code !== 0 || requested.data.total < FLOWS) throw new Error(`export request failed: ${JSON.stringify(requested)}`);
  const exportRows = requested.data.total;
  const task = await waitFor(async () => {
    const page = (await (await fetch(`${api}/admin/v1/export-task/page?size=1`, { headers: admin })).json()) as {
      data: { records: { id: number; state: string; successNum: number; downloadUrl: string | null }[] };
    };
    const row = page.data.records.find((r) => r.id === requested.data.taskId);
    return row && row.state !== 'doing' ? row : undefined;
  });
  const seconds = (performance.now() - start) / 1000;
  const peak = stopSampling();
  if (task.state !== 'done' || task.successNum !== exportRows) throw new Error(`export ended ${task.state} with ${task.successNum} rows`);
  const file = await fetch(`${api}${task.downloadUrl}`, { headers: admin });
  const size = (await file.arrayBuffer()).byteLength;
  report(`export of ${exportRows.toLocaleString('en')} account flows to xlsx (request to done)`, `${seconds.toFixed(1)} s`, '60 s', seconds < 60);
  report('export rows per second', `${Math.round(exportRows / seconds).toLocaleString('en')}`);
  report('export peak server RSS (its own process)', mb(peak), '300 MB', peak < 300 * 1024 * 1024);
  report('server RSS before the export', mb(before));
  report('export file size', mb(size));

  // Import: a 100,000-row workbook written with the streaming writer, uploaded through the real call.
  await timeImport(baseUrl, config, pid, `import of ${IMPORT_ROWS.toLocaleString('en')} rows (.xlsx)`, {
    bytes: await xlsxOfAccountTypes('imp', IMPORT_ROWS),
    name: 'bench.xlsx',
    rows: IMPORT_ROWS,
  });
}
