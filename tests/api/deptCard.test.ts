import { describe, expect, it } from 'vitest';
import { DEPT_CARD_EXPORT_BILL_TYPE, DEPT_CARD_EXPORT_URL, DEPT_CARD_SUMMARY_URL, type DeptCardSummaryRow } from '../../schemas/deptCard';
import { serverWithUsers } from './support/server';
import { download } from './support/tasks';
import { readWorkbook, sheetRows } from './support/xlsx';

/**
 * The catering module's department-card summary (docs/product.md#the-menu-and-modules): the department overtime and activity cards of the
 * account centre with their flows over the chosen days, its validation, its tenant, and its export.
 */
const t = serverWithUsers(['admin', 'tenant', 'operator']);

const summary = (token: string, json: Record<string, unknown> = {}, tenantId?: number) =>
  t.server.request('POST', DEPT_CARD_SUMMARY_URL, { token, tenantId, json: { current: 1, size: 10, ...json } });
const rowsOf = async (token: string, json: Record<string, unknown> = {}) => (await summary(token, json)).body.data.records as DeptCardSummaryRow[];
const day = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('the summary', () => {
  it('lists the tenant’s department cards only, with their flows, balance and departments, and the totals', async () => {
    const reply = await summary(t.token.admin);
    expect(reply.status).toBe(200);
    const page = reply.body.data;
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, incomeSum: '900.00', expenseSum: '45.00', balanceSum: '855.00' });
    const byName = new Map((page.records as DeptCardSummaryRow[]).map((r) => [r.accountName, r]));
    expect([...byName.keys()].sort()).toEqual(['财务部活动经费', '运营部加班卡']);
    expect(byName.get('运营部加班卡')).toMatchObject({
      subjectName: '北京中膳餐饮管理有限公司',
      deptNames: '餐饮运营部、望京一号食堂',
      category: 2,
      accountTypeName: '部门加班卡',
      status: 2,
      incomeNum: '600.00',
      expenseNum: '45.00',
      flowCount: 2,
      accountNum: '555.00',
      creditNum: '0.00',
    });
    expect(byName.get('财务部活动经费')).toMatchObject({ category: 3, status: 1, deptNames: '财务部', incomeNum: '300.00', flowCount: 1 });
  });

  it('counts only the flows of the chosen days, and searches by card type, account and subject', async () => {
    const lately = await summary(t.token.admin, { beginDate: day(6), endDate: day(0) });
    expect(lately.body.data).toMatchObject({ total: 2, incomeSum: '0.00', expenseSum: '45.00' });
    const overtime = (lately.body.data.records as DeptCardSummaryRow[]).find((r) => r.category === 2)!;
    expect(overtime).toMatchObject({ incomeNum: '0.00', expenseNum: '45.00', flowCount: 1, accountNum: '555.00' });

    expect((await rowsOf(t.token.admin, { category: 3 })).map((r) => r.accountName)).toEqual(['财务部活动经费']);
    expect((await rowsOf(t.token.admin, { accountNo: overtime.accountNo })).map((r) => r.accountName)).toEqual(['运营部加班卡']);
    expect(await rowsOf(t.token.admin, { subjectName: '上海' })).toEqual([]);
    expect(await rowsOf(t.token.admin, { subjectName: '北京中膳' })).toHaveLength(2);
    const second = await summary(t.token.admin, { current: 2, size: 1 });
    expect(second.body.data).toMatchObject({ total: 2, incomeSum: '900.00' });
    expect(second.body.data.records).toHaveLength(1);
  });

  it('refuses a bad search with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: 1 }, 'category', '请选择部门卡类型'],
      [{ category: 'x' }, 'category', '请选择部门卡类型'],
      [{ beginDate: day(1), endDate: day(3) }, 'beginDate', '开始日期不能晚于结束日期'],
      [{ beginDate: '2026-13-45' }, 'beginDate', '日期格式应为yyyy-MM-dd'],
      [{ accountNo: 'x'.repeat(33) }, 'accountNo', '账户编号不能超过32个字符'],
      [{ size: 101 }, 'size', '每页条数格式错误'],
    ];
    for (const [json, field, msg] of cases) {
      const reply = await summary(t.token.admin, json);
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body).toMatchObject({ code: 1, msg, data: null });
      expect(reply.body.errors[field]).toBe(msg);
    }
  });

  it('keeps tenants apart: each sees its own cards; operations users the tenant they name', async () => {
    const theirs = await rowsOf(t.token.tenant);
    expect(theirs.map((r) => [r.accountName, r.category, r.deptNames])).toEqual([['团餐运营部团建卡', 3, '团餐运营部']]);
    const ours = new Set((await rowsOf(t.token.admin)).map((r) => r.accountNo));
    expect(theirs.some((r) => ours.has(r.accountNo))).toBe(false);
    expect((await summary(t.token.tenant, {}, 1)).status).toBe(403);
    const viaOperator = await summary(t.token.operator, {}, 2);
    expect((viaOperator.body.data.records as DeptCardSummaryRow[]).map((r) => r.accountName)).toEqual(['团餐运营部团建卡']);
  });
});

