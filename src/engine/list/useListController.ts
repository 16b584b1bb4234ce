import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { useGo } from '@refinedev/core';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import type { ListSettings, ListView } from '@schemas/listTools';
import { useLiveRows } from '../live/useLiveRows';
import { useAntdTable } from '../useAntdTable';
import { useDeclContext } from '../route/pageContext';
import { usePageShown } from '../pageShown';
import { filledEndpoint, searchColumnsOf, searchNameOf, searchToFilters } from './searchQuery';
import { formToSearch, listShapeOf, searchToForm, stateKeyOf, stateOfView, type ListState, type SortState } from './listAddress';
import { useListAddress } from './useListAddress';
import { useListPrefs } from './useListPrefs';
import { dynamic, scopeOf } from '../dynamic';

export { DEFAULT_PAGE_SIZE_OPTIONS } from './listAddress';

interface Options {
  /** Fields always sent besides the declared ones (a task log dialog's template code). */
  fixed?: Record<string, unknown>;
  /** Off while the list is not shown (a closed dialog). */
  active?: boolean;
  /**
   * The operator tools (docs/screens.md#operator-tools-on-every-list): the list's state in the address, the user's column settings and default view.
   * Off for a list inside another frame (a task log dialog), whose state stays its own.
   */
  tools?: boolean;
}

const sortersOf = (sort: SortState | undefined): CrudSort[] => (sort ? [{ field: sort.field, order: sort.order }] : []);

/**
 * The controller of a generated list: the list call (its address filled from the route query; not made while
 * a parameter is missing), its state in the address (search, sort, page, page size: reload, back and forward
 * restore it), the user's settings and default view, the search form and what it applied, the header's
 * summary, rows kept current by a live channel, and auto refresh for the running rows no channel keeps current.
 */
