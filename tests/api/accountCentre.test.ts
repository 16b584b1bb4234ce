import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../../server/repositories/ledger';
import { addMoney, fromCents, toCents } from '../../schemas/money';
import { serverWithUsers } from './support/server';
import { download } from './support/tasks';
import { readWorkbook, sheetRows } from './support/xlsx';

const A = '/accountcenter/actAccount';
const S = '/accountcenter/subject';
const L = '/accountcenter/actAccountLimit';
const F = '/accountcenter/actaccountflow/detail';

const t = serverWithUsers(['admin', 'tenant']);

const post = (path: string, json: unknown, token = t.token.admin) => t.server.request('POST', path, { token, json });
const get = (path: string, query: Record<string, string | number> = {}, token = t.token.admin) => t.server.request('GET', path, { token, query });

async function subjectByName(name: string, token = t.token.admin) {
  const reply = await post(`${S}/list`, { current: 1, size: 50, subjectName: name }, token);
  return reply.body.data.records[0];
}
async function children(parentId: number, extra: Record<string, unknown> = {}) {
  const reply = await post(`${A}/son/list`, { page: 1, size: 50, parentId, tenantId: 1, ...extra });
  expect(reply.status).toBe(200);
  return reply.body.data.records as any[];
}
async function childByName(parentId: number, name: string) {
  return (await children(parentId)).find((c) => c.accountName === name);
}
const recharge = (accountNo: string, changeNum: unknown, token = t.token.admin, tenantId: number | null = 1) =>
  post(`${A}/exchangeAccounts/recharge`, [{ toAccountNo: accountNo, changeNum, ...(tenantId === null ? {} : { tenantId }) }], token);

/** The version an account's read answers: changes of an account or its limits send it back (docs/api.md). */
const accountVersion = async (id: number) => (await get(`${A}/son/view/${id}/1`)).body.data.version as number;
const limitsVersion = async (accountNo: string) => (await get(`${L}/getActAccountLimit`, { accountNo })).body.data.version as number;
/** A freeze or thaw (a GET that writes) with the version it was based on. */
const getAt = (path: string, version: number) => t.server.request('GET', path, { token: t.token.admin, headers: { 'if-match': `"${version}"` } });

async function expectLedgerHolds() {
  expect(await ledgerMismatches(t.server.app.database.db)).toEqual([]);
}

async function typeIdOf(name: string, token = t.token.admin) {
  const reply = await get('/accountcenter/actAccountType/enableList', {}, token);
  return (reply.body.data as any[]).find((t) => t.accountTypeName === name).id as number;
}

let bj: any;
beforeAll(async () => {
  bj = await subjectByName('北京中膳');
  // The ledger's own rules are proved here, so the demo tenant's approval rule (recharges from 1,000 wait for a
  // checker, docs/approvals.md) is switched off: tests/api/approvals.test.ts proves the gate.
  expect((await t.server.request('PUT', '/admin/approval/rules', { token: t.token.admin, json: [] })).body.code).toBe(0);
});

describe('seeded ledger', () => {
  it('every balance equals the sum of its flows', async () => {
    await expectLedgerHolds();
  });

  it('lists subjects with their parent account, and views one', async () => {
    const reply = await post(`${S}/list`, { current: 1, size: 10 });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.total).toBe(6);
    expect(bj).toMatchObject({ subjectType: 1, tenantName: '中膳云科技集团有限公司', accountName: '北京公司主账户', status: 2, childCount: 4 });
    expect(bj.subjectNo).toMatch(/^SJ\d+$/);
    const view = await get(`${S}/view/${bj.id}/1`);
    expect(view.body.data).toMatchObject({ id: bj.id, accountNo: bj.accountNo });
    const groups = await post(`${S}/list`, { subjectType: 3 });
    expect(groups.body.data.records.map((r: any) => r.subjectName)).toEqual(['中膳云集团']);
  });

  it('child list: balance, credit, filters, paging', async () => {
    const list = await children(bj.accountId);
    expect(list).toHaveLength(4);
    const lunch = list.find((c) => c.accountName === '员工午餐补贴');
    expect(lunch).toMatchObject({ accountNum: '963.01', creditNum: '500.00', accountScope: 3, accountType: 3, flag: 0, status: 2, lockNum: '63.60' });
    expect(lunch.accountSysId).toHaveLength(4);
    expect(lunch.configNames).toBe('食堂就餐,外卖点餐');
    const page = await post(`${A}/son/list`, { page: 2, size: 3, parentId: bj.accountId });
    expect(page.body.data).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(page.body.data.records).toHaveLength(1);
    const disabled = await children(bj.accountId, { status: 1 });
    expect(disabled.map((c) => c.accountName)).toEqual(['财务部活动经费']);
    const byName = await children(bj.accountId, { accountName: '加班' });
    expect(byName.map((c) => c.accountName)).toEqual(['运营部加班卡']);
  });

  it('parent view, scenes, pre-locks and overview', async () => {
    const view = await get(`${A}/manage/view/${bj.accountId}/1`);
    expect(view.body.data).toMatchObject({ subjectName: '北京中膳餐饮管理有限公司', level: 1, accountName: '北京公司主账户' });
    const scenes = await get(`${A}/scenes/${bj.accountId}/1`);
    expect(scenes.body.data.map((x: any) => x.sceneName)).toEqual(['食堂就餐', '超市购物', '商旅出行', '外卖点餐']);
    const lunch = await childByName(bj.accountId, '员工午餐补贴');
    const locks = await get(`${A}/queryAccountDealLock`, { accountNo: lunch.accountNo });
    expect(locks.body.data.dealOrderList).toEqual([
      expect.objectContaining({ bizSource: '外卖点餐', bizNo: 'WM202611160017', changeNum: '38.60' }),
      expect.objectContaining({ bizSource: '食堂订餐', changeNum: '25.00' }),
    ]);
    const overview = await get(`${A}/overview/${bj.id}/1/`, { current: 1, size: 10 });
    expect(overview.body.data).toMatchObject({ subjectName: '北京中膳餐饮管理有限公司', accountSum: 5, disabledSum: 1, enableSum: 3, freezeSum: 1, total: 5 });
    const expected = addMoney(...[...(await children(bj.accountId)).map((c) => c.accountNum), '4500.00']);
    expect(overview.body.data.accountNum).toBe(expected);
  });
});

