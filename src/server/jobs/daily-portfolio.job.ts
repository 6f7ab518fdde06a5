import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { computeInsights } from '../insights/insights-compute.service.ts';
import { sendAlertDigests } from '../price-alerts/alert-digests.ts';
import { evaluatePriceAlerts } from '../price-alerts/evaluate-price-alerts.ts';
import { refreshLatestPrices } from '../prices/latest-prices.ts';
import {
  type DailyPriceOptions,
  runDailyPriceSources,
} from '../prices/sources/daily-price-sources.ts';
import { recordPortfolioSnapshots } from './portfolio-snapshots.ts';

export const DAILY_PORTFOLIO_QUEUE = 'daily-portfolio';
/** Every day at 00:15 UTC, after the day's prices have landed. */
export const DAILY_PORTFOLIO_CRON = '15 0 * * *';

/**
 * The daily job: run the configured price sources for the UTC day of `now`, rebuild the
 * latest-price cache from price_points, then record every user's portfolio snapshot for that
 * day; the insights are recomputed in between. Last, the price alerts are evaluated against
 * the new prices and snapshots, and the day's digests gathered (decision 081).
 */
export async function runDailyPortfolio(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  now = new Date(),
  priceOptions: DailyPriceOptions = { sources: [] },
): Promise<{ day: string; prices: number; snapshots: number }> {
  const started = Date.now();
  await runDailyPriceSources({ pool, log }, priceOptions, toUtcDate(now));
  const prices = await refreshLatestPrices(pool);
  // The insights pages are served from tables computed from the refreshed prices.
  await computeInsights({ pool, log });
  const day = toUtcDate(now);
  const snapshots = await recordPortfolioSnapshots(pool, day);
  const alerts = await evaluatePriceAlerts(pool, day);
  const digests = await sendAlertDigests(pool, day);
  log.info(
    { day, prices, snapshots, alerts, digests, ms: Date.now() - started },
    'daily portfolio job done',
  );
  return { day, prices, snapshots };
}
