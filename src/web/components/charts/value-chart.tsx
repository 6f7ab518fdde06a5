import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import {
  CHART_RANGES,
  type ChartPoint,
  type ChartRange,
  filterPointsByRange,
  getDefaultRange,
  getSeriesChange,
  parsePointTime,
} from '#core/collection/chart-series.ts';
import { DAY_MS } from '#core/prices/price-dates.ts';
import { formatPrice } from '../../lib/display-money.ts';
import { ChartAxes } from './chart-axes.tsx';
import { getValueAxis } from './chart-axis.ts';
import { formatChartDate, formatPercent } from './chart-format.ts';
import { findNearestIndex, plotPoints } from './chart-geometry.ts';
import { useElementWidth } from './use-element-width.ts';
import './value-chart.css';

/** A point, with an optional note the tooltip adds (e.g. "+$25.00 added"). */
export type ValueChartPoint = ChartPoint & { note?: string };

/** The figure a range shows instead of last minus first (decision 051: market change). */
export type RangeFigure = { amount: number; percent: number | null; detail?: string };

export type ValueChartProps = {
  points: ValueChartPoint[];
  label: string;
  /** Per range, the change to show; ranges left out show last minus first. */
  rangeFigures?: Partial<Record<ChartRange, RangeFigure>>;
  /** Show the 1D ... ALL range buttons (default true). */
  ranges?: boolean;
  height?: number;
};

const PAD_X = 6;
const PAD_Y = 12;
/** Room for the value axis labels on the left and the date labels below. */
const PAD_LEFT = 64;
const DATE_BAND = 22;

function describeSeries(
  label: string,
  shown: ChartPoint[],
  change: RangeFigure | null,
  withTime: boolean,
) {
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (!change || !first || !last) {
    return `${label}: no values yet`;
  }
  if (shown.length === 1) {
    return `${label}: ${formatPrice(last.value)} on ${formatChartDate(last.date, withTime)}`;
  }
  return (
    `${label}: from ${formatPrice(first.value)} on ${formatChartDate(first.date, withTime)} ` +
    `to ${formatPrice(last.value)} on ${formatChartDate(last.date, withTime)}, ` +
    `change ${formatPrice(change.amount, { signed: true })} (${formatPercent(change.percent)})` +
    (change.detail ? `, ${change.detail}` : '')
  );
}

/**
 * A responsive SVG line and area chart of values over time with a value axis and date ticks,
 * optional range buttons and a tooltip on hover, tap or the arrow keys. Green when the range's
 * change is up (or flat), red when down.
 */
