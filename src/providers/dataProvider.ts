import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery, Pagination } from '@refinedev/core';
import type { Endpoint, ResourceApi } from '@resources/define';
import type { Envelope, Page } from '@schemas/envelope';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head' | 'options';

const DEFAULT_PAGE_SIZE = 10;

/** `:name` segments of an endpoint filled from the values given (ids are URL-encoded). */
export function fillPath(url: string, values: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => (values[name] === undefined || values[name] === null ? whole : encodeURIComponent(String(values[name]))));
}

function endpointOf(meta: MetaQuery | undefined, resource: string, action: string, fallbackMethod: Method) {
  const api = meta?.api as ResourceApi | undefined;
  const ep: Endpoint | undefined = api?.[action];
  if (!ep) throw new Error(`resource "${resource}" declares no "${action}" endpoint in meta.api`);
  return typeof ep === 'string' ? { url: ep, method: fallbackMethod } : { url: ep.url, method: ep.method ?? fallbackMethod };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Refine filters to query fields: `{field: value}`; blanks are left out, ranges become `<field>Begin/End`. */
export function filtersToQuery(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    if (!('field' in f)) continue; // conditional (and/or) filters have no plain query form here
    if (isBlank(f.value)) continue;
    if (f.operator === 'between' && Array.isArray(f.value)) {
      const [from, to] = f.value as unknown[];
      if (!isBlank(from)) query[`${f.field}Begin`] = from;
      if (!isBlank(to)) query[`${f.field}End`] = to;
      continue;
    }
    query[f.field] = typeof f.value === 'string' ? f.value.trim() : f.value;
  }
  return query;
}

/** Whether a row holds what the filters ask: an input's 'contains' ignores case, the rest must be equal. */
export function matchesFilters(row: Record<string, unknown>, filters: CrudFilter[] | undefined): boolean {
  return Object.entries(filtersToQuery(filters)).every(([field, wanted]) => {
    const filter = (filters ?? []).find((f) => 'field' in f && f.field === field);
    const value = row[field];
    if (value === undefined || value === null) return false;
    if (filter?.operator === 'contains') return String(value).toLowerCase().includes(String(wanted).toLowerCase());
    return String(value) === String(wanted);
  });
}

/** One page of rows that all came at once (Refine's client paging asks the same of the provider). */
export function pageOfRows<T>(rows: T[], pagination: Pagination | undefined): T[] {
  if (pagination?.mode === 'off') return rows;
  const size = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = ((pagination?.currentPage ?? 1) - 1) * size;
  return rows.slice(start, start + size);
}

/** Refine paging to the backend's `current` (1-based) and `size`. */
export function paginationToQuery(pagination: Pagination | undefined): Record<string, number> {
  if (pagination?.mode === 'off') return {};
  return { current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** Sorters as the platform reads them: `ascs` / `descs` lists of columns. */
export function sortersToQuery(sorters: CrudSort[] | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const ascs = (sorters ?? []).filter((s) => s.order === 'asc').map((s) => s.field);
  const descs = (sorters ?? []).filter((s) => s.order === 'desc').map((s) => s.field);
  if (ascs.length) out.ascs = ascs;
  if (descs.length) out.descs = descs;
  return out;
}

/**
 * `read`: the call only reads (a list or a record), whatever its method: the http client may try it again by
 * itself while the service is unavailable (src/providers/http.ts, `mayRetry`).
 */
function requestOf(method: Method, url: string, values: Record<string, unknown> | undefined, extra?: AxiosRequestConfig, read = false) {
  // GET/DELETE take their fields in the query string, the rest in the body.
  const inQuery = method === 'get' || method === 'delete' || method === 'head';
  return { ...extra, method, url, ...(inQuery ? { params: values } : { data: values }), ...(read ? { read: true } : {}) } as AxiosRequestConfig;
}

/**
 * The Refine data provider over the platform's envelope and paging (modelled on @refinedev/simple-rest).
 * Each resource declares its calls in `meta.api`, so the engine can generate pages from declarations.
 */
export function createDataProvider(client: AxiosInstance): DataProvider {
  const call = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const res = await client.request<Envelope<T>>(config);
    return res.data?.data as T;
  };

  return {
    getApiUrl: () => client.defaults.baseURL ?? '',

    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'list', 'get');
      // A call that answers every row at once (`meta.wholeList`) is sent neither search nor paging.
      const whole = meta?.wholeList === true;
      const values = {
        ...(meta?.query as Record<string, unknown> | undefined),
        ...(whole ? {} : { ...filtersToQuery(filters), ...sortersToQuery(sorters), ...paginationToQuery(pagination) }),
      };
      const data = await call<Page<BaseRecord> | BaseRecord[]>(requestOf(method, url, values, meta?.request, true));
      if (Array.isArray(data)) {
        // Every row came at once: searched (a whole list) and paged here, so the table pages like any other.
        const rows = whole ? data.filter((row) => matchesFilters(row as Record<string, unknown>, filters)) : data;
        return { data: pageOfRows(rows, pagination) as never[], total: rows.length };
      }
      // What the page answers beside its rows (a summary, the subject overview's totals) rides along as `reply`.
      const { records: rows, total, ...reply } = (data ?? {}) as Page<BaseRecord> & Record<string, unknown>;
      const records = (rows ?? []) as never[];
      return { data: records, total: Number(total ?? records.length), reply };
    },

    getOne: async ({ resource, id, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'one', 'get');
      const data = await call<BaseRecord>(requestOf(method, fillPath(url, { id }), undefined, meta?.request, true));
      return { data: data as never };
    },

    getMany: async ({ resource, ids, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'one', 'get');
      const rows = await Promise.all(ids.map((id) => call<BaseRecord>(requestOf(method, fillPath(url, { id }), undefined, meta?.request, true))));
      return { data: rows as never[] };
    },

    create: async ({ resource, variables, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'create', 'post');
      const vars = variables as Record<string, unknown>;
      const data = await call<BaseRecord>(requestOf(method, fillPath(url, vars), vars, meta?.request));
      return { data: (data ?? variables) as never };
    },

    update: async ({ resource, id, variables, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'update', 'post');
      const vars = { ...(variables as Record<string, unknown>), id };
      const data = await call<BaseRecord>(requestOf(method, fillPath(url, vars), vars, meta?.request));
      return { data: (data && typeof data === 'object' ? data : vars) as never };
    },

    deleteOne: async ({ resource, id, variables, meta }) => {
      const { url, method } = endpointOf(meta, resource, 'delete', 'delete');
      const vars = { ...(variables as Record<string, unknown> | undefined), id };
      const data = await call<BaseRecord>(requestOf(method, fillPath(url, vars), method === 'delete' ? undefined : vars, meta?.request));
      return { data: (data ?? { id }) as never };
    },

    custom: async ({ url, method, payload, query, headers, filters, sorters, meta }) => {
      const params = {
        ...(query as Record<string, unknown> | undefined),
        ...filtersToQuery(filters),
        ...sortersToQuery(sorters),
      };
      const res = await client.request<Envelope>({
        ...(meta?.request as AxiosRequestConfig | undefined),
        url,
        method,
        headers: headers as Record<string, string> | undefined,
        params: Object.keys(params).length ? params : undefined,
        data: payload,
      });
      return { data: res.data?.data as never };
    },
  };
}
