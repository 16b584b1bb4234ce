import { describe, expect, it } from 'vitest';
import { LIST_TOOL_LIMITS, type ListView } from '../../schemas/listTools';
import { serverWithUsers } from './support/server';

/** Column settings and saved views of the lists (docs/screens.md#operator-tools-on-every-list): per user, per tenant, validated and bounded. */
const t = serverWithUsers(['admin', 'operator', 'tenant']);

const req = (user: 'admin' | 'operator' | 'tenant', method: string, path: string, json?: unknown, query?: Record<string, string>) =>
  t.server.request(method, path, { token: t.token[user], json, query });
const prefs = (user: 'admin' | 'operator' | 'tenant', listKey: string) => req(user, 'GET', `/admin/listPref/${listKey}`);
const views = (user: 'admin' | 'operator' | 'tenant', listKey: string) => req(user, 'GET', '/admin/listView', undefined, { listKey });
const state = { search: { enableFlag: '1' }, sort: { field: 'createTime', order: 'asc' as const }, columns: [{ key: 'accountKind', hidden: true }] };
const names = (list: ListView[]) => list.map((v) => v.name);

describe('column settings', () => {
  it('are null until saved, kept per user, and reset back to the declaration', async () => {
    expect((await prefs('admin', 'accountType')).body).toEqual({ code: 0, msg: null, data: { settings: null, defaultView: null } });
    const settings = {
      columns: [
        { key: 'enableFlag', fixed: 'left' },
        { key: 'accountTypeName', width: 240 },
        { key: 'remark', hidden: true },
      ],
      density: 'small',
    };
    const saved = await req('admin', 'PUT', '/admin/listPref/accountType', settings);
    expect(saved.status).toBe(200);
    expect((await prefs('admin', 'accountType')).body.data.settings).toEqual(settings);
    // Another user of the tenant, another list of the same user: untouched.
    expect((await prefs('operator', 'accountType')).body.data.settings).toBeNull();
    expect((await prefs('admin', 'outMerchant')).body.data.settings).toBeNull();
    // Saving again replaces.
    await req('admin', 'PUT', '/admin/listPref/accountType', { columns: [{ key: 'remark' }] });
    expect((await prefs('admin', 'accountType')).body.data.settings).toEqual({ columns: [{ key: 'remark' }] });
    expect((await req('admin', 'DELETE', '/admin/listPref/accountType')).body.data).toBe(true);
    expect((await prefs('admin', 'accountType')).body.data.settings).toBeNull();
  });

  it('refuse bad input with 400 and the message, changing nothing', async () => {
    await req('tenant', 'PUT', '/admin/listPref/accountType', { columns: [{ key: 'accountTypeName', width: 200 }] });
    const bad: unknown[] = [
      undefined,
      {},
      { columns: 'x' },
      { columns: [{ key: 'a b' }] },
      { columns: [{ key: 'x', width: 5 }] },
      { columns: [{ key: 'x', width: 1.5 }] },
      { columns: [{ key: 'x', fixed: 'middle' }] },
      { columns: [{ key: 'x' }, { key: 'x' }] },
      { columns: [{ key: 'x', extra: 1 }] },
      { columns: [], density: 'huge' },
      { columns: [], other: true },
      { columns: Array.from({ length: LIST_TOOL_LIMITS.columns + 1 }, (_, i) => ({ key: `c${i}` })) },
    ];
    for (const body of bad) {
      const reply = await req('tenant', 'PUT', '/admin/listPref/accountType', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe(1);
      expect(['列设置不正确', `列设置最多${LIST_TOOL_LIMITS.columns}列`]).toContain(reply.body.msg);
    }
    for (const key of ['1abc', 'a%20b', 'x'.repeat(65)]) {
      const reply = await req('tenant', 'GET', `/admin/listPref/${key}`);
      expect(reply.status, key).toBe(400);
      expect(reply.body.msg).toBe('列表标识不正确');
    }
    expect((await prefs('tenant', 'accountType')).body.data.settings).toEqual({ columns: [{ key: 'accountTypeName', width: 200 }] });
  });
});

describe('saved views', () => {
  it('are private until shared; a shared view opens for another user of the tenant, never for another tenant', async () => {
    const mine = await req('admin', 'POST', '/admin/listView', { listKey: 'accountType', name: '  只看启用  ', state });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ name: '只看启用', shared: false, mine: true, listKey: 'accountType', state, ownerName: '系统管理员' });
    expect(names((await views('operator', 'accountType')).body.data.views)).toEqual([]);

    const shared = await req('admin', 'POST', '/admin/listView', { listKey: 'accountType', name: '团队视图', shared: true, state: { search: {} } });
    expect(shared.body.data).toMatchObject({ shared: true });
    const seen = (await views('operator', 'accountType')).body.data.views as ListView[];
    expect(names(seen)).toEqual(['团队视图']);
    expect(seen[0]).toMatchObject({ mine: false, ownerName: '系统管理员' });
    expect(names((await views('tenant', 'accountType')).body.data.views)).toEqual([]);
    // The owner sees both, own first.
    expect(names((await views('admin', 'accountType')).body.data.views).sort()).toEqual(['只看启用', '团队视图'].sort());

    // Only the owner renames, unshares or deletes; others get 403 for a shared view and 404 for a private one.
    const sharedId = shared.body.data.id;
    const mineId = mine.body.data.id;
    expect((await req('operator', 'PUT', `/admin/listView/${sharedId}`, { name: '改名' })).status).toBe(403);
    expect((await req('operator', 'DELETE', `/admin/listView/${sharedId}`)).body.msg).toBe('只能修改自己的视图');
    expect((await req('operator', 'PUT', `/admin/listView/${mineId}`, { name: '改名' })).status).toBe(404);
    expect((await req('tenant', 'DELETE', `/admin/listView/${sharedId}`)).status).toBe(404);

    const renamed = await req('admin', 'PUT', `/admin/listView/${sharedId}`, { name: '团队视图二', shared: false });
    expect(renamed.body.data).toMatchObject({ name: '团队视图二', shared: false });
    expect(names((await views('operator', 'accountType')).body.data.views)).toEqual([]);
    expect((await req('admin', 'DELETE', `/admin/listView/${sharedId}`)).body.data).toBe(true);
    expect(names((await views('admin', 'accountType')).body.data.views)).toEqual(['只看启用']);
  });

  it('sharing needs the share permission key', async () => {
    const denied = await req('operator', 'POST', '/admin/listView', { listKey: 'accountType', name: '运营共享', shared: true, state: { search: {} } });
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe('没有共享视图的权限');
    const kept = await req('operator', 'POST', '/admin/listView', { listKey: 'accountType', name: '运营私有', state: { search: {} } });
    expect(kept.status).toBe(200);
    const share = await req('operator', 'PUT', `/admin/listView/${kept.body.data.id}`, { shared: true });
    expect(share.status).toBe(403);
    expect(names((await views('admin', 'accountType')).body.data.views)).not.toContain('运营私有');
  });

  it('one default view per list, which the list receives with the settings; it goes when the view is no longer visible', async () => {
    const a = (await req('admin', 'POST', '/admin/listView', { listKey: 'outMerchant', name: '默认一', shared: true, state: { search: { enabledFlag: '1' } } })).body.data;
    const b = (await req('admin', 'POST', '/admin/listView', { listKey: 'outMerchant', name: '默认二', state: { search: {} } })).body.data;
    expect((await req('admin', 'PUT', '/admin/listView/default', { listKey: 'outMerchant', viewId: a.id })).status).toBe(200);
    expect((await req('admin', 'PUT', '/admin/listView/default', { listKey: 'outMerchant', viewId: b.id })).status).toBe(200);
    expect((await views('admin', 'outMerchant')).body.data.defaultViewId).toBe(b.id);
    expect((await prefs('admin', 'outMerchant')).body.data.defaultView).toMatchObject({ id: b.id, name: '默认二' });

    // Another user may take a shared view as their default, not a private one, nor one of another list.
    expect((await req('operator', 'PUT', '/admin/listView/default', { listKey: 'outMerchant', viewId: b.id })).status).toBe(404);
    expect((await req('operator', 'PUT', '/admin/listView/default', { listKey: 'accountType', viewId: a.id })).status).toBe(404);
    expect((await req('operator', 'PUT', '/admin/listView/default', { listKey: 'outMerchant', viewId: a.id })).status).toBe(200);
    expect((await prefs('operator', 'outMerchant')).body.data.defaultView).toMatchObject({ id: a.id, mine: false });
    // Unshared by its owner: no longer the operator's default.
    await req('admin', 'PUT', `/admin/listView/${a.id}`, { shared: false });
    expect((await prefs('operator', 'outMerchant')).body.data.defaultView).toBeNull();
    // Deleted: gone from the owner's default too.
    await req('admin', 'DELETE', `/admin/listView/${b.id}`);
    expect((await prefs('admin', 'outMerchant')).body.data.defaultView).toBeNull();
    expect((await req('admin', 'PUT', '/admin/listView/default', { listKey: 'outMerchant', viewId: null })).status).toBe(200);
  });

  it('refuses bad names, states, duplicates and more than the limit per list', async () => {
    const post = (json: unknown) => req('tenant', 'POST', '/admin/listView', json);
    const cases: [unknown, string][] = [
      [{ listKey: 'accountType', name: '', state: { search: {} } }, '请输入视图名称'],
      [{ listKey: 'accountType', name: '   ', state: { search: {} } }, '请输入视图名称'],
      [{ listKey: 'accountType', name: 'x'.repeat(31), state: { search: {} } }, '视图名称不能超过30个字符'],
      [{ listKey: 'bad key', name: 'a', state: { search: {} } }, '列表标识不正确'],
      [{ listKey: 'accountType', name: 'a', state: {} }, '视图内容不正确'],
      [{ listKey: 'accountType', name: 'a', state: { search: { x: 'y'.repeat(LIST_TOOL_LIMITS.searchValue + 1) } } }, '视图内容不正确'],
      [{ listKey: 'accountType', name: 'a', state: { search: { x: 1 } } }, '视图内容不正确'],
      [{ listKey: 'accountType', name: 'a', state: { search: {}, sort: { field: 'x', order: 'up' } } }, '视图内容不正确'],
      [{ listKey: 'accountType', name: 'a', state: { search: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'v'])) } }, '视图内容不正确'],
      [{ listKey: 'accountType', name: 'a', state: { search: {}, columns: [{ key: 'x', width: 1 }] } }, '列设置不正确'],
    ];
    for (const [body, msg] of cases) {
      const reply = await post(body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    expect((await post({ listKey: 'cityMapping', name: '同名', state: { search: {} } })).status).toBe(200);
    const dup = await post({ listKey: 'cityMapping', name: '同名', state: { search: {} } });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ msg: '视图名称已存在', errors: { name: '视图名称已存在' } });
    for (let i = 1; i < LIST_TOOL_LIMITS.viewsPerList; i++) {
      expect((await post({ listKey: 'cityMapping', name: `视图${i}`, state: { search: {} } })).status).toBe(200);
    }
    const over = await post({ listKey: 'cityMapping', name: '多一个', state: { search: {} } });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(`每个列表最多保存${LIST_TOOL_LIMITS.viewsPerList}个视图`);
    for (const id of ['0', '-1', 'abc', '1.5']) expect((await req('tenant', 'DELETE', `/admin/listView/${id}`)).status, id).toBe(400);
    expect((await req('tenant', 'PUT', '/admin/listView/999999', { name: 'x' })).status).toBe(404);
    expect((await req('tenant', 'PUT', '/admin/listView/1', {})).status).toBe(400);
  });

  it('an operator acting on another tenant keeps that tenant’s views apart', async () => {
    const other = await t.server.request('POST', '/admin/listView', {
      token: t.token.operator,
      tenantId: 2,
      json: { listKey: 'accountType', name: '跨租户', state: { search: {} } },
    });
    expect(other.status).toBe(200);
    expect(names((await views('operator', 'accountType')).body.data.views)).not.toContain('跨租户');
    const there = await t.server.request('GET', '/admin/listView', { token: t.token.operator, tenantId: 2, query: { listKey: 'accountType' } });
    expect(names(there.body.data.views)).toEqual(['跨租户']);
  });
});

