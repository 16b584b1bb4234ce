import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { signIn } from './api';
import { report } from './measure';
import { mb, rssSampler, startServerProcess, stopServerProcess, waitFor } from './serverProcess';
import { CI_SECRETS } from '../scripts/productionSecrets';

export const BENCH_TENANT = 900;
const HEADER = ['账户类型名称', '账户类别', '账户种类', '备注'];
const CATEGORIES = ['个人账户', '福利账户', '差旅账户', '部门加班卡', '部门活动卡'];
/** The most data rows one .xls (BIFF8) sheet holds: 65,536 rows, the header included; an import reads the first sheet. */
export const XLS_SHEET_ROWS = 65_535;

const row = (prefix: string, i: number) => [`${prefix}${String(i).padStart(6, '0')}`, CATEGORIES[i % 5], '金额', `导入 ${i}`];

/** An account type workbook of `rows` data rows written with exceljs's streaming writer, as a user's .xlsx. */
export async function xlsxOfAccountTypes(prefix: string, rows: number): Promise<Buffer> {
  const path = join(tmpdir(), `atrium-bench-import-${process.pid}-${prefix}.xlsx`);
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet('账户类型');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(row(prefix, i)).commit();
  sheet.commit();
  await writer.commit();
  const bytes = readFileSync(path);
  rmSync(path, { force: true });
  return bytes;
}

/** The same rows as an Excel 97-2003 workbook (BIFF8), written by @e965/xlsx. */
function xlsOfAccountTypes(prefix: string, rows: number): Buffer {
  const data = [HEADER];
  for (let i = 1; i <= rows; i++) data.push(row(prefix, i));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), '账户类型');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** The operations user may act on any tenant through TENANT-ID: the imports go to the bench tenant. */
async function operatorHeaders(baseUrl: string, config: ReturnType<typeof loadConfig>) {
  return { ...(await signIn(baseUrl, config, 'operator')), 'TENANT-ID': String(BENCH_TENANT) };
}

/**
 * One import through the real upload call into the bench tenant, timed from the upload to IMPORTED, with the
 * server's peak RSS meanwhile (an .xls is read in a worker thread of the same process, so its heap is counted).
 */
export async function timeImport(baseUrl: string, config: ReturnType<typeof loadConfig>, pid: number, what: string, file: { bytes: Buffer; name: string; rows: number }) {
  const api = `${baseUrl}${config.apiBase}`;
  const headers = await operatorHeaders(baseUrl, config);
  const stopSampling = rssSampler(pid);
  const start = performance.now();
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(file.bytes)]), file.name);
  const upload = (await (
    await fetch(`${api}/platsync/importdata/async/auto-import?templateCode=ACT_ACCOUNT_TYPE&tenantId=${BENCH_TENANT}`, { method: 'POST', headers, body: form })
  ).json()) as { code: number; msg: string; data: { batch: string } };
  if (upload.code !== 0) throw new Error(`import upload failed: ${upload.msg}`);
  const log = await waitFor(async () => {
    const page = (await (await fetch(`${api}/import/importlog/page?templateCode=ACT_ACCOUNT_TYPE&size=1`, { headers })).json()) as {
      data: { records: { batch: string; status: string; successNum: number; dataCount: number; errorMsg: string | null }[] };
    };
    const found = page.data.records.find((r) => r.batch === upload.data.batch);
    return found && ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'].includes(found.status) ? found : undefined;
  });
  const seconds = (performance.now() - start) / 1000;
  const peak = stopSampling();
  if (log.status !== 'IMPORTED' || log.successNum !== file.rows) throw new Error(`${what}: ended ${log.status} with ${log.successNum} of ${log.dataCount} rows: ${log.errorMsg}`);
  report(`${what}: file size`, mb(file.bytes.length));
  report(`${what}: upload to IMPORTED`, `${seconds.toFixed(1)} s`);
  report(`${what}: rows per second`, Math.round(file.rows / seconds).toLocaleString('en'));
  report(`${what}: peak server RSS`, mb(peak));
}

/**
 * docs/product.md#import-and-export-tasks: the import of 100,000 rows from .xls beside .xlsx, time and peak memory, on a server process of its
 * own (an empty PGlite data directory). One .xls sheet holds at most 65,535 data rows (BIFF8's 65,536-row grid),
 * so 100,000 rows cannot be one .xls: the .xls runs at that most, beside an .xlsx of the same rows and an .xlsx
 * of 100,000.
 */
export async function measureImports() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-imports-'));
  const env = { ...process.env, ...CI_SECRETS, DATA_DIR: dataDir, CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: undefined };
  const config = loadConfig(env);
  const seeding = await buildApp(config);
  await seeding.database.db.insertInto('sys_tenant').values({ id: BENCH_TENANT, name: '基准测试租户', short_name: 'bench', status: '0' }).execute();
  await seeding.close();
  // The files are made before the server starts: writing one blocks this process, whose idle connections the
  // server would close meanwhile.
  const rows = 100_000;
  const most = XLS_SHEET_ROWS;
  const runs = [
    { what: `.xlsx, ${rows.toLocaleString('en')} rows`, file: { bytes: await xlsxOfAccountTypes('x', rows), name: 'bench.xlsx', rows } },
    { what: `.xlsx, ${most.toLocaleString('en')} rows`, file: { bytes: await xlsxOfAccountTypes('y', most), name: 'bench.xlsx', rows: most } },
    { what: `.xls, ${most.toLocaleString('en')} rows (one sheet's most)`, file: { bytes: xlsOfAccountTypes('z', most), name: 'bench.xls', rows: most } },
  ];
  const { child, baseUrl } = await startServerProcess(env);
  try {
    for (const run of runs) await timeImport(baseUrl, config, child.pid!, run.what, run.file);
  } finally {
    await stopServerProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