describe('recharge', () => {
  it('adds a 充值入账 flow and the balance in one step', async () => {
    const lunch = await childByName(bj.accountId, '员工午餐补贴');
    const reply = await recharge(lunch.accountNo, '100.5');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ accountNo: lunch.accountNo, accountNum: addMoney(lunch.accountNum, '100.50') });
    const flows = await post(`${F}/page`, { accountNo: lunch.accountNo, current: 1, size: 10 });
    expect(flows.body.data.records[0]).toMatchObject({
      exchangeType: 3,
      exchangeTypeStr: '充值入账',
      flowType: 1,
      totalExchangeNum: '100.50',
      afterNum: reply.body.data.accountNum,
      afterCreditNum: '500.00',
      totalNum: addMoney(reply.body.data.accountNum, '500'),
      accountName: '员工午餐补贴',
      subjectType: 1,
    });
    await expectLedgerHolds();
  });

  it.each([
    [undefined, '请输入充值金额'],
    ['', '请输入充值金额'],
    [0, '请输入大于零的正数且最多保留2位小数'],
    ['0', '请输入大于零的正数且最多保留2位小数'],
    ['0.00', '请输入大于零的正数且最多保留2位小数'],
    ['-1', '请输入大于零的正数且最多保留2位小数'],
    ['1.234', '请输入大于零的正数且最多保留2位小数'],
    ['1000000000', '请输入大于零的正数且最多保留2位小数'],
    ['abc', '请输入大于零的正数且最多保留2位小数'],
    ['1e3', '请输入大于零的正数且最多保留2位小数'],
  ])('refuses %j with %s and changes nothing', async (amount, message) => {
    const before = await childByName(bj.accountId, '员工午餐补贴');
    const reply = await recharge(before.accountNo, amount);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: message });
    expect((await childByName(bj.accountId, '员工午餐补贴')).accountNum).toBe(before.accountNum);
  });

  it('accepts 0.01 and 0.99', async () => {
    const before = await childByName(bj.accountId, '员工午餐补贴');
    expect((await recharge(before.accountNo, '0.01')).body.data.accountNum).toBe(addMoney(before.accountNum, '0.01'));
    expect((await recharge(before.accountNo, 0.99)).body.data.accountNum).toBe(addMoney(before.accountNum, '1.00'));
  });

  it('refuses a list of other than one item, and a missing account', async () => {
    const lunch = await childByName(bj.accountId, '员工午餐补贴');
    const two = await post(`${A}/exchangeAccounts/recharge`, [
      { toAccountNo: lunch.accountNo, changeNum: '1' },
      { toAccountNo: lunch.accountNo, changeNum: '1' },
    ]);
    expect(two.body.msg).toBe('每次只能为一个账户充值');
    expect((await post(`${A}/exchangeAccounts/recharge`, { toAccountNo: lunch.accountNo })).status).toBe(400);
    expect((await recharge('AC9999999999', '1')).status).toBe(404);
  });

  it('refuses disabled and frozen accounts and amounts past the upper limit', async () => {
    const disabled = await childByName(bj.accountId, '财务部活动经费');
    expect((await recharge(disabled.accountNo, '1')).body.msg).toBe('账户已停用，不能充值');
    const frozen = await childByName(bj.accountId, '差旅备用账户');
    expect((await recharge(frozen.accountNo, '1')).body.msg).toBe('账户已冻结，不能充值');
    const overtime = await childByName(bj.accountId, '运营部加班卡');
    const room = fromCents(toCents('5000') - toCents(overtime.accountNum));
    const over = await recharge(overtime.accountNo, addMoney(room, '0.01'));
    expect(over.body.msg).toBe('充值后余额将超过账户余额上限');
    expect((await childByName(bj.accountId, '运营部加班卡')).accountNum).toBe(overtime.accountNum);
    const exact = await recharge(overtime.accountNo, room);
    expect(exact.body.data.accountNum).toBe('5000.00');
    await expectLedgerHolds();
  });

  it('stays exact under random recharges, 50 of them concurrent on one account', async () => {
    const created = await post(`${A}/save`, {
      parentId: bj.accountId,
      accountName: '并发充值测试',
      configIds: [bj.configIds[0]],
      accountTypeId: await typeIdOf('个人餐补账户'),
      accountType: 1,
      tenantId: 1,
    });
    expect(created.status).toBe(200);
    const acct = created.body.data;
    await post(`${L}/saveActAccountLimit`, {
      accountNo: acct.accountNo,
      version: await limitsVersion(acct.accountNo),
      actionLimits: [
        { actionLimit: '1_1', limitType: 1 },
        { actionLimit: '2_2', limitType: 2 },
        { actionLimit: 'balance_limit', limitType: 3, limitNum: '999999999.99' },
        { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
      ],
    });
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
      .filter(([w, c]) => w + c > 0)
      .map(([w, c]) => `${w}.${String(c).padStart(2, '0')}`);
    let expected = 0n;
    await fc.assert(
      fc.asyncProperty(fc.array(amount, { minLength: 1, maxLength: 50 }), async (amounts) => {
        const replies = await Promise.all(amounts.map((a) => recharge(acct.accountNo, a)));
        for (const r of replies) expect(r.body.code).toBe(0);
        expected += amounts.reduce((sum, a) => sum + toCents(a), 0n);
        const now = (await get(`${A}/son/view/${acct.id}/1`)).body.data;
        expect(now.accountNum).toBe(fromCents(expected));
        // Every balance a reply reported is distinct: no two recharges saw the same starting balance.
        expect(new Set(replies.map((r) => r.body.data.accountNum)).size).toBe(amounts.length);
      }),
      { numRuns: 8 },
    );
    const fifty = Array.from({ length: 50 }, (_, i) => `${i + 1}.01`);
    const replies = await Promise.all(fifty.map((a) => recharge(acct.accountNo, a)));
    expect(replies.every((r) => r.body.code === 0)).toBe(true);
    expected += fifty.reduce((sum, a) => sum + toCents(a), 0n);
    expect((await get(`${A}/son/view/${acct.id}/1`)).body.data.accountNum).toBe(fromCents(expected));
    await expectLedgerHolds();
  });
});

