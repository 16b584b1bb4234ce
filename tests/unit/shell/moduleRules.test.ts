// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@schemas/menu';
import { activeModuleOf, firstModule, homePathOf, needsScmParams, platformMenu, rememberTab, tabToReopen, visibleModules } from '@/shell/modules/moduleRules';

const node = (id: number, parentId = -1, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId,
  name: `m${id}`,
  label: `m${id}`,
  path: `/p${id}`,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
});
const ids = (nodes: MenuNode[]) => nodes.map((n) => n.id);

describe('module rules', () => {
  it('takes the home path and module from the first menu id held in the order of docs/product.md#the-menu-and-modules', () => {
    expect(firstModule([node(300), node(200), node(400)], 'normal')).toBe(200);
    expect(firstModule([node(500), node(300)], 'normal')).toBe(300);
    expect(firstModule([node(400), node(500)], 'normal')).toBe(400);
    expect(homePathOf(100)).toBe('/wel/index');
    expect(homePathOf(300)).toBe('/scm/wel/index');
    expect(homePathOf(400)).toBe('/operate/wel/index');
    expect(homePathOf(undefined)).toBe('/wel/index');
  });

  it('the operations client shows only 100, 999, 610, 620; the normal client hides 999, 610, 620', () => {
    const all = [100, 200, 300, 400, 500, 601, 630, 610, 620, 999].map((id) => node(id));
    expect(ids(visibleModules(all, 'operate'))).toEqual([100, 610, 620, 999]);
    expect(ids(visibleModules(all, 'normal'))).toEqual([100, 200, 300, 400, 500, 601, 630]);
    expect(firstModule([node(999), node(610)], 'operate')).toBe(610);
    expect(firstModule([node(999)], 'normal')).toBeUndefined();
  });

  it('keeps the stored module while it is held, else the first', () => {
    const modules = [node(100), node(300)];
    expect(activeModuleOf(modules, 300, 'normal')).toBe(300);
    expect(activeModuleOf(modules, 200, 'normal')).toBe(100);
    expect(activeModuleOf(modules, undefined, 'normal')).toBe(100);
  });

  it('remembers the last tab per module and reopens it only while it is open', () => {
    let map = rememberTab({}, 100, '/a');
    map = rememberTab(map, 300, '/scm/x');
    map = rememberTab(map, 100, '/b');
    expect(map).toEqual({ 100: '/b', 300: '/scm/x' });
    expect(rememberTab(map, undefined, '/c')).toBe(map);
    expect(tabToReopen(map, 100, ['/wel/index', '/b'])).toBe('/b');
    expect(tabToReopen(map, 100, ['/wel/index'])).toBe('/wel/index');
    expect(tabToReopen(map, 300, [])).toBe('/scm/wel/index');
  });

  it('tenant 1 uses the children of menu 100, other tenants the nodes whose parent is 100', () => {
    const a = node(1100, 100);
    const b = node(1200, 100);
    const tree = [node(100, -1, [a, b]), node(200)];
    expect(ids(platformMenu(tree, [], 1))).toEqual([1100, 1200]);
    const flat = [node(100), node(1101, 1100), node(1100, 100), node(2101, 200)];
    expect(ids(platformMenu([], flat, '2'))).toEqual([1100]);
  });

  it('loads supply-chain parameters only in module 300 when none are loaded', () => {
    expect(needsScmParams(300, false)).toBe(true);
    expect(needsScmParams(300, true)).toBe(false);
    expect(needsScmParams(100, false)).toBe(false);
  });
});
