import { formatPrice } from '../../lib/display-money.ts';
import { getDateTickIndexes, type ValueAxis } from './chart-axis.ts';
import { dropWholeCents, formatChartDate } from './chart-format.ts';
import type { PlottedPoint } from './chart-geometry.ts';

type Props = {
  axis: ValueAxis;
  points: readonly PlottedPoint[];
  /** Where the plot's value span lies: y of axis.max and of axis.min. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** y of the date labels' baseline. */
  dateLine: number;
  withTime: boolean;
};

/** "$1,250" rather than "$1,250.00" when a tick is whole. */
const tickLabel = (value: number) => dropWholeCents(formatPrice(value));

/** The value axis (grid lines with currency labels) and the date ticks under the plot. */
export function ChartAxes({ axis, points, top, bottom, left, right, dateLine, withTime }: Props) {
  const span = axis.max - axis.min || 1;
  const yOf = (value: number) => bottom - ((value - axis.min) / span) * (bottom - top);
  return (
    <g className="value-chart__axes">
      {axis.ticks.map((tick) => (
        <g key={tick} data-testid="chart-value-tick">
          <line className="value-chart__grid" x1={left} x2={right} y1={yOf(tick)} y2={yOf(tick)} />
          <text
            className="value-chart__tick"
            x={left - 6}
            y={yOf(tick)}
            dy="0.32em"
            textAnchor="end"
          >
            {tickLabel(tick)}
          </text>
        </g>
      ))}
      {getDateTickIndexes(points.length).map((index, i, all) => {
        const point = points[index] as PlottedPoint;
        const anchor = i === 0 ? 'start' : i === all.length - 1 ? 'end' : 'middle';
        return (
          <text
            key={point.date}
            className="value-chart__tick"
            data-testid="chart-date-tick"
            x={point.x}
            y={dateLine}
            textAnchor={all.length === 1 ? 'middle' : anchor}
          >
            {formatChartDate(point.date, withTime)}
          </text>
        );
      })}
    </g>
  );
}
