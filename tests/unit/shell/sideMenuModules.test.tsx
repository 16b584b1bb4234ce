import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { MenuNode } from '@schemas/menu';
import { setLanguage } from '@/providers/i18n';
import { KEPT_MENUS, SideMenu } from '@/shell/SideMenu';
import { menuRenders } from '../helpers/countingMenu';
import { renderInApp } from '../helpers/renderResource';

/**
 * The side menu on a module switch (docs/performance.md#tab-and-module-switches): the menu of a module shown before stays mounted and
 * hidden, so switching back shows it again without rendering antd's menu, and the hidden one is not rendered
 * while another module is shown. Counted through antd's Menu, which only the side menu renders here.
 */
vi.mock('antd', async (importOriginal) => (await import('../helpers/countingMenu')).withCountingMenu(await importOriginal()));

const node = (id: number, name: string, path = '', children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: -1,
  name,
  label: name,
  path,
  icon: null,
  sortOrder: id,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children,
});

/** A module's tree (one folder with two pages) and the trail of its first page, one object each as useMenuTree gives. */
function moduleOf(id: number) {
  const page = node(id * 10 + 1, `page ${id} a`, `/m${id}/a`);
  const folder = node(id * 10, `folder ${id}`, '', [page, node(id * 10 + 2, `page ${id} b`, `/m${id}/b`)]);
  return { tree: [folder], trail: [folder, page] };
}
const modules = [1, 2, 3, 4, 5].map(moduleOf);

function Harness({ collapsed = false }: { collapsed?: boolean }) {
  const [shown, setShown] = useState(0);
  return (
    <>
      {modules.map((_, i) => (
        <button key={i} type="button" onClick={() => setShown(i)}>
          {`module ${i + 1}`}
        </button>
      ))}
      <div className="shell-sider">
        {/* The trail a new array on each show, as the shell makes it again on every change of address. */}
        <SideMenu tree={modules[shown].tree} trail={[...modules[shown].trail]} loading={false} collapsed={collapsed} />
      </div>
    </>
  );
}

const show = (i: number) => act(async () => fireEvent.click(screen.getByText(`module ${i + 1}`)));
/** The menus in the document, and the one on screen. */
const menus = () => [...document.querySelectorAll<HTMLElement>('.shell-sider .ant-menu-root')];
const shownMenus = () => menus().filter((m) => !m.closest('[hidden]'));

beforeEach(async () => {
  await setLanguage('zh-CN');
  menuRenders.count = 0;
});

describe('side menu on a module switch', () => {
  it('shows the menu of a module it comes back to as it left it, without rendering antd’s menu again', async () => {
    renderInApp('/m1/a', <Harness />);
    await show(1);
    expect(shownMenus()).toHaveLength(1);
    expect(shownMenus()[0]).toHaveTextContent('page 2 a');
    const [first, second] = menus();
    const firstItem = first.querySelector('.ant-menu-item');
    // The operator closes the first module's folder before leaving it.
    await show(0);
    await act(async () => fireEvent.click(screen.getByText('folder 1')));
    expect(first.querySelector('.ant-menu-submenu-open')).toBeNull();

    menuRenders.count = 0;
    for (const i of [1, 0, 1, 0]) {
      await show(i);
      expect(shownMenus()).toEqual([i === 0 ? first : second]);
      expect(shownMenus()[0].querySelector('.ant-menu-item-selected')).toHaveTextContent(`page ${i + 1} a`);
    }
    expect(menuRenders.count).toBe(0);
    // The very elements, and the folder as the operator left it.
    expect(menus()).toEqual([first, second]);
    expect(first.querySelector('.ant-menu-item')).toBe(firstItem);
    expect(first.querySelector('.ant-menu-submenu-open')).toBeNull();
  });

  it('a hidden menu is out of the accessibility tree, and the shown one follows the selection', async () => {
    renderInApp('/m1/a', <Harness />);
    await show(1);
    expect(screen.getByRole('menuitem', { name: 'page 2 a' })).toBeInTheDocument();
    expect(screen.queryAllByRole('menuitem', { name: /page 1/ })).toEqual([]);
    await show(0);
    expect(screen.getByRole('menuitem', { name: 'page 1 a' })).toHaveClass('ant-menu-item-selected');
    expect(screen.queryAllByRole('menuitem', { name: /page 2/ })).toEqual([]);
  });

  it(`keeps ${KEPT_MENUS} menus at most, the least recently shown leaving first`, async () => {
    renderInApp('/m1/a', <Harness />);
    for (const i of [1, 2, 3, 0, 4]) await show(i);
    expect(menus()).toHaveLength(KEPT_MENUS);
    // Module 2 was the least recently shown: its menu left, module 5's took its place.
    expect(menus().map((m) => m.textContent?.match(/folder \d/)?.[0])).toEqual(['folder 1', 'folder 5', 'folder 3', 'folder 4']);
    expect(shownMenus()[0]).toHaveTextContent('folder 5');
  });
});
