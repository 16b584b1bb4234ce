import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findExport } from '../../server/tasks/registry';
import { serverWithUsers } from './support/server';
import { download } from './support/tasks';
import { readWorkbook, sheetRows } from './support/xlsx';

const EXPORT = '/accountcenter/actAccountType/export';
const BILL = 'EXPORT_ACCOUNT_TYPE';

const t = serverWithUsers(['admin', 'tenant']);
beforeAll(async () => {
  const create = (json: unknown) => t.server.request('POST', '/accountcenter/actAccountType', { token: t.token.admin, json });
  for (const name of ['导出甲', '导出乙', '导出丙']) await create({ accountTypeName: name, accountType: 1, accountKind: 1, remark: `${name}备注` });
  for (const [name, remark] of [
    ['=1+2', '=HYPERLINK("http://x","y")'],
    ['+注入', '-10'],
    ['@SUM(A1)', '\tTab'],
  ]) {
    await create({ accountTypeName: name, accountType: 2, accountKind: 2, remark });
  }
});

const requestExport = (token: string, body: Record<string, unknown>, query: Record<string, string> = {}, lang?: string) =>
  t.server.request('POST', EXPORT, { token, json: body, query, headers: lang ? { 'accept-language': lang } : {} });
const exportLog = async (token: string, query: Record<string, string | number> = {}) => (await t.server.request('GET', '/admin/v1/export-task/page', { token, query })).body.data;
const taskOf = async (token: string, id: number) => (await exportLog(token, { size: 100 })).records.find((r: { id: number }) => r.id === id);

