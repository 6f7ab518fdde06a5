import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../lib/with-transaction.ts';
import {
  fillTypicalMsrps,
  hasInsights,
  writeGroupDaily,
  writeMarketIndex,
  writeProductStats,
  writeRun,
  writeSetDaily,
  writeSetStats,
} from './insights-compute.repository.ts';

export type InsightsComputeDeps = { pool: pg.Pool; log?: Pick<FastifyBaseLogger, 'info'> };

export type InsightsSummary = {
  msrpsFilled: number;
  products: number;
  setDays: number;
  sets: number;
  basketSize: number;
  ms: number;
};

/**
 * Rebuilds every insights table from product_latest_prices and price_points in one
 * transaction, so the pages never see a half-computed state. Run after the latest prices are
 * refreshed (daily job, prices:simulate, prices:import) and at start-up when nothing is there.
 */
export async function computeInsights(deps: InsightsComputeDeps): Promise<InsightsSummary> {
  const started = performance.now();
  const summary = await withTransaction(deps.pool, async (client) => {
    // One computation at a time across processes; a second waits, then recomputes.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('cardfolio:insights'))");
    const msrpsFilled = await fillTypicalMsrps(client);
    const products = await writeProductStats(client);
    const setDays = await writeSetDaily(client);
    const sets = await writeSetStats(client);
    await writeGroupDaily(client);
    const basketSize = await writeMarketIndex(client);
    await writeRun(client, basketSize, performance.now() - started);
    return { msrpsFilled, products, setDays, sets, basketSize };
  });
  const result = { ...summary, ms: Math.round(performance.now() - started) };
  deps.log?.info(result, 'insights computed');
  return result;
}

/** Computes the insights once when they were never computed (a fresh database). */
export async function computeInsightsIfMissing(
  deps: InsightsComputeDeps,
): Promise<InsightsSummary | null> {
  if (await hasInsights(deps.pool)) {
    return null;
  }
  return computeInsights(deps);
}
