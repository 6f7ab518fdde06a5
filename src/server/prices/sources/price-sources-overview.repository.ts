import type { PriceCoverage, PriceSourceRun } from '#core/prices/price-sources.schema.ts';
import type { Queryable } from '../../db/executor.ts';

/** The newest runs, newest first. */
export async function findRecentRuns(db: Queryable, limit: number): Promise<PriceSourceRun[]> {
  const { rows } = await db.query<PriceSourceRun>(
    `SELECT id::int AS id, source, price_date::text AS price_date, status, attempts, requested,
       priced, matched_by_number, unmatched, unmatched_sample, priced_by_language, rows_written,
       error, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
       to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at
     FROM price_source_runs ORDER BY started_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/**
 * Per language: catalog products, those with a latest price (any printing), and the source of
 * each product's newest price.
 */
export async function findPriceCoverage(db: Queryable): Promise<PriceCoverage[]> {
  const { rows } = await db.query<{
    language: string;
    products: number;
    source: string | null;
    priced: number;
  }>(
    `WITH latest AS (
       SELECT DISTINCT ON (product_id) product_id, source FROM product_latest_prices
       ORDER BY product_id, price_date DESC, source
     )
     SELECT p.language, latest.source, count(*)::int AS products,
       count(latest.product_id)::int AS priced
     FROM catalog_products p LEFT JOIN latest ON latest.product_id = p.id
     GROUP BY p.language, latest.source ORDER BY p.language, latest.source`,
  );
  const byLanguage = new Map<string, PriceCoverage>();
  for (const row of rows) {
    const entry = byLanguage.get(row.language) ?? {
      language: row.language,
      products: 0,
      priced: 0,
      by_source: {},
    };
    entry.products += row.products;
    entry.priced += row.priced;
    if (row.source) {
      entry.by_source[row.source] = row.priced;
    }
    byLanguage.set(row.language, entry);
  }
  return [...byLanguage.values()];
}
