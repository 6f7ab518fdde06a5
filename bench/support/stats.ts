import os from 'node:os';

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` values; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? Number.NaN;
}

/** `label: p50 x ms, p95 y ms, max z ms` of unsorted millisecond values. */
export function summarise(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return `${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`;
}

/** The 1, 5 and 15 minute load averages, e.g. `3.10 / 2.05 / 1.20` (benchmarks share machines). */
export function loadAverage(separator = ' / '): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(separator);
}
