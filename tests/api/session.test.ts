import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../schemas/menu';
import { serverWithUsers } from './support/server';

// Keyed by any string: helpers below look a user up by the name they are given.
const t = serverWithUsers<string>(['admin', 'operator', 'tenant']);

const get = (user: string, path: string, query?: Record<string, string | number>, tenantId?: string | number) =>
  t.server.request('GET', path, { token: t.token[user], query, tenantId });

function walk(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...walk(n.children)]);
}

const ALL_KEYS = [
  'account_type_add',
  'account_type_edit',
  'account_type_enable',
  // Approving requests and editing the approval rules (docs/approvals.md).
  'approval_request_approve',
  'approval_rule_edit',
  'cashier_cashieroutmerchant_add',
  'cashier_cashieroutmerchant_del',
  'cashier_cashieroutmerchant_edit',
  'order_mgr_export',
  'sys_audit_export',
  'sys_audit_verify',
  // Designing the module homes' dashboards (docs/screens.md "Dashboards").
  'sys_dashboard_edit',
  // Administering people and access (docs/security.md, "Users, roles and data scopes").
  'sys_dept_add',
  'sys_dept_del',
  'sys_dept_edit',
  'sys_knowledge_base',
  'sys_log_del',
  'sys_menu_add',
  'sys_menu_del',
  'sys_menu_edit',
  'sys_role_add',
  'sys_role_del',
  'sys_role_edit',
  // Designing the screens built at run time (docs/screens.md#screens-built-at-run-time).
  'sys_screen_edit',
  'sys_user_add',
  'sys_user_del',
  'sys_user_edit',
  'sys_user_password',
  // Sharing a list's saved view with the tenant (docs/screens.md#operator-tools-on-every-list).
  'sys_view_share',
];

describe('GET /admin/user/info', () => {
  it('gives the administrator every permission key', async () => {
    const reply = await get('admin', '/admin/user/info');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.sysUser).toMatchObject({ username: 'admin', actualName: '系统管理员', tenantId: 1 });
    expect(reply.body.data.sysUser.phone).toMatch(/^\d{11}$/);
    expect(reply.body.data.roles).toEqual(['ROLE_ADMIN']);
    expect([...reply.body.data.permissions].sort()).toEqual(ALL_KEYS);
  });

  it('gives the tenant administrator only the keys of their menu', async () => {
    const reply = await get('tenant', '/admin/user/info');
    expect(reply.body.data.sysUser.tenantId).toBe(2);
    expect(reply.body.data.roles).toEqual(['ROLE_TENANT_ADMIN']);
    expect(reply.body.data.permissions).toEqual(expect.arrayContaining(['account_type_add', 'cashier_cashieroutmerchant_add']));
    expect(reply.body.data.permissions).not.toContain('sys_menu_add');
    expect(reply.body.data.permissions).not.toContain('sys_knowledge_base');
  });
});

