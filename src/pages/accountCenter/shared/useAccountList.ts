import type { BaseRecord, CrudFilters } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAntdTable } from '@/engine/useAntdTable';

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

/**
 * A paged POST list of the account centre through Refine's useTable: the search form's values become the
 * body fields (blank ones dropped), paging is `current`/`size`, and `fixed` fields are always sent.
 */
export function useAccountList<T extends BaseRecord>(opts: {
  name: string;
  url: string;
  fixed?: Record<string, unknown>;
  toFilters?: (values: Record<string, unknown>) => Record<string, unknown>;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery, setFilters, setCurrentPage, filters } = useAntdTable<T>({
    resource: opts.name,
    syncWithLocation: false,
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
    errorNotification: false,
    meta: { api: { list: { url: opts.url, method: 'post' } }, query: opts.fixed },
    queryOptions: { enabled: opts.enabled ?? true },
    onSearch: (values): CrudFilters =>
      Object.entries(opts.toFilters ? opts.toFilters(values) : values).map(([field, value]) => ({ field, operator: 'eq', value })),
  });

  const reset = () => {
    searchFormProps.form?.resetFields();
    setFilters([], 'replace');
    setCurrentPage(1);
  };

  const pagination: TablePaginationConfig = {
    ...(tableProps.pagination as TablePaginationConfig),
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total: number) => t('table.total', { total }),
  };

  return {
    tableProps: { ...tableProps, pagination, rowKey: 'id' as const },
    searchFormProps,
    reset,
    filters,
    refetch: () => tableQuery.refetch(),
    loading: tableQuery.isFetching,
    error: tableQuery.error,
  };
}
