import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../schemas/menu';
import type { DictItem, TenantProducts } from '../../schemas/menuAdmin';
import { flattenMenu } from '../../server/db/seed/menuData';
import { serverWithUsers } from './support/server';

const t = serverWithUsers(['admin', 'operator', 'tenant']);

const createMenu = (token: string, json: unknown) => t.server.request('POST', '/admin/menu', { token, json });
const updateMenu = (token: string, json: unknown) => t.server.request('PUT', '/admin/menu', { token, json });
const deleteMenu = (token: string, id: number | string) => t.server.request('DELETE', `/admin/menu/${id}`, { token });
const getMenu = (token: string, id: number | string) => t.server.request('GET', `/admin/menu/${id}`, { token });

function flatIds(nodes: MenuNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...flatIds(n.children)]);
}
const userMenuIds = async (token: string) => flatIds((await t.server.request('GET', '/admin/menu', { token })).body.data);
const menuCount = async () =>
  Number(
    (
      await t.server.app.database.db
        .selectFrom('sys_menu')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectFailure(reply: { status: number; body: any }, status: number, msg: string) {
  expect(reply.status).toBe(status);
  expect(reply.body).toMatchObject({ code: 1, msg, data: null });
}

describe('GET /admin/menu/{id}', () => {
  it('reads a node of the caller’s tenant', async () => {
    const reply = await getMenu(t.token.admin, 1201);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: 1201, parentId: 1200, name: '三方企业授权', path: '/cashierMgr/outMerchantMgr/index', type: '0' });
  });
  it('does not find nodes outside the tenant’s menu, and refuses bad ids', async () => {
    expectFailure(await getMenu(t.token.tenant, 1401), 404, '资源不存在');
    expect((await getMenu(t.token.tenant, 1201)).status).toBe(200);
    expectFailure(await getMenu(t.token.admin, 'abc'), 400, '缺少菜单编号');
  });
});

describe('creating menu nodes', () => {
  it('needs sys_menu_add', async () => {
    const before = await menuCount();
    for (const token of [t.token.operator, t.token.tenant]) {
      expectFailure(await createMenu(token, { parentId: 1300, name: '无权限' }), 403, '当前操作没有权限');
    }
    expect(await menuCount()).toBe(before);
  });

  it('validates with the schema’s messages', async () => {
    const empty = await createMenu(t.token.admin, {});
    expectFailure(empty, 400, '请选择上级菜单');
    expect(empty.body.errors).toMatchObject({ parentId: '请选择上级菜单', name: '请输入菜单名称' });
    const bad = await createMenu(t.token.admin, { parentId: 1300, name: ' ', path: 'no-slash', sortOrder: -1, keepAlive: '2', roles: ['admin'] });
    expect(bad.body.errors).toMatchObject({
      name: '请输入菜单名称',
      path: '菜单路径须以 / 或 http(s):// 开头',
      sortOrder: '排序须为0-9999的整数',
      keepAlive: '请选择是否缓存',
      'roles.0': '请输入大写英文、下划线',
    });
    const button = await createMenu(t.token.admin, { parentId: 1301, name: '导出', type: '1' });
    expectFailure(button, 400, '请输入权限标识');
    expect(button.body.errors).toEqual({ permission: '请输入权限标识' });
    expectFailure(await createMenu(t.token.admin, { parentId: 1211, name: '按钮下' }), 400, '按钮下不能添加子菜单');
    expectFailure(await createMenu(t.token.admin, { parentId: 777777, name: '无上级' }), 400, '上级菜单不存在');
    expectFailure(await createMenu(t.token.admin, { id: 1201, parentId: 1300, name: '重复' }), 400, '菜单编号已存在');
  });

  it('a created node belongs to the tenant and the creator’s role, and shows in their menu at once', async () => {
    const reply = await createMenu(t.token.admin, {
      parentId: 1300,
      name: '同步日志',
      enName: 'Sync log',
      path: '/platsync/basiccountry/index',
      icon: 'HistoryOutlined',
      sortOrder: 5,
      keepAlive: '1',
      roles: ['ROLE_ADMIN'],
    });
    expect(reply.status).toBe(200);
    const node = reply.body.data as MenuNode;
    expect(node).toMatchObject({ parentId: 1300, name: '同步日志', enName: 'Sync log', keepAlive: '1', type: '0', roles: ['ROLE_ADMIN'] });
    expect(node.id).toBeGreaterThanOrEqual(100000);
    expect(await userMenuIds(t.token.admin)).toContain(node.id);
    const tree = flatIds((await t.server.request('GET', '/admin/menu/tree', { token: t.token.admin })).body.data);
    expect(tree).toContain(node.id);
    // The operator holds the folder but not the new node: it was granted to the creator's role only.
    expect(await userMenuIds(t.token.operator)).toContain(1301);
    expect(await userMenuIds(t.token.operator)).not.toContain(node.id);
    expect(await userMenuIds(t.token.tenant)).not.toContain(node.id);

    const button = await createMenu(t.token.admin, { id: 1290, parentId: node.id, name: '查看日志', type: '1', permission: 'sys_sync_log_view' });
    expect(button.body.data).toMatchObject({ id: 1290, type: '1', permission: 'sys_sync_log_view' });
    const info = await t.server.request('GET', '/admin/user/info', { token: t.token.admin });
    expect(info.body.data.permissions).toContain('sys_sync_log_view');
    // Buttons are permissions, never menu entries.
    expect(await userMenuIds(t.token.admin)).not.toContain(1290);
  });

  it('keeps top-level modules to the main tenant', async () => {
    const reply = await createMenu(t.token.admin, { parentId: -1, name: '新模块', path: '/wel/index' });
    expect(reply.status).toBe(200);
    expect((await t.server.request('GET', '/admin/menu', { token: t.token.admin, query: { type: 'top' } })).body.data.map((n: MenuNode) => n.id)).toContain(reply.body.data.id);
  });
});

