import { afterEach, describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';
import { uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/**
 * docs/security.md#input: at most 3 exports and imports running or queued per user. Beyond that the call
 * answers the 操作太频繁，请勿重复请求 of docs/product.md#errors-and-messages (HTTP 429, code 1) and creates no task; other users are not held back.
 * Unfinished tasks are made here as rows, so nothing depends on how fast the worker finishes real ones.
 */
const t = serverWithUsers(['admin', 'tenant']);

const EXPORT = '/accountcenter/actAccountType/export';
const BILL = 'EXPORT_ACCOUNT_TYPE';
const TOO_FREQUENT = { code: 1, msg: '操作太频繁，请勿重复请求', data: null };

const db = () => t.server.app.database.db;
const count = async (table: 'sys_export_task' | 'sys_import_log') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Unfinished tasks of a user, as a running worker leaves them. */
async function unfinished(user: { userId: number; tenantId: number }, exports: number, imports: number) {
  for (let i = 0; i < exports; i++) {
    await db()
      .insertInto('sys_export_task')
      .values({ tenant_id: user.tenantId, creator_id: user.userId, creator_name: 'flood', task_name: '账户类型', bill_type: BILL, params: '{}', state: 'doing', total_num: 1 })
      .execute();
  }
  for (let i = 0; i < imports; i++) {
    await db()
      .insertInto('sys_import_log')
      .values({
        tenant_id: user.tenantId,
        template_code: 'ACT_ACCOUNT_TYPE',
        batch: `flood-${user.userId}-${i}-${Date.now()}`,
        file_name: 'a.xlsx',
        status: i % 2 ? 'CHECKING' : 'UPLOADED',
        creator_id: user.userId,
        creator_name: 'flood',
      })
      .execute();
  }
}

afterEach(async () => {
  await db().updateTable('sys_export_task').set({ state: 'done' }).where('creator_name', '=', 'flood').execute();
  await db().updateTable('sys_import_log').set({ status: 'IMPORTED' }).where('creator_name', '=', 'flood').execute();
});

const requestExport = (token: string) => t.server.request('POST', EXPORT, { token, json: { billType: BILL } });

describe('at most 3 running or queued tasks per user', () => {
  it('refuses a fourth export with 操作太频繁，请勿重复请求 and no task', async () => {
    await unfinished(t.user.admin, 2, 1);
    const before = await count('sys_export_task');
    const reply = await requestExport(t.token.admin);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(TOO_FREQUENT);
    expect(await count('sys_export_task')).toBe(before);
  });

  it('refuses a fourth import the same way, before it reads the file', async () => {
    await unfinished(t.user.admin, 3, 0);
    const before = await count('sys_import_log');
    const bytes = await workbookOf([
      ['*账户类型名称', '*账户类别', '*账户种类', '备注'],
      ['限流导入', '福利账户', '金额', ''],
    ]);
    const reply = await uploadImport(t.server, t.token.admin, bytes, 'flood.xlsx');
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(TOO_FREQUENT);
    expect(await count('sys_import_log')).toBe(before);
  });

  it('refuses every one of a burst of calls made together, and creates nothing', async () => {
    await unfinished(t.user.admin, 1, 2);
    const before = await count('sys_export_task');
    const replies = await Promise.all(Array.from({ length: 12 }, () => requestExport(t.token.admin)));
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(429));
    expect(await count('sys_export_task')).toBe(before);
  });

  it('counts each user alone, and lets the user go on once a task is done', async () => {
    await unfinished(t.user.admin, 3, 0);
    const other = await requestExport(t.token.tenant);
    expect(other.body).toMatchObject({ code: 0, data: { total: expect.any(Number) } });
    expect((await requestExport(t.token.admin)).status).toBe(429);
    await db().updateTable('sys_export_task').set({ state: 'done' }).where('creator_name', '=', 'flood').where('creator_id', '=', t.user.admin.userId).execute();
    expect((await requestExport(t.token.admin)).body.code).toBe(0);
    await t.server.app.tasks.idle();
  });
});