describe('GET /admin/menu', () => {
  it('type=top lists the modules each user holds, in order', async () => {
    const ids = async (user: string) => (await get(user, '/admin/menu', { type: 'top' })).body.data.map((n: MenuNode) => n.id);
    expect(await ids('admin')).toEqual([100, 200, 300, 400, 500, 601, 630, 610, 620, 999]);
    expect(await ids('operator')).toEqual([100, 610, 620, 999]);
    expect(await ids('tenant')).toEqual([100, 200]);
    const top = (await get('admin', '/admin/menu', { type: 'top' })).body.data[0];
    expect(top).toMatchObject({ id: 100, parentId: -1, name: '平台', label: '平台', type: '0', children: [] });
  });

  it('parentId=100 gives the platform tree with its pages and no buttons', async () => {
    const reply = await get('admin', '/admin/menu', { parentId: 100 });
    expect(reply.status).toBe(200);
    const folders = reply.body.data as MenuNode[];
    expect(folders.map((n) => n.name)).toEqual(['账户中心', '收银台管理', '基础数据', '系统管理']);
    const nodes = walk(folders);
    expect(nodes.every((n) => n.type === '0')).toBe(true);
    const byPath = new Map(nodes.map((n) => [n.path, n]));
    expect(byPath.get('/platAccountMgr/accountType/index')).toMatchObject({ name: '账户类型', label: '账户类型', keepAlive: '1' });
    for (const path of [
      '/platAccountMgr/accountOpenView/index',
      '/accountBillDetail',
      '/accountViewDetail',
      '/cashierMgr/outMerchantMgr/index',
      '/platsync/standardCity/index',
      '/admin/menu/index',
      '/admin/tenantMenu/index',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
    expect(byPath.get('/admin/tenantMenu/index')?.roles).toEqual(['ROLE_ADMIN']);
    expect(byPath.get('/admin/menu/index')?.roles).toBeUndefined();
    const account = folders[0];
    expect(account.children.map((n) => n.sortOrder)).toEqual([...account.children.map((n) => n.sortOrder)].sort((a, b) => a - b));
  });

  it('the tenant administrator sees less under the same module', async () => {
    const reply = await get('tenant', '/admin/menu', { parentId: 100 });
    const paths = walk(reply.body.data).map((n) => n.path);
    expect(paths).toEqual(expect.arrayContaining(['/platAccountMgr/accountType/index', '/accountBillDetail', '/cashierMgr/outMerchantMgr/index']));
    expect(paths).not.toContain('/admin/menu/index');
    expect(paths).not.toContain('/platsync/standardCity/index');
    const none = await get('tenant', '/admin/menu', { parentId: 300 });
    expect(none.body.data).toEqual([]);
  });

  it('without parameters gives the whole tree of the user', async () => {
    const reply = await get('operator', '/admin/menu');
    const roots = (reply.body.data as MenuNode[]).map((n) => n.id);
    expect(roots).toEqual([100, 610, 620, 999]);
    expect(walk(reply.body.data).some((n) => n.path.startsWith('/operate/'))).toBe(true);
  });

  it('refuses a malformed parentId with 400', async () => {
    const reply = await get('admin', '/admin/menu', { parentId: 'abc' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(1);
  });
});

describe('GET /admin/menu/tree', () => {
  it('holds buttons with their permission keys', async () => {
    const reply = await get('admin', '/admin/menu/tree');
    const nodes = walk(reply.body.data);
    const keys = nodes
      .filter((n) => n.type === '1')
      .map((n) => n.permission)
      .sort();
    expect(keys).toEqual(ALL_KEYS);
    expect(nodes.filter((n) => n.parentId === -1)).toHaveLength(10);
  });

  it('is smaller for the second tenant and accepts parentId', async () => {
    const admin = walk((await get('admin', '/admin/menu/tree')).body.data).length;
    const tenant = walk((await get('tenant', '/admin/menu/tree')).body.data).length;
    expect(tenant).toBeGreaterThan(0);
    expect(tenant).toBeLessThan(admin);
    const sub = await get('admin', '/admin/menu/tree', { parentId: 1101 });
    expect(sub.body.data.map((n: MenuNode) => n.permission)).toEqual(['account_type_add', 'account_type_edit', 'account_type_enable']);
  });
});

describe('GET /admin/tenant/list and TENANT-ID', () => {
  it('lists the tenants each user may see', async () => {
    const ids = async (user: string) => (await get(user, '/admin/tenant/list')).body.data.map((t: { id: number }) => t.id);
    // The main tenant's administrator assigns tenant menus, so it lists every tenant.
    expect(await ids('admin')).toEqual([1, 2]);
    expect(await ids('operator')).toEqual([1, 2]);
    expect(await ids('tenant')).toEqual([2]);
    const [main] = (await get('admin', '/admin/tenant/list')).body.data;
    expect(main).toMatchObject({ id: 1, shortName: '主租户', status: '0' });
    expect(typeof main.name).toBe('string');
  });

  it('refuses a foreign or malformed TENANT-ID with 403', async () => {
    const foreign = await get('admin', '/admin/user/info', undefined, 2);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
    expect((await get('tenant', '/admin/menu', undefined, 1)).status).toBe(403);
    expect((await get('admin', '/admin/user/info', undefined, 'abc')).status).toBe(403);
    expect((await get('admin', '/admin/user/info', undefined, 1)).status).toBe(200);
  });

  it('lets an operations user act on any existing tenant, and no other', async () => {
    expect((await get('operator', '/admin/user/info', undefined, 2)).status).toBe(200);
    expect((await get('operator', '/admin/user/info', undefined, 99)).status).toBe(403);
  });
});
