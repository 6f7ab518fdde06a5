import { describe, expect, it } from 'vitest';
import {
  type ChartPoint,
  type ChartRange,
  filterPointsByRange,
  getDefaultRange,
  getRangeStart,
  getSeriesChange,
  sortPoints,
} from './chart-series.ts';

/** One point per day from `from` (inclusive) for `days` days, value = day index. */
function daily(from: string, days: number): ChartPoint[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    value: i,
  }));
}

const year = daily('2024-06-01', 400); // ends 2025-07-05

describe('getRangeStart', () => {
  const latest = Date.parse('2025-03-31T12:00:00Z');
  it.each<[ChartRange, string | null]>([
    ['7D', '2025-03-24T12:00:00.000Z'],
    ['1M', '2025-02-28T12:00:00.000Z'],
    ['3M', '2024-12-31T12:00:00.000Z'],
    ['1Y', '2024-03-31T12:00:00.000Z'],
    ['ALL', null],
    ['1D', null],
  ])('%s starts at %s', (range, expected) => {
    const start = getRangeStart(range, latest);
    expect(start === null ? null : new Date(start).toISOString()).toBe(expected);
  });
});

describe('filterPointsByRange', () => {
  it.each<[ChartRange, string, number]>([
    ['1D', '2025-07-04', 2],
    ['7D', '2025-06-28', 8],
    ['1M', '2025-06-05', 31],
    ['3M', '2025-04-05', 92],
    ['1Y', '2024-07-05', 366],
    ['ALL', '2024-06-01', 400],
  ])('%s keeps from %s (%i points)', (range, firstDate, count) => {
    const shown = filterPointsByRange(year, range);
    expect(shown[0]?.date).toBe(firstDate);
    expect(shown.at(-1)?.date).toBe('2025-07-05');
    expect(shown).toHaveLength(count);
  });

  it('sorts unordered input and drops unreadable points', () => {
    const points = [
      { date: '2025-01-03', value: 3 },
      { date: 'not a date', value: 9 },
      { date: '2025-01-01', value: 1 },
      { date: '2025-01-02', value: Number.NaN },
    ];
    expect(sortPoints(points).map((point) => point.value)).toEqual([1, 3]);
    expect(filterPointsByRange(points, 'ALL').map((point) => point.value)).toEqual([1, 3]);
  });

  it('keeps the last point before the cut when the range alone would hold one point', () => {
    const sparse = [
      { date: '2025-01-01', value: 10 },
      { date: '2025-03-01', value: 20 },
      { date: '2025-06-01', value: 30 },
    ];
    expect(filterPointsByRange(sparse, '7D')).toEqual(sparse.slice(1));
    expect(filterPointsByRange(sparse, '1M')).toEqual(sparse.slice(1));
  });

  it.each<[string, ChartPoint[]]>([
    ['empty', []],
    ['single-point', [{ date: '2025-01-01', value: 5 }]],
  ])('returns a %s series unchanged for every range', (_, points) => {
    for (const range of ['1D', '7D', '1M', '3M', '1Y', 'ALL'] as const) {
      expect(filterPointsByRange(points, range)).toEqual(points);
    }
  });

  it('compares timestamps, not just days, for snapshot series', () => {
    const points = [
      { date: '2025-05-01T08:00:00Z', value: 1 },
      { date: '2025-05-08T07:59:00Z', value: 2 },
      { date: '2025-05-08T08:00:00Z', value: 3 },
      { date: '2025-05-15T08:00:00Z', value: 4 },
    ];
    expect(filterPointsByRange(points, '7D').map((point) => point.value)).toEqual([3, 4]);
  });
});

describe('getDefaultRange', () => {
  it.each<[string, ChartPoint[], ChartRange]>([
    ['an empty series', [], 'ALL'],
    ['a two-week series', daily('2025-01-01', 14), 'ALL'],
    ['exactly one month', daily('2025-01-01', 32), 'ALL'],
    ['a longer series', daily('2025-01-01', 33), '1M'],
  ])('is %s -> %s', (_, points, expected) => {
    expect(getDefaultRange(points)).toBe(expected);
  });
});

describe('getSeriesChange', () => {
  it.each<[string, ChartPoint[], ReturnType<typeof getSeriesChange>]>([
    ['empty', [], null],
    [
      'single point',
      [{ date: '2025-01-01', value: 12 }],
      { first: 12, last: 12, amount: 0, percent: 0 },
    ],
    [
      'a rise',
      [
        { date: '2025-01-01', value: 80 },
        { date: '2025-01-02', value: 90 },
        { date: '2025-01-03', value: 100 },
      ],
      { first: 80, last: 100, amount: 20, percent: 25 },
    ],
    [
      'a fall',
      [
        { date: '2025-01-01', value: 200 },
        { date: '2025-01-02', value: 150 },
      ],
      { first: 200, last: 150, amount: -50, percent: -25 },
    ],
    [
      'a start at zero',
      [
        { date: '2025-01-01', value: 0 },
        { date: '2025-01-02', value: 10 },
      ],
      { first: 0, last: 10, amount: 10, percent: null },
    ],
  ])('%s', (_, points, expected) => {
    expect(getSeriesChange(points)).toEqual(expected);
  });

  it('rounds the amount to cents', () => {
    const change = getSeriesChange([
      { date: '2025-01-01', value: 0.1 },
      { date: '2025-01-02', value: 0.3 },
    ]);
    expect(change?.amount).toBe(0.2);
  });
});
