// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasScreen, isPageNode, SCREEN_ROUTES, SHELL_PAGE_PATHS } from '@schemas/screens';
import { resourceEntries } from '@resources/index';
import { findPageMeta } from '@/shell/pageMeta';
import { MENU_TREE, type MenuSeed } from '../../server/db/seed/menuData';

/** The seeded menu and the declared screens (docs/product.md#the-menu-and-modules): no leaf leads to a 404, nothing drifts between the sides. */
const flat = (nodes: MenuSeed[]): MenuSeed[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const HAN = /\p{Script=Han}/u;

describe('the screens both sides read', () => {
  it('are exactly the routes of the console’s registry, which reads them from there', () => {
    expect(Object.fromEntries(resourceEntries.map((e) => [e.name, e.routes]))).toEqual(SCREEN_ROUTES);
  });

  it('hold the shell pages a menu may name, each a page of the shell', () => {
    for (const path of SHELL_PAGE_PATHS) expect(findPageMeta(path), path).toBeDefined();
  });

  it('tell a path with a screen from one without', () => {
    expect(hasScreen('/platAccountMgr/accountType/index')).toBe(true);
    expect(hasScreen('/scm/wel/index')).toBe(true);
    expect(hasScreen('https://example.org/report')).toBe(true);
    expect(hasScreen('/canteen/restaurant/index')).toBe(false);
    expect(hasScreen('https://')).toBe(false);
    expect(isPageNode({ type: '0', path: '/platsync' }, true)).toBe(false);
    expect(isPageNode({ type: '1', path: '' }, false)).toBe(false);
    expect(isPageNode({ type: '0', path: '/x' }, false)).toBe(true);
  });
});

describe('the seeded menu tree', () => {
  const nodes = flat(MENU_TREE);

  it('opens a screen at every leaf', () => {
    const pages = nodes.filter((n) => isPageNode({ type: n.type ?? '0', path: n.path }, !!n.children?.some((c) => c.type !== '1')));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(hasScreen(page.path!), `${page.id} ${page.name} ${page.path}`).toBe(true);
  });

  it('gives every node, buttons too, an English name without Chinese, and every id once', () => {
    for (const n of nodes) {
      expect(n.enName.trim(), String(n.id)).not.toBe('');
      expect(HAN.test(n.enName), `${n.id} ${n.enName}`).toBe(false);
    }
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
  });

  it('holds a screen in every module', () => {
    for (const module of MENU_TREE) {
      const leaves = flat(module.children ?? []).filter((n) => n.type !== '1' && !n.children?.some((c) => c.type !== '1'));
      expect(leaves.length, module.name).toBeGreaterThan(0);
    }
  });
});