describe('child accounts', () => {
  const base = async () => ({
    parentId: bj.accountId,
    subjectId: bj.id,
    tenantId: 1,
    accountName: '新员工账户',
    configIds: [bj.configIds[0]],
    accountTypeId: await typeIdOf('个人餐补账户'),
    accountType: 3,
    flag: 0,
    accountSysId: [] as number[],
  });

  it.each([
    [{ configIds: [] }, '请选择业务场景'],
    [{ configIds: undefined }, '请选择业务场景'],
    [{ accountTypeId: undefined }, '请选择账户类型'],
    [{ accountName: 'x'.repeat(31) }, '账户名称不能超过30个字符'],
    [{ accountName: '' }, '请输入账户名称'],
    [{ accountType: 3, flag: 0, accountSysId: [] }, '请先选择员工!'],
    [{ accountType: 3, flag: 1, accountSysId: [] }, '请先选择组织!'],
    [{ accountType: 2, accountSysId: [] }, '请先选择组织!'],
    [{ accountType: 7 }, '请选择使用范围'],
    [{ accountSysId: [999999] }, '所选员工不存在'],
  ])('save refuses %j with %s', async (patch, message) => {
    const before = (await children(bj.accountId)).length;
    const reply = await post(`${A}/save`, { ...(await base()), ...patch });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    expect((await children(bj.accountId)).length).toBe(before);
  });

  it('creates, edits (subject, type and scope fixed), enables and disables a child account', async () => {
    const people = await post('/admin/user/queryByDeptId', { current: 1, size: 2 });
    const ids = people.body.data.records.map((p: any) => p.userId);
    const created = await post(`${A}/save`, { ...(await base()), accountSysId: ids });
    expect(created.body.data).toMatchObject({ accountName: '新员工账户', accountScope: 3, accountSysId: ids, status: 2, accountNum: '0.00', balanceLimit: '5000.00' });
    const id = created.body.data.id;
    const edit = { id, accountName: '新员工账户改', configIds: [bj.configIds[1]], status: 1, tenantId: 1 };
    const saved = await post(`${A}/update`, { ...edit, version: created.body.data.version });
    expect(saved.body.data).toMatchObject({ accountName: '新员工账户改', status: 1 });
    const at = { ...edit, version: saved.body.data.version };
    expect((await post(`${A}/update`, { ...at, accountType: 2 })).body.msg).toBe('账户主体、账户类型和使用范围创建后不能修改');
    expect((await post(`${A}/update`, { ...at, subjectId: 99 })).body.msg).toBe('账户主体、账户类型和使用范围创建后不能修改');
    expect((await post(`${A}/update`, { ...at, accountTypeId: (await base()).accountTypeId + 1 })).body.msg).toBe('账户主体、账户类型和使用范围创建后不能修改');
    expect((await post(`${A}/operate`, { accountId: id, status: 2, tenantId: 1, version: await accountVersion(id) })).body.data.status).toBe(2);
    expect((await post(`${A}/operate`, { accountId: id, status: 1, tenantId: 1, version: await accountVersion(id) })).body.data.status).toBe(1);
    expect((await post(`${A}/operate`, { accountId: id, status: 3, tenantId: 1, version: await accountVersion(id) })).body.msg).toBe('请选择账户状态');
  });

  it('group subjects only get self-use accounts', async () => {
    const group = await subjectByName('中膳云集团');
    const reply = await post(`${A}/save`, { ...(await base()), parentId: group.accountId, subjectId: group.id, configIds: [group.configIds[0]], accountType: 2, accountSysId: [1] });
    expect(reply.body.msg).toBe('集团主体只能开立自用账户');
    const ok = await post(`${A}/save`, { ...(await base()), parentId: group.accountId, subjectId: group.id, configIds: [group.configIds[0]], accountType: 1 });
    expect(ok.body.data).toMatchObject({ accountScope: 1, subjectType: 3 });
  });

  it('freezes and thaws; a frozen account cannot be enabled or disabled', async () => {
    const acct = await childByName(bj.accountId, '运营部加班卡');
    const frozen = await getAt(`${A}/freeze/${acct.id}/1`, acct.version);
    expect(frozen.body.data.status).toBe(3);
    expect((await getAt(`${A}/freeze/${acct.id}/1`, frozen.body.data.version)).body.msg).toBe('账户已冻结');
    expect((await post(`${A}/operate`, { accountId: acct.id, status: 1, version: frozen.body.data.version })).body.msg).toBe('账户已冻结，请先解冻');
    expect((await recharge(acct.accountNo, '1')).body.msg).toBe('账户已冻结，不能充值');
    const thawed = await getAt(`${A}/thaw/${acct.id}/1`, frozen.body.data.version);
    expect(thawed.body.data.status).toBe(2);
    expect((await getAt(`${A}/thaw/${acct.id}/1`, thawed.body.data.version)).body.msg).toBe('账户未冻结');
    expect((await getAt(`${A}/freeze/999999/1`, 1)).status).toBe(404);
    const subjectFreeze = await get(`${S}/freeze/${bj.id}/1`);
    expect(subjectFreeze.body.code).toBe(0);
    expect((await get(`${S}/view/${bj.id}/1`)).body.data.status).toBe(3);
    expect((await get(`${S}/thaw/${bj.id}/1`)).body.code).toBe(0);
    expect((await get(`${S}/view/${bj.id}/1`)).body.data.status).toBe(2);
  });
});