describe('a page node opens a screen', () => {
  const NO_SCREEN = '该路径没有对应的页面，请填写已有页面的路径或 http(s) 地址';

  it('refuses creating a page whose path no screen declares, and stores nothing', async () => {
    const before = await menuCount();
    const reply = await createMenu(t.token.admin, { parentId: 1300, name: '无页面', path: '/canteen/restaurant/index' });
    expectFailure(reply, 400, NO_SCREEN);
    expect(reply.body.errors).toEqual({ path: NO_SCREEN });
    expect(await menuCount()).toBe(before);
  });

  it('takes a declared screen, a shell page, an embedded address, a folder without a path, and buttons', async () => {
    for (const path of ['/admin/log/index', '/scm/wel/index', 'https://example.org/report', '']) {
      const reply = await createMenu(t.token.admin, { parentId: 1400, name: '可用页面', path });
      expect(reply.status, path).toBe(200);
      expect((await deleteMenu(t.token.admin, reply.body.data.id)).status).toBe(200);
    }
    const button = await createMenu(t.token.admin, { parentId: 1406, name: '导出日志', enName: 'Export logs', type: '1', permission: 'sys_log_export', path: '/not/a/screen' });
    expect(button.status).toBe(200);
    expect(button.body.data).toMatchObject({ type: '1', enName: 'Export logs' });
  });

  it('refuses editing a page onto a path without a screen; a folder keeps its own path', async () => {
    const page = (await getMenu(t.token.admin, 1301)).body.data as MenuNode;
    const moved = await updateMenu(t.token.admin, { ...page, path: '/platsync/gone/index' });
    expectFailure(moved, 400, NO_SCREEN);
    expect((await getMenu(t.token.admin, 1301)).body.data.path).toBe('/platsync/standardCity/index');
    const folder = (await getMenu(t.token.admin, 1300)).body.data as MenuNode;
    expect((await updateMenu(t.token.admin, { ...folder, path: '/platsync-folder', enName: 'Master data' })).status).toBe(200);
  });

  it('keeps Chinese out of the English name, and its length in bounds', async () => {
    const chinese = await createMenu(t.token.admin, { parentId: 1400, name: '日志', enName: 'Logs 日志', path: '/admin/log/index' });
    expectFailure(chinese, 400, '英文名称不能含有中文');
    expect(chinese.body.errors).toEqual({ enName: '英文名称不能含有中文' });
    expectFailure(await createMenu(t.token.admin, { parentId: 1400, name: '日志', enName: 'x'.repeat(65), path: '/admin/log/index' }), 400, '英文名称不能超过64个字符');
  });

  it('answers every node of the tree with its English name', async () => {
    const tree = (await t.server.request('GET', '/admin/menu/tree', { token: t.token.admin })).body.data as MenuNode[];
    const all = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const seededIds = new Set(flattenMenu().map((row) => row.id));
    const seeded = all(tree).filter((n) => seededIds.has(n.id));
    expect(seeded.length).toBeGreaterThan(50);
    expect(seeded.filter((n) => !n.enName)).toEqual([]);
    expect(seeded.find((n) => n.id === 1111)).toMatchObject({ type: '1', name: '新增账户类型', enName: 'Add account type' });
    const top = (await t.server.request('GET', '/admin/menu', { token: t.token.admin, query: { type: 'top' } })).body.data as MenuNode[];
    expect(top.find((n) => n.id === 200)).toMatchObject({ name: '餐饮', enName: 'Catering' });
  });
});

