import { describe, expect, it } from 'vitest';
import type { AccountType } from '../../schemas/accountType';
import { serverWithUsers } from './support/server';

const BASE = '/accountcenter/actAccountType';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const t = serverWithUsers(['admin', 'tenant', 'operator']);

const list = (token: string, query: Record<string, string | number> = {}, tenantId?: number) => t.server.request('GET', `${BASE}/listPage`, { token, query, tenantId });
const create = (token: string, json: unknown) => t.server.request('POST', BASE, { token, json });
const update = (token: string, json: unknown) => t.server.request('POST', `${BASE}/updateActAccountType`, { token, json });
const names = (records: AccountType[]) => records.map((r) => r.accountTypeName);

describe('listPage', () => {
  it('pages the tenant rows newest first with records, total, current and size', async () => {
    const reply = await list(t.token.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toMatchObject({ total: 8, current: 1, size: 10 });
    const records = reply.body.data.records as AccountType[];
    expect(records).toHaveLength(8);
    expect(records[0]).toMatchObject({ accountTypeName: '部门活动卡', tenantId: 1, accountType: 3, accountKind: 1, enableFlag: '1' });
    expect(records[0].createTime).toMatch(DATE_TIME);
    expect(Object.keys(records[0]).sort()).toEqual(
      ['accountKind', 'accountType', 'accountTypeName', 'createTime', 'enableFlag', 'id', 'remark', 'tenantId', 'updateTime', 'version'].sort(),
    );
    const times = records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('walks pages with current and size without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3].map((current) => list(t.token.admin, { current, size: 3 })));
    const seen = pages.flatMap((p) => names(p.body.data.records));
    expect(pages.map((p) => p.body.data.records.length)).toEqual([3, 3, 2]);
    expect(new Set(seen).size).toBe(8);
    expect(pages[2].body.data).toMatchObject({ current: 3, size: 3, total: 8 });
    const beyond = await list(t.token.admin, { current: 50, size: 3 });
    expect(beyond.body.data).toMatchObject({ records: [], total: 8 });
  });

  it('filters by name (contains), state and category', async () => {
    const byName = await list(t.token.admin, { accountTypeName: '账户' });
    expect(names(byName.body.data.records).sort()).toEqual(['个人餐补账户', '差旅账户', '福利积分账户', '节日福利账户'].sort());
    const disabled = await list(t.token.admin, { enableFlag: '0' });
    expect(names(disabled.body.data.records).sort()).toEqual(['差旅备用金', '节日福利账户'].sort());
    const travel = await list(t.token.admin, { accountType: 4 });
    expect(travel.body.data.total).toBe(2);
    const both = await list(t.token.admin, { accountType: 4, enableFlag: '1' });
    expect(names(both.body.data.records)).toEqual(['差旅账户']);
    // A category that does not exist is refused like any other bad filter (docs/product.md#validation and docs/product.md#errors-and-messages: enums are their exact values).
    const unknownCategory = await list(t.token.admin, { accountType: 99999999 });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body).toMatchObject({ code: 1, msg: '请选择有效的选项', errors: { accountType: '请选择有效的选项' } });
    const wildcard = await list(t.token.admin, { accountTypeName: '%' });
    expect(wildcard.body.data.total).toBe(0);
    const cleared = await list(t.token.admin, { accountTypeName: '', enableFlag: '' });
    expect(cleared.body.data.total).toBe(8);
  });

  it('refuses malformed paging with 400', async () => {
    const bad: Record<string, string | number>[] = [{ current: 0 }, { size: 501 }, { current: 'x' }, { enableFlag: '2' }];
    for (const query of bad) {
      const reply = await list(t.token.admin, query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(reply.body.code).toBe(1);
      expect(reply.body.data).toBeNull();
    }
  });

  it('only ever shows the tenant its own rows', async () => {
    const reply = await list(t.token.tenant);
    expect(reply.body.data.total).toBe(3);
    expect(reply.body.data.records.every((r: AccountType) => r.tenantId === 2)).toBe(true);
  });

  it('refuses a foreign TENANT-ID with 403 and lets the operator switch tenant', async () => {
    const foreign = await list(t.token.admin, {}, 2);
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('当前操作没有权限');
    const viaOperator = await list(t.token.operator, {}, 2);
    expect(viaOperator.status).toBe(200);
    expect(viaOperator.body.data.total).toBe(3);
  });
});

describe('enableList', () => {
  it('gives the enabled types of the tenant only', async () => {
    const reply = await t.server.request('GET', `${BASE}/enableList`, { token: t.token.admin });
    expect(reply.status).toBe(200);
    const rows = reply.body.data as AccountType[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.enableFlag === '1' && r.tenantId === 1)).toBe(true);
    expect(names(rows)).not.toContain('节日福利账户');
  });
});

describe('create, read, update', () => {
  it('creates an enabled type that reads back and lists first', async () => {
    const reply = await create(t.token.admin, { accountTypeName: '  夜宵补贴账户 ', accountType: 0, accountKind: 1, remark: '夜班员工' });
    expect(reply.status).toBe(200);
    const created = reply.body.data as AccountType;
    expect(created).toMatchObject({ accountTypeName: '夜宵补贴账户', tenantId: 1, enableFlag: '1', remark: '夜班员工', updateTime: null });
    expect(created.createTime).toMatch(DATE_TIME);
    const read = await t.server.request('GET', `${BASE}/${created.id}`, { token: t.token.admin });
    expect(read.body).toEqual({ code: 0, msg: null, data: created });
    const first = (await list(t.token.admin, { size: 1 })).body.data.records[0];
    expect(first.id).toBe(created.id);
  });

  it('answers the schema messages for bad fields', async () => {
    const cases: [unknown, string, string][] = [
      [{ accountType: 0, accountKind: 1 }, 'accountTypeName', '请输入账户类型名称'],
      [{ accountTypeName: '   ', accountType: 0, accountKind: 1 }, 'accountTypeName', '请输入账户类型名称'],
      [{ accountTypeName: '长'.repeat(31), accountType: 0, accountKind: 1 }, 'accountTypeName', '账户类型名称不能超过30个字符'],
      [{ accountTypeName: '新类型', accountType: 7, accountKind: 1 }, 'accountType', '请选择账户类别'],
      [{ accountTypeName: '新类型', accountKind: 1 }, 'accountType', '请选择账户类别'],
      [{ accountTypeName: '新类型', accountType: 0 }, 'accountKind', '请选择账户种类'],
      [{ accountTypeName: '新类型', accountType: 0, accountKind: 1, remark: 'x'.repeat(201) }, 'remark', '备注不能超过200个字符'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await create(t.token.admin, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe(1);
      expect(reply.body.msg).toBe(message);
      expect(reply.body.errors[field]).toBe(message);
      expect(reply.body.data).toBeNull();
    }
    expect((await list(t.token.admin, { accountTypeName: '新类型' })).body.data.total).toBe(0);
  });

  it('refuses a duplicate name in the tenant, but not in another tenant', async () => {
    const dup = await create(t.token.admin, { accountTypeName: ' 差旅账户', accountType: 4, accountKind: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ code: 1, msg: '账户类型名称已存在', data: null, errors: { accountTypeName: '账户类型名称已存在' } });
    const elsewhere = await create(t.token.tenant, { accountTypeName: '差旅账户', accountType: 4, accountKind: 1 });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.tenantId).toBe(2);
  });

  it('updates a type, stamps updateTime, and keeps names unique', async () => {
    const { body } = await create(t.token.admin, { accountTypeName: '待修改类型', accountType: 1, accountKind: 3, remark: '旧备注' });
    const id = body.data.id;
    const changed = await update(t.token.admin, { id, accountTypeName: '已修改类型', accountType: 2, accountKind: 1, remark: null });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, accountTypeName: '已修改类型', accountType: 2, accountKind: 1, remark: null });
    expect(changed.body.data.updateTime).toMatch(DATE_TIME);
    const dup = await update(t.token.admin, { id, accountTypeName: '部门加班卡', accountType: 2, accountKind: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ accountTypeName: '账户类型名称已存在' });
    expect((await t.server.request('GET', `${BASE}/${id}`, { token: t.token.admin })).body.data.accountTypeName).toBe('已修改类型');
    const noId = await update(t.token.admin, { accountTypeName: 'x', accountType: 0, accountKind: 1 });
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toBe('缺少账户类型编号');
  });

  it("never reads or writes another tenant's type", async () => {
    const own = (await list(t.token.tenant)).body.data.records[0] as AccountType;
    const read = await t.server.request('GET', `${BASE}/${own.id}`, { token: t.token.admin });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ code: 1, msg: '资源不存在', data: null });
    const write = await update(t.token.admin, { id: own.id, accountTypeName: '越权修改', accountType: 0, accountKind: 1 });
    expect(write.status).toBe(404);
    const disable = await t.server.request('POST', `${BASE}/disable`, { token: t.token.admin, json: { id: own.id } });
    expect(disable.status).toBe(404);
    const after = await t.server.request('GET', `${BASE}/${own.id}`, { token: t.token.tenant });
    expect(after.body.data).toEqual(own);
    expect((await t.server.request('GET', `${BASE}/99999999`, { token: t.token.admin })).status).toBe(404);
    expect((await t.server.request('GET', `${BASE}/abc`, { token: t.token.admin })).status).toBe(400);
  });
});

