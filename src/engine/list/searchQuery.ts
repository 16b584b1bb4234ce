import type { CrudFilters } from '@refinedev/core';
import type { ColumnDecl, Endpoint, ResourceDecl, SearchDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { fillPath } from '@/providers/dataProvider';
import { DATE_FORMAT } from '../values/format';

export type SearchColumn = ColumnDecl & { search: SearchDecl };

/** The columns with a search field, in their search order. */
export function searchColumnsOf(resource: Pick<ResourceDecl, 'columns'>): SearchColumn[] {
  const withSearch = (resource.columns ?? []).filter((c): c is SearchColumn => !!c.search);
  return withSearch
    .map((c, i) => ({ c, order: c.search.order ?? i }))
    .sort((a, b) => a.order - b.order)
    .map(({ c }) => c);
}

/** The form field of a search column: its query name (a date range keeps the column's own key). */
export const searchNameOf = (c: SearchColumn) => (c.search.widget === 'dateRange' ? columnKey(c) : (c.search.name ?? columnKey(c)));

type Day = { format(pattern: string): string };

/** A date of a range: a picked date, or a day as the address writes it (`yyyy-MM-dd`). */
export const dayTextOf = (v: Day | string | null | undefined): string | undefined => (typeof v === 'string' ? v || undefined : v ? v.format(DATE_FORMAT) : undefined);

/** The search form's values as the query fields the API expects (a date range becomes its two fields). */
export function searchToFilters(columns: SearchColumn[], values: Record<string, unknown>): CrudFilters {
  const filters: CrudFilters = [];
  for (const c of columns) {
    const value = values[searchNameOf(c)];
    const s = c.search;
    if (s.widget === 'dateRange') {
      const [from, to] = (Array.isArray(value) ? value : []) as (Day | string | null | undefined)[];
      const day = (d: Day | string | null | undefined, time: string) => {
        const text = dayTextOf(d);
        return text && s.wholeDays ? `${text} ${time}` : text;
      };
      filters.push({ field: s.into[0], operator: 'eq', value: day(from, '00:00:00') });
      filters.push({ field: s.into[1], operator: 'eq', value: day(to, '23:59:59') });
    } else {
      filters.push({ field: searchNameOf(c), operator: s.widget === 'input' ? (s.operator ?? 'eq') : 'eq', value });
    }
  }
  return filters;
}

/** An endpoint's path with its `:params` filled from the values, or null while one of them is missing. */
export function filledUrl(endpoint: Endpoint | undefined, values: Record<string, unknown>): string | null {
  if (!endpoint) return null;
  const url = fillPath(typeof endpoint === 'string' ? endpoint : endpoint.url, values);
  return /\/:[A-Za-z_]/.test(url) ? null : url;
}

/** The endpoint with its path filled (method kept), or null while a parameter is missing. */
export function filledEndpoint(endpoint: Endpoint | undefined, values: Record<string, unknown>): Endpoint | null {
  const url = filledUrl(endpoint, values);
  if (url === null || !endpoint) return null;
  return typeof endpoint === 'string' ? url : { ...endpoint, url };
}
