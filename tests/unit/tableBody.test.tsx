import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AntdProviders } from '@/app/AntdProviders';
import { SignedInProviders } from '@/app/SignedInProviders';
import { DataTable } from '@/engine/named/DataTable';
import { setLanguage } from '@/providers/i18n';

/**
 * The hidden row that measures a sideways-scrolling table's columns (TableBody.tsx,
 * docs/product.md#accessibility-themes-and-narrow-screens): data cells, so every column has one header cell, and
 * still the widths the fixed columns are placed by.
 */

const rows = [
  { id: 1, code: 'A01', name: '食堂卡', note: '' },
  { id: 2, code: 'A02', name: '福利卡', note: '' },
];
const columns = [
  { title: '编号', dataIndex: 'code', key: 'code', fixed: 'left' as const },
  { title: '名称', dataIndex: 'name', key: 'name', fixed: 'left' as const },
  { title: '备注', dataIndex: 'note', key: 'note' },
];

afterEach(() => vi.restoreAllMocks());

describe('the measuring row of a scrolling table', () => {
  it('has data cells only, hidden from screen readers and the keyboard, so each column has one header cell', async () => {
    await setLanguage('zh-CN');
    const { container } = render(
      <AntdProviders>
        <SignedInProviders>
          <DataTable rowKey="id" dataSource={rows} columns={columns} scroll={{ x: 'max-content' }} pagination={false} />
        </SignedInProviders>
      </AntdProviders>,
    );
    const measure = container.querySelector('tbody > tr.ant-table-measure-row')!;
    expect(measure.getAttribute('aria-hidden')).toBe('true');
    expect(measure.hasAttribute('inert')).toBe(true);
    expect([...measure.children].map((cell) => `${cell.tagName} ${cell.textContent}`)).toEqual(['TD 编号', 'TD 名称', 'TD 备注']);
    expect(container.querySelectorAll('table th')).toHaveLength(3);
    expect([...container.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
  });

  it('hands rc-table the widths it measures, which place the second fixed column after the first', async () => {
    await setLanguage('zh-CN');
    // jsdom lays nothing out: the table is shown and each measuring cell is 120 pixels wide.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ant-table-measure-cell') ? 120 : 0;
    });
    const { container } = render(
      <AntdProviders>
        <SignedInProviders>
          <DataTable rowKey="id" dataSource={rows} columns={columns} scroll={{ x: 'max-content' }} pagination={false} />
        </SignedInProviders>
      </AntdProviders>,
    );
    const second = container.querySelector<HTMLElement>('tbody tr[data-row-key="1"] > td:nth-child(2)')!;
    expect(second.className).toContain('ant-table-cell-fix-left');
    await vi.waitFor(() => expect(second.style.left).toBe('120px'));
  });
});
