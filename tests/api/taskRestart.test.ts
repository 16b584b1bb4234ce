import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/** The same database across two starts: a data directory for PGlite, a fixed schema on PostgreSQL. */
const dir = mkdtempSync(join(tmpdir(), 'atrium-restart-'));
const schema = `restart_${randomBytes(5).toString('hex')}`;
const env: Record<string, string> = process.env.DATABASE_URL ? { DB_SCHEMA: schema } : { DATA_DIR: dir };

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
  }
});

describe('a restart during tasks', () => {
  it('marks tasks left running failed, keeping the rows they had committed on record', async () => {
    const first = await startServer(env);
    const db = first.app.database.db;
    const admin = await db.selectFrom('sys_user').select(['user_id', 'actual_name']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const creator = { tenant_id: 1, creator_id: admin.user_id, creator_name: admin.actual_name };
    // What a killed process leaves behind: rows in every running state.
    for (const status of ['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING']) {
      await db.insertInto('sys_import_log').values({ ...creator, template_code: 'ACT_ACCOUNT_TYPE', batch: `b-${status}`, file_name: 'a.xlsx', status, success_num: 500 }).execute();
    }
    await db.insertInto('sys_import_log').values({ ...creator, template_code: 'ACT_ACCOUNT_TYPE', batch: 'b-done', file_name: 'a.xlsx', status: 'IMPORTED' }).execute();
    await db.insertInto('sys_export_task').values({ ...creator, task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', total_num: 10 }).execute();
    await db.insertInto('sys_export_task').values({ ...creator, task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'done', total_num: 10 }).execute();
    await first.app.close();

    const second = await startServer(env);
    try {
      const logs = await second.app.database.db.selectFrom('sys_import_log').select(['batch', 'status', 'error_msg', 'success_num']).orderBy('id').execute();
      expect(logs.filter((l) => l.batch !== 'b-done').every((l) => l.status === 'IMPORT_FAIL' && l.success_num === 500)).toBe(true);
      expect(logs[0].error_msg).toBe('服务重启，任务中断（已写入的数据以成功条数为准）');
      expect(logs.find((l) => l.batch === 'b-done')?.status).toBe('IMPORTED');
      const tasks = await second.app.database.db.selectFrom('sys_export_task').select(['state', 'message']).orderBy('id').execute();
      expect(tasks).toEqual([
        { state: 'failed', message: '服务重启，任务中断（已写入的数据以成功条数为准）' },
        { state: 'done', message: null },
      ]);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('a server stopping while an export runs records it failed and leaves no file', async () => {
    const s = await startServer(env);
    const admin = await s.login('admin');
    await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
      select 1, 'stop' || g, 1, 1 from generate_series(1, 30000) g`.execute(s.app.database.db);
    const reply = await s.request('POST', '/accountcenter/actAccountType/export', { token: admin, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: 'stop' } });
    expect(reply.body.code).toBe(0);
    await s.app.close();

    const again = await startServer(env);
    try {
      const task = await again.app.database.db.selectFrom('sys_export_task').selectAll().where('id', '=', reply.body.data.taskId).executeTakeFirstOrThrow();
      expect(task.state).toBe('failed');
      expect(['服务停止，任务中断', '服务重启，任务中断（已写入的数据以成功条数为准）']).toContain(task.message);
      expect(task.file_name).toBeNull();
    } finally {
      await again.stop();
    }
  }, 120_000);
});
