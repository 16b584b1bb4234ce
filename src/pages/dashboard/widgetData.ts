import type { AggregateRow, WidgetDeclaration } from '@schemas/dashboard';
import { AGGREGATES, MONEY_MEASURES, RANGE_DAYS, SUMMABLE_MEASURES, taskKindLabels, taskStateLabels, type AggregateMeasure } from '@schemas/dashboardConstants';
import { localDay } from '@/engine/values/format';

/**
 * What a widget draws, from an aggregate's rows (docs/screens.md "Dashboards"): one point per row with its label,
 * its value and that value as text, the one-line summary a screen reader hears, and the query the widget asks.
 * Plain functions: the widgets and their unit tests read the same numbers the table view shows.
 */

export interface Point {
  /** The row's key (a day, an account type, a status ...), as the list's filter takes it. */
  key: string;
  label: string;
  /** The measure as a number (null where the data scope withholds it). */
  value: number | null;
  /** The measure as the table and the summary write it. */
  text: string;
  row: AggregateRow;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The days a widget's range reads, ending today. */
export function rangeDays(widget: Pick<WidgetDeclaration, 'range'>, now = new Date()): { from: string; to: string } {
  const days = RANGE_DAYS[widget.range ?? '30d'];
  const start = new Date(now);
  start.setDate(start.getDate() - (days - 1));
  return { from: localDay(start), to: localDay(now) };
}

/** The aggregate call's query of a widget: its range (for an aggregate over days), group-by, filters, tenants. */
export function widgetQuery(widget: WidgetDeclaration, now = new Date()): Record<string, string> {
  const query: Record<string, string> = {};
  if (AGGREGATES[widget.aggregate].dated) Object.assign(query, rangeDays(widget, now));
  if (widget.groupBy) query.groupBy = widget.groupBy;
  for (const [name, value] of Object.entries(widget.filters ?? {})) if (value !== undefined) query[name] = String(value);
  if (widget.allTenants) query.allTenants = 'true';
  return query;
}

/** A measure's value as text in the user's language: money to the cent, counts whole, durations in seconds. */
export function formatMeasure(measure: AggregateMeasure, value: number | null, lang: string, t: Translate): string {
  if (value === null) return t('dashboard.withheld');
  const locale = lang.startsWith('en') ? 'en-US' : 'zh-CN';
  if (MONEY_MEASURES.includes(measure)) return `¥${value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (measure === 'averageSeconds' || measure === 'longestSeconds') return t('dashboard.seconds', { value: value.toLocaleString(locale, { maximumFractionDigits: 1 }) });
  return value.toLocaleString(locale, { maximumFractionDigits: 0 });
}

/** The label of a row's key, as its list shows that value. */
export function labelOf(widget: WidgetDeclaration, row: AggregateRow, lang: string, t: Translate): string {
  const info = AGGREGATES[widget.aggregate];
  switch (info.key) {
    case 'date':
      return String(row.date);
    case 'accountTypeId':
      return row.accountTypeName === null || row.accountTypeName === undefined ? t('dashboard.noAccountType') : String(row.accountTypeName);
    case 'state':
      return `${taskKindLabels.label(row.kind, lang)} · ${taskStateLabels.label(row.state, lang)}`;
    default:
      return info.labels!.label(row[info.key], lang);
  }
}

export const keyOf = (widget: WidgetDeclaration, row: AggregateRow): string => {
  const key = AGGREGATES[widget.aggregate].key;
  return key === 'state' ? `${String(row.kind)}:${String(row.state)}` : String(row[key]);
};

const numberOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function pointsOf(widget: WidgetDeclaration, rows: AggregateRow[], lang: string, t: Translate): Point[] {
  return rows.map((row) => {
    const value = numberOf(row[widget.measure]);
    return { key: keyOf(widget, row), label: labelOf(widget, row, lang, t), value, text: formatMeasure(widget.measure, value, lang, t), row };
  });
}

/** The stat's figure: the sum of the rows (summable measures only; the schema refuses a stat of any other). */
export function totalOf(points: Point[]): number | null {
  if (points.some((p) => p.value === null)) return null;
  return Math.round(points.reduce((sum, p) => sum + (p.value ?? 0), 0) * 100) / 100;
}

/**
 * The one line a screen reader hears after the chart's name, and every reader sees under it: the total (where the
 * measure adds up), the largest point, and for days the latest one.
 */
export function summaryOf(widget: WidgetDeclaration, points: Point[], lang: string, t: Translate): string {
  const measured = points.filter((p) => p.value !== null);
  if (widget.kind === 'stat')
    return AGGREGATES[widget.aggregate].dated ? t('dashboard.summaryRange', { range: t(`dashboard.ranges.${widget.range ?? '30d'}`) }) : t('dashboard.summaryNow');
  if (points.length === 0) return t('dashboard.summaryEmpty');
  if (measured.length === 0) return t('dashboard.summaryWithheld');
  const total = totalOf(points);
  const top = measured.reduce((best, p) => (p.value! > best.value! ? p : best), measured[0]!);
  const parts: string[] = [];
  if (SUMMABLE_MEASURES.includes(widget.measure) && total !== null)
    parts.push(t('dashboard.summaryTotal', { count: points.length, total: formatMeasure(widget.measure, total, lang, t) }));
  parts.push(t('dashboard.summaryTop', { label: top.label, value: top.text }));
  if (AGGREGATES[widget.aggregate].key === 'date') {
    const last = points[points.length - 1]!;
    parts.push(t('dashboard.summaryLatest', { label: last.label, value: last.text }));
  } else if (SUMMABLE_MEASURES.includes(widget.measure) && total) {
    parts[parts.length - 1] += t('dashboard.share', { percent: Math.round((top.value! / total) * 100) });
  }
  return parts.join(t('dashboard.separator'));
}
