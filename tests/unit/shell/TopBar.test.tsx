import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { MenuNode } from '@schemas/menu';
import { KEYS } from '@/providers/session';
import { setStore } from '@/providers/storage';
import { DEFAULT_SETTINGS } from '@/shell/settings/settingsStore';
import { TopBar } from '@/shell/TopBar';
import { menuRenders } from '../helpers/countingMenu';
import { renderInApp } from '../helpers/renderResource';

/**
 * The top bar on a navigation between two pages of one module (docs/performance.md#tab-and-module-switches): the breadcrumb follows the
 * page, the module switcher, whose modules and selection stay as they were, is not rendered again. Counted
 * through antd's Menu, which only the switcher renders in the top bar.
 */
vi.mock('antd', async (importOriginal) => (await import('../helpers/countingMenu')).withCountingMenu(await importOriginal()));

const node = (id: number, name: string, path: string): MenuNode => ({
  id,
  parentId: 100,
  name,
  label: name,
  path,
  icon: null,
  sortOrder: id,
  keepAlive: '0',
  type: '0',
  permission: null,
  version: 1,
  children: [],
});
const pages = [node(1, '账户类型', '/a/index'), node(2, '账户流水', '/b/index')];
const noop = () => undefined;

function Harness() {
  const [page, setPage] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPage((p) => 1 - p)}>
        next page
      </button>
      <TopBar
        collapsed={false}
        onToggle={noop}
        trail={[pages[page]]}
        label={pages[page].name}
        outsideMenu={false}
        homePath="/wel/index"
        settings={DEFAULT_SETTINGS}
        level={3}
        onOpenSettings={noop}
      />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  setStore({ name: KEYS.moduleList, content: [100, 300].map((value) => ({ value, label: `m${value}` })) });
  setStore({ name: KEYS.moduleActive, content: 100 });
});

describe('TopBar', () => {
  it('a navigation between pages of one module renders the breadcrumb, not the module switcher', async () => {
    renderInApp('/a/index', <Harness />);
    expect(await screen.findByTestId('module-menu')).toBeInTheDocument();
    menuRenders.count = 0;
    await act(async () => fireEvent.click(screen.getByText('next page')));
    await act(async () => fireEvent.click(screen.getByText('next page')));
    expect(document.querySelector('.ant-breadcrumb')).toHaveTextContent('账户类型');
    expect(menuRenders.count).toBe(0);
    // A module switch still shows the new selection.
    await act(async () => setStore({ name: KEYS.moduleActive, content: 300 }));
    expect(menuRenders.count).toBeGreaterThan(0);
    expect(document.querySelector('[data-testid="module-menu"] .ant-menu-item-selected')).toHaveTextContent('m300');
  });
});
