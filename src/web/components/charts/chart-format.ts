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

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * A price label without whole cents: "$1,250.00" → "$1,250", "1.250,00 €" → "1.250 €".
 * Plain string code: the lookahead pattern it replaces backtracks (check-regex-safety.mjs).
 */
export function dropWholeCents(text: string): string {
  let lastDigit = text.length - 1;
  while (lastDigit >= 0 && !isDigit(text[lastDigit])) {
    lastDigit -= 1;
  }
  const cents = text.slice(lastDigit - 2, lastDigit + 1);
  return lastDigit >= 3 && (cents === '.00' || cents === ',00')
    ? text.slice(0, lastDigit - 2) + text.slice(lastDigit + 1)
    : text;
}
