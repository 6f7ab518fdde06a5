import { parsePointTime } from '#core/collection/chart-series.ts';

/** +12.50% / -3.10%; an em dash when unknown. */
export function formatPercent(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) {
    return '—';
  }
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  return `${sign}${Math.abs(percent).toFixed(2)}%`;
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** 'Jun 5, 2025', or with the time (UTC) when `withTime`. */
export function formatChartDate(date: string, withTime = false): string {
  const time = parsePointTime(date);
  if (!Number.isFinite(time)) {
    return date;
  }
  return (withTime ? DAY_AND_TIME : DAY).format(time);
}
