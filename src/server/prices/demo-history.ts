import type pg from 'pg';
import { type PriceHistory, SIMULATED_PRICE_SOURCE } from '#core/collection/user-product.schema.ts';
import { centsToUnits } from '#core/money/cents.ts';
import { deriveGradedLadder } from '#core/prices/graded-ladder.ts';
import { addDays, datesEndingOn } from '#core/prices/price-dates.ts';
import { simulateProductPrices } from '#core/prices/simulate-product-prices.ts';
import { itemPricesSql } from '../read-models/valuation-sql.ts';
import { DEFAULT_SIMULATION_DAYS, DEFAULT_SIMULATION_SEED } from './simulate/simulate-prices.ts';
import { findSimulatedProducts } from './simulate/simulated-products.repository.ts';

type Point = PriceHistory['points'][number];

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
      market_price: centsToUnits(market),
      psa_10_price: centsToUnits(ladder?.psa10Cents),
      graded_9_price: centsToUnits(ladder?.graded9Cents),
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

/** A simulated printing's days before its first stored day: [market, psa10, cgc10, sgc10, bgs10,
 * graded9, graded8, graded7] cents per day (market only for sealed products), from `start`. */
export type DemoSeries = { p: string; v: string; start: string; days: number[][] };

/**
 * The simulated year of the demo products a user holds, for the days their stored series lack
 * (decision 017): computed from the deterministic walk and handed to the chart backfill as
 * one compact parameter, so a first chart never writes the year into price_points.
 */
export async function demoSeriesForUser(pool: pg.Pool, userId: number): Promise<DemoSeries[]> {
  // The printings the chart values (as the backfill does), with whether a graded copy needs
  // the ladder, whose stored simulated series is shorter than the simulator's.
  const { rows } = await pool.query<{
    product_id: string;
    variant: string;
    graded: boolean;
    end_date: string;
    first: string;
  }>(
    `WITH held AS (
       SELECT ip.price_product_id AS product_id, ip.price_variant AS variant,
         bool_or(ip.graded) AS graded
       FROM (${itemPricesSql('up.user_id = $1 AND NOT up.wishlist')}) ip
       WHERE ip.price_variant IS NOT NULL
       GROUP BY 1, 2
     )
     SELECT held.product_id, held.variant, held.graded, max(pp.price_date)::text AS end_date,
       min(pp.price_date)::text AS first
     FROM held
     JOIN price_points pp ON pp.product_id = held.product_id AND pp.variant = held.variant
       AND pp.source = $2
     GROUP BY held.product_id, held.variant, held.graded
     HAVING count(*) < $3`,
    [userId, SIMULATED_PRICE_SOURCE, DEFAULT_SIMULATION_DAYS],
  );
  if (rows.length === 0) {
    return [];
  }
  const products = await findSimulatedProducts(pool, {
    kind: 'ids',
    ids: [...new Set(rows.map((row) => row.product_id))],
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const series: DemoSeries[] = [];
  for (const row of rows) {
    const product = byId.get(row.product_id);
    const simulated =
      product &&
      simulateProductPrices(DEFAULT_SIMULATION_SEED, product, DEFAULT_SIMULATION_DAYS).find(
        (entry) => entry.variant === row.variant,
      );
    if (!simulated) {
      continue;
    }
    const dates = datesEndingOn(row.end_date, DEFAULT_SIMULATION_DAYS);
    const missing = dates.filter((date) => date < row.first).length;
    const ratios = row.graded ? simulated.gradedRatios : null;
    const days = simulated.marketCents.slice(0, missing).map((market) => {
      const ladder = ratios && deriveGradedLadder(market, ratios);
      return ladder
        ? [
            market,
            ladder.psa10Cents,
            ladder.cgc10Cents,
            ladder.sgc10Cents,
            ladder.bgs10Cents,
            ladder.graded9Cents,
            ladder.graded8Cents,
            ladder.graded7Cents,
          ]
        : [market];
    });
    series.push({ p: row.product_id, v: row.variant, start: dates[0] as string, days });
  }
  return series;
}