describe('permissions and limits', () => {
  const limits = (patch: Partial<Record<'balance' | 'credit', unknown>> & { account?: string[]; deal?: string[] } = {}) => [
    ...(patch.account ?? ['1_1']).map((a) => ({ actionLimit: a, limitType: 1 })),
    ...(patch.deal ?? ['2_1']).map((a) => ({ actionLimit: a, limitType: 2 })),
    ...('balance' in patch && patch.balance === undefined ? [] : [{ actionLimit: 'balance_limit', limitType: 3, limitNum: patch.balance ?? '5000' }]),
    ...('credit' in patch && patch.credit === undefined ? [] : [{ actionLimit: 'credit_limit', limitType: 4, limitNum: patch.credit ?? '100' }]),
  ];

  it('reads and saves permissions; 2_2 is always held', async () => {
    const acct = await childByName(bj.accountId, '张江食堂餐补').catch(() => undefined);
    const sh = await subjectByName('上海中膳');
    const zj = await childByName(sh.accountId, '张江食堂餐补');
    expect(acct).toBeUndefined();
    const before = await get(`${L}/getActAccountLimit`, { accountNo: zj.accountNo, tenantId: 1 });
    expect(before.body.data.balanceLimit).toBe('5000.00');
    expect(before.body.data.dealTypeLimitList.find((d: any) => d.actionLimit === '2_2').limitOn).toBe(true);
    const saved = await post(`${L}/saveActAccountLimit`, {
      accountNo: zj.accountNo,
      subjectNo: sh.subjectNo,
      accountLevel: 2,
      tenantId: 1,
      version: before.body.data.version,
      actionLimits: limits({ account: ['1_2', '1_4'], deal: ['2_3'], balance: '8000.5', credit: '100000000' }),
    });
    expect(saved.body.code).toBe(0);
    const after = (await get(`${L}/getActAccountLimit`, { accountNo: zj.accountNo })).body.data;
    expect(after.accountLimitList.filter((a: any) => a.limitType === 1 && a.limitOn).map((a: any) => a.actionLimit)).toEqual(['1_2', '1_4']);
    expect(after.dealTypeLimitList.filter((a: any) => a.limitOn).map((a: any) => a.actionLimit)).toEqual(['2_2', '2_3']);
    expect(after).toMatchObject({ balanceLimit: '8000.50', creditLimit: '100000000' });
    expect((await childByName(sh.accountId, '张江食堂餐补')).creditNum).toBe('100000000.00');
  });

  it.each([
    [{ account: [] }, '请选择账户权限'],
    [{ deal: [] }, '请选择交易权限'],
    [{ balance: undefined }, '请输入账户余额上限'],
    [{ balance: '' }, '请输入账户余额上限'],
    [{ balance: '-1' }, '请输入大于零的正数或保留2位小数'],
    [{ balance: '1.234' }, '请输入大于零的正数或保留2位小数'],
    [{ balance: '1000000000' }, '请输入大于零的正数或保留2位小数'],
    [{ credit: undefined }, '请输入授信额度'],
    [{ credit: '99' }, '请输入100-100000000正整数'],
    [{ credit: '100000001' }, '请输入100-100000000正整数'],
    [{ credit: '100.5' }, '请输入100-100000000正整数'],
  ])('save refuses %j with %s and changes nothing', async (patch, message) => {
    const sh = await subjectByName('上海中膳');
    const zj = await childByName(sh.accountId, '张江食堂餐补');
    const before = (await get(`${L}/getActAccountLimit`, { accountNo: zj.accountNo })).body.data;
    const reply = await post(`${L}/saveActAccountLimit`, { accountNo: zj.accountNo, actionLimits: limits(patch) });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    expect((await get(`${L}/getActAccountLimit`, { accountNo: zj.accountNo })).body.data).toEqual(before);
  });
});

