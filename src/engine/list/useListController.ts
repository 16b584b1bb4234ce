import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { useGo } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { useLiveRows } from '../live/useLiveRows';
import { useAntdTable } from '../useAntdTable';
import { useDeclContext } from '../route/pageContext';
import { filledEndpoint, searchColumnsOf, searchNameOf, searchToFilters } from './searchQuery';

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

interface Options {
  /** Fields always sent besides the declared ones (a task log dialog's template code). */
  fixed?: Record<string, unknown>;
  /** Off while the list is not shown (a closed dialog). */
  active?: boolean;
}

/**
 * The controller of a generated list: the list call (its address filled from the route query; not made while
 * a parameter is missing), paging, the search form and what it applied, the header's summary, rows kept current
 * by a live channel, and auto refresh for the running rows no channel keeps current.
 */
export function useListController<T extends BaseRecord = BaseRecord>(resource: ResourceDecl, { fixed, active = true }: Options = {}) {
  const { t } = useTranslation();
  const go = useGo();
  const { pathname } = useLocation();
  const ctx = useDeclContext();
  const searchColumns = useMemo(() => searchColumnsOf(resource), [resource]);
  const endpoint = filledEndpoint(resource.api.list, ctx.query);
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const refreshWhile = resource.autoRefresh;
  const idField = resource.idField ?? 'id';
  const idOf = useCallback((row: T) => row[idField] as string | number, [idField]);
  // What the list shows now, for the live channel's messages (which arrive between renders).
  const now = useRef<{ rows: readonly T[]; firstPage: boolean; refetch: () => void }>({ rows: [], firstPage: true, refetch: () => undefined });
  const live = useLiveRows<T>(resource.live, {
    idOf,
    active,
    shown: () => now.current.rows,
    // New rows come first (newest first): only the first page, and only rows of the list's fixed fields.
    belongs: (row) => now.current.firstPage && Object.entries(fixed ?? {}).every(([k, v]) => v === undefined || (row as Record<string, unknown>)[k] === v),
    refetch: () => now.current.refetch(),
  });
  /** Running rows whose news does not come by itself: the list asks again for them. */
  const needsPolling = (rows: readonly T[]) => !!refreshWhile && live.latest(rows).some((row) => refreshWhile.while(row) && !live.covered(row));

  const { tableProps, searchFormProps, tableQuery, setFilters, setCurrentPage, filters } = useAntdTable<T>({
    resource: resource.name,
    syncWithLocation: false,
    pagination: { currentPage: 1, pageSize: resource.pageSize ?? 10, mode: 'server' },
    // The http client already showed the server's message.
    errorNotification: false,
    meta: { api: { ...resource.api, list: endpoint ?? resource.api.list }, query: { ...resource.listQuery?.(ctx), ...fixed } },
    queryOptions: {
      enabled: active && endpoint !== null,
      refetchInterval: refreshWhile ? (q) => (active && needsPolling(q.state.data?.data ?? []) ? refreshWhile.intervalMs : false) : undefined,
    },
    onSearch: (values) => {
      setApplied(values);
      return searchToFilters(searchColumns, values);
    },
  });

  /** The search fields that pick the page's subject live in the route query: choosing one opens the page for it. */
  const routeValues = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const c of searchColumns) if (c.search.route) values[searchNameOf(c)] = c.search.route.from(ctx.query);
    return values;
  }, [searchColumns, ctx.query]);
  const onRouteFieldChange = (name: string, value: unknown) => {
    const column = searchColumns.find((c) => searchNameOf(c) === name);
    if (!column?.search.route) return;
    go({ to: pathname, query: value === undefined || value === null ? {} : column.search.route.to(value), type: 'replace' });
  };

  const reset = () => {
    searchFormProps.form?.resetFields();
    searchFormProps.form?.setFieldsValue(routeValues);
    setApplied({});
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
          ...(resource.compactPager ? { showLessItems: true, showQuickJumper: true } : {}),
        };

  const data = tableQuery.data as (typeof tableQuery.data & { reply?: Record<string, unknown> }) | undefined;
  const rows = live.latest(data?.data ?? []);
  useEffect(() => {
    now.current = { rows: data?.data ?? [], firstPage: pagination === false || (pagination.current ?? 1) === 1, refetch: () => void tableQuery.refetch() };
  });
  return {
    tableProps: {
      ...tableProps,
      ...(endpoint === null ? { loading: false, dataSource: [] } : { dataSource: live.latest(tableProps.dataSource ?? []) }),
      pagination,
      rowKey: idField,
    },
    searchColumns,
    searchFormProps,
    routeValues,
    onRouteFieldChange,
    reset,
    refetch: () => tableQuery.refetch(),
    loading: tableQuery.isFetching,
    error: tableQuery.error,
    /** The list call cannot be made yet: its address lacks a route parameter. */
    waiting: endpoint === null,
    /** The filters in force (an export takes exactly these), and the search values they came from. */
    filters,
    applied,
    /** What the list call answered beside its rows (a summary for the header). */
    reply: data?.reply,
    /** A row is still running: the list keeps itself current (live, or by asking again). */
    refreshing: !!refreshWhile && rows.some((row) => refreshWhile.while(row)),
  };
}

export type ListController = ReturnType<typeof useListController>;
