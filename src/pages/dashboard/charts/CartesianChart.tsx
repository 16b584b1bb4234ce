import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import type { Point } from '../widgetData';
import { colourOf } from '../palette';

const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };
const HEIGHT = 220;

/** A number on the value axis, short (12.3万 / 123K). */
function shortNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang.startsWith('en') ? 'en-US' : 'zh-CN', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * Bars or a line over the points (visx's scales and shapes, drawn as SVG): the picture alone, named by the widget
 * (role img); each bar or point opens its list on a click, and the point the reader is on is marked.
 */
export function CartesianChart({
  kind,
  points,
  width,
  title,
  lang,
  whole,
  active,
  onHover,
  onOpen,
}: {
  kind: 'bar' | 'line';
  /** Whole numbers only (counts): no tick between two of them. */
  whole: boolean;
  points: Point[];
  width: number;
  title: string;
  lang: string;
  active: number;
  onHover(index: number): void;
  onOpen?(point: Point): void;
}) {
  const innerWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerWidth], padding: kind === 'bar' ? 0.25 : 0 });
  const max = Math.max(0, ...points.map((p) => p.value ?? 0));
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(points.map((p) => [p.key, p.label]));
  // Every label where they fit, else every n-th, so that the axis stays readable at 768 pixels.
  const step = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 72))));
  const ticks = points.filter((_, i) => i % step === 0).map((p) => p.key);
  const centre = (p: Point) => (x(p.key) ?? 0) + x.bandwidth() / 2;
  const clickable = onOpen ? 'dash-clickable' : undefined;
  return (
    <svg className="dash-svg" width={width} height={HEIGHT} role="img" aria-label={title}>
      {/* The picture's parts are not read one by one: the image has its name, the reader and the table the values. */}
      <Group left={MARGIN.left} top={MARGIN.top} aria-hidden>
        <AxisLeft
          scale={y}
          numTicks={whole ? Math.min(4, Math.max(1, Math.ceil(max))) : 4}
          tickFormat={(v) => shortNumber(Number(v), lang)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(key) => (labelOf.get(String(key)) ?? '').replace(/^\d{4}-/, '')}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
        />
        {kind === 'bar' ? (
          points.map((p, i) => {
            const top = y(p.value ?? 0);
            return (
              <Bar
                key={p.key}
                className={`${clickable ?? ''} dash-bar${i === active ? ' dash-active' : ''}`}
                x={x(p.key) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(0, innerHeight - top)}
                style={{ fill: colourOf(0) }}
                onMouseEnter={() => onHover(i)}
                onClick={onOpen ? () => onOpen(p) : undefined}
              />
            );
          })
        ) : (
          <>
            <LinePath data={points} x={centre} y={(p) => y(p.value ?? 0)} style={{ stroke: colourOf(0) }} strokeWidth={2} fill="none" />
            {points.map((p, i) => (
              <circle
                key={p.key}
                className={`${clickable ?? ''} dash-dot${i === active ? ' dash-active' : ''}`}
                cx={centre(p)}
                cy={y(p.value ?? 0)}
                r={i === active ? 5 : 3.5}
                style={{ fill: colourOf(0) }}
                onMouseEnter={() => onHover(i)}
                onClick={onOpen ? () => onOpen(p) : undefined}
              />
            ))}
          </>
        )}
      </Group>
    </svg>
  );
}
