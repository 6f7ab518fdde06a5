import type pg from 'pg';
import type { PriceHistory } from '#core/collection/user-product.schema.ts';
import { deriveGradedLadder } from '#core/prices/graded-ladder.ts';
import { addDays, datesEndingOn } from '#core/prices/price-dates.ts';
import { simulateProductPrices } from '#core/prices/simulate-product-prices.ts';
import { DEFAULT_SIMULATION_DAYS, DEFAULT_SIMULATION_SEED } from './simulate/simulate-prices.ts';
import { findSimulatedProducts } from './simulate/simulated-products.repository.ts';

type Point = PriceHistory['points'][number];
const toDollars = (cents: number | null | undefined) => (cents == null ? null : cents / 100);

/**
 * The simulator's days a stored simulated series lacks, computed on demand (decision 017): the
 * start-up simulation of a large catalog stores only the last days of most products, and the
 * walk is deterministic (same seed, product and end date), so the days it did not store are
 * recomputed here exactly as `npm run prices:simulate` would write them. Returns the points
 * before `firstStored` and on or after `from`, oldest first.
 */
export async function computeMissingDemoDays(
  pool: pg.Pool,
  series: { productId: string; variant: string; endDate: string; firstStored: string },
  from: string | null,
): Promise<Point[]> {
  const [product] = await findSimulatedProducts(pool, { kind: 'ids', ids: [series.productId] });
  if (!product) {
    return [];
  }
  const days = DEFAULT_SIMULATION_DAYS;
  const simulated = simulateProductPrices(DEFAULT_SIMULATION_SEED, product, days).find(
    (entry) => entry.variant === series.variant,
  );
  if (!simulated) {
    return [];
  }
  const dates = datesEndingOn(series.endDate, days);
  const points: Point[] = [];
  dates.forEach((date, index) => {
    if (date >= series.firstStored || (from !== null && date < from)) {
      return;
    }
    const market = simulated.marketCents[index] ?? 1;
    const ladder = simulated.gradedRatios && deriveGradedLadder(market, simulated.gradedRatios);
    points.push({
      date,
      market_price: toDollars(market),
      psa_10_price: toDollars(ladder?.psa10Cents),
      graded_9_price: toDollars(ladder?.graded9Cents),
    });
  });
  return points;
}

/** The first date a range shows, counted back from the newest point (null: everything). */
export function rangeStart(latest: string, interval: string | null): string | null {
  if (interval === null) {
    return null;
  }
  const [count, unit] = interval.split(' ');
  const n = Number(count);
  const end = new Date(`${latest}T00:00:00Z`);
  if (unit?.startsWith('day')) {
    return addDays(latest, -n + 1);
  }
  const months = unit?.startsWith('year') ? n * 12 : n;
  end.setUTCMonth(end.getUTCMonth() - months);
  return addDays(end.toISOString().slice(0, 10), 1);
}
