import { useState } from 'react';
import { useCustom, type BaseRecord } from '@refinedev/core';
import type { ResourceDecl, TableDialogDecl } from '@resources/define';
import { dynamic, scopeOf } from '../dynamic';
import { endpointCall } from './endpointCall';

type Row = Record<string, unknown>;

/** The text of each search field when the dialog opens: its declared initial value from the record, else empty. */
export function initialSearch(resource: Pick<ResourceDecl, 'name'>, decl: TableDialogDecl<Row>, row: Row): Record<string, string> {
  return Object.fromEntries(
    (decl.search ?? []).map((f) => {
      const value = dynamic<unknown>(f.initial, `${resource.name}.${decl.titleKey}.search.${f.name}.initial`, [row], scopeOf(row));
      return [f.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The query a table dialog asks its list call with: the fixed query, the searched fields that hold text, the page. */
export function tableDialogQuery(resource: Pick<ResourceDecl, 'name'>, decl: TableDialogDecl<Row>, row: Row, searched: Record<string, string>, page: number) {
  const fixed = dynamic(decl.query, `${resource.name}.${decl.titleKey}.query`, [row], scopeOf(row)) ?? {};
  const search = Object.fromEntries(
    Object.entries(searched)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );
  return { ...(decl.pageSize ? { current: page, size: decl.pageSize } : {}), ...fixed, ...search };
}

/** The rows of a reply: a page's records when paged, else the data (or its `rowsField`). */
export function rowsOf(decl: TableDialogDecl<Row>, data: unknown): { rows: Row[]; total: number } {
  const body = decl.pageSize ? (data as { records?: unknown } | undefined)?.records : decl.rowsField ? (data as Row | undefined)?.[decl.rowsField] : data;
  const rows = Array.isArray(body) ? (body as Row[]) : [];
  const total = decl.pageSize ? Number((data as { total?: unknown } | undefined)?.total ?? rows.length) : rows.length;
  return { rows, total };
}

/**
 * The view-neutral state of a table dialog's rows: the search texts being typed, the search and page asked of
 * the server, loading and error. A new search starts at page 1; searching the same text again asks again.
 */
export function useTableDialogRows(resource: ResourceDecl, decl: TableDialogDecl<Row>, row: Row) {
  const [typed, setTyped] = useState(() => initialSearch(resource, decl, row));
  const [asked, setAsked] = useState({ searched: typed, page: 1 });
  const url = decl.endpoint ? endpointCall(resource, decl.endpoint, row).url : (decl.url ?? '');
  const { query } = useCustom<BaseRecord>({
    url,
    method: 'get',
    config: { query: tableDialogQuery(resource, decl, row, asked.searched, asked.page) },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const { rows, total } = rowsOf(decl, query.data?.data);

  const search = () => {
    const same = asked.page === 1 && JSON.stringify(asked.searched) === JSON.stringify(typed);
    if (same) void query.refetch();
    else setAsked({ searched: typed, page: 1 });
  };

  return {
    typed,
    type: (name: string, text: string) => setTyped((prev) => ({ ...prev, [name]: text })),
    search,
    goTo: (page: number) => setAsked((prev) => ({ ...prev, page })),
    page: asked.page,
    rows,
    total,
    loading: query.isFetching,
    error: query.error ? query.error.message : null,
  };
}
