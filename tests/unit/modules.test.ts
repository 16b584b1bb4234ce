// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@schemas/menu';
import { findMenuTrail, firstModule, homePathOf, visibleMenu, visibleModules } from '@/providers/modules';

const node = (id: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: -1,
  name: `m${id}`,
  label: `m${id}`,
  path: '',
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children: [],
  ...extra,
});

describe('modules and menu (docs/product.md#routes-and-screens, docs/product.md#the-menu-and-modules and docs/product.md#roles-and-permissions)', () => {
  it('picks the first module held in the order 100, 200, 300, 400, 500, 600s', () => {
    expect(firstModule([node(400), node(300), node(200)], 'normal')).toBe(200);
    expect(firstModule([node(601), node(500)], 'normal')).toBe(500);
    expect(homePathOf(300)).toBe('/scm/wel/index');
    expect(homePathOf(undefined)).toBe('/wel/index');
  });

  it('hides operations-only modules in the normal client and shows only 100, 999, 610, 620 in the operations client', () => {
    const all = [100, 200, 300, 400, 500, 601, 630, 610, 620, 999].map((id) => node(id));
    expect(visibleModules(all, 'normal').map((n) => n.id)).toEqual([100, 200, 300, 400, 500, 601, 630]);
    expect(visibleModules(all, 'operate').map((n) => n.id)).toEqual([100, 610, 620, 999]);
  });

  it('shows items without roles or with one of the user roles, never buttons', () => {
    const tree = [node(1, { children: [node(11, { roles: ['ROLE_ADMIN'] }), node(12, { roles: ['ROLE_X'] }), node(13, { type: '1' })] }), node(2, { roles: [] })];
    const shown = visibleMenu(tree, ['ROLE_ADMIN']);
    expect(shown.map((n) => n.id)).toEqual([1, 2]);
    expect(shown[0].children.map((n) => n.id)).toEqual([11]);
  });

  it('finds the trail of a path', () => {
    const tree = [node(1, { children: [node(11, { path: '/platAccountMgr/accountType/index' })] })];
    expect(findMenuTrail(tree, '/platAccountMgr/accountType/index')?.map((n) => n.id)).toEqual([1, 11]);
    expect(findMenuTrail(tree, '/nope')).toBeUndefined();
  });
});
