import type { AggregateReply, WidgetDeclaration } from '@schemas/dashboard';
import { EXPORT_LOG_LIST, SIGN_IN_AUDIT, AGGREGATES, type TimeBucket } from '@schemas/dashboardConstants';
import type { Point } from './widgetData';
import { localDay } from '@/engine/values/format';

/**
 * Where a point of a chart leads (docs/screens.md "Dashboards"): the list behind the aggregate, filtered to that
 * point through the list's own address (`q.<field>`, docs/screens.md#operator-tools-on-every-list), so what opens is the
 * list's search as if the user had typed it. Undefined where the list has no filter for the point.
 */
export interface ListAddress {
  to: string;
  query: Record<string, string>;
}

const EXCHANGE_OF = { rechargesPerDay: '3', consumptionPerDay: '11' } as const;

/** The last day of the bucket starting on `first`, never past `to`. */
function bucketEnd(first: string, bucket: TimeBucket, to: string): string {
  const d = new Date(`${first}T00:00:00`);
  if (bucket === 'week') d.setDate(d.getDate() + 6);
  if (bucket === 'month') d.setMonth(d.getMonth() + 1, 0);
  const end = localDay(d);
  return end > to ? to : end;
}

/** The flows' own filters of a widget, as the flow list's search fields. */
function flowFilters(widget: WidgetDeclaration): Record<string, string> {
  const q: Record<string, string> = {};
  if (widget.filters?.accountTypeId !== undefined) q['q.accountTypeId'] = String(widget.filters.accountTypeId);
  if (widget.filters?.subjectType !== undefined) q['q.subjectType'] = String(widget.filters.subjectType);
  return q;
}

/** The list a point opens; a point of no key (`undefined` point: the whole widget, as a stat opens it). */
export function listAddressOf(widget: WidgetDeclaration, reply: Pick<AggregateReply, 'from' | 'to' | 'groupBy'>, point?: Point): ListAddress | undefined {
  const info = AGGREGATES[widget.aggregate];
  const range = (from: string | null, to: string | null) => (from && to ? `${from}~${to}` : undefined);
  const withRange = (key: string, value: string | undefined): Record<string, string> => (value ? { [key]: value } : {});
  switch (widget.aggregate) {
    case 'rechargesPerDay':
    case 'consumptionPerDay': {
      const days = point ? range(String(point.row.date), bucketEnd(String(point.row.date), reply.groupBy as TimeBucket, reply.to!)) : range(reply.from, reply.to);
      return { to: info.list, query: { ...withRange('q.dateRange', days), 'q.exchangeType': EXCHANGE_OF[widget.aggregate], ...flowFilters(widget) } };
    }
    case 'flowsByExchangeType':
      return {
        to: info.list,
        query: { ...withRange('q.dateRange', range(reply.from, reply.to)), ...(point ? { 'q.exchangeType': String(point.row.exchangeType) } : {}), ...flowFilters(widget) },
      };
    case 'balancesByAccountType':
      if (point && point.row.accountTypeId === null) return undefined;
      return { to: info.list, query: point ? { 'q.accountTypeId': String(point.row.accountTypeId) } : {} };
    case 'accountsByStatus': {
      const subject: Record<string, string> = widget.filters?.subjectType !== undefined ? { 'q.subjectType': String(widget.filters.subjectType) } : {};
      return { to: info.list, query: { ...(point ? { 'q.status': String(point.row.status) } : {}), ...subject } };
    }
    case 'tasksByState': {
      // A state opens the log of its kind searched by that state; the whole widget, the log of its kind.
      const kind = point ? point.row.kind : widget.filters?.kind;
      const state: Record<string, string> = point ? { [kind === 'export' ? 'q.state' : 'q.status']: String(point.row.state) } : {};
      return { to: kind === 'export' ? EXPORT_LOG_LIST : info.list, query: state };
    }
    case 'signInsPerDay': {
      const days = point ? range(String(point.row.date), bucketEnd(String(point.row.date), reply.groupBy as TimeBucket, reply.to!)) : range(reply.from, reply.to);
      return { to: info.list, query: { 'q.action': SIGN_IN_AUDIT.action, ...withRange('q.timeRange', days) } };
    }
  }
}

/** The address as a path with its query string (`~` of a date range left readable, as the lists write it). */
export const hrefOf = (address: ListAddress) => {
  const search = new URLSearchParams(address.query).toString().replace(/%7E/gi, '~');
  return search ? `${address.to}?${search}` : address.to;
};
