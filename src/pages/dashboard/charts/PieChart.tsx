import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { Point } from '../widgetData';
import { colourOf } from '../palette';

const SIZE = 200;

/**
 * A pie, or with a hole a donut, of the points (visx's Pie): named by the widget (role img), each slice opening its
 * list on a click, and beside it the legend that names every slice with its value and share in text, so that no
 * slice is told by its colour alone.
 */
export function PieChart({
  points,
  donut,
  title,
  active,
  onHover,
  onOpen,
}: {
  points: Point[];
  donut: boolean;
  title: string;
  active: number;
  onHover(index: number): void;
  onOpen?(point: Point): void;
}) {
  const total = points.reduce((sum, p) => sum + Math.max(0, p.value ?? 0), 0);
  const indexed = points.map((p, i) => ({ p, i }));
  const radius = SIZE / 2 - 4;
  return (
    <div className="dash-pie">
      <svg className="dash-svg" width={SIZE} height={SIZE} role="img" aria-label={title}>
        <Group top={SIZE / 2} left={SIZE / 2} aria-hidden>
          <Pie
            data={indexed.filter(({ p }) => (p.value ?? 0) > 0)}
            pieValue={({ p }) => p.value ?? 0}
            outerRadius={radius}
            innerRadius={donut ? radius * 0.55 : 0}
            padAngle={0.01}
            pieSort={null}
          >
            {(pie) =>
              pie.arcs.map((arc) => (
                <path
                  key={arc.data.p.key}
                  d={pie.path(arc) ?? ''}
                  data-index={arc.data.i}
                  className={`dash-slice${onOpen ? ' dash-clickable' : ''}${arc.data.i === active ? ' dash-active' : ''}`}
                  style={{ fill: colourOf(arc.data.i) }}
                  onMouseEnter={() => onHover(arc.data.i)}
                  onClick={onOpen ? () => onOpen(arc.data.p) : undefined}
                />
              ))
            }
          </Pie>
        </Group>
      </svg>
      <ul className="dash-legend">
        {points.map((p, i) => (
          <li key={p.key} className={i === active ? 'dash-active' : undefined} onMouseEnter={() => onHover(i)}>
            <span className="dash-swatch" style={{ background: colourOf(i) }} aria-hidden />
            <span className="dash-legend-label">{p.label}</span>
            <span className="dash-legend-value">
              {p.text}
              {total > 0 && p.value !== null ? ` · ${Math.round((p.value / total) * 100)}%` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
