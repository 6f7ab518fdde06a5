import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { toUsdCents } from '#core/money/convert.ts';
import { PRICE_AMOUNT_FIELDS } from '#core/prices/price-import-row.ts';
import { sourceFacts } from '#core/prices/price-source-facts.ts';
import type { Queryable } from '../../db/executor.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import {
  addPriceRow,
  createPricePointColumns,
  type PricePointColumns,
  type PricePointRow,
  upsertPricePoints,
} from '../price-points.repository.ts';
import { findRatesOn } from '../rates/exchange-rates.repository.ts';
import {
  type CatalogProductRef,
  type PriceSource,
  PriceSourceError,
  type SourcePrice,
} from './price-source.ts';
import {
  findCatalogProductRefs,
  finishRun,
  type RunCounts,
  recordAttempt,
  startRun,
} from './price-sources.repository.ts';

export type PriceSourceDeps = { pool: pg.Pool; log: Pick<FastifyBaseLogger, 'info' | 'warn'> };

export type RunOptions = {
  /** The price day (YYYY-MM-DD, UTC) the prices are stored under. */
  day: string;
  /** Whole-run attempts: a failed fetch or write is retried from the start. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Rows per upsert statement inside the run's one transaction. */
  batchSize?: number;
  /** The catalog to price; read from the database when omitted. */
  products?: readonly CatalogProductRef[];
};

export type RunSummary = {
  runId: number;
  source: string;
  status: 'ok' | 'failed';
} & Partial<RunCounts> & {
    error?: string;
  };

const UNMATCHED_SAMPLE = 50;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** US-cent rows for price_points, converted at the day's rate of each quoted currency. */
async function toPriceRows(
  db: Queryable,
  source: string,
  day: string,
  prices: readonly SourcePrice[],
): Promise<PricePointColumns> {
  const rates = await findRatesOn(db, day);
  const columns = createPricePointColumns();
  for (const price of prices) {
    const rate = rates.units_per_usd[price.currency];
    if (rate === undefined) {
      throw new PriceSourceError(
        source,
        `no ${price.currency} rate to USD on or before ${day}: load exchange rates first`,
      );
    }
    const row = {
      productId: price.productId,
      variant: price.variant,
      priceDate: day,
      source,
      currency: price.currency,
      nativeMarketCents: price.marketCents ?? null,
      unitsPerUsd: rate,
      priceKind: price.priceKind ?? sourceFacts(source).kind,
      salesCount: price.salesCount ?? null,
      lastSaleDate: price.lastSaleDate ?? null,
      conditionCents: price.conditionCents
        ? Object.fromEntries(
            Object.entries(price.conditionCents).map(([condition, cents]) => [
              condition,
              toUsdCents(cents, rate),
            ]),
          )
        : null,
    } as PricePointRow;
    for (const [, key] of PRICE_AMOUNT_FIELDS) {
      const native = price[key];
      row[key] = native === null || native === undefined ? null : toUsdCents(native, rate);
    }
    addPriceRow(columns, row);
  }
  return columns;
}

function slice(columns: PricePointColumns, from: number, to: number): PricePointColumns {
  return Object.fromEntries(
    Object.entries(columns).map(([key, values]) => [key, values.slice(from, to)]),
  ) as PricePointColumns;
}

/** Writes a source's day in one transaction: all of it or, on any failure, nothing. */
async function writeDay(
  pool: pg.Pool,
  source: string,
  day: string,
  prices: readonly SourcePrice[],
  batchSize: number,
): Promise<number> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`prices:${source}:${day}`]);
    const columns = await toPriceRows(client, source, day, prices);
    let written = 0;
    for (let from = 0; from < columns.productId.length; from += batchSize) {
      const counts = await upsertPricePoints(client, slice(columns, from, from + batchSize));
      written += counts.inserted + counts.updated;
    }
    return written;
  });
}

function countRun(
  products: readonly CatalogProductRef[],
  prices: readonly SourcePrice[],
  matchedByNumber: readonly string[],
  rowsWritten: number,
): RunCounts {
  const priced = new Set(prices.map((price) => price.productId));
  const pricedByLanguage: Record<string, number> = {};
  const unmatched: string[] = [];
  for (const product of products) {
    if (priced.has(product.id)) {
      pricedByLanguage[product.language] = (pricedByLanguage[product.language] ?? 0) + 1;
    } else {
      unmatched.push(product.id);
    }
  }
  return {
    requested: products.length,
    priced: priced.size,
    matchedByNumber: matchedByNumber.filter((id) => priced.has(id)).length,
    unmatched: unmatched.length,
    unmatchedSample: unmatched.slice(0, UNMATCHED_SAMPLE),
    pricedByLanguage,
    rowsWritten,
  };
}

/**
 * One source's run for a price day: fetch prices for the catalog, convert them to US cents at
 * the day's rates and write the day in one transaction, retrying the whole run on failure.
 * Every attempt and the outcome are recorded in price_source_runs.
 */
export async function runPriceSource(
  deps: PriceSourceDeps,
  source: PriceSource,
  options: RunOptions,
): Promise<RunSummary> {
  const maxAttempts = options.maxAttempts ?? 3;
  const runId = await startRun(deps.pool, source.name, options.day);
  const products = options.products ?? (await findCatalogProductRefs(deps.pool));
  let lastError = '';
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      const { prices, matchedByNumber } = await source.fetchPrices(products);
      const written = await writeDay(
        deps.pool,
        source.name,
        options.day,
        prices,
        options.batchSize ?? 5000,
      );
      const counts = countRun(products, prices, matchedByNumber, written);
      await recordAttempt(deps.pool, runId, null);
      await finishRun(deps.pool, runId, { status: 'ok', counts });
      deps.log.info(
        { source: source.name, day: options.day, ...counts, unmatchedSample: undefined },
        'price source run done',
      );
      return { runId, source: source.name, status: 'ok', ...counts };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await recordAttempt(deps.pool, runId, lastError);
      deps.log.warn({ source: source.name, attempt, err: lastError }, 'price source run failed');
      if (attempt < maxAttempts) {
        await sleep(options.retryDelayMs ?? 60_000);
      }
    }
  }
  await finishRun(deps.pool, runId, { status: 'failed', error: lastError });
  return { runId, source: source.name, status: 'failed', error: lastError };
}