describe('editing menu nodes', () => {
  it('renames, moves and re-flags a node', async () => {
    const created = (await createMenu(t.token.admin, { parentId: 1300, name: '待编辑', path: '/trip/basic/commonCity/index' })).body.data as MenuNode;
    expect(created.enName).toBeNull();
    const reply = await updateMenu(t.token.admin, { ...created, name: '已编辑', enName: ' Edited ', parentId: 1400, keepAlive: '1', sortOrder: 9 });
    expect(reply.status).toBe(200);
    expect((await getMenu(t.token.admin, created.id)).body.data).toMatchObject({ name: '已编辑', enName: 'Edited', parentId: 1400, keepAlive: '1', sortOrder: 9 });
    // An emptied English name falls back to the Chinese one (stored as none).
    await updateMenu(t.token.admin, { ...created, version: reply.body.data.version, name: '已编辑', enName: '', parentId: 1400 });
    expect((await getMenu(t.token.admin, created.id)).body.data.enName).toBeNull();
  });

  it('refuses cycles, buttons with children, unknown nodes and callers without sys_menu_edit', async () => {
    const node = (await getMenu(t.token.admin, 1300)).body.data as MenuNode;
    expectFailure(await updateMenu(t.token.admin, { ...node, parentId: 1301 }), 400, '上级菜单不能是自身或其下级菜单');
    expectFailure(await updateMenu(t.token.admin, { ...node, parentId: 1300 }), 400, '上级菜单不能是自身或其下级菜单');
    expectFailure(await updateMenu(t.token.admin, { ...node, type: '1', permission: 'x_y' }), 400, '含有下级菜单的节点不能设为按钮');
    expectFailure(await updateMenu(t.token.admin, { ...node, id: 888888 }), 404, '资源不存在');
    expectFailure(await updateMenu(t.token.admin, { ...node, id: undefined }), 400, '缺少菜单编号');
    expectFailure(await updateMenu(t.token.operator, { ...node, name: '改名' }), 403, '当前操作没有权限');
    expect((await getMenu(t.token.admin, 1300)).body.data).toMatchObject({ name: '基础数据', parentId: 100, type: '0' });
  });
});

describe('deleting menu nodes', () => {
  it('refuses a node with children, and callers without sys_menu_del', async () => {
    expectFailure(await deleteMenu(t.token.admin, 1300), 400, '该菜单含有下级菜单，请先删除下级菜单');
    expectFailure(await deleteMenu(t.token.operator, 1301), 403, '当前操作没有权限');
    expectFailure(await deleteMenu(t.token.tenant, 1201), 403, '当前操作没有权限');
    expect((await getMenu(t.token.admin, 1300)).status).toBe(200);
  });

  it('deletes a leaf with its role and tenant assignments', async () => {
    const created = (await createMenu(t.token.admin, { parentId: 1300, name: '临时页', path: 'https://example.org/tmp' })).body.data as MenuNode;
    expect(await userMenuIds(t.token.admin)).toContain(created.id);
    expect((await deleteMenu(t.token.admin, created.id)).status).toBe(200);
    expect(await userMenuIds(t.token.admin)).not.toContain(created.id);
    expectFailure(await getMenu(t.token.admin, created.id), 404, '资源不存在');
    expectFailure(await deleteMenu(t.token.admin, created.id), 404, '资源不存在');
  });
});

