import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/createDatabase';
import { JobQueue } from '../../server/jobs/jobQueue';
import { DiskFileStore } from '../../server/tasks/files';
import { TaskRunner } from '../../server/tasks/runner';
import { TASK_QUEUES } from '../../server/tasks/taskJobs';
import { findExport } from '../../server/tasks/registry';
import { TaskEvents } from '../../server/tasks/taskEvents';
import { startServer, type TestServer } from './support/server';
import { workbookOf } from './support/xlsx';
import { uploadImport } from './support/tasks';

/** The same database across starts: a data directory for PGlite, a fixed schema on PostgreSQL. */
const dirs: string[] = [];
const schemas: string[] = [];
function sameDatabase(extra: Record<string, string> = {}): Record<string, string> {
  if (process.env.DATABASE_URL) {
    const schema = `restart_${randomBytes(5).toString('hex')}`;
    schemas.push(schema);
    return { DB_SCHEMA: schema, ...extra };
  }
  const dir = mkdtempSync(join(tmpdir(), 'atrium-restart-'));
  dirs.push(dir);
  return { DATA_DIR: dir, ...extra };
}

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (process.env.DATABASE_URL && schemas.length > 0) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  }
});

const quiet = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, child: () => quiet, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;
const exportRow = (s: TestServer, id: number) => s.app.database.db.selectFrom('sys_export_task').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const importRow = (s: TestServer, id: number) => s.app.database.db.selectFrom('sys_import_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The database of `env` opened on its own, after its server stopped. */
async function openDatabase(env: Record<string, string>) {
  return createDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}), ...env }));
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('an instance that dies with tasks under way', () => {
  it("leaves them to the heart-beat: the next start's sweeper finds their beat old, runs the export again and fails the import as interrupted", async () => {
    // Runs beat every second here (dead after three missed beats), so that the sweeper can be watched.
    const env = sameDatabase({ TASK_HEARTBEAT_SECONDS: '1' });
    const first = await startServer(env);
    const db = first.app.database.db;
    const admin = await db.selectFrom('sys_user').select(['user_id', 'actual_name']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const creator = { tenant_id: 1, creator_id: admin.user_id, creator_name: admin.actual_name };
    await first.app.close();

    // The dying instance: it queues an export and an import, claims both jobs, their runs start (and beat once),
    // and the instance is gone (kill -9) before they write another row.
    const handle = await openDatabase(env);
    const dying = new JobQueue(handle, quiet, { maintenanceSeconds: 60, pollingSeconds: 60 });
    await dying.start();
    const files = new DiskFileStore('memory');
    const runner = new TaskRunner(handle.db, files, dying, quiet, () => {}, { heartbeatMs: 1000, exportRetries: 2 }, new TaskEvents(() => {}));
    const ctx = { tenantId: 1, userId: admin.user_id, lang: 'zh' as const };
    const [exportId, importId] = await handle.db.transaction().execute(async (trx) => {
      const exportJob = randomUUID();
      const task = await trx
        .insertInto('sys_export_task')
        .values({ ...creator, task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', total_num: 2, job_id: exportJob })
        .returning('id')
        .executeTakeFirstOrThrow();
      await runner.submitExport(trx, exportJob, { taskId: task.id, billType: 'EXPORT_ACCOUNT_TYPE', input: { billType: 'EXPORT_ACCOUNT_TYPE' }, ctx });
      const importJob = randomUUID();
      const log = await trx
        .insertInto('sys_import_log')
        .values({ ...creator, template_code: 'ACT_ACCOUNT_TYPE', batch: randomUUID(), file_name: 'a.xlsx', status: 'IMPORTING', success_num: 500, job_id: importJob })
        .returning('id')
        .executeTakeFirstOrThrow();
      await runner.submitImport(trx, importJob, { logId: log.id, templateCode: 'ACT_ACCOUNT_TYPE', ctx, storedName: `${randomUUID()}.xlsx` });
      return [task.id, log.id];
    });
    expect(await dying.claimWithoutRunning(TASK_QUEUES.export)).not.toBeNull();
    expect(await dying.claimWithoutRunning(TASK_QUEUES.import)).not.toBeNull();
    await handle.db
      .updateTable('sys_export_task')
      .set({ attempt: 1, heartbeat_time: sql<Date>`now()` })
      .where('id', '=', exportId)
      .execute();
    await handle.db
      .updateTable('sys_import_log')
      .set({ heartbeat_time: sql<Date>`now()` })
      .where('id', '=', importId)
      .execute();
    await dying.drain(0);
    files.close();
    await handle.close();

    const second = await startServer(env);
    try {
      // Starting is not a verdict on anyone's tasks: their beats are not old yet, and a sweeper that has just
      // reached the database judges nobody.
      expect((await exportRow(second, exportId)).state).toBe('doing');
      expect((await importRow(second, importId)).status).toBe('IMPORTING');

      // Three missed beats later the sweeper takes both back; the export's job runs again here, from the start.
      await second.app.tasks.idle();
      const task = await exportRow(second, exportId);
      expect(task).toMatchObject({ state: 'done', attempt: 2, success_num: task.total_num, heartbeat_time: expect.any(Date) });
      expect(task.file_name).toMatch(/\.xlsx$/);
      const job = await second.app.jobs.job(TASK_QUEUES.export, task.job_id!);
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
      const log = await importRow(second, importId);
      // What was written stays counted; the import is not run again.
      expect(log).toMatchObject({ status: 'IMPORT_FAIL', error_msg: '导入中断，请重新导入', success_num: 500, heartbeat_time: null });
      // Its creator is told, as of any task that ends: the reminder opens the import with its message.
      const reminder = () =>
        second.app.database.db
          .selectFrom('sys_message')
          .select('content')
          .where('user_id', '=', admin.user_id)
          .where('ref_type', '=', 'import')
          .where('ref_id', '=', importId)
          .executeTakeFirst();
      await expect.poll(reminder).toMatchObject({ content: '账户类型导入' });
      const shown = await second.request('GET', '/import/importlog/page', { token: await second.login('admin'), query: { templateCode: 'ACT_ACCOUNT_TYPE', current: 1, size: 20 } });
      expect(shown.body.data.records.find((r: { id: number }) => r.id === importId)).toMatchObject({ status: 'IMPORT_FAIL', errorMsg: '导入中断，请重新导入' });
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('never takes back a long run that is alive: an export beating on its row outlasts many times the dead age', async () => {
    const env = sameDatabase({ TASK_HEARTBEAT_SECONDS: '1' });
    const s = await startServer(env);
    try {
      const admin = await s.login('admin');
      await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
        select 1, 'alive' || g, 1, 1 from generate_series(1, 12000) g`.execute(s.app.database.db);
      // Its first pages wait as a slow query would: the run makes no progress for three times the dead age
      // (three missed beats), while its own timer keeps beating. The declaration's page is restored after.
      const def = findExport('EXPORT_ACCOUNT_TYPE')!;
      const page = def.page;
      let pages = 0;
      def.page = async (...args) => {
        pages++;
        if (pages <= 3) await new Promise((resolve) => setTimeout(resolve, 3000));
        return page(...args);
      };
      try {
        const reply = await s.request('POST', '/accountcenter/actAccountType/export', { token: admin, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'alive' } });
        const id: number = reply.body.data.taskId;
        await s.app.tasks.idle();
        expect(await exportRow(s, id)).toMatchObject({ state: 'done', attempt: 1, success_num: 12000, message: null });
        expect(pages).toBe(3);
      } finally {
        def.page = page;
      }
    } finally {
      await s.stop();
    }
  }, 120_000);
});

/** A server with `grace` seconds of shutdown grace, running an export of `rows` account types past its first page. */
async function exportUnderWay(grace: string, rows: number) {
  const env = sameDatabase({ SHUTDOWN_GRACE_SECONDS: grace });
  const s = await startServer(env);
  const admin = await s.login('admin');
  await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
    select 1, 'underway' || g, 1, 1 from generate_series(1, ${rows}::int) g`.execute(s.app.database.db);
  const reply = await s.request('POST', '/accountcenter/actAccountType/export', { token: admin, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'underway' } });
  const id: number = reply.body.data.taskId;
  await waitFor(async () => ((await exportRow(s, id)).success_num > 0 ? true : undefined), 'the first page');
  return { env, s, id };
}

describe('an instance that stops (SIGTERM: app.close)', () => {
  it('lets a running export finish within the grace period', async () => {
    const { env, s, id } = await exportUnderWay('60', 20000);
    await s.app.close();
    const handle = await openDatabase(env);
    try {
      const after = await handle.db.selectFrom('sys_export_task').select(['state', 'success_num']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(after).toEqual({ state: 'done', success_num: 20000 });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('hands a running export back to the queue when the grace period is over; the next start finishes it', async () => {
    const { env, s, id } = await exportUnderWay('0', 30000);
    const jobId = (await exportRow(s, id)).job_id!;
    await s.app.close();

    const again = await startServer(env);
    try {
      // Handed back, not failed: the queue holds it for a retry, and this start's worker takes it.
      await again.app.tasks.idle();
      const task = await exportRow(again, id);
      expect(task).toMatchObject({ state: 'done', attempt: 2, success_num: 30000, message: null });
      expect(await again.app.jobs.job(TASK_QUEUES.export, jobId)).toMatchObject({ state: 'completed', retryCount: 1 });
      const file = await again.request('GET', `/admin/sys-file/export/${task.file_name}`, { token: await again.login('admin') });
      expect(file.status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('records a running import as stopped, and never runs it again (rows may be written already)', async () => {
    const env = sameDatabase({ SHUTDOWN_GRACE_SECONDS: '0' });
    const s = await startServer(env);
    const admin = await s.login('admin');
    const rows: unknown[][] = [['账户类型名称', '账户类别', '账户种类', '备注']];
    for (let i = 1; i <= 20000; i++) rows.push([`停止${i}`, '福利账户', '金额', '']);
    const upload = await uploadImport(s, admin, await workbookOf(rows), 'stop.xlsx');
    expect(upload.body.code).toBe(0);
    const id = upload.body.data.id;
    // A worker has taken it and reads the sheet (20,000 rows: a second or so) when the stop comes.
    await waitFor(async () => ((await importRow(s, id)).status === 'CHECKING' ? true : undefined), 'the worker to take the import');
    await s.app.close();

    const again = await startServer(env);
    try {
      await again.app.tasks.idle();
      expect(await importRow(again, id)).toMatchObject({ status: 'IMPORT_FAIL', error_msg: '服务停止，任务中断', success_num: 0 });
      const written = await again.app.database.db.selectFrom('act_account_type').select('id').where('account_type_name', 'like', '停止%').execute();
      expect(written).toEqual([]);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
