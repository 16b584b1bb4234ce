import { useId, useMemo, useState } from 'react';
import { Alert, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetDeclaration } from '@schemas/dashboard';
import { Button } from '@/engine/named/Button';
import { useStableNavigate } from '@/shell/useStableNavigate';
import type { ApiError } from '@/providers/apiError';
import { AggregateTable } from './AggregateTable';
import { CartesianChart } from './charts/CartesianChart';
import { PieChart } from './charts/PieChart';
import { PointReader } from './charts/PointReader';
import { hrefOf, listAddressOf } from './drillDown';
import { useAggregate } from './useAggregate';
import { useWidth } from './useWidth';
import { formatMeasure, pointsOf, summaryOf, totalOf, type Point } from './widgetData';
import './dashboardTexts';

/**
 * One widget of a dashboard (docs/screens.md "Dashboards"): its title, the one-line summary, the chart named by its
 * title (role img) with the keyboard's point reader beside it, 以表格查看 / View as table with the same numbers, and
 * every bar, slice, point or figure a way into the list behind it, filtered to it.
 */
export function Widget({ widget }: { widget: WidgetDeclaration }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = lang.startsWith('en') ? widget.title.en : widget.title.zh;
  const aggregate = useAggregate(widget);
  const navigate = useStableNavigate();
  const [asTable, setAsTable] = useState(false);
  const [active, setActive] = useState(-1);
  const [frame, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const summaryId = useId();
  const reply = aggregate.data;
  const points = useMemo(() => (reply ? pointsOf(widget, reply.rows, lang, t) : []), [reply, widget, lang, t]);
  // The reader's data scope withholds what the chart draws (amounts): no chart, but the table's other measures.
  const withheld = Boolean(reply?.withheld.includes(widget.measure)) && points.length > 0;
  const summary = reply ? summaryOf(widget, points, lang, t) : '';
  // The reader starts on the latest point; a point is marked in the chart once the user moves to it.
  const reading = active >= 0 && active < points.length ? active : points.length - 1;
  const marked = active >= 0 && active < points.length ? active : -1;
  const open = (point?: Point) => {
    const address = reply && listAddressOf(widget, reply, point);
    if (address) navigate(hrefOf(address));
  };
  const opensList = (point?: Point) => Boolean(reply && listAddressOf(widget, reply, point));

  let body;
  if (aggregate.isPending) body = <Spin className="dash-loading" aria-label={t('dashboard.loading')} />;
  else if (aggregate.isError) body = <Alert type="error" showIcon message={(aggregate.error as ApiError).message} />;
  else if (widget.kind === 'stat') {
    const total = totalOf(points);
    body = (
      <button type="button" className="dash-stat" onClick={() => open()} aria-describedby={summaryId}>
        <span className="dash-stat-value">{formatMeasure(widget.measure, total, lang, t)}</span>
        <span className="dash-stat-open">{t('dashboard.openList')}</span>
      </button>
    );
  } else if (withheld && !asTable && widget.kind !== 'table') body = <p className="dash-withheld">{t('dashboard.withheld')}</p>;
  else if (!withheld && (points.length === 0 || points.every((p) => !p.value))) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.empty')} />;
  else if (asTable || widget.kind === 'table') body = <AggregateTable widget={widget} reply={reply!} points={points} title={title} />;
  else {
    const onOpen = (p: Point) => (opensList(p) ? open(p) : undefined);
    body = (
      <>
        {widget.kind === 'pie' || widget.kind === 'donut' ? (
          <PieChart points={points} donut={widget.kind === 'donut'} title={title} active={marked} onHover={setActive} onOpen={onOpen} />
        ) : (
          <CartesianChart
            kind={widget.kind}
            points={points}
            width={width}
            title={title}
            lang={lang}
            whole={widget.measure !== 'amount'}
            active={marked}
            onHover={setActive}
            onOpen={onOpen}
          />
        )}
        <PointReader title={title} points={points} active={reading} onMove={setActive} onOpen={opensList(points[reading]) ? open : undefined} />
      </>
    );
  }

  const canToggle = reply && widget.kind !== 'stat' && widget.kind !== 'table' && (withheld || points.some((p) => p.value));
  return (
    <Card
      variant="borderless"
      className={`dash-widget dash-span-${widget.span ?? (widget.kind === 'stat' ? 1 : 2)}`}
      role="region"
      aria-labelledby={titleId}
      title={
        <h3 id={titleId} className="dash-title">
          {title}
        </h3>
      }
      extra={
        canToggle ? (
          <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {t('dashboard.viewAsTable')}
          </Button>
        ) : null
      }
    >
      <p id={summaryId} className="dash-summary">
        {summary}
      </p>
      <div ref={frame} className="dash-body">
        {body}
      </div>
    </Card>
  );
}
