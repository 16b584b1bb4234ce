import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuNode } from '@schemas/menu';
import menuAdminBody from '@resources/menuAdmin';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import { stubAdapter } from './helpers/stubAdapter';
import { registered, renderResourcePage } from './helpers/renderResource';

/** The menu administration marks the page nodes that open no screen (docs/product.md#the-menu-and-modules) and shows both names of a node. */
vi.setConfig({ testTimeout: 60_000 });

const node = (id: number, parentId: number, name: string, path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId,
  name,
  label: name,
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children: [],
  ...extra,
});

const tree: MenuNode[] = [
  node(100, -1, '平台', '/wel/index', {
    enName: 'Platform',
    children: [
      node(1300, 100, '基础数据', '/platsync', {
        enName: 'Master data',
        children: [
          node(1301, 1300, '城市映射', '/platsync/standardCity/index', { enName: 'City mapping' }),
          node(100001, 1300, '旧报表', '/report/old/index'),
          node(100002, 1300, '外部报表', 'https://example.org/report'),
          node(100003, 1300, '导出', '', { type: '1', permission: 'x_export' }),
        ],
      }),
    ],
  }),
];

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  const stub = stubAdapter((req) => {
    if (req.url === '/admin/menu/tree') return { data: { code: 0, data: tree } };
    if (req.url === '/admin/dict/type/product_line')
      return { data: { code: 0, data: [{ id: 1, dictType: 'product_line', value: '100', label: '平台', enLabel: 'Platform', sortOrder: 1, description: null }] } };
    return { status: 404, data: { code: 1, msg: '资源不存在' } };
  });
  http.defaults.adapter = stub.adapter;
});

describe('menu administration', () => {
  it('marks the one page node whose path opens no screen, and says why when it is chosen', async () => {
    renderResourcePage(registered('menuAdmin', menuAdminBody), '/admin/menu/index');
    const dead = await screen.findByText('旧报表', {}, { timeout: 20_000 });
    const marks = screen.getAllByTestId('menu-no-screen');
    expect(marks).toHaveLength(1);
    expect(dead.closest('.menu-admin-node')).toContainElement(marks[0]);
    await userEvent.click(dead);
    expect(await screen.findByText('该路径没有对应的页面，请填写已有页面的路径或 http(s) 地址')).toBeInTheDocument();
    await userEvent.click(screen.getByText('城市映射'));
    const details = screen.getByText('/platsync/standardCity/index').closest('.details') as HTMLElement;
    expect(within(details).getByText('City mapping')).toBeInTheDocument();
    expect(screen.queryByText('该路径没有对应的页面，请填写已有页面的路径或 http(s) 地址')).toBeNull();
  });

  it('reads the tree in English by the stored English names, the Chinese name where there is none', async () => {
    await setLanguage('en');
    renderResourcePage(registered('menuAdmin', menuAdminBody), '/admin/menu/index');
    expect(await screen.findByText('City mapping', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Master data')).toBeInTheDocument();
    expect(screen.getByText('旧报表')).toBeInTheDocument();
    expect(screen.getByTestId('menu-no-screen')).toHaveTextContent('No screen');
  });
});
