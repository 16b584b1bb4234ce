import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tabs } from 'antd';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { DataTable } from '@/engine/named/DataTable';
import { Details } from '@/engine/named/Details';
import { setLanguage } from '@/providers/i18n';

/** Names given at the root (SPEC.md section 9): antd's icon-only buttons, tables' headers, layout tables. */

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
  it('marks a record detail as a layout table and names the tabs overflow button', async () => {
    await setLanguage('en');
    const { container } = inConsole(
      <>
        <Details items={[{ key: 'a', label: 'Name', children: 'Canteen card' }]} />
        <Tabs items={[{ key: '1', label: 'One' }]} />
      </>,
    );
    expect(container.querySelector('.ant-descriptions-view > table')!.getAttribute('role')).toBe('presentation');
    expect(container.querySelector('.ant-tabs-nav-more .anticon')!.getAttribute('aria-label')).toBe('More');
  });
});