export function ValueChart({
  points,
  label,
  rangeFigures,
  ranges = true,
  height = 220,
}: ValueChartProps) {
  const [picked, setPicked] = useState<ChartRange | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef, 640);
  const tooltipId = useId();

  const range: ChartRange = ranges ? (picked ?? getDefaultRange(points)) : 'ALL';
  const shown = useMemo(() => filterPointsByRange(points, range), [points, range]);
  const axis = useMemo(() => {
    const values = shown.map((point) => point.value);
    return getValueAxis(Math.min(...values, Infinity), Math.max(...values, -Infinity));
  }, [shown]);
  const plotHeight = height - DATE_BAND;
  const geometry = useMemo(
    () =>
      plotPoints(shown, {
        width,
        height: plotHeight,
        padX: PAD_X,
        padY: PAD_Y,
        padLeft: PAD_LEFT,
        domain: axis,
      }),
    [shown, width, plotHeight, axis],
  );
  const change: RangeFigure | null = rangeFigures?.[range] ?? getSeriesChange(shown);
  const isDown = (change?.amount ?? 0) < 0;
  const first = shown[0];
  const last = shown[shown.length - 1];
  // Intraday series (1D of snapshots) need the time to tell their points apart.
  const withTime =
    first !== undefined &&
    last !== undefined &&
    parsePointTime(last.date) - parsePointTime(first.date) < 2 * DAY_MS &&
    first.date.length > 10;
  const activePoint = active === null ? undefined : geometry.points[active];
  const activeNote = active === null ? undefined : shown[active]?.note;

  const pickRange = (next: ChartRange) => {
    setPicked(next);
    setActive(null);
  };

  // Hover, a tap or a drag on touch: the nearest point's tooltip.
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) {
      return;
    }
    const x = ((event.clientX - rect.left) / rect.width) * width;
    const index = findNearestIndex(geometry.points, x);
    setActive(index < 0 ? null : index);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const count = geometry.points.length;
    if (count === 0) {
      return;
    }
    const current = active ?? count - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(count - 1, current + 1),
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  return (
    <figure
      className={`value-chart ${isDown ? 'value-chart--down' : 'value-chart--up'}`}
      data-range={range}
      data-points={shown.length}
    >
      <figcaption className="value-chart__head row-spread">
        <span className="value-chart__label">{label}</span>
        {change && shown.length > 1 ? (
          <span className="value-chart__change" data-testid="chart-range-change">
            {isDown ? '▼' : '▲'} {formatPrice(change.amount, { signed: true })} (
            {formatPercent(change.percent)}) <span className="muted">{range}</span>
            {change.detail ? (
              <span className="value-chart__detail muted">{change.detail}</span>
            ) : null}
          </span>
        ) : null}
      </figcaption>
      {ranges ? (
        <fieldset className="value-chart__ranges" aria-label={`${label} range`}>
          {CHART_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              className="value-chart__range"
              aria-pressed={option === range}
              onClick={() => pickRange(option)}
            >
              {option}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div ref={containerRef} className="value-chart__plot" style={{ height }}>
        {shown.length === 0 ? (
          <p className="value-chart__empty">No value history yet.</p>
        ) : (
          <svg
            role="img"
            aria-label={describeSeries(label, shown, change, withTime)}
            aria-describedby={activePoint ? tooltipId : undefined}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the points and the tooltip reads each one
            tabIndex={0}
            width="100%"
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            // A finger lifting leaves the tooltip up; a mouse leaving takes it away.
            onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
            onFocus={() => setActive(geometry.points.length - 1)}
            onBlur={() => setActive(null)}
            onKeyDown={onKeyDown}
          >
            <ChartAxes
              axis={axis}
              points={geometry.points}
              top={PAD_Y}
              bottom={plotHeight - PAD_Y}
              left={PAD_LEFT}
              right={width - PAD_X}
              dateLine={height - 4}
              withTime={withTime}
            />
            {geometry.area ? <path className="value-chart__area" d={geometry.area} /> : null}
            {geometry.points.length > 1 ? (
              <path className="value-chart__line" d={geometry.line} />
            ) : null}
            {geometry.points.map((point, index) =>
              shown[index]?.note ? (
                <circle
                  key={point.date}
                  className="value-chart__mark"
                  data-testid="chart-flow-mark"
                  cx={point.x}
                  cy={point.y}
                  r={3.5}
                />
              ) : null,
            )}
            {geometry.points.length === 1 && geometry.points[0] ? (
              <circle
                className="value-chart__dot"
                cx={geometry.points[0].x}
                cy={geometry.points[0].y}
                r={4}
              />
            ) : null}
            {activePoint ? (
              <>
                <line
                  className="value-chart__cursor"
                  x1={activePoint.x}
                  x2={activePoint.x}
                  y1={0}
                  y2={plotHeight - PAD_Y}
                />
                <circle className="value-chart__dot" cx={activePoint.x} cy={activePoint.y} r={4} />
              </>
            ) : null}
          </svg>
        )}
        {activePoint ? (
          <div
            id={tooltipId}
            role="tooltip"
            className="value-chart__tooltip"
            style={{
              left: `${(activePoint.x / width) * 100}%`,
              transform: `translateX(${activePoint.x > width / 2 ? '-100%' : '0'})`,
            }}
          >
            <span className="value-chart__tooltip-date">
              {formatChartDate(activePoint.date, withTime)}
            </span>
            <strong>{formatPrice(activePoint.value)}</strong>
            {activeNote ? <span className="value-chart__tooltip-note">{activeNote}</span> : null}
          </div>
        ) : null}
      </div>
    </figure>
  );
}
