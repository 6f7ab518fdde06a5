import type pg from 'pg';
import type { ServerDeps } from '../deps.ts';
import { refreshLatestPrices } from './latest-prices.ts';
import { seedExchangeRatesOnStart } from './rates/load-exchange-rates.ts';
import { readDemoProductIds } from './simulate/demo-product-ids.ts';
import { simulatePrices } from './simulate/simulate-prices.ts';
import {
  countCatalogProducts,
  findSimulatedProducts,
} from './simulate/simulated-products.repository.ts';

/**
 * A catalog up to this size gets the full simulated history at start-up (the demo catalog has
 * 122 products: ~78k rows). A larger one (the full dump has 45k products: 400 days of them
 * would be ~30M rows) gets the full history only for the demo-catalog products and the
 * START_NEWEST_WITH_HISTORY newest products, and the last START_RECENT_DAYS days for every
 * other product, so that every product still shows a price and a daily change.
 */
export const START_FULL_HISTORY_LIMIT = 500;
export const START_NEWEST_WITH_HISTORY = 100;
export const START_RECENT_DAYS = 2;

export type StartupSimulationOptions = { fullHistoryLimit?: number; newestWithHistory?: number };

async function hasPricePoints(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM price_points) AS found',
  );
  return rows[0]?.found ?? true;
}

async function selectFullHistoryIds(pool: pg.Pool, limit: number): Promise<string[]> {
  const newest = await findSimulatedProducts(pool, { kind: 'newest', limit });
  return [...new Set([...(await readDemoProductIds()), ...newest.map((product) => product.id)])];
}

/**
 * The start-up simulation on a catalog without prices (see START_FULL_HISTORY_LIMIT), then one
 * refresh of product_latest_prices. Returns the number of rows written.
 */
export async function simulateStartupPrices(
  pool: pg.Pool,
  options: StartupSimulationOptions = {},
): Promise<{ products: number; rows: number; refreshed: number }> {
  const fullHistoryLimit = options.fullHistoryLimit ?? START_FULL_HISTORY_LIMIT;
  const newestWithHistory = options.newestWithHistory ?? START_NEWEST_WITH_HISTORY;
  const products = await countCatalogProducts(pool);
  if (products === 0) {
    return { products, rows: 0, refreshed: 0 };
  }
  let rows = 0;
  if (products <= fullHistoryLimit) {
    rows += (await simulatePrices(pool, { skipRefresh: true })).rows;
  } else {
    const ids = await selectFullHistoryIds(pool, newestWithHistory);
    const history = await simulatePrices(pool, {
      products: { kind: 'ids', ids },
      skipRefresh: true,
    });
    const recent = await simulatePrices(pool, {
      writeLastDays: START_RECENT_DAYS,
      skipRefresh: true,
    });
    rows += history.rows + recent.rows;
  }
  return { products, rows, refreshed: await refreshLatestPrices(pool) };
}

/**
 * Simulates demo prices when price_points is empty and demo seeding is on (SEED_DEMO_CATALOG).
 */
export async function seedSimulatedPricesOnStart(
  deps: Pick<ServerDeps, 'pool' | 'log' | 'config'>,
  options: StartupSimulationOptions = {},
): Promise<void> {
  await seedExchangeRatesOnStart(deps);
  if (!deps.config.SEED_DEMO_CATALOG || (await hasPricePoints(deps.pool))) {
    return;
  }
  const started = performance.now();
  const summary = await simulateStartupPrices(deps.pool, options);
  if (summary.rows > 0) {
    deps.log.info(
      { ...summary, ms: Math.round(performance.now() - started) },
      'demo prices simulated',
    );
  }
}
