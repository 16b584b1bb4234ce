import { describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';

/** Uploaded front-end error logs and the system messages of the top bar. */
const t = serverWithUsers(['admin', 'operator', 'tenant']);

const entry = (n: number) => ({
  type: 'error',
  message: `Cannot read properties of undefined (reading 'x${n}')`,
  stack: `TypeError: boom\n    at Page (/assets/page.js:1:${n})`,
  info: 'window.onerror',
  url: 'http://127.0.0.1/platAccountMgr/accountType/index',
  time: '2026-11-22 08:00:00',
});

const logCount = async () =>
  Number(
    (
      await t.server.app.database.db
        .selectFrom('sys_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /admin/log/logs', () => {
  it('stores the list with the user and tenant, newest first in the page', async () => {
    const reply = await t.server.request('POST', '/admin/log/logs', { token: t.token.admin, tenantId: 1, json: [entry(1), entry(2)] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0, data: 2 });
    const page = await t.server.request('GET', '/admin/log/page', { token: t.token.admin, tenantId: 1 });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.size).toBe(10);
    expect(page.body.data.records[0]).toMatchObject({
      ...entry(2),
      id: expect.any(Number),
      tenantId: 1,
      userId: t.user.admin.userId,
      username: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('accepts entries with only type and message', async () => {
    const reply = await t.server.request('POST', '/admin/log/logs', { token: t.token.operator, json: [{ type: 'unhandledrejection', message: 'x' }] });
    expect(reply.body.code).toBe(0);
  });

  it('refuses bad lists with a clear message and stores nothing', async () => {
    const before = await logCount();
    const cases: [unknown, string][] = [
      [[], '没有可上传的日志'],
      [Array.from({ length: 201 }, (_, i) => entry(i)), '一次最多上传200条日志'],
      [{ type: 'error' }, '日志格式错误'],
      [[{ ...entry(1), message: 'x'.repeat(2001) }], '错误信息不能超过2000个字符'],
      [[{ ...entry(1), stack: 'x'.repeat(8001) }], '错误堆栈不能超过8000个字符'],
      [[{ ...entry(1), type: ' ' }], '日志类型不能为空'],
      [[{ ...entry(1), url: 5 }], '页面地址格式错误'],
      [[entry(1), { ...entry(2), message: 'a\u0000b' }], '参数包含非法字符'],
    ];
    for (const [body, msg] of cases) {
      const reply = await t.server.request('POST', '/admin/log/logs', { token: t.token.admin, json: body });
      expect(reply.status, msg).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    expect(await logCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await t.server.request('POST', '/admin/log/logs', { json: [entry(1)] })).status).toBe(401);
    expect((await t.server.request('GET', '/admin/log/page')).status).toBe(401);
  });
});

describe('GET /admin/log/page and DELETE /admin/log/{id}', () => {
  it('keeps tenants apart', async () => {
    await t.server.request('POST', '/admin/log/logs', { token: t.token.tenant, json: [{ ...entry(9), message: 'tenant two' }] });
    const two = await t.server.request('GET', '/admin/log/page', { token: t.token.tenant });
    expect(two.body.data.records.map((r: { message: string }) => r.message)).toEqual(['tenant two']);
    const one = await t.server.request('GET', '/admin/log/page', { token: t.token.admin, query: { size: 100 } });
    expect(one.body.data.records.some((r: { message: string }) => r.message === 'tenant two')).toBe(false);
    const foreignId = two.body.data.records[0].id;
    const del = await t.server.request('DELETE', `/admin/log/${foreignId}`, { token: t.token.admin });
    expect(del.status).toBe(404);
    expect(del.body.msg).toBe('资源不存在');
  });

  it('filters by type, pages, and validates the query', async () => {
    const filtered = await t.server.request('GET', '/admin/log/page', { token: t.token.admin, query: { type: 'unhandledrejection' } });
    expect(filtered.body.data.records.every((r: { type: string }) => r.type === 'unhandledrejection')).toBe(true);
    expect(filtered.body.data.total).toBe(1);
    const second = await t.server.request('GET', '/admin/log/page', { token: t.token.admin, query: { current: 2, size: 2 } });
    expect(second.body.data.records).toHaveLength(1);
    expect((await t.server.request('GET', '/admin/log/page', { token: t.token.admin, query: { size: 101 } })).body.msg).toBe('每页条数格式错误');
    expect((await t.server.request('GET', '/admin/log/page', { token: t.token.admin, query: { current: 'x' } })).body.msg).toBe('页码格式错误');
  });

  it('deletes one entry of the tenant', async () => {
    const page = await t.server.request('GET', '/admin/log/page', { token: t.token.admin });
    const id = page.body.data.records[0].id;
    const del = await t.server.request('DELETE', `/admin/log/${id}`, { token: t.token.admin });
    expect(del.body).toMatchObject({ code: 0 });
    expect((await t.server.request('DELETE', `/admin/log/${id}`, { token: t.token.admin })).status).toBe(404);
    expect((await t.server.request('DELETE', '/admin/log/abc', { token: t.token.admin })).body.msg).toBe('日志编号格式错误');
  });

  it('deletes only with sys_log_del (the system log screen’s button), and keeps the entry otherwise', async () => {
    const own = (await t.server.request('GET', '/admin/log/page', { token: t.token.tenant })).body.data.records[0].id;
    const refused = await t.server.request('DELETE', `/admin/log/${own}`, { token: t.token.tenant });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 1, msg: '当前操作没有权限' });
    expect((await t.server.request('GET', '/admin/log/page', { token: t.token.tenant })).body.data.total).toBe(1);
    const info = await t.server.request('GET', '/admin/user/info', { token: t.token.admin });
    expect(info.body.data.permissions).toContain('sys_log_del');
  });
});

describe('system messages', () => {
  it('lists the own messages with the unread count and marks them read', async () => {
    const empty = await t.server.request('GET', '/admin/message/mine', { token: t.token.tenant });
    expect(empty.body.data).toMatchObject({ records: [], total: 0, unread: 0 });
    await t.server.app.realtime.notifyUser(2, t.user.tenant.userId, '导入员工');
    const second = await t.server.app.realtime.notifyUser(2, t.user.tenant.userId, '导出流水');
    await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '别人的');
    const mine = await t.server.request('GET', '/admin/message/mine', { token: t.token.tenant });
    expect(mine.body.data.unread).toBe(2);
    expect(mine.body.data.records.map((m: { content: string }) => m.content)).toEqual(['导出流水', '导入员工']);
    expect((await t.server.request('PUT', `/admin/message/read/${second.messageId}`, { token: t.token.tenant })).body.code).toBe(0);
    expect((await t.server.request('GET', '/admin/message/mine', { token: t.token.tenant })).body.data.unread).toBe(1);
    const unreadOnly = await t.server.request('GET', '/admin/message/mine', { token: t.token.tenant, query: { readFlag: '0' } });
    expect(unreadOnly.body.data.records.map((m: { content: string }) => m.content)).toEqual(['导入员工']);
    const all = await t.server.request('PUT', '/admin/message/read-all', { token: t.token.tenant });
    expect(all.body.data).toBe(1);
    expect((await t.server.request('GET', '/admin/message/mine', { token: t.token.tenant })).body.data.unread).toBe(0);
  });

  it("cannot read or mark another user's message", async () => {
    const { messageId } = await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '管理员的');
    const reply = await t.server.request('PUT', `/admin/message/read/${messageId}`, { token: t.token.operator });
    expect(reply.status).toBe(404);
    const mine = await t.server.request('GET', '/admin/message/mine', { token: t.token.operator });
    expect(mine.body.data.records.some((m: { id: number }) => m.id === messageId)).toBe(false);
    expect((await t.server.request('GET', '/admin/message/mine', { token: t.token.operator, query: { size: 51 } })).body.msg).toBe('每页条数格式错误');
  });

  it('notifyUser refuses an empty message', async () => {
    await expect(t.server.app.realtime.notifyUser(1, t.user.admin.userId, '  ')).rejects.toThrow('empty');
  });
});

describe('GET /scm/params', () => {
  it("gives the main tenant's supply-chain parameters and another tenant none of them", async () => {
    const main = await t.server.request('GET', '/scm/params', { token: t.token.admin });
    expect(main.body.code).toBe(0);
    expect(main.body.data[0]).toEqual({ paramKey: 'STOCK_WARNING_DAYS', paramName: '库存预警天数', paramValue: '7' });
    expect(main.body.data).toHaveLength(5);
    const other = await t.server.request('GET', '/scm/params', { token: t.token.tenant });
    expect(other.body.data).toEqual([]);
    expect((await t.server.request('GET', '/scm/params')).status).toBe(401);
  });
});