describe('concurrent writes', () => {
  it('creates distinct names in parallel, and exactly one of several equal names', async () => {
    const distinct = await Promise.all(Array.from({ length: 12 }, (_, i) => create(t.token.admin, { accountTypeName: `并发类型${i}`, accountType: 0, accountKind: 1 })));
    expect(distinct.map((r) => r.status)).toEqual(Array(12).fill(200));
    const same = await Promise.all(Array.from({ length: 8 }, () => create(t.token.admin, { accountTypeName: '同名并发类型', accountType: 1, accountKind: 3 })));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    expect(same.filter((r) => r.status === 400 && r.body.msg === '账户类型名称已存在')).toHaveLength(7);
    expect((await list(t.token.admin, { accountTypeName: '同名并发类型' })).body.data.total).toBe(1);
  });
});

describe('enable and disable', () => {
  it('toggles the state and the enabled list follows', async () => {
    const target = (await list(t.token.admin, { accountTypeName: '部门加班卡' })).body.data.records[0] as AccountType;
    const enabledIds = async () => (await t.server.request('GET', `${BASE}/enableList`, { token: t.token.admin })).body.data.map((r: AccountType) => r.id);
    const off = await t.server.request('POST', `${BASE}/disable`, { token: t.token.admin, json: { id: target.id } });
    expect(off.status).toBe(200);
    expect(off.body.data.enableFlag).toBe('0');
    expect(await enabledIds()).not.toContain(target.id);
    const on = await t.server.request('POST', `${BASE}/enable`, { token: t.token.admin, json: { id: String(target.id) } });
    expect(on.body.data.enableFlag).toBe('1');
    expect(await enabledIds()).toContain(target.id);
  });

  it('refuses a missing id with the schema message', async () => {
    const reply = await t.server.request('POST', `${BASE}/enable`, { token: t.token.admin, json: {} });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: '缺少账户类型编号', errors: { id: '缺少账户类型编号' } });
  });

  it('needs a token', async () => {
    expect((await t.server.request('POST', `${BASE}/enable`, { json: { id: 1 } })).status).toBe(401);
    expect((await t.server.request('GET', `${BASE}/listPage`)).status).toBe(401);
  });
});