describe('the export (POST .../getCtnBiDeptCardSummaryDetailExport)', () => {
  const exportTask = async (token: string, id: number) =>
    (await t.server.request('GET', '/admin/v1/export-task/page', { token, query: { size: 100 } })).body.data.records.find((r: { id: number }) => r.id === id);
  const exported = async (token: string, json: Record<string, unknown>) => {
    const reply = await t.server.request('POST', DEPT_CARD_EXPORT_URL, { token, json: { billType: DEPT_CARD_EXPORT_BILL_TYPE, ...json } });
    expect(reply.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！' });
    await t.server.app.tasks.idle();
    const task = await exportTask(token, reply.body.data.taskId);
    expect(task).toMatchObject({ state: 'done', billType: DEPT_CARD_EXPORT_BILL_TYPE, taskName: '部门卡流水汇总' });
    return sheetRows((await readWorkbook((await download(t.server, token, task.downloadUrl)).bytes)).worksheets[0]) as unknown[][];
  };

  it('writes the cards of the search, as the summary shows them', async () => {
    const rows = await exported(t.token.admin, { beginDate: day(6), endDate: day(0) });
    expect(rows[0].slice(0, 5)).toEqual(['账户编号', '账户名称', '主体名称', '适用部门', '部门卡类型']);
    const overtime = rows.find((r) => r[1] === '运营部加班卡')!;
    expect(overtime.slice(2)).toEqual(['北京中膳餐饮管理有限公司', '餐饮运营部、望京一号食堂', '部门加班卡', '部门加班卡', '启用', '0.00', '45.00', 1, '555.00', '0.00']);
    expect(rows).toHaveLength(3);
    const activity = await exported(t.token.admin, { category: 3 });
    expect(activity.slice(1).map((r) => r[1])).toEqual(['财务部活动经费']);
  });

  it('a tenant exports its own cards only', async () => {
    const rows = await exported(t.token.tenant, {});
    expect(rows.slice(1).map((r) => r[1])).toEqual(['团餐运营部团建卡']);
  });

  it('warns when nothing matches, logs a missing bill type, refuses a bad search', async () => {
    const none = await t.server.request('POST', DEPT_CARD_EXPORT_URL, { token: t.token.admin, json: { billType: DEPT_CARD_EXPORT_BILL_TYPE, accountNo: 'NOPE' } });
    expect(none.body).toMatchObject({ code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null, total: 0 } });
    const missing = await t.server.request('POST', DEPT_CARD_EXPORT_URL, { token: t.token.admin, json: {} });
    await t.server.app.tasks.idle();
    expect(await exportTask(t.token.admin, missing.body.data.taskId)).toMatchObject({ state: 'failed', message: '参数错误：缺少导出类型(billType)' });
    const bad = await t.server.request('POST', DEPT_CARD_EXPORT_URL, { token: t.token.admin, json: { billType: DEPT_CARD_EXPORT_BILL_TYPE, category: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请选择部门卡类型');
  });
});
