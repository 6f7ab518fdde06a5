import { type ChartPoint, parsePointTime } from '#core/collection/chart-series.ts';

export type ChartBox = {
  width: number;
  height: number;
  padX: number;
  padY: number;
  /** Room on the left for the value axis (default padX). */
  padLeft?: number;
  /** The value span the height covers (default the points' min and max). */
  domain?: { min: number; max: number };
};
export type PlottedPoint = ChartPoint & { x: number; y: number };

export type ChartGeometry = {
  points: PlottedPoint[];
  line: string;
  area: string;
  min: number;
  max: number;
};

/**
 * Places the points in the box: x by time, y by value (top = max). A flat series sits in the
 * middle; a single point is centred. Coordinates are rounded to 0.1 px to keep paths short.
 */
export function plotPoints(points: readonly ChartPoint[], box: ChartBox): ChartGeometry {
  const times = points.map((point) => parsePointTime(point.date));
  const values = points.map((point) => point.value);
  const min = box.domain?.min ?? (values.length > 0 ? Math.min(...values) : 0);
  const max = box.domain?.max ?? (values.length > 0 ? Math.max(...values) : 0);
  const padLeft = box.padLeft ?? box.padX;
  const firstTime = times[0] ?? 0;
  const timeSpan = (times[times.length - 1] ?? 0) - firstTime;
  const innerWidth = box.width - padLeft - box.padX;
  const innerHeight = box.height - 2 * box.padY;
  const round = (value: number) => Math.round(value * 10) / 10;

  const plotted = points.map((point, i) => {
    const x = timeSpan > 0 ? ((times[i] as number) - firstTime) / timeSpan : 0.5;
    const y = max > min ? (max - point.value) / (max - min) : 0.5;
    return { ...point, x: round(padLeft + x * innerWidth), y: round(box.padY + y * innerHeight) };
  });
  const line = plotted.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const first = plotted[0];
  const last = plotted[plotted.length - 1];
  const bottom = box.height - box.padY;
  const area =
    first && last && plotted.length > 1
      ? `${line} L${last.x} ${bottom} L${first.x} ${bottom} Z`
      : '';
  return { points: plotted, line, area, min, max };
}

/** Index of the plotted point nearest to x (by x only); -1 when there are none. */
export function findNearestIndex(points: readonly { x: number }[], x: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  points.forEach((point, i) => {
    const distance = Math.abs(point.x - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}
