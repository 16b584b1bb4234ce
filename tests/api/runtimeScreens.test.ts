import { describe, expect, it } from 'vitest';
import { auditRecordSchema } from '../../schemas/audit';
import { errorLogPageQuerySchema, errorLogRecordSchema } from '../../schemas/errorLog';
import type { ScreenSource } from '../../schemas/runtimeScreen';
import { serverWithUsers } from './support/server';

/** Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time): the calls and their rules. */
const t = serverWithUsers(['admin', 'operator', 'tenant']);
type User = 'admin' | 'operator' | 'tenant';
const req = (user: User, method: string, path: string, json?: unknown, query?: Record<string, string>) => t.server.request(method, path, { token: t.token[user], json, query });

const declaration = (key: string, more: Record<string, unknown> = {}) => ({
  key,
  title: { zh: '前端错误', en: 'Front-end errors' },
  source: 'systemLog',
  columns: [
    { field: 'createTime', title: { zh: '上传时间', en: 'Uploaded at' }, type: 'datetime', width: 170 },
    { field: 'type', title: { zh: '类型', en: 'Type' } },
    { field: 'message', title: { zh: '错误信息', en: 'Message' } },
  ],
  pageSize: 20,
  ...more,
});

const create = async (user: User, body: unknown) => {
  const reply = await req(user, 'POST', '/admin/screen', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { id: number; version: number };
};

describe('sources', () => {
  it('are the allow-list, their fields and search fields taken from the list calls’ typed reply and query', async () => {
    const reply = await req('admin', 'GET', '/admin/screen/sources');
    expect(reply.status).toBe(200);
    const sources = reply.body.data as ScreenSource[];
    expect(sources.map((s) => s.key)).toEqual(['systemLog', 'auditTrail']);
    const log = sources[0];
    expect(log.call).toEqual({ method: 'GET', path: '/admin/log/page' });
    expect(log.fields.map((f) => f.name)).toEqual(Object.keys(errorLogRecordSchema.shape));
    expect(log.fields).toContainEqual({ name: 'createTime', type: 'datetime' });
    expect(log.fields).toContainEqual({ name: 'id', type: 'number' });
    expect(log.fields).toContainEqual({ name: 'remoteAddr', type: 'text' });
    expect(log.search.map((s) => s.field)).toEqual(Object.keys(errorLogPageQuerySchema.shape).filter((k) => k in errorLogRecordSchema.shape));
    expect(log.mutations).toEqual([{ key: 'delete', kind: 'delete', method: 'DELETE', path: '/admin/log/{id}', permission: 'sys_log_del' }]);
    const audit = sources[1];
    expect(audit.fields.map((f) => f.name)).toEqual(Object.keys(auditRecordSchema.shape));
    expect(audit.fields).toContainEqual({ name: 'result', type: 'enum', values: ['ok', 'error'] });
    expect(audit.fields).toContainEqual({ name: 'changes', type: 'json' });
    expect(audit.export).toMatchObject({ path: '/admin/audit/export' });
    // The fields each list call sorts by (its ascs / descs), so a screen's columns sort on the server.
    expect(log.sortable).toEqual(['createTime', 'time', 'type', 'username']);
    expect(audit.sortable).toEqual(['createTime', 'username', 'entity', 'action']);
    // A range of days where the query takes one (the audit trail's beginTime and endTime), equality elsewhere.
    expect(audit.search).toContainEqual({ field: 'createTime', operators: ['between'], into: ['beginTime', 'endTime'] });
    expect(audit.search).toContainEqual({ field: 'username', operators: ['eq'] });
    expect(log.search.every((s) => s.operators.join() === 'eq')).toBe(true);
  });

  it('take a range of days where the source’s query accepts one, and refuse an operator it does not', async () => {
    const overAudit = (search: unknown) =>
      declaration('audit-range', {
        source: 'auditTrail',
        columns: [
          { field: 'createTime', title: { zh: '时间', en: 'Time' } },
          { field: 'username', title: { zh: '用户', en: 'User' } },
        ],
        search,
      });
    const cases: [unknown, string, string][] = [
      [overAudit([{ field: 'username', operator: 'between' }]), 'search.0.operator', '数据来源的查询不接受这个运算符'],
      [overAudit([{ field: 'createTime', operator: 'eq' }]), 'search.0.operator', '数据来源的查询不接受这个运算符'],
      [declaration('log-range', { search: [{ field: 'createTime', operator: 'between' }] }), 'search.0.field', '数据来源不能按这个字段查询'],
    ];
    for (const [body, at, message] of cases) {
      const reply = await req('admin', 'POST', '/admin/screen', body);
      expect(reply.status, at).toBe(400);
      expect(reply.body.errors, at).toEqual({ [at]: message });
    }
    const unknown = await req('admin', 'POST', '/admin/screen', overAudit([{ field: 'username', operator: 'like' }]));
    expect([unknown.status, unknown.body.errors?.['search.0.operator']]).toEqual([400, '数据来源的查询不接受这个运算符']);
    const { id } = await create(
      'admin',
      overAudit([
        { field: 'createTime', operator: 'between' },
        { field: 'username', operator: 'eq' },
      ]),
    );
    expect((await req('admin', 'GET', `/admin/screen/${id}`)).body.data.declaration.search).toEqual([
      { field: 'createTime', operator: 'between' },
      { field: 'username', operator: 'eq' },
    ]);
    expect((await req('admin', 'DELETE', `/admin/screen/${id}`)).status).toBe(200);
  });

  it('sort on the server by what the allow-list says they sort by, and refuse any other field', async () => {
    const types = ['sort-b', 'sort-c', 'sort-a'];
    expect(
      (
        await req(
          'admin',
          'POST',
          '/admin/log/logs',
          types.map((type) => ({ type, message: `排序 ${type}` })),
        )
      ).status,
    ).toBe(200);
    const typesBy = async (query: Record<string, string>) => {
      const reply = await req('admin', 'GET', '/admin/log/page', undefined, { size: '100', ...query });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return (reply.body.data.records as { type: string }[]).map((r) => r.type).filter((type) => types.includes(type));
    };
    expect(await typesBy({ ascs: 'type' })).toEqual(['sort-a', 'sort-b', 'sort-c']);
    expect(await typesBy({ descs: 'type' })).toEqual(['sort-c', 'sort-b', 'sort-a']);
    const refused = await req('admin', 'GET', '/admin/log/page', undefined, { ascs: 'message' });
    expect([refused.status, refused.body.msg]).toEqual([400, '排序字段不正确']);

    const audit = await req('admin', 'GET', '/admin/audit/page', undefined, { ascs: 'action', size: '500' });
    expect(audit.status).toBe(200);
    const actions = (audit.body.data.records as { action: string }[]).map((r) => r.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions).toEqual([...actions].sort());
    expect((await req('admin', 'GET', '/admin/audit/page', undefined, { descs: 'changes' })).body.msg).toBe('排序字段不正确');
  });
});

describe('a declaration', () => {
  it('is refused when malformed, with the message at the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...declaration('bad-one'), title: { zh: '前端错误' } }, 'title.en', '请输入英文标题'],
      [{ ...declaration('bad-one'), columns: [] }, 'columns', '请至少添加一列'],
      [{ ...declaration('bad-one'), pageSize: 15 }, 'pageSize', '每页条数须为 10、20、50 或 100'],
      [{ ...declaration('Bad key') }, 'key', '页面标识须为2-40位小写英文、数字或-，以字母开头'],
      [{ ...declaration('bad-one'), script: 'alert(1)' }, '_', '页面声明格式错误'],
      [{ ...declaration('bad-one'), title: { zh: 'x'.repeat(41), en: 'x' } }, 'title.zh', '标题不能超过40个字符'],
      [
        declaration('bad-one', {
          columns: [
            { field: 'type', title: { zh: '类型', en: 'Type' } },
            { field: 'type', title: { zh: '类型', en: 'Type' } },
          ],
        }),
        'columns.1.field',
        '字段重复',
      ],
      [declaration('bad-one', { columns: Array.from({ length: 31 }, (_, i) => ({ field: `f${i}`, title: { zh: 'a', en: 'a' } })) }), 'columns', '最多30列'],
      [declaration('bad-one', { columns: [{ field: 'type', title: { zh: '类型', en: 'Type' }, width: 5 }] }), 'columns.0.width', '列宽须为40-800的整数'],
      [declaration('bad-one', { sort: { field: 'createTime', order: 'up' } }), 'sort.order', '排序方向须为 asc 或 desc'],
    ];
    for (const [body, at, message] of cases) {
      const reply = await req('admin', 'POST', '/admin/screen', body);
      expect(reply.status, at).toBe(400);
      expect(reply.body.errors?.[at] ?? reply.body.msg, at).toBe(message);
    }
    expect((await req('admin', 'GET', '/admin/screen/page')).body.data.total).toBe(0);
  });

  it('naming what its source does not offer is refused, pointing at the offending part', async () => {
    const cases: [unknown, string, string][] = [
      [declaration('bad-two', { source: 'sysUser' }), 'source', '没有这个数据来源'],
      [
        declaration('bad-two', {
          columns: [
            { field: 'type', title: { zh: '类型', en: 'Type' } },
            { field: 'password', title: { zh: '密码', en: 'Password' } },
          ],
        }),
        'columns.1.field',
        '数据来源没有这个字段',
      ],
      [declaration('bad-two', { columns: [{ field: 'type', title: { zh: '类型', en: 'Type' }, type: 'json' }] }), 'columns.0.type', '该字段不能显示为这种值类型'],
      [declaration('bad-two', { search: [{ field: 'message' }] }), 'search.0.field', '数据来源不能按这个字段查询'],
      [declaration('bad-two', { sort: { field: 'message', order: 'desc' } }), 'sort.field', '数据来源不能按这个字段排序'],
      [declaration('bad-two', { sort: { field: 'username', order: 'desc' } }), 'sort.field', '默认排序的字段须是页面的一列'],
      [declaration('bad-two', { actions: [{ mutation: 'delete' }, { mutation: 'truncate' }] }), 'actions.1.mutation', '数据来源没有这个操作'],
      [declaration('bad-two', { export: true }), 'export', '数据来源没有导出'],
      [declaration('bad-two', { detail: ['type', 'secret'] }), 'detail.1', '数据来源没有这个字段'],
    ];
    for (const [body, at, message] of cases) {
      const reply = await req('admin', 'POST', '/admin/screen', body);
      expect(reply.status, at).toBe(400);
      expect(reply.body.errors, at).toEqual({ [at]: message });
    }
    expect((await req('admin', 'GET', '/admin/screen/page')).body.data.total).toBe(0);
  });
});

