import { DAY_MS } from '#core/prices/price-dates.ts';
import type { DemoSeries } from '../../prices/demo-history.ts';
import { type PriceSeries, printingKey } from './holdings.repository.ts';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Adds a demo database's simulated days (decision 017) to the stored prices; a stored day
 * wins over a simulated one.
 */
export function withDemoDays(
  stored: readonly PriceSeries[],
  demo: readonly DemoSeries[],
  from: string,
): PriceSeries[] {
  const byKey = new Map(
    stored.map((series) => [printingKey(series.productId, series.variant), series]),
  );
  for (const entry of demo) {
    const key = printingKey(entry.p, entry.v);
    const start = daysBetween(from, entry.start);
    const points = new Map<number, number[]>();
    entry.days.forEach((values, i) => {
      points.set(start + i, values);
    });
    const kept = byKey.get(key);
    kept?.offsets.forEach((offset, i) => {
      const ladder = kept.ladder;
      points.set(offset, [
        kept.market[i] as number,
        ...(ladder ? Object.values(ladder).map((values) => values[i] as number) : []),
      ]);
    });
    const offsets = [...points.keys()].sort((a, b) => a - b);
    const column = (index: number) => offsets.map((offset) => points.get(offset)?.[index] ?? null);
    byKey.set(key, {
      productId: entry.p,
      variant: entry.v,
      offsets,
      market: column(0),
      ladder: {
        psa10: column(1),
        cgc10: column(2),
        sgc10: column(3),
        bgs10: column(4),
        graded9: column(5),
        graded8: column(6),
        graded7: column(7),
      },
    });
  }
  return [...byKey.values()];
}