describe('export request', () => {
  it('answers at once and writes exactly the filtered rows, streaming into an xlsx', async () => {
    const reply = await requestExport(t.token.admin, { billType: BILL, accountTypeName: '导出' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！', data: { total: 3 } });
    await t.server.app.tasks.idle();
    const task = await taskOf(t.token.admin, reply.body.data.taskId);
    expect(task).toMatchObject({ taskName: '账户类型', billType: BILL, totalNum: 3, successNum: 3, state: 'done', creatorName: '系统管理员' });
    expect(task.downloadUrl).toMatch(/^\/admin\/sys-file\/export\/[0-9a-f-]{36}\.xlsx$/);

    const file = await download(t.server, t.token.admin, task.downloadUrl);
    expect(file.status).toBe(200);
    const rows = sheetRows((await readWorkbook(file.bytes)).worksheets[0]);
    expect(rows[0]).toEqual(['账户类型名称', '账户类别', '账户种类', '状态', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['导出丙', '福利账户', '金额', '启用', '导出丙备注'],
      ['导出乙', '福利账户', '金额', '启用', '导出乙备注'],
      ['导出甲', '福利账户', '金额', '启用', '导出甲备注'],
    ]);
  });

  it('takes the filters from the query too, in English when asked', async () => {
    const reply = await requestExport(t.token.admin, {}, { billType: BILL, enableFlag: '0' }, 'en');
    await t.server.app.tasks.idle();
    const task = await taskOf(t.token.admin, reply.body.data.taskId);
    expect(task).toMatchObject({ taskName: 'Account types', totalNum: 2, state: 'done' });
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows[0][0]).toBe('Account type name');
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[3]])
        .sort(),
    ).toEqual([
      ['差旅备用金', 'Disabled'],
      ['节日福利账户', 'Disabled'],
    ]);
  });

  it('sets the end date to 23:59:59 of the end day', async () => {
    await t.server.app.database.db
      .updateTable('act_account_type')
      .set({ create_time: sql`'2026-03-05 18:30:00'::timestamp` })
      .where('account_type_name', '=', '导出甲')
      .execute();
    await t.server.app.database.db
      .updateTable('act_account_type')
      .set({ create_time: sql`'2026-03-06 00:00:01'::timestamp` })
      .where('account_type_name', '=', '导出乙')
      .execute();
    const reply = await requestExport(t.token.admin, { billType: BILL, beginDate: '2026-03-05', endDate: '2026-03-05' });
    expect(reply.body.data.total).toBe(1);
    await t.server.app.tasks.idle();
    const task = await taskOf(t.token.admin, reply.body.data.taskId);
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['导出甲']);
    expect(JSON.parse((await t.server.app.database.db.selectFrom('sys_export_task').select('params').where('id', '=', task.id).executeTakeFirstOrThrow()).params)).toMatchObject({
      endDate: '2026-03-05',
    });
  });

  it('warns 暂无满足条件的数据可以导出！ and creates no task when nothing matches', async () => {
    const before = (await exportLog(t.token.admin)).total;
    const reply = await requestExport(t.token.admin, { billType: BILL, accountTypeName: '没有这个名字' });
    expect(reply.body).toMatchObject({ code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null, total: 0 } });
    expect((await exportLog(t.token.admin)).total).toBe(before);
  });

  it('a missing or wrong billType is a parameter error in the task log only', async () => {
    const missing = await requestExport(t.token.admin, { accountTypeName: '导出' });
    expect(missing.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！' });
    const wrong = await requestExport(t.token.admin, { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL' });
    await t.server.app.tasks.idle();
    expect(await taskOf(t.token.admin, missing.body.data.taskId)).toMatchObject({ state: 'failed', message: '参数错误：缺少导出类型(billType)', downloadUrl: null });
    expect(await taskOf(t.token.admin, wrong.body.data.taskId)).toMatchObject({ state: 'failed', message: '参数错误：导出类型(billType)与导出接口不符' });
  });

  it('refuses bad filters with a message, never a 500', async () => {
    const reply = await requestExport(t.token.admin, { billType: BILL, endDate: 'yesterday' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: '结束日期格式错误' });
  });
});

describe('an export that fails', () => {
  it('is marked failed with its reason, keeps no file, and its user is told', async () => {
    const notifyUser = vi.fn();
    (t.server.app as unknown as { realtime?: unknown }).realtime = { notifyUser };
    const page = vi.spyOn(findExport(BILL)!, 'page').mockRejectedValueOnce(new Error('the database went away'));
    try {
      const reply = await requestExport(t.token.admin, { billType: BILL, accountTypeName: '导出' });
      expect(reply.body).toMatchObject({ code: 0 });
      await t.server.app.tasks.idle();
      const task = await taskOf(t.token.admin, reply.body.data.taskId);
      expect(task).toMatchObject({ state: 'failed', message: '导出文件生成失败，请稍后重试' });
      expect(task.downloadUrl ?? null).toBeNull();
      expect(page).toHaveBeenCalledTimes(1);
      expect(notifyUser).toHaveBeenCalledWith(1, t.user.admin.userId, '账户类型导出', { type: 'export', id: task.id });
    } finally {
      page.mockRestore();
      delete (t.server.app as unknown as { realtime?: unknown }).realtime;
    }
  });
});

describe('formula injection', () => {
  it('writes cells starting with = + - @ or a tab as text with a leading apostrophe', async () => {
    const reply = await requestExport(t.token.admin, { billType: BILL, accountType: 2, accountTypeName: '' });
    await t.server.app.tasks.idle();
    const task = await taskOf(t.token.admin, reply.body.data.taskId);
    const sheet = (await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0];
    const byName = new Map(
      sheetRows(sheet)
        .slice(1)
        .map((r) => [r[0], r[4]]),
    );
    expect(byName.get("'=1+2")).toBe('\'=HYPERLINK("http://x","y")');
    expect(byName.get("'+注入")).toBe("'-10");
    expect(byName.get("'@SUM(A1)")).toBe("'\tTab");
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeFalsy()));
  });
});

