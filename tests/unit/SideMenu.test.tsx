import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { SideMenu, targetOf } from '@/shell/SideMenu';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@/shell/Shell';
import { setLanguage } from '@/providers/i18n';

const node = (id: number, name: string, path = '', children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: -1,
  name,
  label: name,
  path,
  icon: null,
  sortOrder: 0,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderMenu(tree: MenuNode[], path = '/wel/index', trail: MenuNode[] = []) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdProviders>
        <SignedInProviders>
          <SideMenu tree={tree} trail={trail} loading={false} collapsed={false} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </SignedInProviders>
      </AntdProviders>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await setLanguage('zh-CN');
});

describe('side menu', () => {
  it('says 没有发现菜单 when the module has no menu', () => {
    renderMenu([]);
    expect(screen.getByText('没有发现菜单')).toBeInTheDocument();
  });

  it('renders the server tree and opens a page on click', async () => {
    renderMenu([node(1, '账户中心', '', [node(11, '账户类型', '/platAccountMgr/accountType/index')])]);
    await userEvent.click(screen.getByText('账户中心'));
    await userEvent.click(await screen.findByText('账户类型'));
    expect(screen.getByTestId('where')).toHaveTextContent('/platAccountMgr/accountType/index');
  });

  it('keeps the parent menu page selected on a page outside the menu', () => {
    const open = node(12, '开户管理', '/platAccountMgr/accountOpenView/index');
    const folder = node(1, '账户中心', '', [node(11, '账户类型', '/platAccountMgr/accountType/index'), open]);
    const { container } = renderMenu([folder], '/platAccountMgr/accountOpenView/child', [folder, open]);
    const selected = container.querySelectorAll('.ant-menu-item-selected');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent('开户管理');
  });

  it('shows the stored English names in English, the Chinese one where a node has none', async () => {
    await setLanguage('en');
    renderMenu([{ ...node(1, '账户中心'), enName: 'Accounts' }, node(2, '新目录')]);
    expect(screen.getByText('Accounts')).toBeInTheDocument();
    expect(screen.getByText('新目录')).toBeInTheDocument();
    await setLanguage('en');
    renderMenu([]);
    expect(screen.getByText('No menu found')).toBeInTheDocument();
  });

  it('follows the language at once, both ways, without a new tree', async () => {
    const tree = [{ ...node(1, '账户中心', '', [{ ...node(11, '账户类型', '/platAccountMgr/accountType/index'), enName: 'Account types' }]), enName: 'Accounts' }];
    const view = renderMenu(tree);
    await userEvent.click(screen.getByText('账户中心'));
    expect(await screen.findByText('账户类型')).toBeInTheDocument();
    for (const [lang, folder, page] of [
      ['en', 'Accounts', 'Account types'],
      ['zh-CN', '账户中心', '账户类型'],
      ['en', 'Accounts', 'Account types'],
    ] as const) {
      await act(() => setLanguage(lang));
      expect(view.container.querySelector('.ant-menu')).toHaveTextContent(folder);
      expect(view.container.querySelector('.ant-menu')).toHaveTextContent(page);
    }
  });

  it('opens external addresses in the embedded page and is 240 / 64 px wide', () => {
    expect(targetOf('https://example.org/a')).toBe('/myiframe/https%3A%2F%2Fexample.org%2Fa');
    expect(targetOf('/wel/index')).toBe('/wel/index');
    expect([SIDER_WIDTH, SIDER_COLLAPSED_WIDTH]).toEqual([240, 64]);
  });
});
