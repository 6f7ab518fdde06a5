import { parsePointTime } from '#core/collection/chart-series.ts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** $1,234.50 in the given currency (USD by default). */
export function formatMoney(value: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** +$12.00 / -$3.40: an amount with its sign always shown. */
export function formatSignedMoney(value: number, currency = 'USD'): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${formatMoney(Math.abs(value), currency)}`;
}

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
