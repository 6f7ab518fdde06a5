import { describe, expect, it } from 'vitest';
import {
  buildHoldingsHistory,
  carryForward,
  type HeldSpan,
  type HistoryDay,
} from './holdings-history.ts';
import { getPeriodChange, getPeriodChanges } from './period-change.ts';

const days = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'];
const units = new Map([
  ['a', [100, 110, 120, 90, 100]],
  ['b', [null, 50, 50, 60, 70]],
  ['c', [1000, 1000, 1000, 1000, 1000]],
]);
const span = (over: Partial<HeldSpan>): HeldSpan => ({
  unitKey: 'a',
  quantity: 1,
  addedDay: '2024-12-01',
  removedDay: null,
  costCents: null,
  ...over,
});

function expectBalanced(history: HistoryDay[]) {
  for (let i = 1; i < history.length; i += 1) {
    const [before, day] = [history[i - 1] as HistoryDay, history[i] as HistoryDay];
    expect(day.valueCents).toBe(
      before.valueCents + day.marketCents + day.addedCents - day.removedCents,
    );
  }
}

describe('buildHoldingsHistory', () => {
  it('counts what was held before the first day as the opening value, not as added', () => {
    const history = buildHoldingsHistory(days, units, [span({ quantity: 2 })]);
    expect(history.map((day) => day.valueCents)).toEqual([200, 220, 240, 180, 200]);
    expect(history.map((day) => day.marketCents)).toEqual([0, 20, 20, -60, 20]);
    expect(history.every((day) => day.addedCents === 0)).toBe(true);
  });

  it('books an addition at its add-day value and only later moves as market', () => {
    const history = buildHoldingsHistory(days, units, [
      span({}),
      span({ unitKey: 'c', addedDay: '2025-01-03', costCents: 800 }),
    ]);
    const third = history[2] as HistoryDay;
    expect(third).toMatchObject({ valueCents: 1120, marketCents: 10, addedCents: 1000 });
    expect(third.costCents).toBe(800);
    expect(history[3]?.marketCents).toBe(-30);
    expectBalanced(history);
  });

  it('books a removal at the last held value and drops the item from later days', () => {
    const history = buildHoldingsHistory(days, units, [
      span({}),
      span({ unitKey: 'c', removedDay: '2025-01-04' }),
    ]);
    expect(history[3]).toMatchObject({ valueCents: 90, marketCents: -30, removedCents: 1000 });
    expectBalanced(history);
  });

  it("counts an item's first price as value added, not as a market gain", () => {
    const history = buildHoldingsHistory(days, units, [span({ unitKey: 'b' })]);
    // The day before the first price is kept as an empty start.
    expect(history.map((day) => day.date)).toEqual(days);
    expect(history[1]).toMatchObject({ valueCents: 50, addedCents: 50, marketCents: 0 });
  });

  it('starts a new collection on an empty day before its first addition', () => {
    const history = buildHoldingsHistory(days, units, [span({ addedDay: '2025-01-03' })]);
    expect(history.map((day) => day.date)).toEqual(days.slice(1));
    expect(history[0]?.valueCents).toBe(0);
    expectBalanced(history);
  });

  it('has no days when nothing was ever held or priced', () => {
    expect(buildHoldingsHistory(days, units, [span({ unitKey: 'unknown' })])).toEqual([]);
  });
});

describe('getPeriodChange', () => {
  const history = buildHoldingsHistory(days, units, [
    span({ quantity: 2 }),
    span({ unitKey: 'c', addedDay: '2025-01-05', costCents: 900 }),
    span({ unitKey: 'b', addedDay: '2024-12-01', removedDay: '2025-01-04' }),
  ]);

  it('1D is the last day: an addition that day is added value, not a market gain', () => {
    expect(getPeriodChange(history, '1D')).toEqual({
      range: '1D',
      from: '2025-01-04',
      to: '2025-01-05',
      startValueCents: 180,
      endValueCents: 1200,
      marketCents: 20,
      addedCents: 1000,
      removedCents: 0,
      costCents: 900,
      marketPercent: (20 / 1180) * 100,
    });
  });

  it('a longer range sums market moves, additions, removals and cost apart', () => {
    const all = getPeriodChange(history, 'ALL');
    expect(all).toMatchObject({
      from: '2025-01-01',
      startValueCents: 200,
      endValueCents: 1200,
      addedCents: 1050,
      removedCents: 50,
      costCents: 900,
      marketCents: 0,
    });
    const total = all as NonNullable<typeof all>;
    expect(total.endValueCents).toBe(
      total.startValueCents + total.marketCents + total.addedCents - total.removedCents,
    );
  });

  it('gives every range the history covers', () => {
    expect(getPeriodChanges(history).map((change) => change.range)).toEqual([
      '1D',
      '7D',
      '1M',
      '3M',
      '1Y',
      'ALL',
    ]);
    expect(getPeriodChange(history.slice(0, 1), '1D')).toBeNull();
  });
});

describe('carryForward', () => {
  it('carries the last price over days without one, from a price before the first day', () => {
    expect(carryForward(5, [1, 3], [5, 7])).toEqual([null, 5, 5, 7, 7]);
    expect(carryForward(4, [-9, 0, 2], [3, null, 8])).toEqual([3, 3, 8, 8]);
  });
});