export function useListController<T extends BaseRecord = BaseRecord>(resource: ResourceDecl, { fixed, active = true, tools = true }: Options = {}) {
  const { t } = useTranslation();
  const go = useGo();
  const { pathname } = useLocation();
  const ctx = useDeclContext();
  const searchColumns = useMemo(() => searchColumnsOf(resource), [resource]);
  const shape = useMemo(() => listShapeOf(resource, searchColumns), [resource, searchColumns]);
  const address = useListAddress(shape, tools);
  const prefs = useListPrefs(resource.name, tools);
  const endpoint = filledEndpoint(resource.api.list, ctx.query);
  const refreshWhile = resource.autoRefresh;
  // A list that refreshes itself does not while its kept-alive page is behind another tab.
  const shown = usePageShown(!!refreshWhile);
  const idField = resource.idField ?? 'id';
  const idOf = useCallback((row: T) => row[idField] as string | number, [idField]);
  // What the list shows now, for the live channel's messages (which arrive between renders).
  const now = useRef<{ rows: readonly T[]; firstPage: boolean; refetch: () => void }>({ rows: [], firstPage: true, refetch: () => undefined });
  const running = useCallback((row: T) => !!refreshWhile && !!dynamic(refreshWhile.while, `${resource.name}.autoRefresh.while`, [row], scopeOf(row)), [refreshWhile, resource.name]);
  const live = useLiveRows<T>(resource.live, {
    idOf,
    active,
    shown: () => now.current.rows,
    // New rows come first (newest first): only the first page, and only rows of the list's fixed fields.
    belongs: (row) => now.current.firstPage && Object.entries(fixed ?? {}).every(([k, v]) => v === undefined || (row as Record<string, unknown>)[k] === v),
    running,
    refetch: () => now.current.refetch(),
  });
  /** Running rows whose news does not come by itself: the list asks again for them. */
  const needsPolling = (rows: readonly T[], fetchedAt: number) => !!refreshWhile && live.latest(rows, fetchedAt).some((row) => running(row) && !live.covered(row));

  /** The search fields that pick the page's subject live in the route query: choosing one opens the page for it. */
  const routeValues = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const c of searchColumns)
      if (c.search.route)
        values[searchNameOf(c)] = dynamic(
          c.search.route.from,
          `${resource.name}.search.${searchNameOf(c)}.route.from`,
          [ctx.query],
          { query: ctx.query as Record<string, unknown> },
          'query',
        );
    return values;
  }, [searchColumns, ctx.query, resource.name]);
  const formValuesOf = (state: ListState) => ({ ...routeValues, ...searchToForm(shape, state.search) });

  // The state the table was last given; the list call waits until it matches the address.
  const [appliedKey, setAppliedKey] = useState(address.key);
  // A list opened without a state in its address takes the user's default view first (once): the list call
  // waits until the address holds the view's state. What the user chose meanwhile (a search, a page, a sort
  // submitted before the preferences answered) wins: the view is not opened over it, and the call waits for
  // the user's state instead.
  const [defaultDone, setDefaultDone] = useState(!tools || address.openedWithState);
  // Where the address was when the wait began and the state it waits for: the address reaching that state, or
  // moving on from where it was, ends the wait.
  const [defaultWait, setDefaultWait] = useState<{ from: string; to: string } | null>(null);

  const initial = address.state;
  const { tableProps, tableQuery, setFilters, setSorters, setCurrentPage, setPageSize, filters } = useAntdTable<T>({
    resource: resource.name,
    syncWithLocation: false,
    pagination: { currentPage: initial.page, pageSize: initial.size, mode: 'server' },
    filters: { initial: searchToFilters(searchColumns, formValuesOf(initial)), defaultBehavior: 'replace' },
    sorters: { initial: sortersOf(initial.sort) },
    // The http client already showed the server's message.
    errorNotification: false,
    meta: {
      api: { ...resource.api, list: endpoint ?? resource.api.list },
      query: { ...dynamic(resource.listQuery, `${resource.name}.listQuery`, [ctx], scopeOf(undefined, ctx), 'query'), ...fixed },
      wholeList: resource.wholeList,
    },
    queryOptions: {
      enabled: active && endpoint !== null && defaultDone && appliedKey === address.key,
      refetchInterval: refreshWhile ? (q) => (active && shown && needsPolling(q.state.data?.data ?? [], q.state.dataUpdatedAt) ? refreshWhile.intervalMs : false) : undefined,
    },
  });
  // The search form's values (its fields as the user has them, applied or not).
  const [formValues, setFormValues] = useState(() => formValuesOf(initial));

  // The address changed (a search, a page, back or forward, a view): the table and the form follow it.
  useEffect(() => {
    if (appliedKey === address.key) return;
    const { state } = address;
    const values = formValuesOf(state);
    setFilters(searchToFilters(searchColumns, values), 'replace');
    setSorters(sortersOf(state.sort));
    setCurrentPage(state.page);
    setPageSize(state.size);
    setFormValues(values);
    setAppliedKey(address.key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the address decides; the setters are stable
  }, [address.key]);

  /** Opens a saved view: its search and sort (what the list no longer has ignored), its columns as the user's layout. */
  const openView = (view: Pick<ListView, 'state'>, replace = false) => {
    address.go(stateOfView(shape, view.state, address.state.size), { replace });
    if (view.state.columns) prefs.save({ columns: view.state.columns, ...(view.state.density ? { density: view.state.density } : {}) });
  };

  useEffect(() => {
    if (defaultDone || !prefs.ready || defaultWait !== null) return;
    // Asked before `address.key` shows it: the user's navigation may still be under way.
    const chosen = address.wanted();
    if (chosen !== null) {
      setDefaultWait({ from: address.key, to: chosen });
      return;
    }
    if (!prefs.defaultView) {
      setDefaultDone(true);
      return;
    }
    setDefaultWait({ from: address.key, to: stateKeyOf(shape, stateOfView(shape, prefs.defaultView.state, address.state.size)) });
    openView(prefs.defaultView, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the default view is chosen once, when the preferences are ready; the effect below ends the wait
  }, [defaultDone, prefs.ready]);
  useEffect(() => {
    if (!defaultDone && defaultWait !== null && (address.key === defaultWait.to || address.key !== defaultWait.from)) setDefaultDone(true);
  }, [defaultDone, defaultWait, address.key]);

  const onRouteFieldChange = (name: string, value: unknown) => {
    const column = searchColumns.find((c) => searchNameOf(c) === name);
    if (!column?.search.route) return;
    go({
      to: pathname,
      query: value === undefined || value === null ? {} : dynamic(column.search.route.to, `${resource.name}.search.${name}.route.to`, [value], scopeOf(undefined, ctx), 'query'),
      type: 'replace',
    });
  };

  /** A search: page 1 of the new search in the address; the same search again reloads. */
  const search = (values: Record<string, unknown>) => {
    const next = { ...address.state, search: formToSearch(shape, values), page: 1 };
    if (JSON.stringify(next) === JSON.stringify(address.state)) void tableQuery.refetch();
    else address.go(next);
  };

  const reset = () => {
    setFormValues({ ...formValuesOf(address.state), ...routeValues });
    address.go({ search: {}, page: 1, size: address.state.size });
  };

  const onTableChange: TableProps<T>['onChange'] = (page, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort: SortState | undefined = s?.order && s.columnKey !== undefined ? { field: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined;
    const sortChanged = JSON.stringify(sort) !== JSON.stringify(address.state.sort);
    const size = page.pageSize ?? address.state.size;
    address.go({ ...address.state, sort, size, page: sortChanged || size !== address.state.size ? 1 : (page.current ?? 1) });
  };

  const pagination: TablePaginationConfig | false =
    tableProps.pagination === false
      ? false
      : {
          ...(tableProps.pagination as TablePaginationConfig),
          showSizeChanger: true,
          pageSizeOptions: shape.pageSizeOptions.map(String),
          showTotal: (total: number) => t('table.total', { total }),
          ...(resource.compactPager ? { showLessItems: true, showQuickJumper: true } : {}),
        };

  const data = tableQuery.data as (typeof tableQuery.data & { reply?: Record<string, unknown> }) | undefined;
  const fetchedAt = tableQuery.dataUpdatedAt;
  const rows = live.latest(data?.data ?? [], fetchedAt);
  useEffect(() => {
    now.current = { rows: data?.data ?? [], firstPage: pagination === false || (pagination.current ?? 1) === 1, refetch: () => void tableQuery.refetch() };
  });
  const waitingForState = !defaultDone || appliedKey !== address.key;
  return {
    tableProps: {
      ...tableProps,
      ...(endpoint === null ? { loading: false, dataSource: [] } : waitingForState ? { loading: true } : { dataSource: live.latest(tableProps.dataSource ?? [], fetchedAt) }),
      onChange: onTableChange,
      pagination,
      rowKey: idField,
    },
    searchColumns,
    /** The search form: its values, a field's change, and the search it submits. */
    searchForm: {
      values: formValues,
      onChange: (name: string, value: unknown) => setFormValues((before) => ({ ...before, [name]: value })),
      onSubmit: () => search(formValues),
    },
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
    applied: formValuesOf(address.state),
    /** The list's state (what a saved view keeps), the sort shown in the header, and opening a view. */
    state: address.state,
    shape,
    openView,
    /** The user's layout of the list (null: the declaration's), kept on the server. */
    settings: prefs.settings,
    saveSettings: (next: ListSettings) => prefs.save(next),
    resetSettings: prefs.reset,
    /** What the list call answered beside its rows (a summary for the header). */
    reply: data?.reply,
    /** A row is still running: the list keeps itself current (live, or by asking again). */
    refreshing: rows.some(running),
  };
}

export type ListController = ReturnType<typeof useListController>;
