// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@schemas/menu';
import { moduleRowsOf, sectionsOf } from '@/pages/premiumInfos/sections';
import { PRODUCT } from '@/providers/product';

const node = (id: number, name: string, path = '', children: MenuNode[] = [], type: '0' | '1' = '0'): MenuNode => ({
  id,
  parentId: 0,
  name,
  label: '',
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type,
  permission: null,
  version: 1,
  children,
});

describe('/premiumInfos', () => {
  it('names the version the package ships (docs/product.md#what-atrium-does: 2.0.0)', () => {
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    expect(PRODUCT.version).toBe('2.0.0');
    expect(pkg.version).toBe(PRODUCT.version);
  });

  it('lists the modules in the module menu order with their homes and the active one', () => {
    const rows = moduleRowsOf(
      [
        { value: 100, label: '平台' },
        { value: 300, label: '供应链' },
      ],
      300,
    );
    expect(rows).toEqual([
      { id: 100, label: '平台', home: '/wel/index', active: false },
      { id: 300, label: '供应链', home: '/scm/wel/index', active: true },
    ]);
  });

  it('counts the pages of each section of the active module, buttons and empty folders left out', () => {
    const tree = [
      node(1, '账户中心', '/platAccountMgr', [
        node(11, '账户类型', '/a', [node(111, '新增', '', [], '1')]),
        node(12, '开户管理', '/b'),
        node(13, '更多', '', [node(131, '账户流水', '/c')]),
      ]),
      node(2, '空目录', ''),
      node(3, '个人页', '/info/index'),
      node(4, '按钮', '', [], '1'),
    ];
    expect(sectionsOf(tree)).toEqual([
      { id: 1, name: '账户中心', pages: 3 },
      { id: 3, name: '个人页', pages: 1 },
    ]);
  });
});
