import type pg from 'pg';
import { type PriceHistory, SIMULATED_PRICE_SOURCE } from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import {
  PRICE_HISTORY_RANGE_INTERVALS,
  type PriceHistoryRange,
} from '#core/prices/price-history-query.schema.ts';
import { computeMissingDemoDays, rangeStart } from './demo-history.ts';
import { getPriceHistory } from './price-history.repository.ts';

export type PriceHistoryDeps = {
  pool: pg.Pool;
  /** A demo database (SEED_DEMO_CATALOG): simulated series show every simulated day. */
  demoHistory: boolean;
};

/** One product's daily prices for a range, oldest first; 404 for an unknown product. */
export async function getProductPriceHistory(
  deps: PriceHistoryDeps,
  query: { productId: string; variant?: string; range: PriceHistoryRange },
): Promise<PriceHistory> {
  const found = await getPriceHistory(deps.pool, query);
  if (!found) {
    throw new AppError('NOT_FOUND', `No product with id "${query.productId}"`);
  }
  const { latest, ...history } = found;
  const first = history.points[0]?.date;
  if (!deps.demoHistory || history.source !== SIMULATED_PRICE_SOURCE || !latest || !first) {
    return history;
  }
  const from = rangeStart(latest, PRICE_HISTORY_RANGE_INTERVALS[query.range]);
  if (from !== null && first <= from) {
    return history;
  }
  const missing = await computeMissingDemoDays(
    deps.pool,
    {
      productId: history.product_id,
      variant: history.variant,
      endDate: latest,
      firstStored: first,
    },
    from,
  );
  return { ...history, points: [...missing, ...history.points] };
}
