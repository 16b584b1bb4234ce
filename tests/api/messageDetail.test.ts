import { describe, expect, it } from 'vitest';
import type { SysMessageDetail } from '../../schemas/sysMessage';
import { serverWithUsers } from './support/server';
import { download, uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/** GET /admin/message/{id}: one reminder and the task it is about (the page /activti/detail/{id}). */
// Keyed by any string: helpers below look a user up by the name they are given.
const t = serverWithUsers<string>(['admin', 'operator', 'tenant']);

const detail = (name: string, id: number | string, tenantId?: number) => t.server.request('GET', `/admin/message/${id}`, { token: t.user[name].token, tenantId });

/** The reminder a finished task left for its user (sent after the task row is final, so wait for it). */
async function reminderOf(name: string, type: 'import' | 'export', taskId: number): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const row = await t.server.app.database.db
        .selectFrom('sys_message')
        .select('id')
        .where('user_id', '=', t.user[name].userId)
        .where('ref_type', '=', type)
        .where('ref_id', '=', taskId)
        .executeTakeFirst();
      id = row?.id;
      return id;
    })
    .toBeDefined();
  return id!;
}

describe('the own reminder', () => {
  it('of a finished export: the task as the export log shows it, its file, and it is read once opened', async () => {
    const started = await t.server.request('POST', '/accountcenter/actAccountType/export', { token: t.user.admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
    expect(started.body.code).toBe(0);
    const taskId = started.body.data.taskId as number;
    await t.server.app.tasks.idle();
    const id = await reminderOf('admin', 'export', taskId);
    const unread = await t.server.request('GET', '/admin/message/mine', { token: t.user.admin.token, query: { readFlag: '0' } });
    expect(unread.body.data.records.map((m: { id: number }) => m.id)).toContain(id);

    const reply = await detail('admin', id);
    expect(reply.status).toBe(200);
    const data = reply.body.data as SysMessageDetail;
    expect(data).toMatchObject({
      id,
      type: 'reminder',
      title: '协同提醒',
      content: '账户类型导出',
      readFlag: '1',
      ref: { type: 'export', id: taskId },
      task: { type: 'export', record: { id: taskId, taskName: '账户类型', billType: 'EXPORT_ACCOUNT_TYPE', state: 'done', creatorName: '系统管理员' } },
    });
    expect(data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const record = data.task!.record as { downloadUrl: string; totalNum: number; successNum: number };
    expect(record.successNum).toBe(record.totalNum);
    expect((await download(t.server, t.user.admin.token, record.downloadUrl)).status).toBe(200);

    const after = await t.server.request('GET', '/admin/message/mine', { token: t.user.admin.token, query: { readFlag: '0' } });
    expect(after.body.data.records.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it('of a finished import: the import log row with its result file', async () => {
    const bytes = await workbookOf([
      ['*账户类型名称', '*账户类别', '*账户种类', '备注'],
      ['提醒详情导入', '福利账户', '金额', ''],
    ]);
    const started = await uploadImport(t.server, t.user.admin.token, bytes, '提醒详情.xlsx');
    expect(started.body.code).toBe(0);
    await t.server.app.tasks.idle();
    const log = await t.server.app.database.db.selectFrom('sys_import_log').select('id').where('file_name', '=', '提醒详情.xlsx').executeTakeFirstOrThrow();
    const id = await reminderOf('admin', 'import', log.id);
    const data = (await detail('admin', id)).body.data as SysMessageDetail;
    expect(data).toMatchObject({
      content: '账户类型导入',
      ref: { type: 'import', id: log.id },
      task: { type: 'import', record: { id: log.id, fileName: '提醒详情.xlsx', status: 'IMPORTED', dataCount: 1, successNum: 1 } },
    });
    const record = data.task!.record as { downloadUrl: string };
    expect((await download(t.server, t.user.admin.token, record.downloadUrl)).status).toBe(200);
  });

  it('without a task, or whose task is gone: the message alone', async () => {
    const plain = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '审批单 AP-1');
    expect((await detail('admin', plain.messageId)).body.data).toMatchObject({ content: '审批单 AP-1', ref: null, task: null });

    const gone = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '已删除的导出', { type: 'export', id: 987654 });
    expect((await detail('admin', gone.messageId)).body.data).toMatchObject({ ref: { type: 'export', id: 987654 }, task: null });
  });
});

describe('somebody else’s reminder', () => {
  it("another user's of the same tenant: 403 with a clear message, and it stays unread", async () => {
    const { messageId } = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '管理员的提醒');
    const reply = await detail('operator', messageId, 1);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 1, msg: '这条消息不是发给当前用户的，无权查看' });
    const row = await t.server.app.database.db.selectFrom('sys_message').select('read_flag').where('id', '=', messageId).executeTakeFirstOrThrow();
    expect(row.read_flag).toBe('0');
  });

  it('of another tenant: 403, also for the addressee when acting for another tenant', async () => {
    const { messageId } = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '租户1的提醒');
    expect((await detail('tenant', messageId)).status).toBe(403);
    // The operations user works in any tenant; its reminder of tenant 2 opens only while acting for tenant 2.
    const other = await t.server.app.realtime.notifyUser(2, t.user.operator.userId, '租户2的提醒');
    const asTenant1 = await detail('operator', other.messageId, 1);
    expect(asTenant1.status).toBe(403);
    expect(asTenant1.body.msg).toBe('这条消息不是发给当前用户的，无权查看');
    expect((await detail('operator', other.messageId, 2)).body.data).toMatchObject({ content: '租户2的提醒', readFlag: '1' });
  });

  it('whose task the reader may not see: the message, without the task', async () => {
    // A reminder naming a task of another tenant (never sent by the server, but the detail must not leak it).
    const foreignTask = await t.server.app.database.db
      .insertInto('sys_export_task')
      .values({ tenant_id: 2, task_name: '别的租户', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'done', creator_id: t.user.tenant.userId, creator_name: '华东管理员' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { messageId } = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '越权', { type: 'export', id: foreignTask.id });
    expect((await detail('admin', messageId)).body.data).toMatchObject({ ref: { type: 'export', id: foreignTask.id }, task: null });
  });
});

describe('bad ids', () => {
  it('answer 400 with the id message, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%20']) {
      const reply = await detail('admin', id);
      expect(reply.status, id).toBe(400);
      expect(reply.body.msg).toBe('消息编号格式错误');
    }
  });

  it('an unknown id: 404 消息不存在或已被删除', async () => {
    const reply = await detail('admin', 987654321);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 1, msg: '消息不存在或已被删除' });
  });

  it('without a sign-in: 401', async () => {
    expect((await t.server.request('GET', '/admin/message/1')).status).toBe(401);
  });
});