describe('a row action’s condition', () => {
  it('is checked part by part, its fields against the source, and kept with the declaration', async () => {
    const withCondition = (key: string, visible: unknown) => declaration(key, { actions: [{ mutation: 'delete', visible }] });
    const cases: [unknown, string, string][] = [
      [
        withCondition('bad-cond', { field: 'type', op: 'like', value: 'e%' }),
        'actions.0.visible.op',
        '条件的运算符须为 eq、ne、in、notIn、gt、gte、lt、lte、empty、notEmpty 或 contains',
      ],
      [
        withCondition('bad-cond', { all: [{ field: 'type', op: 'in', value: 'error' }] }),
        'actions.0.visible.all.0.value',
        '条件的值须为文字、数字或是否；in 与 notIn 须为1-50个值的列表；empty 与 notEmpty 不带值',
      ],
      [withCondition('bad-cond', '${record.type} == "error"'), 'actions.0.visible', '显示条件须为字段比较，或 all、any、not 的组合'],
      [withCondition('bad-cond', { not: { field: 'password', op: 'empty' } }), 'actions.0.visible.not.field', '数据来源没有这个字段'],
    ];
    for (const [body, at, message] of cases) {
      const reply = await req('admin', 'POST', '/admin/screen', body);
      expect(reply.status, at).toBe(400);
      expect(reply.body.errors, at).toEqual({ [at]: message });
    }
    const visible = {
      any: [
        { field: 'type', op: 'eq', value: 'error' },
        { field: 'username', op: 'in', value: ['operator'] },
      ],
    };
    const { id } = await create('admin', withCondition('cond-ok', visible));
    expect((await req('admin', 'GET', `/admin/screen/${id}`)).body.data.declaration.actions).toEqual([{ mutation: 'delete', visible }]);
    expect((await req('admin', 'DELETE', `/admin/screen/${id}`)).status).toBe(200);
  });
});