describe('cancel, log and downloads', () => {
  it('cancels an export that has not finished; it then never gets a file', async () => {
    // Exports run one after the other: behind a first export of 40,000 rows (seconds of work), the second is
    // certainly still waiting (state doing) when it is cancelled, however fast the database is.
    await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
      select 1, 'queued' || g, 1, 1 from generate_series(1, 40000) g`.execute(t.server.app.database.db);
    const first = await requestExport(t.token.admin, { billType: BILL, accountTypeName: 'queued' });
    const second = await requestExport(t.token.admin, { billType: BILL });
    const cancel = await t.server.request('POST', `/admin/v1/export-task/cancel/${second.body.data.taskId}`, { token: t.token.admin });
    expect(cancel.body).toMatchObject({ code: 0, msg: '已取消导出' });
    await t.server.app.tasks.idle();
    expect(await taskOf(t.token.admin, second.body.data.taskId)).toMatchObject({ state: 'cancelled', downloadUrl: null });
    expect(await taskOf(t.token.admin, first.body.data.taskId)).toMatchObject({ state: 'done' });
    const again = await t.server.request('POST', `/admin/v1/export-task/cancel/${second.body.data.taskId}`, { token: t.token.admin });
    expect(again.body).toMatchObject({ code: 1, msg: '只能取消进行中的导出任务' });
    const notFound = await t.server.request('POST', '/admin/v1/export-task/cancel/999999', { token: t.token.admin });
    expect(notFound.status).toBe(404);
    await sql`delete from act_account_type where account_type_name like 'queued%'`.execute(t.server.app.database.db);
  });

  it('cancels a running export between pages', async () => {
    await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind)
      select 1, 'bulk' || g, 1, 1 from generate_series(1, 40000) g`.execute(t.server.app.database.db);
    const reply = await requestExport(t.token.admin, { billType: BILL, accountTypeName: 'bulk' });
    expect(reply.body.data.total).toBe(40000);
    // Wait until the worker has written its first page, then cancel.
    for (let i = 0; i < 400 && (await taskOf(t.token.admin, reply.body.data.taskId)).successNum === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const cancel = await t.server.request('POST', `/admin/v1/export-task/cancel/${reply.body.data.taskId}`, { token: t.token.admin });
    expect(cancel.body.code).toBe(0);
    await t.server.app.tasks.idle();
    const task = await taskOf(t.token.admin, reply.body.data.taskId);
    expect(task.state).toBe('cancelled');
    expect(task.successNum).toBeLessThan(40000);
    expect(task.downloadUrl).toBeNull();
  });

  it('pages 20 per page, newest first, only the tenant and the user', async () => {
    const page = await exportLog(t.token.admin);
    expect(page).toMatchObject({ size: 20, current: 1 });
    expect(page.records.length).toBeLessThanOrEqual(20);
    const ids = page.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await exportLog(t.token.tenant)).total).toBe(0);
    expect((await exportLog(t.token.admin, { billType: 'NOPE' })).total).toBe(0);
  });

  it('searches the log by state, counting what it finds; a state it does not know is refused with a message', async () => {
    const all = (await exportLog(t.token.admin, { size: 100 })).records as { id: number; state: string }[];
    const states = [...new Set(all.map((r) => r.state))];
    expect(states.length).toBeGreaterThan(1);
    for (const state of states) {
      const found = await exportLog(t.token.admin, { state, size: 100 });
      expect(found.records.map((r: { id: number }) => r.id)).toEqual(all.filter((r) => r.state === state).map((r) => r.id));
      expect(found.total).toBe(found.records.length);
    }
    expect((await exportLog(t.token.tenant, { state: states[0]! })).total).toBe(0);
    const refused = await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { state: 'finished' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请选择有效的选项');
  });

  it('refuses export files across tenants and to anyone who did not create them', async () => {
    const task = (await exportLog(t.token.admin)).records.find((r: { state: string }) => r.state === 'done');
    const fileName = task.downloadUrl.split('/').pop();
    expect((await download(t.server, t.token.admin, `/admin/sys-file/download?bucket=export&fileName=${fileName}`)).status).toBe(200);
    for (const path of [task.downloadUrl, `/admin/sys-file/download?bucket=export&fileName=${fileName}`]) {
      expect((await download(t.server, t.token.tenant, path)).status).toBe(403);
    }
    const operator = await t.server.login('operator');
    expect((await download(t.server, operator, task.downloadUrl, 1)).status).toBe(403);
    expect((await t.server.request('POST', `/admin/v1/export-task/cancel/${task.id}`, { token: t.token.tenant })).status).toBe(403);
    expect((await download(t.server, t.token.admin, '/admin/sys-file/export/00000000-0000-0000-0000-000000000000.xlsx')).status).toBe(404);
    expect((await download(t.server, t.token.admin, '/admin/sys-file/other/x.xlsx')).status).toBe(400);
  });
});
