import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AntdProviders } from '@/app/AntdProviders';
import { Details, placesOf } from '@/engine/named/Details';

/**
 * Record details as a description list (docs/product.md#accessibility-themes-and-narrow-screens): every label a
 * term and its value the definition after it, laid out in antd's Descriptions' rows.
 */

describe('Details', () => {
  it('draws each Details.Item as a term and its definition, in order, with the bordered look asked for', () => {
    const { container } = render(
      <AntdProviders>
        <Details column={2} bordered size="small" className="audit-detail-meta" styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Details.Item label="时间">2026-11-29</Details.Item>
          <Details.Item label="操作人">admin</Details.Item>
          <Details.Item label="路由" span={2}>
            POST /x
          </Details.Item>
        </Details>
      </AntdProviders>,
    );
    const root = container.querySelector('.details')!;
    expect(root.className).toBe('details details-small details-bordered audit-detail-meta');
    expect([...root.querySelectorAll('dl > div')].map((pair) => [...pair.children].map((el) => `${el.tagName} ${el.textContent}`))).toEqual([
      ['DT 时间', 'DD 2026-11-29'],
      ['DT 操作人', 'DD admin'],
      ['DT 路由', 'DD POST /x'],
    ]);
    expect((root.querySelector('dt') as HTMLElement).style.whiteSpace).toBe('nowrap');
    // The route takes the whole second row: its value spans three of the four label and value columns.
    const route = root.querySelectorAll<HTMLElement>('dl > div')[2];
    expect(route.style.getPropertyValue('--details-content-span')).toBe('3');
    expect(route.className).toBe('details-item details-row-end details-last-row');
  });

  it('places pairs in rows as antd does: a pair that does not fit starts a row, the last of each row takes the rest', () => {
    const items = (spans: (number | undefined)[]) => spans.map((span, i) => ({ label: String(i), span }));
    expect(placesOf(items([1, 1, 1]), 2)).toEqual([
      { span: 1, rowEnd: false, lastRow: false },
      { span: 1, rowEnd: true, lastRow: false },
      { span: 2, rowEnd: true, lastRow: true },
    ]);
    expect(placesOf(items([1, 2, undefined, 5]), 3)).toEqual([
      { span: 1, rowEnd: false, lastRow: false },
      { span: 2, rowEnd: true, lastRow: false },
      { span: 3, rowEnd: true, lastRow: false },
      { span: 3, rowEnd: true, lastRow: true },
    ]);
    expect(placesOf([], 3)).toEqual([]);
  });
});
