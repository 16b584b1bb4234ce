import { useTable, type BaseRecord, type CrudFilters, type HttpError, type useTableProps } from '@refinedev/core';
import { Form, Grid, type FormProps, type TableProps } from 'antd';

type Props<T extends BaseRecord> = useTableProps<T, HttpError, T> & {
  /** The search form's values as the filters of the next query. */
  onSearch: (values: Record<string, unknown>) => CrudFilters | Promise<CrudFilters>;
};

/**
 * Refine's core useTable bound to an antd Table and a search Form: what the list pages used of
 * @refinedev/antd's useTable (same paging props, same search behaviour). Ours, because importing that package
 * brings its markdown field and editor code into every list page (DESIGN.md section 10). Resources declare no
 * column sorting or column filters, so the table's changes are page and page size only.
 */
export function useAntdTable<T extends BaseRecord>({ onSearch, ...props }: Props<T>) {
  const table = useTable<T, HttpError, T>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, setFilters } = table;
  const [form] = Form.useForm();
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

  const searchFormProps: FormProps = {
    form,
    onFinish: async (values: Record<string, unknown>) => {
      setFilters(await onSearch(values));
      if (paged) setCurrentPage(1);
    },
  };

  return { ...table, tableProps, searchFormProps };
}