describe('dictionaries', () => {
  it('lists the product lines with both labels', async () => {
    const reply = await t.server.request('GET', '/admin/dict/type/product_line', { token: t.token.tenant });
    expect(reply.status).toBe(200);
    const items = reply.body.data as DictItem[];
    expect(items.map((i) => i.value)).toEqual(['100', '200', '300', '400', '500', '601', '630', '610', '620', '999']);
    expect(items[0]).toMatchObject({ dictType: 'product_line', value: '100', label: '平台', enLabel: 'Platform' });
  });
  it('answers other types, an empty list for unknown ones, 400 for malformed ones', async () => {
    const suppliers = await t.server.request('GET', '/admin/dict/type/out_supplier', { token: t.token.admin });
    expect(suppliers.body.data).toHaveLength(6);
    const unknown = await t.server.request('GET', '/admin/dict/type/no_such_type', { token: t.token.admin });
    expect(unknown.body).toMatchObject({ code: 0, data: [] });
    expectFailure(await t.server.request('GET', '/admin/dict/type/Bad-Type', { token: t.token.admin }), 400, '字典类型格式错误');
  });
});

describe('tenant menu assignment', () => {
  it('lists a tenant’s product lines and menu ids', async () => {
    const reply = await t.server.request('GET', '/admin/tenant/product/list', { token: t.token.admin, query: { tenantId: 2 } });
    expect(reply.status).toBe(200);
    const products = reply.body.data as TenantProducts;
    expect(products).toMatchObject({ tenantId: 2, productLines: ['100', '200'] });
    expect(products.menuIds).toEqual(expect.arrayContaining([100, 1100, 1101, 1103, 1200, 1201, 1211, 200, 2400, 2401]));
    expect(products.menuIds).not.toContain(1301);
    const own = await t.server.request('GET', '/admin/tenant/product/list', { token: t.token.tenant });
    expect(own.body.data.menuIds).toEqual(products.menuIds);
    expectFailure(await t.server.request('GET', '/admin/tenant/product/list', { token: t.token.tenant, query: { tenantId: 1 } }), 403, '当前操作没有权限');
    expectFailure(await t.server.request('GET', '/admin/tenant/product/list', { token: t.token.admin, query: { tenantId: 404 } }), 404, '资源不存在');
  });

  it('only the main tenant’s administrator assigns menus', async () => {
    const body = { tenantId: 2, menuIds: [1101] };
    for (const token of [t.token.tenant, t.token.operator]) {
      expectFailure(await t.server.request('PUT', '/admin/tenant/update/menu', { token, json: body }), 403, '只有主租户管理员可以分配租户菜单');
    }
    expect(await userMenuIds(t.token.tenant)).toContain(2401);
  });

  it('validates the assignment', async () => {
    const put = (json: unknown) => t.server.request('PUT', '/admin/tenant/update/menu', { token: t.token.admin, json });
    expectFailure(await put({ tenantId: 1, menuIds: [100] }), 400, '主租户的菜单不能修改');
    expectFailure(await put({ tenantId: 404, menuIds: [100] }), 400, '租户不存在');
    expectFailure(await put({ tenantId: 2, menuIds: [] }), 400, '请选择菜单');
    expectFailure(await put({ tenantId: 2 }), 400, '请选择菜单');
    expectFailure(await put({ menuIds: [1] }), 400, '请选择租户');
    expectFailure(await put({ tenantId: 2, menuIds: [1101, 424242] }), 400, '所选菜单不存在');
    expect(await userMenuIds(t.token.tenant)).toContain(2401);
  });

  it('sets what the tenant holds; its administrators see the change in their menu', async () => {
    const reply = await t.server.request('PUT', '/admin/tenant/update/menu', {
      token: t.token.admin,
      json: { tenantId: 2, menuIds: [1101, 1103, 1201, 1211, 1212, 1213, 1301, 3402] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ tenantId: 2, productLines: ['100', '300'] });
    expect(reply.body.data.menuIds).toEqual(expect.arrayContaining([1300, 1301, 100, 300, 3400, 3402]));
    const menu = await userMenuIds(t.token.tenant);
    expect(menu).toContain(1301);
    expect(menu).not.toContain(2401);
    // The main tenant is untouched.
    expect(await userMenuIds(t.token.admin)).toContain(2401);
  });
});