describe('flows', () => {
  it('pages with filters, exchange types labelled, newest first', async () => {
    const all = await post(`${F}/page`, { current: 1, size: 10 });
    expect(all.body.data.records).toHaveLength(10);
    const dates = all.body.data.records.map((r: any) => r.flowDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const spend = await post(`${F}/page`, { exchangeType: 11, size: 100 });
    expect(spend.body.data.records.every((r: any) => r.exchangeTypeStr === '消费支出' && r.totalExchangeNum.startsWith('-'))).toBe(true);
    const expense = await post(`${F}/page`, { flowType: 2, size: 100 });
    expect(expense.body.data.total).toBe(spend.body.data.total);
    const supplier = await post(`${F}/page`, { subjectType: 2 });
    expect(supplier.body.data.records.map((r: any) => r.subjectName)).toEqual(['鲜丰食材供应商']);
    const byNo = await post(`${F}/page`, { subjectNo: bj.subjectNo, size: 100 });
    expect(byNo.body.data.records.every((r: any) => r.subjectNo === bj.subjectNo)).toBe(true);
    const future = await post(`${F}/page`, { beginDate: '2099-01-01', endDate: '2099-01-02' });
    expect(future.body.data).toMatchObject({ records: [], total: 0 });
    expect((await post(`${F}/page`, { beginDate: '2026-13-45' })).status).toBe(400);
  });

  it('export creates an EXPORT_ACCOUNT_FLOW_DETAIL task whose xlsx holds exactly the filtered flows', async () => {
    const BILL = 'EXPORT_ACCOUNT_FLOW_DETAIL';
    const expected = await post(`${F}/page`, { subjectNo: bj.subjectNo, size: 500 });
    const started = await post(`${F}/export`, { billType: BILL, subjectNo: bj.subjectNo });
    expect(started.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！', data: { total: expected.body.data.total } });
    await t.server.app.tasks.idle();
    const log = (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { billType: BILL, size: 100 } })).body.data;
    const task = log.records.find((r: any) => r.id === started.body.data.taskId);
    expect(task).toMatchObject({ taskName: '账户流水明细', billType: BILL, state: 'done', successNum: expected.body.data.total });
    const file = await download(t.server, t.token.admin, task.downloadUrl);
    const rows = sheetRows((await readWorkbook(file.bytes)).worksheets[0]);
    expect(rows[0]).toEqual(['流水号', '账户编号', '主体编号', '主体类型', '交易类型', '收支类型', '交易金额', '交易后余额', '交易后授信额度', '业务单号', '交易时间']);
    const ids = rows
      .slice(1)
      .map((r) => Number(r[0]))
      .sort((a, b) => a - b);
    expect(ids).toEqual(expected.body.data.records.map((r: any) => r.flowMetaId).sort((a: number, b: number) => a - b));
    const first = expected.body.data.records.find((r: any) => r.flowMetaId === Number(rows[1][0]));
    expect(rows[1].slice(1, 7)).toEqual([first.accountNo, first.subjectNo, rows[1][3], first.exchangeTypeStr, first.flowType === 1 ? '收入' : '支出', first.totalExchangeNum]);
    // A day-only end date covers the whole day: today's flows are all in.
    const today = new Date().toISOString().slice(0, 10);
    const tillToday = await post(`${F}/export`, { billType: BILL, subjectNo: bj.subjectNo, endDate: today });
    expect(tillToday.body.data.total).toBe(expected.body.data.total);
    const empty = await post(`${F}/export`, { billType: BILL, beginDate: '2099-01-01' });
    expect(empty.body).toMatchObject({ code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null } });
    const reversed = await post(`${F}/export`, { billType: BILL, beginDate: '2026-05-02', endDate: '2026-05-01' });
    expect(reversed.status).toBe(400);
  });
});

