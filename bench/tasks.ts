import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { signIn } from './api';
import { report } from './measure';
import { FLOWS, seedAccountCentreBench } from './seedAccountCentre';

const BENCH_TENANT = 900;
const IMPORT_ROWS = 100_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory of a process from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** Samples a process's RSS until stopped; returns the peak seen. */
function rssSampler(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** `npm run serve` (the production server build) on the seeded data directory, as its own process: its memory is the server's alone. */
async function startServerProcess(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, baseUrl };
}

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * DESIGN.md section 10: export of 1,000,000 account flows (under 60 s, peak memory under 300 MB) and an
 * import of 100,000 rows, through the real HTTP calls and workers. The server of this part runs as its own
 * process (`dist-server/main.mjs`, as `npm start` runs it) on a PGlite data directory seeded beforehand (or,
 * with DATABASE_URL set, on that PostgreSQL in a schema of its own), so the memory measured is that server's,
 * not the million rows an in-memory database would hold. With PGlite that memory includes the database.
 */
export async function measureTasks() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-tasks-'));
  const schema = process.env.DATABASE_URL ? `bench_tasks_${randomBytes(5).toString('hex')}` : undefined;
  const env = { ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(schema ? { DB_SCHEMA: schema } : {}) };
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
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
  }
}

async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
}

async function measureOn(baseUrl: string, config: ReturnType<typeof loadConfig>, pid: number) {
  const api = `${baseUrl}${config.apiBase}`;

  // The export: every flow of tenant 1 (the million bench flows and the demo ones) by its administrator.
  const admin = { ...(await signIn(baseUrl, config, 'admin')), 'content-type': 'application/json' };
  const before = rssOf(pid);
  let stopSampling = rssSampler(pid);
  let start = performance.now();
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
  let seconds = (performance.now() - start) / 1000;
  let peak = stopSampling();
  if (task.state !== 'done' || task.successNum !== exportRows) throw new Error(`export ended ${task.state} with ${task.successNum} rows`);
  const file = await fetch(`${api}${task.downloadUrl}`, { headers: admin });
  const size = (await file.arrayBuffer()).byteLength;
  report(`export of ${exportRows.toLocaleString('en')} account flows to xlsx (request to done)`, `${seconds.toFixed(1)} s`, '60 s', seconds < 60);
  report('export rows per second', `${Math.round(exportRows / seconds).toLocaleString('en')}`);
  report('export peak server RSS (its own process)', mb(peak), '300 MB', peak < 300 * 1024 * 1024);
  report('server RSS before the export', mb(before));
  report('export file size', mb(size));

  // The operations user may act on any tenant through TENANT-ID: the import goes to the bench tenant.
  const headers = { ...(await signIn(baseUrl, config, 'operator')), 'TENANT-ID': String(BENCH_TENANT) };

  // Import: a 100,000-row workbook written with the streaming writer, uploaded through the real call.
  const path = join(tmpdir(), `atrium-bench-import-${process.pid}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet('账户类型');
  sheet.addRow(['账户类型名称', '账户类别', '账户种类', '备注']).commit();
  const categories = ['个人账户', '福利账户', '差旅账户', '部门加班卡', '部门活动卡'];
  for (let i = 1; i <= IMPORT_ROWS; i++) sheet.addRow([`imp${String(i).padStart(6, '0')}`, categories[i % 5], '金额', `导入 ${i}`]).commit();
  sheet.commit();
  await writer.commit();
  const bytes = readFileSync(path);
  report('import file size', mb(statSync(path).size));
  rmSync(path, { force: true });

  stopSampling = rssSampler(pid);
  start = performance.now();
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(bytes)]), 'bench.xlsx');
  const upload = (await (
    await fetch(`${api}/platsync/importdata/async/auto-import?templateCode=ACT_ACCOUNT_TYPE&tenantId=${BENCH_TENANT}`, {
      method: 'POST',
      headers,
      body: form,
    })
  ).json()) as { code: number; msg: string; data: { batch: string } };
  if (upload.code !== 0) throw new Error(`import upload failed: ${upload.msg}`);
  const log = await waitFor(async () => {
    const page = (await (await fetch(`${api}/import/importlog/page?templateCode=ACT_ACCOUNT_TYPE&size=1`, { headers })).json()) as {
      data: { records: { batch: string; status: string; successNum: number; dataCount: number; errorMsg: string | null }[] };
    };
    const row = page.data.records.find((r) => r.batch === upload.data.batch);
    return row && ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'].includes(row.status) ? row : undefined;
  });
  seconds = (performance.now() - start) / 1000;
  peak = stopSampling();
  if (log.status !== 'IMPORTED' || log.successNum !== IMPORT_ROWS) throw new Error(`import ended ${log.status} with ${log.successNum} of ${log.dataCount} rows: ${log.errorMsg}`);
  report(`import of ${IMPORT_ROWS.toLocaleString('en')} rows (upload to IMPORTED)`, `${seconds.toFixed(1)} s`);
  report('import rows per second', `${Math.round(IMPORT_ROWS / seconds).toLocaleString('en')}`);
  report('import peak server RSS', mb(peak));
}
