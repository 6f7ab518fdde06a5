import type pg from 'pg';
import type { PriceSourcesOverview } from '#core/prices/price-sources.schema.ts';
import { findRatesOn } from '../rates/exchange-rates.repository.ts';
import { findPriceCoverage, findRecentRuns } from './price-sources-overview.repository.ts';

const RECENT_RUNS = 50;

/** Configured feeds, their last runs, coverage per language and the exchange rates. */
export async function priceSourcesOverview(
  pool: pg.Pool,
  configured: readonly string[],
): Promise<PriceSourcesOverview> {
  const [runs, coverage, rates] = await Promise.all([
    findRecentRuns(pool, RECENT_RUNS),
    findPriceCoverage(pool),
    findRatesOn(pool),
  ]);
  return { configured: [...configured], runs, coverage, rates };
}
