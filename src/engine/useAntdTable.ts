import { useTable, type BaseRecord, type HttpError, type useTableProps } from '@refinedev/core';
import { Grid, type TableProps } from 'antd';

/**
 * Refine's core useTable bound to an antd Table: what the list pages used of @refinedev/antd's useTable (same
 * paging props). Ours, because importing that package brings its markdown field and editor code into every list
 * page (docs/performance.md#budgets). Resources declare no column sorting or column filters, so the table's changes are
 * page and page size only; the search form is the list's own (`SearchForm`).
 */
export function useAntdTable<T extends BaseRecord>(props: useTableProps<T, HttpError, T>) {
  const table = useTable<T, HttpError, T>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize } = table;
  const breakpoint = Grid.useBreakpoint();
  const paged = props.pagination?.mode !== 'off';
  const { data, isFetched } = tableQuery;

  const tableProps: TableProps<T> = {
    dataSource: data?.data,
    loading: !isFetched,
    scroll: { x: true },
    onChange: (page) => {
      if (!paged) return;
      setCurrentPage(page.current || 1);
      setPageSize(page.pageSize || 10);
    },
    pagination: paged
      ? {
          pageSize,
          current: currentPage,
          simple: !breakpoint.sm,
          position: breakpoint.sm ? ['bottomRight'] : ['bottomCenter'],
          total: data?.total,
        }
      : false,
  };

  return { ...table, tableProps };
}
