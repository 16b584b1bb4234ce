import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Dropdown, Modal, Tabs, Tree } from 'antd';
import { DownloadOutlined, HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { Button, savingSpinner } from '@/engine/named/Button';
import { DataTable } from '@/engine/named/DataTable';
import { withDecorativeIcons } from '@/engine/named/decorative';
import { LINE_TREE_ICONS, TREE_ICONS } from '@/engine/named/treeIcons';
import { Details } from '@/engine/named/Details';
import { setLanguage } from '@/providers/i18n';

/** Names given at the root (docs/product.md#accessibility-themes-and-narrow-screens): antd's icon-only buttons, tables' headers, layout tables. */

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

function inConsole(ui: React.ReactNode) {
  return render(
    <AntdProviders>
      <SignedInProviders>{ui}</SignedInProviders>
    </AntdProviders>,
  );
}

describe('DataTable', () => {
  it("names the pagination's arrows with antd's locale, and says the count politely", async () => {
    await setLanguage('zh-CN');
    inConsole(<DataTable rowKey="id" dataSource={rows} columns={[{ title: '名称', dataIndex: 'name' }]} pagination={{ pageSize: 10, total: 25 }} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('列表已加载，共 25 条');
  });

  it('gives a radio selection column a named header cell with a scope', async () => {
    await setLanguage('en');
    const { container } = inConsole(
      <DataTable rowKey="id" dataSource={rows.slice(0, 2)} columns={[{ title: 'Name', dataIndex: 'name' }]} rowSelection={{ type: 'radio' }} pagination={false} />,
    );
    const selection = container.querySelector('thead th.ant-table-selection-column')!;
    expect(selection.textContent).toBe('Select');
    expect(selection.getAttribute('scope')).toBe('col');
  });
});

describe('Details and tabs', () => {
  it('draws a record detail as a description list, not a table, and names the tabs overflow button', async () => {
    await setLanguage('en');
    const { container } = inConsole(
      <>
        <Details items={[{ key: 'a', label: 'Name', children: 'Canteen card' }]} />
        <Tabs items={[{ key: '1', label: 'One' }]} />
      </>,
    );
    expect(container.querySelector('table')).toBeNull();
    expect([...container.querySelectorAll('dl > div > *')].map((el) => `${el.tagName} ${el.textContent}`)).toEqual(['DT Name', 'DD Canteen card']);
    expect(container.querySelector('.ant-tabs-nav-more .anticon')!.getAttribute('aria-label')).toBe('More');
  });
});

describe('icons beside a label', () => {
  it('names a button with an icon by its text alone, loading or not, and leaves an icon-only button its own name', async () => {
    await setLanguage('zh-CN');
    const { rerender } = inConsole(
      <>
        <Button icon={<DownloadOutlined />}>导出</Button>
        <Button icon={<ReloadOutlined />} aria-label="刷新" />
      </>,
    );
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    rerender(
      <AntdProviders>
        <SignedInProviders>
          <Button icon={<DownloadOutlined />} loading>
            导出
          </Button>
        </SignedInProviders>
      </AntdProviders>,
    );
    expect(screen.getByRole('button', { name: '导出' }).querySelector('.anticon-loading')!.getAttribute('aria-hidden')).toBe('true');
  });

  it("names a dialog's OK button by its text while it saves, antd's spinner decorative", async () => {
    await setLanguage('zh-CN');
    inConsole(
      <Modal open title="充值" okText="保存" okButtonProps={{ loading: savingSpinner(true), disabled: true }}>
        金额
      </Modal>,
    );
    // antd spaces a two-character Chinese label ('保 存'); nothing else is in the name.
    const ok = await screen.findByRole('button', { name: /^保 ?存$/ });
    expect(ok.querySelector('.anticon-loading')!.getAttribute('aria-hidden')).toBe('true');
    expect(savingSpinner(false)).toBe(false);
  });

  it("names a menu's items by their labels alone", async () => {
    await setLanguage('zh-CN');
    inConsole(
      <Dropdown
        open
        menu={{
          items: withDecorativeIcons([
            { key: 'home', icon: <HomeOutlined />, label: '首页' },
            { type: 'group', label: '组', children: [{ key: 'x', icon: <ReloadOutlined />, label: '刷新' }] },
          ]),
        }}
      >
        <span>menu</span>
      </Dropdown>,
    );
    expect(await screen.findByRole('menuitem', { name: '首页' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: '刷新' })).toBeTruthy();
  });

  it("hides a tree's switchers, so each item is named by its title", async () => {
    await setLanguage('zh-CN');
    const treeData = [{ title: '集团', key: 'a', children: [{ title: '门店', key: 'b' }] }];
    const { container } = inConsole(
      <>
        <Tree {...TREE_ICONS} treeData={treeData} />
        <Tree showLine {...LINE_TREE_ICONS} treeData={treeData} />
      </>,
    );
    const switchers = [...container.querySelectorAll('.ant-tree-switcher .anticon')];
    expect(switchers.map((icon) => [...icon.classList].find((c) => /^anticon-[a-z]/.test(c) && c !== 'anticon-spin'))).toEqual(['anticon-caret-down', 'anticon-plus-square']);
    expect(switchers.map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
  });

  it("every button given an icon in the console's source is the console's Button", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx$/.test(e.name) ? [join(dir, e.name)] : []));
    const offenders = [...files('src'), ...files('resources')].filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /<Button\b[^>]*\bicon=/.test(text) && !text.includes("import { Button } from '@/engine/named/Button'") && !file.endsWith(join('named', 'Button.tsx'));
    });
    expect(offenders).toEqual([]);
  });
});
