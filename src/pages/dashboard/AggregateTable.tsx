import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AggregateReply, WidgetDeclaration } from '@schemas/dashboard';
import { AGGREGATES, type AggregateMeasure } from '@schemas/dashboardConstants';
import { DataTable } from '@/engine/named/DataTable';
import { hrefOf, listAddressOf } from './drillDown';
import { formatMeasure, type Point } from './widgetData';
import './dashboardTexts';

/**
 * 以表格查看 / View as table: the same rows the chart draws, every measure of the aggregate as the call answered it,
 * each row's label a link to the list behind it (the keyboard's other way to every value).
 */
export function AggregateTable({ widget, reply, points, title }: { widget: WidgetDeclaration; reply: AggregateReply; points: Point[]; title: string }) {
  const { t, i18n } = useTranslation();
  const measures = AGGREGATES[widget.aggregate].measures;
  const value = (measure: AggregateMeasure, raw: unknown) => formatMeasure(measure, raw === null || raw === undefined ? null : Number(raw), i18n.language, t);
  return (
    <DataTable<Point>
      size="small"
      className="dash-table"
      rowKey="key"
      dataSource={points}
      pagination={points.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      aria-label={title}
      columns={[
        {
          key: 'label',
          title: t(`dashboard.keys.${AGGREGATES[widget.aggregate].key}`),
          render: (_: unknown, p: Point) => {
            const address = listAddressOf(widget, reply, p);
            return address ? <Link to={hrefOf(address)}>{p.label}</Link> : p.label;
          },
        },
        ...measures.map((m) => ({ key: m, title: t(`dashboard.measures.${m}`), align: 'right' as const, render: (_: unknown, p: Point) => value(m, p.row[m]) })),
      ]}
    />
  );
}
