/**
 * Range logic for value charts (portfolio, binder and price-history charts). Ranges are cut
 * relative to the newest point of the series, not to "now", so a series whose prices lag by a
 * day still shows a full range. Pure: no clock is read.
 */

import { DAY_MS } from '../prices/price-dates.ts';

export const CHART_RANGES = ['1D', '7D', '1M', '3M', '1Y', 'ALL'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export type ChartPoint = { date: string; value: number };

export type SeriesChange = {
  first: number;
  last: number;
  amount: number;
  /** Percent change from the first value; null when the first value is 0. */
  percent: number | null;
};

/** A date-only string ('2025-06-01') is taken as UTC midnight; NaN when unreadable. */
export function parsePointTime(date: string): number {
  return Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
}

/** Points with a readable date and a finite value, oldest first. */
export function sortPoints<T extends ChartPoint>(points: readonly T[]): T[] {
  return points
    .map((point) => ({ point, time: parsePointTime(point.date) }))
    .filter(({ point, time }) => Number.isFinite(time) && Number.isFinite(point.value))
    .sort((a, b) => a.time - b.time)
    .map(({ point }) => point);
}

function minusMonths(time: number, months: number): number {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  // Clamp the day so 31 March minus one month is 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** The earliest time (ms) a range keeps, counted back from `latest`; null for ALL and 1D. */
export function getRangeStart(range: ChartRange, latest: number): number | null {
  switch (range) {
    case '7D':
      return latest - 7 * DAY_MS;
    case '1M':
      return minusMonths(latest, 1);
    case '3M':
      return minusMonths(latest, 3);
    case '1Y':
      return minusMonths(latest, 12);
    default:
      return null;
  }
}

/**
 * The points a range shows, oldest first. 1D is the last two points (yesterday to today).
 * When a cut leaves fewer than two points, the last point before the cut is kept as the
 * baseline so that a line and a change can still be shown.
 */
export function filterPointsByRange<T extends ChartPoint>(
  points: readonly T[],
  range: ChartRange,
): T[] {
  const sorted = sortPoints(points);
  if (range === 'ALL' || sorted.length < 2) {
    return sorted;
  }
  if (range === '1D') {
    return sorted.slice(-2);
  }
  const last = sorted[sorted.length - 1] as T;
  const start = getRangeStart(range, parsePointTime(last.date)) as number;
  const firstInRange = sorted.findIndex((point) => parsePointTime(point.date) >= start);
  const kept = sorted.slice(firstInRange);
  return kept.length >= 2 ? kept : sorted.slice(Math.max(0, firstInRange - 1));
}

/** 1M once the series is longer than a month, else ALL (a short series fits on one screen). */
export function getDefaultRange(points: readonly ChartPoint[]): ChartRange {
  const sorted = sortPoints(points);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) {
    return 'ALL';
  }
  const lastTime = parsePointTime(last.date);
  return parsePointTime(first.date) < minusMonths(lastTime, 1) ? '1M' : 'ALL';
}

/** Change from the first to the last point; null for an empty series. */
export function getSeriesChange(points: readonly ChartPoint[]): SeriesChange | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) {
    return null;
  }
  const difference = last.value - first.value;
  const percent = first.value === 0 ? null : (difference / Math.abs(first.value)) * 100;
  return { first: first.value, last: last.value, amount: roundCents(difference), percent };
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
