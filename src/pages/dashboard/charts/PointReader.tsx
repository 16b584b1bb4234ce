import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../widgetData';
import '../dashboardTexts';

/**
 * The keyboard's way through a chart's points (docs/screens.md "Dashboards"): one stop in the tab order, where the
 * arrow keys (and Home, End) move from point to point, the point's label and value are shown here and said as the
 * slider's value, the chart marks the same point, and Enter opens the list behind it.
 */
export function PointReader({ title, points, active, onMove, onOpen }: { title: string; points: Point[]; active: number; onMove(index: number): void; onOpen?(point: Point): void }) {
  const { t } = useTranslation();
  const point = points[active];
  const keyDown = (event: KeyboardEvent) => {
    const last = points.length - 1;
    const next = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      onMove(Math.min(last, Math.max(0, next)));
    } else if (event.key === 'Enter' && point && onOpen) {
      event.preventDefault();
      onOpen(point);
    }
  };
  if (!point) return null;
  const valueText = `${point.label}：${point.text}`;
  return (
    <div
      className="dash-reader"
      role="slider"
      tabIndex={0}
      aria-label={t('dashboard.pointsOf', { title })}
      aria-valuemin={1}
      aria-valuemax={points.length}
      aria-valuenow={active + 1}
      aria-valuetext={valueText}
      onKeyDown={keyDown}
    >
      <span className="dash-reader-value">{valueText}</span>
      <span className="dash-reader-hint">{t(onOpen ? 'dashboard.readerHint' : 'dashboard.readerHintNoList', { index: active + 1, count: points.length })}</span>
    </div>
  );
}
