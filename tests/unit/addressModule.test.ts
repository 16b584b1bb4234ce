import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@schemas/menu';
import { SCREEN_ROUTES } from '@schemas/screens';
import { moduleOfAddress } from '@/shell/modules/moduleRules';
import { menuPathsOf } from '@/shell/routeInfo';

const node = (id: number, path: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: -1,
  name: `m${id}`,
  label: `m${id}`,
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
});

const CATERING_SUMMARY = '/bi/ctnbideptcardflowdetail/index';
const CITY_MAPPING = '/basic/citymapping/index';
const platform = { module: 100, tree: [node(1, '', [node(11, SCREEN_ROUTES.accountSubject.list!), node(12, CITY_MAPPING)])] };
const catering = { module: 200, tree: [node(2, '', [node(21, CATERING_SUMMARY)])] };
const travel = { module: 500, tree: [node(5, '', [node(51, CITY_MAPPING)])] };
const held = [platform, catering, travel];
const moduleOf = (address: string, active: number | undefined, trees = held) => moduleOfAddress(menuPathsOf(address), active, trees);

describe('the module of an address (issues 13, 15: deep links)', () => {
  it('switches to the held module whose menu holds an address the active module lacks', () => {
    expect(moduleOf(CATERING_SUMMARY, 100)).toBe(200);
    expect(moduleOf(SCREEN_ROUTES.accountSubject.list!, 200)).toBe(100);
  });

  it('never switches while the active module holds the address, even when other modules hold it too', () => {
    expect(moduleOf(CATERING_SUMMARY, 200)).toBeUndefined();
    expect(moduleOf(CITY_MAPPING, 500)).toBeUndefined();
    expect(moduleOf(CITY_MAPPING, 100)).toBeUndefined();
    // Held by two other modules: the first in the switcher's order.
    expect(moduleOf(CITY_MAPPING, 200)).toBe(100);
  });

  it('stays where it is for an address no held module holds', () => {
    expect(moduleOf('/no/such/page', 100)).toBeUndefined();
    expect(moduleOf('/wel/index', 200)).toBeUndefined();
    // A module the user does not hold (a tenant user without catering) is never a target.
    expect(moduleOf(CATERING_SUMMARY, 100, [platform, travel])).toBeUndefined();
  });

  it('places a page outside the menu by the menu page it hangs under, and an embedded page by its address', () => {
    expect(moduleOf(SCREEN_ROUTES.accountChild.list!, 200)).toBe(100);
    const embedded = { module: 400, tree: [node(4, '', [node(41, 'https://example.com/report')])] };
    expect(moduleOf(`/myiframe/${encodeURIComponent('https://example.com/report')}`, 100, [...held, embedded])).toBe(400);
    expect(moduleOf('/myiframe/%E0%A4%A', 100)).toBeUndefined();
  });

  it('follows the operations client, whose only held module may be 999', () => {
    const operations = { module: 999, tree: [node(9, '', [node(91, '/admin/tenant/index')])] };
    expect(moduleOf('/admin/tenant/index', 999, [operations])).toBeUndefined();
    expect(moduleOf('/admin/tenant/index', 100, [platform, operations])).toBe(999);
  });
});
