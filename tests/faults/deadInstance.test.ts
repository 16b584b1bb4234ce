import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, stopInstance } from '../../scripts/instances';
import { workbookOf } from '../api/support/xlsx';
import { call, database, figure, origin, ports, seconds, signIn, until } from './cluster';

/**
 * An instance that dies (kill -9) with an export and an import under way (docs/operating.md, "What survives
 * what"): the other instance's sweeper finds their heart-beat old within 60 s; the export runs again there and
 * finishes once, with every row and a file that opens, and the import is failed as interrupted, no row written
 * twice. The dead instance is started again meanwhile, as an orchestrator would.
 */
const db = database();
const EXPORT_ROWS = 200_000;
const IMPORT_ROWS = 40_000;
const NOTICE_LIMIT_MS = 60_000;

beforeAll(async () => {
  await db.connect();
  await db.query(`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
    select 1, 'deadexp' || g, 1, 1 from generate_series(1, ${EXPORT_ROWS}) g`);
});
afterAll(async () => {
  await db.query("delete from act_account_type where account_type_name like 'deadexp%' or account_type_name like 'deadimp%'");
  await db.end();
});

async function upload(token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(bytes)]), 'dead.xlsx');
  const res = await fetch(`${origin.a}/catering/platsync/importdata/async/auto-import?templateCode=ACT_ACCOUNT_TYPE`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()) as { code: number; data: { id: number } };
}

/** The rows of a workbook's sheets, read as a stream (the file holds 200,000 rows), with its first row's first cell. */
async function sheetRows(bytes: Buffer): Promise<{ rows: number; names: Set<string>; header: unknown }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {});
  let rows = 0;
  let header: unknown;
  const names = new Set<string>();
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows++;
      const first = (row.values as unknown[])[1];
      if (rows === 1) header = first;
      else names.add(String(first));
    }
  }
  return { rows, names, header };
}

const exportRow = async (id: number) => (await db.query('select state, attempt, success_num, total_num, file_name, job_id, message from sys_export_task where id = $1', [id])).rows[0];
const importRow = async (id: number) => (await db.query('select status, success_num, error_msg, job_id from sys_import_log where id = $1', [id])).rows[0];

describe('an instance killed while it runs an export and an import', () => {
  it('its export runs again on the other instance and finishes once with every row; its import fails as interrupted, no row written twice', async () => {
    const admin = await signIn(db, 'a');
    const sheet = [['账户类型名称', '账户类别', '账户种类', '备注']];
    for (let i = 1; i <= IMPORT_ROWS; i++) sheet.push([`deadimp${i}`, '福利账户', '金额', '']);
    const uploaded = await upload(admin.token, await workbookOf(sheet));
    expect(uploaded.code).toBe(0);
    const logId = uploaded.data.id;
    // The instance that took a request starts its task at once: both run on a.
    const requested = await call('a', 'POST', '/accountcenter/actAccountType/export', { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'deadexp' } });
    expect(requested.body.data.total).toBe(EXPORT_ROWS);
    const taskId = requested.body.data.taskId as number;

    // Both under way: the export past its first page, the import writing rows.
    await until(
      async () => {
        const [task, log] = [await exportRow(taskId), await importRow(logId)];
        if (task.state !== 'doing' || !['CHECKING', 'CHECKED', 'IMPORTING'].includes(log.status))
          throw new Error(`a task ended before the kill: export ${task.state}, import ${log.status}`);
        return task.success_num > 0 && log.status === 'IMPORTING' && log.success_num > 0 ? true : undefined;
      },
      'the export and the import to be under way on a',
      120_000,
      50,
    );
    await stopInstance('a', { signal: 'SIGKILL' });
    const killed = performance.now();
    const before = await importRow(logId);
    const restarting = startInstance('a', ports.a);

    const exportNoticed = until(async () => ((await exportRow(taskId)).attempt >= 2 ? true : undefined), 'the dead export running again', NOTICE_LIMIT_MS);
    const importNoticed = until(async () => ((await importRow(logId)).status === 'IMPORT_FAIL' ? true : undefined), 'the dead import failed', NOTICE_LIMIT_MS);
    await exportNoticed;
    figure('kill -9: export of the dead instance running again on another', seconds(performance.now() - killed), '60 s');
    await importNoticed;
    figure('kill -9: import of the dead instance failed as interrupted', seconds(performance.now() - killed), '60 s');
    await restarting;

    // The import: failed with its reason, what it wrote stays counted, nothing written twice, never run again.
    const log = await importRow(logId);
    expect(log).toMatchObject({ status: 'IMPORT_FAIL', error_msg: '导入中断，请重新导入' });
    expect(log.success_num).toBeGreaterThanOrEqual(before.success_num);
    const written = (await db.query("select count(*)::int as n, count(distinct account_type_name)::int as names from act_account_type where account_type_name like 'deadimp%'")).rows[0];
    expect(written).toEqual({ n: log.success_num, names: log.success_num });
    await until(
      async () => (await db.query('select state from pgboss.job where id = $1', [log.job_id])).rows[0]?.state === 'failed' || undefined,
      'its job to be failed for good',
      30_000,
    );
    const shown = await call('b', 'GET', '/import/importlog/page?templateCode=ACT_ACCOUNT_TYPE&current=1&size=20', { token: admin.token });
    expect(shown.body.data.records.find((r: { id: number }) => r.id === logId)).toMatchObject({ status: 'IMPORT_FAIL', errorMsg: '导入中断，请重新导入' });

    // The export: finishes once, every row in a file that opens.
    const { ms } = await until(async () => ((await exportRow(taskId)).state !== 'doing' ? true : undefined), 'the export to finish', 180_000, 250);
    figure('kill -9: export done after it ran again', seconds(ms), 'none');
    const task = await exportRow(taskId);
    expect(task).toMatchObject({ state: 'done', attempt: 2, success_num: EXPORT_ROWS, total_num: EXPORT_ROWS, message: null });
    const job = (await db.query('select state, retry_count from pgboss.job where id = $1', [task.job_id])).rows[0];
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    const reminders = (await db.query("select count(*)::int as n from sys_message where ref_type = 'export' and ref_id = $1", [taskId])).rows[0].n;
    expect(reminders).toBe(1);
    const file = await call('b', 'GET', `/admin/sys-file/export/${task.file_name}`, { token: admin.token });
    expect(file.status).toBe(200);
    const read = await sheetRows(file.bytes);
    expect(read.header).toBe('账户类型名称');
    expect(read.rows).toBe(EXPORT_ROWS + 1);
    // Every row once: as many names as rows.
    expect(read.names.size).toBe(EXPORT_ROWS);
  }, 600_000);
});
