import type { InsightProduct, InsightsMeta } from '#core/insights/insights.schema.ts';
import type { Queryable } from '../db/executor.ts';

/** The product columns every insights list returns; `st` is insights_product_stats. */
export const PRODUCT_COLUMNS = `st.product_id, p.name, st.product_type, st.language, st.set_id,
  s.name AS set_name, st.series_id, s.series_name, p.image_url, st.variant, st.source,
  to_char(st.price_date, 'YYYY-MM-DD') AS price_date, st.market_cents`;
export const PRODUCT_JOINS = `JOIN catalog_products p ON p.id = st.product_id
  JOIN catalog_sets s ON s.id = st.set_id`;

export type ProductRow = {
  product_id: string;
  name: string;
  product_type: 'card' | 'sealed';
  language: InsightProduct['language'];
  set_id: string;
  set_name: string | null;
  series_id: string | null;
  series_name: string | null;
  image_url: string | null;
  variant: string;
  source: string;
  price_date: string;
  market_cents: number;
};

export function toProduct(row: ProductRow): InsightProduct {
  return {
    productId: row.product_id,
    name: row.name,
    productType: row.product_type,
    language: row.language,
    setId: row.set_id,
    setName: row.set_name,
    seriesId: row.series_id,
    seriesName: row.series_name,
    imageUrl: row.image_url,
    variant: row.variant,
    source: row.source,
    priceDate: row.price_date,
    marketCents: row.market_cents,
  };
}

/** WHERE conditions for the optional language / series / product type filters. */
export function filterConditions(
  filters: { language?: string; series?: string; productType?: string },
  params: unknown[],
): string[] {
  const conditions: string[] = [];
  const add = (column: string, value: string | undefined) => {
    if (value !== undefined) {
      params.push(value);
      conditions.push(`${column} = $${params.length}`);
    }
  };
  add('st.language', filters.language);
  add('st.series_id', filters.series);
  add('st.product_type', filters.productType);
  return conditions;
}

/** The last run's timestamp, newest price date and sources (simulated if any is). */
export async function readMeta(db: Queryable): Promise<InsightsMeta> {
  const { rows } = await db.query<{
    computed_at: Date;
    price_date: string | null;
    sources: string[];
  }>(
    `SELECT computed_at, to_char(price_date, 'YYYY-MM-DD') AS price_date, sources
     FROM insights_runs WHERE id = 1`,
  );
  const run = rows[0];
  if (!run) {
    return { computedAt: null, priceDate: null, sources: [], simulated: false };
  }
  return {
    computedAt: run.computed_at.toISOString(),
    priceDate: run.price_date,
    sources: run.sources,
    simulated: run.sources.includes('simulated'),
  };
}

/** The meta of a panel whose rows carry their own sources. */
export function metaFor(meta: InsightsMeta, sources: Iterable<string>): InsightsMeta {
  const list = [...new Set(sources)].sort();
  return list.length === 0
    ? meta
    : { ...meta, sources: list, simulated: list.includes('simulated') };
}
