import type pg from 'pg';
import { toUsdCents } from '#core/money/convert.ts';
import type { ExchangeRates } from '#core/money/currency.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import {
  PRICE_AMOUNT_FIELDS,
  type PriceRow,
  parsePriceRow,
} from '#core/prices/price-import-row.ts';
import { createBatchWriter } from '../batch-writer.ts';
import { refreshLatestPrices } from '../latest-prices.ts';
import {
  addPriceRow,
  createPricePointColumns,
  getWriteStartTime,
  type PricePointColumns,
  type PricePointRow,
  upsertPricePoints,
} from '../price-points.repository.ts';
import { findRatesOn } from '../rates/exchange-rates.repository.ts';
import {
  detectPriceFileFormat,
  type PriceFileFormat,
  readPriceRecords,
} from './read-price-records.ts';

export const DEFAULT_IMPORT_SOURCE = 'import';

export type PriceImportOptions = {
  /** Source of rows without one (default 'import'). */
  source?: string;
  /** Forces the format instead of going by the extension. */
  format?: PriceFileFormat;
  batchSize?: number;
  /** Each bad row as `line N: reason`, and notices such as ignored columns. */
  onProblem?: (message: string) => void;
  /** Dates after this one's UTC+14 calendar date are in the future (default now). */
  now?: Date;
};

export type PriceImportSummary = {
  file: string;
  format: PriceFileFormat;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  bad: number;
  /** The first problems (all of them go to onProblem). */
  problems: string[];
  /** (product, variant) rows of product_latest_prices rewritten. */
  latestPricesRefreshed: number;
  ms: number;
};

const MAX_KEPT_PROBLEMS = 100;
// The date is "today" somewhere on Earth until it is today at UTC+14 (the last time zone).
const LATEST_TIME_ZONE_HOURS = 14;

async function loadProductIds(pool: pg.Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM catalog_products');
  return new Set(rows.map((row) => row.id));
}

function latestAllowedDate(now: Date): string {
  return toUtcDate(new Date(now.getTime() + LATEST_TIME_ZONE_HOURS * 3_600_000));
}

/**
 * Imports daily price points from a CSV (header row) or NDJSON file into price_points: bad
 * rows are reported with their line number and skipped, good rows are upserted in batches
 * (each batch one statement, so atomic), unchanged rows are left alone. Afterwards
 * product_latest_prices is refreshed for the pairs that changed.
 */
export async function importPriceFile(
  pool: pg.Pool,
  filePath: string,
  options: PriceImportOptions = {},
): Promise<PriceImportSummary> {
  const started = performance.now();
  const format = options.format ?? (await detectPriceFileFormat(filePath));
  const summary: PriceImportSummary = {
    file: filePath,
    format,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    bad: 0,
    problems: [],
    latestPricesRefreshed: 0,
    ms: 0,
  };
  const notify = (message: string) => {
    if (summary.problems.length < MAX_KEPT_PROBLEMS) {
      summary.problems.push(message);
    }
    options.onProblem?.(message);
  };
  const reportBad = (line: number, problem: string) => {
    summary.bad++;
    notify(`line ${line}: ${problem}`);
  };
  const context = {
    latestDate: latestAllowedDate(options.now ?? new Date()),
    defaultSource: options.source ?? DEFAULT_IMPORT_SOURCE,
  };
  const products = await loadProductIds(pool);
  const toUsdRow = createUsdConverter(pool);
  const firstLineOfKey = new Map<string, number>();
  const writeStart = await getWriteStartTime(pool);
  const writer = createBatchWriter((batch) => upsertPricePoints(pool, batch));
  let batch: PricePointColumns = createPricePointColumns();

  for await (const record of readPriceRecords(filePath, format, notify)) {
    summary.read++;
    if ('problem' in record) {
      reportBad(record.line, record.problem);
      continue;
    }
    const parsed = parsePriceRow(record.values, context);
    if ('problem' in parsed) {
      reportBad(record.line, parsed.problem);
      continue;
    }
    const { row } = parsed;
    if (!products.has(row.productId)) {
      reportBad(record.line, `unknown product_id "${row.productId}"`);
      continue;
    }
    const key = `${row.productId}\n${row.variant}\n${row.priceDate}\n${row.source}`;
    const firstLine = firstLineOfKey.get(key);
    if (firstLine !== undefined) {
      reportBad(
        record.line,
        `same product_id, variant, date and source as line ${firstLine} (kept the first)`,
      );
      continue;
    }
    const converted = await toUsdRow(row);
    if ('problem' in converted) {
      reportBad(record.line, converted.problem);
      continue;
    }
    firstLineOfKey.set(key, record.line);
    addPriceRow(batch, converted.row);
    if (batch.productId.length >= (options.batchSize ?? 5000)) {
      await writer.write(batch);
      batch = createPricePointColumns();
    }
  }
  await writer.write(batch);
  const totals = await writer.finish();
  Object.assign(summary, totals);
  if (totals.inserted + totals.updated > 0) {
    summary.latestPricesRefreshed = await refreshLatestPrices(pool, { changedSince: writeStart });
  }
  summary.ms = performance.now() - started;
  return summary;
}

/** The summary as the CLI prints it. */
export function formatPriceImportSummary(summary: PriceImportSummary): string {
  const imported = summary.inserted + summary.updated;
  return [
    `${summary.file} (${summary.format})`,
    `rows read ${summary.read}, imported ${imported} (new ${summary.inserted}, changed ${summary.updated}), unchanged ${summary.unchanged}, bad ${summary.bad}`,
    `latest prices refreshed for ${summary.latestPricesRefreshed} product printings`,
    `${(summary.ms / 1000).toFixed(2)} s`,
  ].join('\n');
}

/**
 * Rows quoted in another currency are stored in US cents at the rate of their day (the newest
 * on or before it), keeping the quote and the rate (decision 017).
 */
function createUsdConverter(pool: pg.Pool) {
  const ratesByDate = new Map<string, Promise<ExchangeRates>>();
  return async (row: PriceRow): Promise<{ row: PricePointRow } | { problem: string }> => {
    if (row.currency === 'USD') {
      return { row };
    }
    let rates = ratesByDate.get(row.priceDate);
    if (!rates) {
      rates = findRatesOn(pool, row.priceDate);
      ratesByDate.set(row.priceDate, rates);
    }
    const rate = (await rates).units_per_usd[row.currency];
    if (rate === undefined) {
      return {
        problem: `no ${row.currency} rate to USD on or before ${row.priceDate} (load exchange rates first)`,
      };
    }
    const converted: PricePointRow = {
      ...row,
      nativeMarketCents: row.marketCents,
      unitsPerUsd: rate,
    };
    for (const [, key] of PRICE_AMOUNT_FIELDS) {
      const native = row[key];
      converted[key] = native === null ? null : toUsdCents(native, rate);
    }
    return { row: converted };
  };
}