describe('versions', () => {
  it('keep every draft, publish the newest, roll back to any, and leave audit records', async () => {
    const { id, version } = await create('admin', declaration('front-errors'));
    expect(version).toBe(1);
    expect((await req('admin', 'POST', '/admin/screen', declaration('front-errors'))).body.errors).toEqual({ key: '页面标识已存在' });
    // Not published yet: nothing to open.
    expect((await req('admin', 'GET', '/admin/screen/published/front-errors')).body.msg).toBe('页面尚未发布');
    const v2 = await req('admin', 'PUT', '/admin/screen', { id, ...declaration('front-errors', { pageSize: 50, search: [{ field: 'type' }], sort: { field: 'type', order: 'asc' } }) });
    // `version` numbers the declaration; `recordVersion` is the screen record's version to send with the next change.
    expect(v2.body.data).toEqual({ id, version: 2, recordVersion: 2 });
    const v3 = await req('admin', 'PUT', '/admin/screen', { id, ...declaration('front-errors', { title: { zh: '错误', en: 'Errors' }, actions: [{ mutation: 'delete' }] }) });
    expect(v3.body.data).toEqual({ id, version: 3, recordVersion: 3 });
    expect((await req('admin', 'PUT', '/admin/screen', { id, ...declaration('renamed') })).body.errors).toEqual({ key: '页面标识不能修改' });

    expect((await req('admin', 'POST', `/admin/screen/${id}/publish`)).body.data).toBe(true);
    const published = await req('admin', 'GET', '/admin/screen/published/front-errors');
    expect(published.body.data).toMatchObject({ id, version: 3, declaration: { title: { zh: '错误', en: 'Errors' } }, source: { key: 'systemLog' } });

    const versions = (await req('admin', 'GET', `/admin/screen/${id}/versions`)).body.data as { version: number; published: boolean; createBy: string }[];
    expect(versions.map((v) => [v.version, v.published, v.createBy])).toEqual([
      [3, true, 'admin'],
      [2, false, 'admin'],
      [1, false, 'admin'],
    ]);
    expect((await req('admin', 'POST', `/admin/screen/${id}/rollback/2`)).body.data).toBe(true);
    expect((await req('admin', 'GET', '/admin/screen/published/front-errors')).body.data).toMatchObject({
      version: 2,
      declaration: { pageSize: 50, title: { zh: '前端错误' }, sort: { field: 'type', order: 'asc' } },
      source: { sortable: ['createTime', 'time', 'type', 'username'] },
    });
    const record = (await req('admin', 'GET', `/admin/screen/${id}`)).body.data;
    expect(record).toMatchObject({ key: 'front-errors', latestVersion: 3, publishedVersion: 2, titleZh: '错误' });
    const missing = await req('admin', 'POST', `/admin/screen/${id}/rollback/9`);
    expect([missing.status, missing.body.msg]).toEqual([404, '没有这个版本']);

    const trail = await req('admin', 'GET', '/admin/audit/page', undefined, { entity: 'screen', size: '50' });
    const actions = (trail.body.data.records as { action: string; entityId: string; result: string }[])
      .filter((r) => r.entityId === String(id) && r.result === 'ok')
      .map((r) => r.action);
    expect(actions).toEqual(['rollback', 'publish', 'update', 'update', 'create']);
  });
});