describe('pickers', () => {
  it('lazy tree, search with ancestors, level limit, people by department and by ids', async () => {
    const roots = await post('/admin/dept/v2/lazyLoadTree', { parentId: 0, status: 0, platformSearch: true, levelLimit: 1 });
    expect(roots.body.data).toMatchObject({ lazyLoad: true, deptList: [{ name: '中膳云集团', deptLable: 0, isLevel: true, disabled: true, hasChildren: true }] });
    const group = roots.body.data.deptList[0];
    const companies = await post('/admin/dept/v2/lazyLoadTreeV2', { parentId: group.deptId });
    expect(companies.body.data.deptList.map((d: any) => d.name)).toContain('北京中膳餐饮管理有限公司');
    const found = await post('/admin/dept/v2/loadTreeByName', { name: '望京' });
    expect(found.body.data.deptList[0].name).toBe('中膳云集团');
    expect(JSON.stringify(found.body.data)).toContain('望京一号食堂');
    expect(JSON.stringify(found.body.data)).not.toContain('上海');
    expect((await post('/admin/dept/v2/loadTreeByNameV2', { name: '' })).body.msg).toBe('请输入组织名称');
    const ops = found.body.data.deptList[0].children[0].children[0];
    const people = await post('/admin/user/queryByDeptId', { deptId: ops.deptId, current: 1, size: 10 });
    expect(people.body.data.records.map((p: any) => p.actualName)).toEqual(expect.arrayContaining(['陈静', '杨磊', '周杰']));
    const byIds = await post(
      'admin/user/listByIds'.replace(/^/, '/'),
      people.body.data.records.slice(0, 2).map((p: any) => p.userId),
    );
    expect(byIds.body.data).toHaveLength(2);
    const depts = await post('/admin/dept/getDeptListByIds', [ops.deptId]);
    expect(depts.body.data[0]).toMatchObject({ name: '餐饮运营部', parentName: '北京中膳餐饮管理有限公司' });
    const tree = await get('/admin/dept/list/byCompanyId', { enable: '0' });
    expect(tree.body.data[0].children.length).toBeGreaterThan(0);
    expect((await get('/admin/dept/getDeptLabLeList')).body.data[0]).toEqual({ value: 0, label: '集团' });
  });
});

describe('tenant isolation', () => {
  it('another tenant sees only its own subjects, accounts and flows, and cannot touch ours', async () => {
    const theirs = await post(`${S}/list`, { current: 1, size: 50 }, t.token.tenant);
    expect(theirs.body.data.records.every((r: any) => r.tenantId === 2)).toBe(true);
    expect(theirs.body.data.total).toBe(2);
    const lunch = await childByName(bj.accountId, '员工午餐补贴');
    expect((await get(`${A}/son/view/${lunch.id}/2`, {}, t.token.tenant)).status).toBe(404);
    expect((await get(`${A}/son/view/${lunch.id}/1`, {}, t.token.tenant)).status).toBe(403);
    expect((await recharge(lunch.accountNo, '1', t.token.tenant, null)).status).toBe(404);
    expect((await recharge(lunch.accountNo, '1', t.token.tenant, 1)).status).toBe(403);
    expect((await post(`${A}/son/list`, { parentId: bj.accountId }, t.token.tenant)).body.data.total).toBe(0);
    expect((await get(`${A}/freeze/${lunch.id}/2`, {}, t.token.tenant)).status).toBe(404);
    expect((await post(`${F}/page`, { size: 100 }, t.token.tenant)).body.data.records.every((r: any) => r.tenantId === 2)).toBe(true);
    expect((await post('/admin/user/listByIds', [lunch.accountSysId[0]], t.token.tenant)).body.data).toEqual([]);
    expect((await childByName(bj.accountId, '员工午餐补贴')).accountNum).toBe(lunch.accountNum);
  });
});

