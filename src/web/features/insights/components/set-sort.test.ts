import { describe, expect, it } from 'vitest';
import type { SetPerformance } from '#core/insights/series-insights.schema.ts';
import { sortSets } from './set-sort.ts';

function set(setId: string, valueCents: number, change: number | null, roi: number | null) {
  return {
    setId,
    setName: setId.toUpperCase(),
    valueCents,
    change1m:
      change === null ? null : { changeCents: change, baseCents: 100, changePercent: change },
    sealedRoiPercent: roi,
  } as SetPerformance;
}

const sets = [set('a', 500, 10, null), set('b', 900, -5, 40), set('c', 100, null, 60)];
const ids = (list: SetPerformance[]) => list.map((entry) => entry.setId);

describe('sortSets', () => {
  it('sorts by value either way', () => {
    expect(ids(sortSets(sets, 'value', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortSets(sets, 'value', 'asc'))).toEqual(['c', 'a', 'b']);
  });

  it('puts sets without the value last in both directions', () => {
    expect(ids(sortSets(sets, 'change1m', 'desc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortSets(sets, 'change1m', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortSets(sets, 'roi', 'asc'))).toEqual(['b', 'c', 'a']);
  });

  it('sorts by name', () => {
    expect(ids(sortSets(sets, 'name', 'asc'))).toEqual(['a', 'b', 'c']);
  });
});
