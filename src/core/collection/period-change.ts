/**
 * The change over a chart range under decision 051: market movement of what was held, with
 * value added, value removed and cost shown apart. The header's "Today", the chart's range
 * figure and the server's portfolio changes all come from here, so they cannot disagree.
 */
import { CHART_RANGES, type ChartRange, filterPointsByRange } from './chart-series.ts';
import type { HistoryDay } from './holdings-history.ts';

export type PeriodChange = {
  range: ChartRange;
  /** First and last day of the range; the flows of the days after `from` are summed. */
  from: string;
  to: string;
  startValueCents: number;
  endValueCents: number;
  marketCents: number;
  addedCents: number;
  removedCents: number;
  costCents: number;
  /** Market movement against the value at risk (start value plus value added); null when 0. */
  marketPercent: number | null;
};

/** The change over one range; null for a history of fewer than two days. */
export function getPeriodChange(
  history: readonly HistoryDay[],
  range: ChartRange,
): PeriodChange | null {
  const shown = filterPointsByRange(
    history.map((day) => ({ date: day.date, value: day.valueCents })),
    range,
  );
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (!first || !last || shown.length < 2) {
    return null;
  }
  const change = {
    range,
    from: first.date,
    to: last.date,
    startValueCents: first.value,
    endValueCents: last.value,
    marketCents: 0,
    addedCents: 0,
    removedCents: 0,
    costCents: 0,
  };
  for (const day of history) {
    if (day.date > first.date && day.date <= last.date) {
      change.marketCents += day.marketCents;
      change.addedCents += day.addedCents;
      change.removedCents += day.removedCents;
      change.costCents += day.costCents;
    }
  }
  const atRisk = change.startValueCents + change.addedCents;
  return {
    ...change,
    marketPercent: atRisk === 0 ? null : (change.marketCents / atRisk) * 100,
  };
}

/** The change over every chart range (ranges the history is too short for are left out). */
export function getPeriodChanges(history: readonly HistoryDay[]): PeriodChange[] {
  return CHART_RANGES.flatMap((range) => getPeriodChange(history, range) ?? []);
}