describe('subjects', () => {
  it('opens subjects with a parent account, once per owner; the type never changes', async () => {
    const roots = await post('/admin/dept/v2/lazyLoadTree', { parentId: 0 });
    const group = roots.body.data.deptList[0];
    const companies = (await post('/admin/dept/v2/lazyLoadTree', { parentId: group.deptId })).body.data.deptList;
    const it = companies.find((d: any) => d.name === '中膳云信息技术有限公司');
    const scenes = (await get(`${S}/scenes`, { subjectNo: 'x' })).body.data;
    const saved = await post(`${S}/save`, { subjectType: 1, subjectSysId: it.deptId, accountName: '信息技术主账户', configIds: [scenes[0].id], tenantId: 1 });
    expect(saved.body.data).toMatchObject({
      subjectName: '中膳云信息技术有限公司',
      subjectType: 1,
      accountName: '信息技术主账户',
      status: 2,
      accountNum: '0.00',
      configNames: scenes[0].sceneName,
    });
    expect((await post(`${S}/save`, { subjectType: 1, subjectSysId: it.deptId, accountName: '重复' })).body.msg).toBe('该主体已开户');
    expect((await post(`${S}/save`, { subjectType: 3, subjectSysId: it.deptId, accountName: '集团' })).body.msg).toBe('集团主体只能选择集团');
    expect((await post(`${S}/save`, { subjectType: 1, subjectSysId: group.deptId, accountName: '集团' })).body.msg).toBe('不能选择集团!');
    expect((await post(`${S}/save`, { subjectType: 9, accountName: '供应商' })).body.msg).toBe('请输入主体名称');
    expect((await post(`${S}/save`, { subjectType: 5, accountName: '未知' })).body.msg).toBe('请选择主体类型');
    const provider = await post(`${S}/save`, { subjectType: 9, subjectName: '绿源蔬菜配送', accountName: '绿源结算' });
    expect(provider.body.data).toMatchObject({ subjectType: 9, subjectName: '绿源蔬菜配送' });
    const id = saved.body.data.id;
    expect((await post(`${S}/update`, { id, subjectType: 3, accountName: 'x' })).body.msg).toBe('主体类型创建后不能修改');
    expect((await post(`${S}/update`, { id, accountName: '信息技术总账户' })).body.data.accountName).toBe('信息技术总账户');
    expect((await post(`${S}/operate`, { id, status: 1, tenantId: 1 })).body.code).toBe(0);
    expect((await get(`${S}/view/${id}/1`)).body.data.status).toBe(1);
    // The export itself is the task registry's (tests/api/subjectExport.test.ts): here it sees the new subject.
    const exported = await post(`${S}/export`, { subjectName: '信息技术', billType: 'EXPORT_ACCOUNT_SUBJECT' });
    expect(exported.body).toMatchObject({ msg: '正在导出，请到导出日志中查询状态并下载结果！', data: { total: 1 } });
    expect((await post(`${S}/export`, { subjectName: '不存在的主体', billType: 'EXPORT_ACCOUNT_SUBJECT' })).body.msg).toBe('暂无满足条件的数据可以导出！');
    await expectLedgerHolds();
  });
});

describe('flow tenant filter', () => {
  it('an operations user may filter flows by another tenant; a tenant admin may not', async () => {
    const operator = await t.server.login('operator');
    const theirs = await post(`${F}/page`, { tenantId: 2, size: 100 }, operator);
    expect(theirs.body.data.total).toBeGreaterThan(0);
    expect(theirs.body.data.records.every((r: any) => r.tenantId === 2)).toBe(true);
    expect((await post(`${F}/page`, { tenantId: 1 }, t.token.tenant)).status).toBe(403);
    expect((await post(`${F}/page`, { tenantId: 99 }, operator)).status).toBe(403);
  });
});