describe('sorting and the export of ticked rows', () => {
  const list = (query: Record<string, string>) => req('tenant', 'GET', '/accountcenter/actAccountType/listPage', undefined, query);

  it('a list sorts by the columns it declares, and refuses any other', async () => {
    // The database's collation orders the names: descending is ascending reversed, and not the default order.
    const byName = (query: Record<string, string>) => list(query).then((r) => r.body.data.records.map((x: { accountTypeName: string }) => x.accountTypeName));
    const asc = await byName({ ascs: 'accountTypeName' });
    expect(asc.length).toBeGreaterThan(1);
    expect(await byName({ descs: 'accountTypeName' })).toEqual([...asc].reverse());
    const oldest = (await list({ ascs: 'createTime' })).body.data.records.map((r: { createTime: string }) => r.createTime);
    expect(oldest).toEqual([...oldest].sort());
    const newest = (await list({ descs: 'createTime' })).body.data.records.map((r: { createTime: string }) => r.createTime);
    expect(newest).toEqual([...oldest].reverse());
    for (const query of [{ ascs: 'remark' }, { descs: 'id; drop table x' }] as Record<string, string>[]) {
      const reply = await list(query);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('排序字段不正确');
    }
    const merchants = (query: Record<string, string>) =>
      req('admin', 'GET', '/cashierMgr/cashieroutmerchant/page', undefined, query).then((r) => r.body.data.records.map((x: { merchantName: string }) => x.merchantName));
    const up = await merchants({ ascs: 'merchantName' });
    expect(up.length).toBeGreaterThan(1);
    expect(await merchants({ descs: 'merchantName' })).toEqual([...up].reverse());
  });

  it('exports only the ticked rows where the export allows it; another export refuses ids rather than export everything', async () => {
    const { ACCOUNT_TYPE_EXPORT_BILL_TYPE } = await import('../../schemas/accountType');
    const { SUBJECT_EXPORT_BILL_TYPE } = await import('../../schemas/accountSubject');
    const rows = (await list({})).body.data.records as { id: number }[];
    const two = await req('tenant', 'POST', '/accountcenter/actAccountType/export', { billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE, ids: [rows[0].id, rows[1].id] });
    expect(two.status).toBe(200);
    expect(two.body.data.total).toBe(2);
    // Another tenant's ids match nothing of this tenant.
    const foreign = await req('admin', 'POST', '/accountcenter/actAccountType/export', { billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE, ids: [rows[0].id] });
    expect(foreign.body.data.total).toBe(0);
    for (const ids of [[], [0], ['x'], Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      const bad = await req('tenant', 'POST', '/accountcenter/actAccountType/export', { billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE, ids });
      expect(bad.status, JSON.stringify(ids).slice(0, 20)).toBe(400);
      expect(bad.body.msg).toBe('该导出不支持按所选行导出');
    }
    const subjects = await req('admin', 'POST', '/accountcenter/subject/export', { billType: SUBJECT_EXPORT_BILL_TYPE, ids: [1] });
    expect(subjects.status).toBe(400);
    expect(subjects.body.msg).toBe('该导出不支持按所选行导出');
  });
});

describe('migration 110 on a database seeded before it', () => {
  it('creates the tables and gives the share button to the roles and tenants holding 系统管理', async () => {
    const { sql } = await import('kysely');
    const { migrate } = await import('../../server/db/migrate');
    const db = t.server.app.database.db;
    // Back to how a database seeded before saved views and column settings looked: no tables, no button, no record of the migration.
    await sql`drop table sys_list_pref`.execute(db);
    await sql`drop table sys_list_view`.execute(db);
    await db.deleteFrom('sys_role_menu').where('menu_id', '=', 1492).execute();
    await db.deleteFrom('sys_tenant_menu').where('menu_id', '=', 1492).execute();
    await db.deleteFrom('sys_menu').where('id', '=', 1492).execute();
    await db.deleteFrom('schema_migration').where('name', '=', '110_list_tools').execute();
    // Nor had it the record versions of migration 151 (which runs again on the views' table it finds).
    await db.deleteFrom('schema_migration').where('name', '=', '151_record_versions').execute();

    expect(await migrate(db)).toEqual(['110_list_tools', '151_record_versions']);
    const button = await db.selectFrom('sys_menu').selectAll().where('id', '=', 1492).executeTakeFirstOrThrow();
    expect(button).toMatchObject({ parent_id: 1400, permission: 'sys_view_share', type: '1' });
    const holders = async (menuId: number) =>
      (await db.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', menuId).orderBy('tenant_id').execute()).map((r) => Number(r.tenant_id));
    // Every tenant holding 系统管理: the main tenant, and tenant 2, whose administrators hold its 审计日志 (1403).
    expect(await holders(1400)).toEqual([1, 2]);
    expect(await holders(1492)).toEqual([1, 2]);
    const admin = await t.server.loginReply('admin');
    const info = await t.server.request('GET', '/admin/user/info', { token: admin.access_token });
    expect(info.body.data.permissions).toContain('sys_view_share');
    const operator = await t.server.request('GET', '/admin/user/info', { token: t.token.operator });
    expect(operator.body.data.permissions).not.toContain('sys_view_share');
    expect((await req('admin', 'POST', '/admin/listView', { listKey: 'accountType', name: '迁移后', shared: true, state: { search: {} } })).status).toBe(200);
    // Run again: nothing left to do.
    expect(await migrate(db)).toEqual([]);
  });
});