describe('tenants and access', () => {
  it('keep another tenant’s screens invisible', async () => {
    const { id } = await create('admin', declaration('only-main'));
    await req('admin', 'POST', `/admin/screen/${id}/publish`);
    const page = await req('tenant', 'GET', '/admin/screen/page');
    expect(page.body.data.records.map((r: { key: string }) => r.key)).not.toContain('only-main');
    expect((await req('tenant', 'GET', `/admin/screen/${id}`)).status).toBe(404);
    expect((await req('tenant', 'GET', `/admin/screen/${id}/versions`)).status).toBe(404);
    expect((await req('tenant', 'POST', `/admin/screen/${id}/publish`)).status).toBe(404);
    expect((await req('tenant', 'DELETE', `/admin/screen/${id}`)).status).toBe(404);
    expect((await req('tenant', 'GET', '/admin/screen/published/only-main')).status).toBe(404);
    // The same key is free in the other tenant.
    const own = await create('tenant', declaration('only-main'));
    expect(own.id).not.toBe(id);
  });

  it('need sys_screen_edit to design, and a menu node or that key to open a published screen', async () => {
    for (const [method, path] of [
      ['GET', '/admin/screen/sources'],
      ['GET', '/admin/screen/page'],
      ['POST', '/admin/screen'],
    ] as const) {
      const reply = await req('operator', method, path, method === 'POST' ? declaration('nope') : undefined);
      expect(reply.status, path).toBe(403);
    }
    const { id } = await create('admin', declaration('audit-view', { source: 'auditTrail', columns: [{ field: 'action', title: { zh: '操作', en: 'Action' } }], export: true }));
    await req('admin', 'POST', `/admin/screen/${id}/publish`);
    expect((await req('operator', 'GET', '/admin/screen/published/audit-view')).status).toBe(403);
    expect((await req('operator', 'GET', '/admin/screen/published')).body.data).toEqual([]);

    // A menu node opening it, granted to the operator's role: the operator may open the screen…
    const node = await req('admin', 'POST', '/admin/menu', { parentId: 1100, name: '审计视图', enName: 'Audit view', path: '/s/audit-view', type: '0' });
    expect(node.status, JSON.stringify(node.body)).toBe(200);
    const db = t.server.app.database.db;
    const role = await db.selectFrom('sys_role').select('role_id').where('role_code', '=', 'ROLE_OPERATOR').executeTakeFirstOrThrow();
    await db.insertInto('sys_role_menu').values({ role_id: role.role_id, menu_id: node.body.data.id }).execute();
    const opened = await req('operator', 'GET', '/admin/screen/published/audit-view');
    expect(opened.status).toBe(200);
    expect(opened.body.data.source.call.path).toBe('/admin/audit/page');
    expect((await req('operator', 'GET', '/admin/screen/published')).body.data).toEqual([{ key: 'audit-view', titleZh: '前端错误', titleEn: 'Front-end errors' }]);
    // …but its rows are an ordinary call by the operator, and the audit trail is for the tenant's administrators.
    expect((await req('operator', 'GET', '/admin/audit/page')).status).toBe(403);
  });
});

