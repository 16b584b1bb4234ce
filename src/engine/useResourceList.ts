import { useMemo } from 'react';
import type { BaseRecord, CrudFilters } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { buildColumns } from './columns';
import { useAntdTable } from './useAntdTable';

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

/** The controller of a generated list page: table state through Refine's useTable, columns and search. */
export function useResourceList<T extends BaseRecord = BaseRecord>(resource: ResourceDecl) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { tableProps, searchFormProps, tableQuery, setFilters, setCurrentPage, filters } = useAntdTable<T>({
    resource: resource.name,
    syncWithLocation: false,
    pagination: { currentPage: 1, pageSize: resource.pageSize ?? 10, mode: 'server' },
    // The http client already showed the server's message.
    errorNotification: false,
    onSearch: (values): CrudFilters =>
      (resource.filters ?? []).map((f) => ({
        field: f.field,
        operator: f.operator ?? 'eq',
        value: values[f.field],
      })),
  });

  const columns = useMemo(() => buildColumns<T>(resource, t, lang), [resource, t, lang]);

  const reset = () => {
    searchFormProps.form?.resetFields();
    setFilters([], 'replace');
    setCurrentPage(1);
  };

  const pagination: TablePaginationConfig | false =
    tableProps.pagination === false
      ? false
      : {
          ...(tableProps.pagination as TablePaginationConfig),
          showSizeChanger: true,
          pageSizeOptions: (resource.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS).map(String),
          showTotal: (total: number) => t('table.total', { total }),
        };

  return {
    tableProps: { ...tableProps, pagination, rowKey: resource.idField ?? 'id' },
    columns,
    searchFormProps,
    reset,
    refetch: () => tableQuery.refetch(),
    loading: tableQuery.isFetching,
    error: tableQuery.error,
    /** The filters in force (an export takes exactly these). */
    filters,
  };
}
