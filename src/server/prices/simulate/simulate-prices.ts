import type pg from 'pg';
import { SIMULATED_PRICE_SOURCE } from '#core/collection/user-product.schema.ts';
import { deriveGradedLadder } from '#core/prices/graded-ladder.ts';
import { datesEndingOn, toUtcDate } from '#core/prices/price-dates.ts';
import { simulateProductPrices } from '#core/prices/simulate-product-prices.ts';
import type { SimulatedProduct } from '#core/prices/starting-price.ts';
import { createBatchWriter } from '../batch-writer.ts';
import { refreshLatestPrices } from '../latest-prices.ts';
import {
  createPricePointColumns,
  getWriteStartTime,
  type PricePointColumns,
  type UpsertCounts,
  upsertPricePoints,
} from '../price-points.repository.ts';
import { findSimulatedProducts, type ProductSelection } from './simulated-products.repository.ts';

export const DEFAULT_SIMULATION_SEED = 1;
export const DEFAULT_SIMULATION_DAYS = 400;

export type SimulatePricesOptions = {
  seed?: number;
  /** Length of each walk, ending on endDate. */
  days?: number;
  /** Last day of the walks (YYYY-MM-DD); default today (UTC). */
  endDate?: string;
  products?: ProductSelection;
  /** Write only each walk's last N days (the same values a full run writes for them). */
  writeLastDays?: number;
  batchSize?: number;
  /** Skip refreshLatestPrices (a caller running several simulations refreshes once). */
  skipRefresh?: boolean;
};

export type SimulationSummary = UpsertCounts & {
  products: number;
  rows: number;
  endDate: string;
  latestPricesRefreshed: number;
  ms: number;
};

function appendProductRows(
  batch: PricePointColumns,
  product: SimulatedProduct,
  options: { seed: number; days: number; dates: string[]; firstDay: number },
): void {
  for (const series of simulateProductPrices(options.seed, product, options.days)) {
    for (let day = options.firstDay; day < options.days; day++) {
      const market = series.marketCents[day] ?? 1;
      const ladder = series.gradedRatios && deriveGradedLadder(market, series.gradedRatios);
      batch.productId.push(product.id);
      batch.variant.push(series.variant);
      batch.priceDate.push(options.dates[day] ?? '');
      batch.source.push(SIMULATED_PRICE_SOURCE);
      batch.marketCents.push(market);
      batch.psa10Cents.push(ladder?.psa10Cents ?? null);
      batch.cgc10Cents.push(ladder?.cgc10Cents ?? null);
      batch.sgc10Cents.push(ladder?.sgc10Cents ?? null);
      batch.bgs10Cents.push(ladder?.bgs10Cents ?? null);
      batch.graded9Cents.push(ladder?.graded9Cents ?? null);
      batch.graded8Cents.push(ladder?.graded8Cents ?? null);
      batch.graded7Cents.push(ladder?.graded7Cents ?? null);
      batch.currency.push('USD');
      batch.nativeMarketCents.push(market);
      batch.unitsPerUsd.push(1);
      batch.priceKind.push('market');
      batch.salesCount.push(null);
      batch.lastSaleDate.push(null);
      batch.conditionCents.push(null);
    }
  }
}

/**
 * Writes demo prices (source 'simulated'): a seeded random walk per product and printing over
 * the `days` days ending on endDate, with a graded ladder for cards. Deterministic: the same
 * seed, catalog, days and end date write the same prices, so a rerun changes nothing.
 */
export async function simulatePrices(
  pool: pg.Pool,
  options: SimulatePricesOptions = {},
): Promise<SimulationSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SIMULATION_SEED;
  const days = options.days ?? DEFAULT_SIMULATION_DAYS;
  const endDate = options.endDate ?? toUtcDate(new Date());
  const dates = datesEndingOn(endDate, days);
  const firstDay = Math.max(0, days - (options.writeLastDays ?? days));
  const products = await findSimulatedProducts(pool, options.products ?? { kind: 'all' });
  const writeStart = await getWriteStartTime(pool);
  const writer = createBatchWriter((batch) => upsertPricePoints(pool, batch));
  const batchSize = options.batchSize ?? 10_000;
  let batch = createPricePointColumns();
  let rows = 0;
  for (const product of products) {
    appendProductRows(batch, product, { seed, days, dates, firstDay });
    if (batch.productId.length >= batchSize) {
      rows += batch.productId.length;
      await writer.write(batch);
      batch = createPricePointColumns();
    }
  }
  rows += batch.productId.length;
  await writer.write(batch);
  const totals = await writer.finish();
  const changed = totals.inserted + totals.updated > 0;
  const latestPricesRefreshed =
    changed && !options.skipRefresh
      ? await refreshLatestPrices(pool, { changedSince: writeStart })
      : 0;
  return {
    ...totals,
    products: products.length,
    rows,
    endDate,
    latestPricesRefreshed,
    ms: performance.now() - started,
  };
}
