/**
 * The portfolio's day-by-day history under decision 051: each day's value of what was held,
 * split into market movement, value added, value removed and cost added, so that
 * value(d) = value(d-1) + market(d) + added(d) - removed(d) holds for every day.
 * Pure: the caller passes the days, each price key's unit values and the items' holding spans.
 */

/** One copy's value in cents per day (aligned with the days), null while the key has no price. */
export type UnitSeries = readonly (number | null)[];

export type HeldSpan = {
  /** Key of the item's unit series (printing, and grade for graded items). */
  unitKey: string;
  quantity: number;
  /** UTC day the item was added (may lie before the first day). */
  addedDay: string;
  /** UTC day it was removed, null while held. */
  removedDay: string | null;
  /** What was paid for all copies, in cents; null when not recorded. */
  costCents: number | null;
};

export type HistoryDay = {
  date: string;
  valueCents: number;
  marketCents: number;
  addedCents: number;
  removedCents: number;
  costCents: number;
};

/** Index of the first day on or after `day` (days.length when after the last). */
function dayIndex(days: readonly string[], day: string): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as string) < day) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

function emptyDay(date: string): HistoryDay {
  return { date, valueCents: 0, marketCents: 0, addedCents: 0, removedCents: 0, costCents: 0 };
}

/**
 * Adds one item's span to the history. It counts from the later of its add day and its first
 * priced day (an item's first price is value added, not a market gain) until the day before
 * its removal; the removal day books its last held value as removed.
 */
function addSpan(history: HistoryDay[], days: readonly string[], unit: UnitSeries, span: HeldSpan) {
  const added = dayIndex(days, span.addedDay);
  const end = span.removedDay === null ? days.length : dayIndex(days, span.removedDay);
  const addedInWindow = days[added] === span.addedDay || added > 0;
  if (addedInWindow && added < days.length && span.costCents !== null && end > added) {
    (history[added] as HistoryDay).costCents += span.costCents;
  }
  let start = added;
  while (start < end && (unit[start] ?? null) === null) {
    start += 1;
  }
  if (start >= end) {
    return;
  }
  const q = span.quantity;
  const opening = (unit[start] as number) * q;
  if (addedInWindow || start > 0) {
    (history[start] as HistoryDay).addedCents += opening;
  }
  let previous = opening;
  (history[start] as HistoryDay).valueCents += opening;
  for (let i = start + 1; i < end; i += 1) {
    const value = (unit[i] ?? unit[i - 1] ?? 0) * q;
    const day = history[i] as HistoryDay;
    day.valueCents += value;
    day.marketCents += value - previous;
    previous = value;
  }
  if (end < days.length) {
    (history[end] as HistoryDay).removedCents += previous;
  }
}

/**
 * The history over `days` (ascending UTC dates). Items added before the first day are its
 * opening holdings; leading days before anything was held are dropped, keeping one empty day
 * before the first addition so the whole span's change starts from nothing.
 */
export function buildHoldingsHistory(
  days: readonly string[],
  units: ReadonlyMap<string, UnitSeries>,
  spans: readonly HeldSpan[],
): HistoryDay[] {
  const history = days.map(emptyDay);
  for (const span of spans) {
    addSpan(history, days, units.get(span.unitKey) ?? [], span);
  }
  const first = history.findIndex(
    (day) => day.valueCents !== 0 || day.addedCents !== 0 || day.removedCents !== 0,
  );
  if (first < 0) {
    return [];
  }
  const opening = history[first] as HistoryDay;
  const startsEmpty = opening.addedCents === opening.valueCents;
  return history.slice(startsEmpty && first > 0 ? first - 1 : first);
}

/**
 * One value per day (`dayCount` days) from prices at day offsets (ascending; a negative offset
 * is a price from before the first day, which carries in), each carried forward over the days
 * without one; null before the first price. A null price keeps the one before it.
 */
export function carryForward(
  dayCount: number,
  offsets: readonly number[],
  cents: readonly (number | null)[],
): (number | null)[] {
  const series: (number | null)[] = new Array(dayCount);
  let next = 0;
  let current: number | null = null;
  for (let day = 0; day < dayCount; day += 1) {
    while (next < offsets.length && (offsets[next] as number) <= day) {
      current = cents[next] ?? current;
      next += 1;
    }
    series[day] = current;
  }
  return series;
}
