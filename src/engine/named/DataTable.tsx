import { cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { ConfigProvider, Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from './media';
import { TABLE_COMPONENTS } from './TableBody';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

/**
 * antd's pagination arrows are buttons named by their icons ('left', 'right', 'double-left'): each is named
 * with antd's own locale text for it (上一页 / Previous Page ...), as its list item's tooltip already says.
 */
function usePageItemRender(): ItemRender {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const texts = locale?.Pagination;
  return (_page, type, element) => {
    const label = { prev: texts?.prev_page, next: texts?.next_page, 'jump-prev': texts?.prev_5, 'jump-next': texts?.next_5 }[type as string];
    return label && isValidElement(element) ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': label }) : element;
  };
}

/**
 * antd's Table as every table of the console uses it (docs/product.md#accessibility-themes-and-narrow-screens):
 * - the pagination's arrow buttons are named in the console's language;
 * - a selection column of radios (no select-all box) has a header cell with a name, so it gets `scope="col"`;
 * - the row count and loading are announced politely (a status region beside the table);
 * - on a narrow screen (768 pixels and below) the first column stays fixed while the others scroll;
 * - the hidden row that measures a sideways-scrolling table's columns has data cells, not a second row of header
 *   cells (TableBody.tsx).
 */
export function DataTable<T extends AnyObject>({ pagination, rowSelection, columns, ...props }: TableProps<T>) {
  const { t } = useTranslation();
  const itemRender = usePageItemRender();
  const narrow = useNarrowScreen();
  const paged = pagination === false ? false : { itemRender, ...pagination };
  const selection =
    rowSelection && rowSelection.type === 'radio' && rowSelection.columnTitle === undefined
      ? { ...rowSelection, columnTitle: <span className="visually-hidden">{t('a11y.selectColumn')}</span> }
      : rowSelection;
  const fixedFirst =
    narrow && columns?.length && !columns.some((c) => c.fixed === 'left' || c.fixed === true) ? columns.map((c, i) => (i === 0 ? { ...c, fixed: 'left' as const } : c)) : columns;
  const total = (pagination ? pagination.total : undefined) ?? props.dataSource?.length;
  const loading = typeof props.loading === 'object' ? props.loading.spinning : props.loading;
  return (
    <>
      <Table<T> {...props} components={TABLE_COMPONENTS} columns={fixedFirst} pagination={paged} rowSelection={selection} />
      <Status>{loading ? t('a11y.loading') : total !== undefined ? t('a11y.listTotal', { total }) : null}</Status>
    </>
  );
}

/** A polite status region, read out when its text changes and never shown. */
export function Status({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="visually-hidden">
      {children}
    </div>
  );
}