describe('menus and screens', () => {
  it('a leaf points only at a published screen; a screen a node uses is neither unpublished nor deleted', async () => {
    const { id } = await create('admin', declaration('menu-screen'));
    const leaf = { parentId: 1400, name: '错误页', enName: 'Errors page', path: '/s/menu-screen', type: '0' };
    const early = await req('admin', 'POST', '/admin/menu', leaf);
    expect([early.status, early.body.errors]).toEqual([400, { path: '该页面尚未发布，菜单只能指向已发布的页面' }]);
    expect((await req('admin', 'POST', '/admin/menu', { ...leaf, path: '/s/no-such-screen' })).status).toBe(400);
    await req('admin', 'POST', `/admin/screen/${id}/publish`);
    const node = await req('admin', 'POST', '/admin/menu', leaf);
    expect(node.status).toBe(200);
    const nodeId = node.body.data.id as number;

    for (const [method, path] of [
      ['POST', `/admin/screen/${id}/unpublish`],
      ['DELETE', `/admin/screen/${id}`],
    ]) {
      const refused = await req('admin', method, path);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(`页面被菜单使用，请先修改这些菜单：错误页（${nodeId}）`);
      expect(refused.body.menuNodes).toEqual([{ id: nodeId, name: '错误页' }]);
    }
    // Moving the node elsewhere frees the screen.
    const moved = await req('admin', 'PUT', '/admin/menu', { ...leaf, id: nodeId, path: '/admin/log/index' });
    expect(moved.status).toBe(200);
    expect((await req('admin', 'POST', `/admin/screen/${id}/unpublish`)).body.data).toBe(true);
    const back = await req('admin', 'PUT', '/admin/menu', { ...leaf, id: nodeId });
    expect(back.body.errors).toEqual({ path: '该页面尚未发布，菜单只能指向已发布的页面' });
    expect((await req('admin', 'DELETE', `/admin/screen/${id}`)).body.data).toBe(true);
    expect((await req('admin', 'GET', `/admin/screen/${id}`)).status).toBe(404);
  });
});