describe('stored child counts', () => {
  const mismatchedCounts = async () =>
    (
      await sql<{ id: number }>`select p.id from act_account p
        where p.child_count <> (select count(*) from act_account c where c.parent_id = p.id)`.execute(t.server.app.database.db)
    ).rows;

  it('match the rows under every parent whatever writes them, and give the unfiltered list its total', async () => {
    const db = t.server.app.database.db;
    expect(await mismatchedCounts()).toEqual([]);
    const before = (await post(`${A}/son/list`, { current: 1, size: 10, parentId: bj.accountId })).body.data.total;
    expect(before).toBe((await children(bj.accountId)).length);

    // A bulk insert by SQL, as a bench or an operator would, then a move and a delete.
    await sql`insert into act_account (tenant_id, subject_id, parent_id, level, account_no, account_name, account_scope, flag, config_ids, account_sys_id, status, operator)
      select tenant_id, subject_id, id, 2, 'CNT' || g, '计数账户' || g, 1, 0, config_ids, '[]'::jsonb, 2, 'test'
      from act_account, generate_series(1, 30) g where id = ${bj.accountId}`.execute(db);
    expect((await post(`${A}/son/list`, { current: 1, size: 10, parentId: bj.accountId })).body.data.total).toBe(before + 30);
    const other = await subjectByName('上海');
    await sql`update act_account set parent_id = ${other.accountId} where account_no in ('CNT1', 'CNT2')`.execute(db);
    await sql`delete from act_account where account_no like 'CNT%' and account_no not in ('CNT1', 'CNT2')`.execute(db);
    expect(await mismatchedCounts()).toEqual([]);
    expect((await post(`${A}/son/list`, { current: 1, size: 10, parentId: bj.accountId })).body.data.total).toBe(before);
    // With a filter the rows are counted: the stored number is only the unfiltered total.
    const filtered = (await post(`${A}/son/list`, { current: 1, size: 10, parentId: other.accountId, accountName: '计数账户' })).body.data;
    expect(filtered.total).toBe(2);
    await sql`delete from act_account where account_no in ('CNT1', 'CNT2')`.execute(db);
    expect(await mismatchedCounts()).toEqual([]);
  });
});

describe('stored flow counts', () => {
  /** Tenants whose kept count (the sum of their slots) differs from their rows; empty when the counts hold. */
  const mismatchedFlowCounts = async () =>
    (
      await sql<{ tenant_id: number }>`select t.id as tenant_id from sys_tenant t
        where coalesce((select sum(n) from act_account_flow_count c where c.tenant_id = t.id), 0)
          <> (select count(*) from act_account_flow f where f.tenant_id = t.id)`.execute(t.server.app.database.db)
    ).rows;
  const unfiltered = async (current = 1, size = 10) => (await post(`${F}/page`, { current, size })).body.data;

  it('stay exact after recharges, bulk inserts, moves and deletes, and page the unfiltered list to its exact last page', async () => {
    const db = t.server.app.database.db;
    expect(await mismatchedFlowCounts()).toEqual([]);
    const before = (await unfiltered()).total;
    const counted = async () => Number((await sql<{ n: string }>`select count(*) as n from act_account_flow where tenant_id = 1`.execute(db)).rows[0].n);
    expect(before).toBe(await counted());

    const child = await childByName(bj.accountId, '员工午餐补贴');
    expect((await recharge(child.accountNo, '1.00')).body.code).toBe(0);
    expect((await unfiltered()).total).toBe(before + 1);

    // Rows written by SQL (a bench, a migration, an operator), moved to another tenant and back, deleted.
    await sql`insert into act_account_flow (tenant_id, account_id, account_no, subject_id, subject_no, flow_subject_type, account_type_id, exchange_type, flow_type, change_num, after_num, after_credit_num, biz_no, operator, flow_date)
      select tenant_id, account_id, account_no, subject_id, subject_no, flow_subject_type, account_type_id, exchange_type, flow_type, change_num, after_num, after_credit_num, 'CNTFLOW', 'test', '2000-01-01'
      from act_account_flow, generate_series(1, 23) g where tenant_id = 1 and id = (select min(id) from act_account_flow where tenant_id = 1)`.execute(db);
    expect((await unfiltered()).total).toBe(before + 24);
    await sql`update act_account_flow set tenant_id = 2 where biz_no = 'CNTFLOW'`.execute(db);
    expect(await mismatchedFlowCounts()).toEqual([]);
    expect((await unfiltered()).total).toBe(before + 1);
    await sql`update act_account_flow set tenant_id = 1 where biz_no = 'CNTFLOW'`.execute(db);

    // The last page holds exactly the remainder and ends with the oldest rows (the ones dated 2000).
    const total = before + 24;
    const size = 10;
    const last = Math.ceil(total / size);
    const lastPage = await unfiltered(last, size);
    expect(lastPage.total).toBe(total);
    expect(lastPage.records).toHaveLength(total - (last - 1) * size);
    expect(lastPage.records.at(-1).flowDate.startsWith('2000-01-01')).toBe(true);
    expect((await unfiltered(last + 1, size)).records).toEqual([]);

    await sql`delete from act_account_flow where biz_no = 'CNTFLOW'`.execute(db);
    expect(await mismatchedFlowCounts()).toEqual([]);
    expect((await unfiltered()).total).toBe(before + 1);
    // With a filter the rows are counted; the kept number is only the unfiltered total.
    expect((await post(`${F}/page`, { accountNo: child.accountNo, size: 500 })).body.data.total).toBe(
      Number((await sql<{ n: string }>`select count(*) as n from act_account_flow where account_no = ${child.accountNo}`.execute(db)).rows[0].n),
    );
    await expectLedgerHolds();
  });
});
