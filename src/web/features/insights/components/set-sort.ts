import type { SeriesPerformanceSearch } from '#core/insights/insights-search.schema.ts';
import type { SetPerformance } from '#core/insights/series-insights.schema.ts';

type SortKey = NonNullable<SeriesPerformanceSearch['sort']>;

const KEYS: Record<SortKey, (set: SetPerformance) => number | string | null> = {
  value: (set) => set.valueCents,
  change1m: (set) => set.change1m?.changePercent ?? null,
  change3m: (set) => set.change3m?.changePercent ?? null,
  change1y: (set) => set.change1y?.changePercent ?? null,
  roi: (set) => set.sealedRoiPercent,
  name: (set) => set.setName ?? set.setId,
};

/** Sorts sets by a column; sets without a value for it always go last. */
export function sortSets(sets: SetPerformance[], sort: SortKey, dir: 'asc' | 'desc') {
  const key = KEYS[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return [...sets].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) {
      return x === y ? 0 : x === null ? 1 : -1;
    }
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return order * sign || a.setId.localeCompare(b.setId);
  });
}
