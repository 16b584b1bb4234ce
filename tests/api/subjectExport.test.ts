import { beforeAll, describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';
import { download } from './support/tasks';
import { readWorkbook, sheetRows } from './support/xlsx';

/** The account subject export (docs/product.md#import-export-and-files: `POST .../subject/export`, query and body) as a registry task. */
const EXPORT = '/accountcenter/subject/export';
const BILL = 'EXPORT_ACCOUNT_SUBJECT';
const HEADERS = ['主体编号', '主体名称', '主体类型', '租户', '账户名称', '账号', '业务场景', '余额', '授信', '子账户数', '状态', '创建时间'];

const t = serverWithUsers(['admin', 'tenant']);
beforeAll(async () => {
  // A provider subject whose name a spreadsheet would read as a formula.
  const saved = await t.server.request('POST', '/accountcenter/subject/save', {
    token: t.token.admin,
    json: { subjectType: 9, subjectName: '=HYPERLINK("http://x","供应商")', accountName: '+注入账户', tenantId: 1 },
  });
  expect(saved.body.code).toBe(0);
});

interface Subject {
  subjectNo: string;
  subjectName: string;
  subjectType: number;
  status: number;
  accountNo: string;
  accountNum: string;
}
/** Every subject the list shows for a search. */
const listed = async (token: string, search: Record<string, unknown>) =>
  (await t.server.request('POST', '/accountcenter/subject/list', { token, json: { ...search, current: 1, size: 500 } })).body.data.records as Subject[];
const exportTask = async (token: string, id: number) =>
  (await t.server.request('GET', '/admin/v1/export-task/page', { token, query: { size: 100 } })).body.data.records.find((r: { id: number }) => r.id === id);

async function exported(token: string, json: Record<string, unknown>, query: Record<string, string> = {}) {
  const reply = await t.server.request('POST', EXPORT, { token, json, query });
  expect(reply.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！' });
  await t.server.app.tasks.idle();
  const task = await exportTask(token, reply.body.data.taskId);
  expect(task).toMatchObject({ state: 'done', billType: BILL });
  const file = await download(t.server, token, task.downloadUrl);
  expect(file.status).toBe(200);
  return { task, rows: sheetRows((await readWorkbook(file.bytes)).worksheets[0]) as unknown[][] };
}

describe('subject export', () => {
  it('opens with exceljs holding exactly the subjects of the search', async () => {
    const search = { subjectType: 1, status: 2 };
    const expected = await listed(t.token.admin, search);
    const all = await listed(t.token.admin, {});
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(all.length);
    expect(expected.every((r) => r.subjectType === 1 && r.status === 2)).toBe(true);

    const { task, rows } = await exported(t.token.admin, { ...search, billType: BILL, exportType: 'DATA', async: true, maxSheets: 1 });
    expect(task).toMatchObject({ taskName: '账户主体', totalNum: expected.length, successNum: expected.length, creatorName: '系统管理员' });
    expect(rows[0]).toEqual(HEADERS);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(expected.map((r) => r.subjectNo).sort());
    const bj = expected.find((r) => r.subjectName.startsWith('北京中膳'))!;
    const row = rows.find((r) => r[0] === bj.subjectNo)!;
    expect(row.slice(0, 6)).toEqual([bj.subjectNo, bj.subjectName, '组织', '中膳云科技集团有限公司', '北京公司主账户', bj.accountNo]);
    expect([row[7], row[10]]).toEqual([bj.accountNum, '启用']);
  });

  it('takes the search from the query string too, in English when asked', async () => {
    const expected = await listed(t.token.admin, { subjectName: '中膳' });
    const reply = await t.server.request('POST', EXPORT, { token: t.token.admin, query: { billType: BILL, subjectName: '中膳' }, headers: { 'accept-language': 'en' } });
    expect(reply.body.data.total).toBe(expected.length);
    await t.server.app.tasks.idle();
    const task = await exportTask(t.token.admin, reply.body.data.taskId);
    expect(task.taskName).toBe('Account subjects');
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows[0].slice(0, 3)).toEqual(['Subject number', 'Subject', 'Subject type']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(expected.map((r) => r.subjectNo).sort());
  });

  it('writes formula-looking names as text', async () => {
    const { rows } = await exported(t.token.admin, { billType: BILL, subjectType: 9, subjectName: 'HYPERLINK' });
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([['\'=HYPERLINK("http://x","供应商")', '供应商', "'+注入账户"]]);
  });

  it('warns when nothing matches; a missing billType is a parameter error in the log only; bad input is refused', async () => {
    const none = await t.server.request('POST', EXPORT, { token: t.token.admin, json: { billType: BILL, subjectName: '没有这个主体' } });
    expect(none.body).toMatchObject({ code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null, total: 0 } });
    const missing = await t.server.request('POST', EXPORT, { token: t.token.admin, json: { subjectType: 1 } });
    await t.server.app.tasks.idle();
    expect(await exportTask(t.token.admin, missing.body.data.taskId)).toMatchObject({ state: 'failed', message: '参数错误：缺少导出类型(billType)' });
    const bad = await t.server.request('POST', EXPORT, { token: t.token.admin, json: { billType: BILL, subjectType: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(1);
  });
});

describe('tenant isolation', () => {
  it('a tenant exports only its own subjects, may not name another tenant, and cannot download the main tenant files', async () => {
    const own = await listed(t.token.tenant, {});
    expect(own.length).toBeGreaterThan(0);
    const { task, rows } = await exported(t.token.tenant, { billType: BILL });
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(own.map((r) => r.subjectNo).sort());
    const mainNos = new Set((await listed(t.token.admin, {})).map((r) => r.subjectNo));
    expect(rows.slice(1).some((r) => mainNos.has(r[0] as string))).toBe(false);

    const foreign = await t.server.request('POST', EXPORT, { token: t.token.tenant, json: { billType: BILL, tenantId: 1 } });
    expect(foreign.status).toBe(403);

    const mainTask = (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { billType: BILL } })).body.data.records.find(
      (r: { state: string }) => r.state === 'done',
    );
    const fileName = mainTask.downloadUrl.split('/').pop();
    for (const path of [mainTask.downloadUrl, `/admin/sys-file/download?bucket=export&fileName=${fileName}`]) {
      expect((await download(t.server, t.token.admin, path)).status).toBe(200);
      expect((await download(t.server, t.token.tenant, path)).status).toBe(403);
    }
    const tenantLog = (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.tenant, query: { billType: BILL } })).body.data.records;
    expect(tenantLog.map((r: { id: number }) => r.id)).toEqual([task.id]);
  });
});
