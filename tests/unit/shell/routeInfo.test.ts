import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@schemas/menu';
import { crumbsOf } from '@/shell/Breadcrumbs';
import { findPageMeta, PAGE_META } from '@/shell/pageMeta';
import { routeInfoOf } from '@/shell/routeInfo';
import { ACCOUNT_ROUTES } from '@resources/accountCenter/shared';

const node = (id: number, name: string, path: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: 0,
  name,
  label: '',
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
});

const openView = node(1102, '开户管理', ACCOUNT_ROUTES.openView);
const tree = [node(1100, '账户中心', '/platAccountMgr', [node(1101, '账户类型', '/platAccountMgr/accountType/index'), openView])];
const t = (key: string) => `t:${key}`;

describe('pages outside the menu', () => {
  it('every account-centre child page hangs under 开户管理 with its own title', () => {
    for (const [path, title] of [
      [ACCOUNT_ROUTES.child, 'accountChild.titles.list'],
      [ACCOUNT_ROUTES.addChild, 'accountChild.titles.create'],
      [ACCOUNT_ROUTES.editChild, 'accountChild.titles.edit'],
      [ACCOUNT_ROUTES.detailChild, 'accountChild.titles.show'],
      [ACCOUNT_ROUTES.addPerson, 'accountPerson.titles.list'],
    ]) {
      const info = routeInfoOf(tree, path, t);
      expect(info.label, path).toBe(`t:${title}`);
      expect(info.trail.map((n) => n.name)).toEqual(['账户中心', '开户管理']);
      expect(info.outsideMenu).toBe(true);
    }
  });

  it('a menu page is its own trail; an unknown path is the 404 page with a tab and a crumb; redirects are neither', () => {
    expect(routeInfoOf(tree, ACCOUNT_ROUTES.openView, t)).toMatchObject({ label: '开户管理', outsideMenu: false });
    const missing = routeInfoOf(tree, '/no/such/page', t);
    expect(missing).toEqual({ title: { key: 'shellPages.notFound' }, label: 't:shellPages.notFound', trail: [], outsideMenu: true });
    expect(crumbsOf('/wel/index', '首页', missing.trail, missing.label, missing.outsideMenu)).toEqual([{ label: '首页', to: '/wel/index' }, { label: 't:shellPages.notFound' }]);
    for (const path of ['/', '/wel']) expect(routeInfoOf(tree, path, t)).toEqual({ title: undefined, label: undefined, trail: [], outsideMenu: false });
    expect(routeInfoOf(tree, '/myiframe/https%3A%2F%2Fexample.org', t).label).toBe('t:shellPages.embedded');
  });

  it('reads a menu page in the language asked: its English name, else its Chinese one', () => {
    const named = [{ ...node(1101, '账户类型', '/platAccountMgr/accountType/index'), enName: 'Account types' }, node(1102, '新页面', '/admin/new/index')];
    expect(routeInfoOf(named, '/platAccountMgr/accountType/index', t, undefined, 'en')).toMatchObject({
      title: { menu: { name: '账户类型', enName: 'Account types' } },
      label: 'Account types',
    });
    expect(routeInfoOf(named, '/platAccountMgr/accountType/index', t, undefined, 'zh-CN').label).toBe('账户类型');
    expect(routeInfoOf(named, '/admin/new/index', t, undefined, 'en').label).toBe('新页面');
  });

  it('matches patterns: the reminder detail of any id, the service page, and nothing beyond them', () => {
    expect(findPageMeta('/activti/detail/42')?.titleKey).toBe('activiti.title');
    expect(findPageMeta('/activti/detail/abc')?.titleKey).toBe('activiti.title');
    expect(findPageMeta('/activti/detail')).toBeUndefined();
    expect(findPageMeta('/activti/detail/1/x')).toBeUndefined();
    expect(findPageMeta('/premiumInfos')?.titleKey).toBe('premium.title');
    expect(routeInfoOf(tree, '/activti/detail/42', t)).toEqual({ title: { key: 'activiti.title' }, label: 't:activiti.title', trail: [], outsideMenu: true });
  });

  it('a parent the user does not hold leaves home and the title', () => {
    const info = routeInfoOf([], ACCOUNT_ROUTES.child, t);
    expect(crumbsOf('/wel/index', '首页', info.trail, info.label, info.outsideMenu)).toEqual([{ label: '首页', to: '/wel/index' }, { label: 't:accountChild.titles.list' }]);
  });

  it('declares each path once', () => {
    const paths = PAGE_META.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('breadcrumb of a page outside the menu', () => {
  it('home, the parent menu path as links, then the page title not linked', () => {
    const info = routeInfoOf(tree, ACCOUNT_ROUTES.child, t);
    expect(crumbsOf('/wel/index', '首页', info.trail, info.label, info.outsideMenu)).toEqual([
      { label: '首页', to: '/wel/index' },
      { label: '账户中心', to: '/platAccountMgr/accountType/index' },
      { label: '开户管理', to: ACCOUNT_ROUTES.openView },
      { label: 't:accountChild.titles.list' },
    ]);
  });

  it('keeps at most four levels below home, the page title last', () => {
    const deep = [node(1, 'a', '/a'), node(2, 'b', '/b'), node(3, 'c', '/c'), node(4, 'd', '/d')];
    const crumbs = crumbsOf('/wel/index', '首页', deep, '页面', true);
    expect(crumbs.map((c) => c.label)).toEqual(['首页', 'b', 'c', 'd', '页面']);
    expect(crumbs[crumbs.length - 1].to).toBeUndefined();
  });

  it('a home page outside the menu is home alone', () => {
    const info = routeInfoOf(tree, '/wel/index', () => '首页');
    expect(crumbsOf('/wel/index', '首页', info.trail, info.label, info.outsideMenu)).toEqual([{ label: '首页' }]);
  });
});
