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
import { formatChartDate, formatPercent } from './chart-format.ts';
import { findNearestIndex, plotPoints } from './chart-geometry.ts';
import { useElementWidth } from './use-element-width.ts';
import './value-chart.css';

export type ValueChartProps = {
  points: ChartPoint[];
  label: string;
  /** Show the 1D ... ALL range buttons (default true). */
  ranges?: boolean;
  height?: number;
};

const PAD_X = 6;
const PAD_Y = 12;

function describeSeries(label: string, shown: ChartPoint[], withTime: boolean) {
  const change = getSeriesChange(shown);
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
    `change ${formatPrice(change.amount, { signed: true })} (${formatPercent(change.percent)})`
  );
}

/**
 * A responsive SVG line and area chart of values over time, with optional range buttons and a
 * hover / keyboard tooltip. Green when the shown range rose (or held), red when it fell.
 */
export function ValueChart({ points, label, ranges = true, height = 220 }: ValueChartProps) {
  const [picked, setPicked] = useState<ChartRange | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef, 640);
  const tooltipId = useId();

  const range: ChartRange = ranges ? (picked ?? getDefaultRange(points)) : 'ALL';
  const shown = useMemo(() => filterPointsByRange(points, range), [points, range]);
  const geometry = useMemo(
    () => plotPoints(shown, { width, height, padX: PAD_X, padY: PAD_Y }),
    [shown, width, height],
  );
  const change = getSeriesChange(shown);
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

  const pickRange = (next: ChartRange) => {
    setPicked(next);
    setActive(null);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
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
            aria-label={describeSeries(label, shown, withTime)}
            aria-describedby={activePoint ? tooltipId : undefined}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the points and the tooltip reads each one
            tabIndex={0}
            width="100%"
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
            onFocus={() => setActive(geometry.points.length - 1)}
            onBlur={() => setActive(null)}
            onKeyDown={onKeyDown}
          >
            {geometry.area ? <path className="value-chart__area" d={geometry.area} /> : null}
            {geometry.points.length > 1 ? (
              <path className="value-chart__line" d={geometry.line} />
            ) : null}
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
                  y2={height}
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
          </div>
        ) : null}
      </div>
      {first && last && shown.length > 1 ? (
        <div className="value-chart__axis" aria-hidden="true">
          <span>{formatChartDate(first.date, withTime)}</span>
          <span>{formatChartDate(last.date, withTime)}</span>
        </div>
      ) : null}
    </figure>
  );
}