describe('migration 130 on a database seeded before it', () => {
  it('creates the tables and gives 页面设计 and its permission to the roles and tenants holding 审计日志', async () => {
    const { sql } = await import('kysely');
    const { migrate } = await import('../../server/db/migrate');
    const db = t.server.app.database.db;
    // Back to how a database seeded before it looked: no tables, no designer nodes, no record of the migration.
    await sql`drop table sys_screen_version`.execute(db);
    await sql`drop table sys_screen`.execute(db);
    for (const id of [1471, 1407]) {
      await db.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
      await db.deleteFrom('sys_tenant_menu').where('menu_id', '=', id).execute();
      await db.deleteFrom('sys_menu').where('id', '=', id).execute();
    }
    await db.deleteFrom('schema_migration').where('name', '=', '130_runtime_screens').execute();
    // Nor had it the record versions of migration 151 (which runs again on the screens' table it finds).
    await db.deleteFrom('schema_migration').where('name', '=', '151_record_versions').execute();

    expect(await migrate(db)).toEqual(['130_runtime_screens', '151_record_versions']);
    expect(await db.selectFrom('sys_menu').selectAll().where('id', '=', 1407).executeTakeFirstOrThrow()).toMatchObject({
      parent_id: 1400,
      path: '/admin/screen/index',
      en_name: 'Screen designer',
    });
    expect(await db.selectFrom('sys_menu').selectAll().where('id', '=', 1471).executeTakeFirstOrThrow()).toMatchObject({ parent_id: 1407, type: '1', permission: 'sys_screen_edit' });
    const holders = async (menuId: number) =>
      (await db.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', menuId).orderBy('tenant_id').execute()).map((r) => Number(r.tenant_id));
    expect(await holders(1407)).toEqual(await holders(1403));
    expect(await holders(1471)).toEqual([1, 2]);
    const admin = await t.server.loginReply('tenant');
    const info = await t.server.request('GET', '/admin/user/info', { token: admin.access_token });
    expect(info.body.data.permissions).toContain('sys_screen_edit');
    expect((await req('tenant', 'POST', '/admin/screen', declaration('after-migration'))).status).toBe(200);
    expect(await migrate(db)).toEqual([]);
  });
});
