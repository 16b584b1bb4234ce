import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/providers/client';
import { can, hasPermission, ALLOWED_WHEN_UNSET } from '@/providers/accessControl';
import { resetMenuAccess } from '@/providers/menuAccess';
import { setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { visibleMenu } from '@/providers/modules';
import type { MenuNode } from '@schemas/menu';
import { stubAdapter } from './helpers/stubAdapter';

const node = (id: number, path: string, children: MenuNode[] = [], roles?: string[]): MenuNode => ({
  id,
  parentId: -1,
  name: `n${id}`,
  label: `n${id}`,
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
  ...(roles ? { roles } : {}),
});

const tree: MenuNode[] = [
  node(100, '/wel/index', [node(1101, '/platAccountMgr/accountType/index'), node(1201, '/cashierMgr/outMerchantMgr/index'), node(1402, '/admin/tenantMenu/index', [], ['ROLE_ADMIN'])]),
];

let stub: ReturnType<typeof stubAdapter>;

function signIn(permissions: string[], roles: string[], token = 'token-a') {
  setStore({ name: KEYS.accessToken, content: token });
  setStore({ name: KEYS.roles, content: roles, type: 'session' });
  setStore({ name: KEYS.permissions, content: Object.fromEntries(permissions.map((p) => [p, true])) });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMenuAccess();
  stub = stubAdapter((req) => (req.url === '/admin/menu' ? { data: { code: 0, data: tree } } : { status: 404, data: { code: 1 } }));
  http.defaults.adapter = stub.adapter;
});

describe('hasPermission (docs/product.md#roles-and-permissions)', () => {
  it('allows the out-merchant keys while unset, and only then', () => {
    for (const key of ALLOWED_WHEN_UNSET) {
      expect(hasPermission(key, {})).toBe(true);
      expect(hasPermission(key, { [key]: false })).toBe(false);
    }
    expect(hasPermission('order_mgr_export', {})).toBe(false);
    expect(hasPermission('order_mgr_export', { order_mgr_export: true })).toBe(true);
    expect(hasPermission('sys_knowledge_base', {})).toBe(false);
  });
});

describe('accessControlProvider.can', () => {
  it('answers from the menu: a resource whose page the menu lacks is refused', async () => {
    signIn([], ['ROLE_TENANT_ADMIN']);
    expect(await can({ resource: 'accountType', action: 'list' })).toEqual({ can: true });
    expect((await can({ resource: 'cityMapping', action: 'list' })).can).toBe(false);
    expect((await can({ resource: 'menuAdmin', action: 'list' })).can).toBe(false);
  });

  it('hides a node with a roles list from other roles, also by URL', async () => {
    signIn([], ['ROLE_TENANT_ADMIN']);
    expect((await can({ resource: 'tenantMenu', action: 'list' })).can).toBe(false);
    resetMenuAccess();
    signIn([], ['ROLE_ADMIN'], 'token-b');
    expect((await can({ resource: 'tenantMenu', action: 'list' })).can).toBe(true);
    expect(visibleMenu(tree, ['ROLE_OPERATOR'])[0].children.map((n) => n.id)).toEqual([1101, 1201]);
  });

  it('adds the permission key of the action, with the out-merchant keys allowed while unset', async () => {
    signIn(['account_type_edit'], []);
    expect((await can({ resource: 'accountType', action: 'edit' })).can).toBe(true);
    expect((await can({ resource: 'accountType', action: 'create' })).can).toBe(false);
    expect((await can({ resource: 'accountType', action: 'show' })).can).toBe(true);
    expect((await can({ resource: 'outMerchant', action: 'create' })).can).toBe(true);
    expect((await can({ resource: 'outMerchant', action: 'delete' })).can).toBe(true);
    setStore({ name: KEYS.permissions, content: { cashier_cashieroutmerchant_del: false } });
    expect((await can({ resource: 'outMerchant', action: 'delete' })).can).toBe(false);
  });

  it('asks the server for the menu once and caches its answers until the menu is reloaded', async () => {
    signIn([], []);
    await can({ resource: 'accountType', action: 'list' });
    await can({ resource: 'accountType', action: 'list' });
    await can({ resource: 'outMerchant', action: 'list' });
    expect(stub.requests.filter((r) => r.url === '/admin/menu')).toHaveLength(1);
    resetMenuAccess();
    await can({ resource: 'accountType', action: 'list' });
    expect(stub.requests.filter((r) => r.url === '/admin/menu')).toHaveLength(2);
  });
});
