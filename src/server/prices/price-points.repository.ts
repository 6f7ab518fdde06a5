import type { PriceRow } from '#core/prices/price-import-row.ts';
import type { Queryable } from '../db/executor.ts';

/** A batch of price_points rows, column by column (one array per column, same length). */
export type PricePointColumns = {
  productId: string[];
  variant: string[];
  priceDate: string[];
  source: string[];
  marketCents: (number | null)[];
  psa10Cents: (number | null)[];
  cgc10Cents: (number | null)[];
  sgc10Cents: (number | null)[];
  bgs10Cents: (number | null)[];
  graded9Cents: (number | null)[];
  graded8Cents: (number | null)[];
  graded7Cents: (number | null)[];
  currency: string[];
  /** The market price as quoted, in cents of `currency`. */
  nativeMarketCents: (number | null)[];
  /** The day's rate: units of `currency` per US dollar. */
  unitsPerUsd: number[];
  /** What the source says of the price (decision 080); null when it says nothing. */
  priceKind: (string | null)[];
  salesCount: (number | null)[];
  lastSaleDate: (string | null)[];
  /** Per-condition US cents as JSON text ('{"NM":1234}'). */
  conditionCents: (string | null)[];
};

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

const COLUMN_KEYS = [
  'productId',
  'variant',
  'priceDate',
  'source',
  'marketCents',
  'psa10Cents',
  'cgc10Cents',
  'sgc10Cents',
  'bgs10Cents',
  'graded9Cents',
  'graded8Cents',
  'graded7Cents',
  'currency',
  'nativeMarketCents',
  'unitsPerUsd',
  'priceKind',
  'salesCount',
  'lastSaleDate',
  'conditionCents',
] as const satisfies readonly (keyof PricePointColumns)[];

const VALUE_COLUMNS = [
  'market_cents',
  'psa10_cents',
  'cgc10_cents',
  'sgc10_cents',
  'bgs10_cents',
  'graded9_cents',
  'graded8_cents',
  'graded7_cents',
  'currency',
  'native_market_cents',
  'units_per_usd',
  'price_kind',
  'sales_count',
  'last_sale_date',
  'condition_cents',
];

// One statement per batch, the rows as one array per column (unnest), so a batch costs 15
// parameters whatever its size (19 with the price's facts). A row whose values did not change is neither written nor
// re-stamped: updated_at (which the sync ETag watches) moves only on real changes.
const UPSERT_SQL = `WITH written AS (
  INSERT INTO price_points AS t (product_id, variant, price_date, source, ${VALUE_COLUMNS.join(', ')},
    updated_at)
  SELECT u.*, date_trunc('milliseconds', now())
  FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::int[], $6::int[], $7::int[],
    $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::text[], $14::int[],
    $15::float8[], $16::text[], $17::int[], $18::date[], $19::jsonb[]) AS u
  ON CONFLICT (product_id, variant, price_date, source) DO UPDATE SET
    ${VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
    updated_at = excluded.updated_at
  WHERE (${VALUE_COLUMNS.map((column) => `t.${column}`).join(', ')})
    IS DISTINCT FROM (${VALUE_COLUMNS.map((column) => `excluded.${column}`).join(', ')})
  RETURNING (xmax = 0) AS inserted
)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
  count(*) FILTER (WHERE NOT inserted)::int AS updated
FROM written`;

export function createPricePointColumns(): PricePointColumns {
  return Object.fromEntries(COLUMN_KEYS.map((key) => [key, []])) as unknown as PricePointColumns;
}

/** A row whose amounts are US cents already; a USD row quotes its market price at rate 1. */
export type PricePointRow = PriceRow & {
  nativeMarketCents?: number | null;
  unitsPerUsd?: number;
  priceKind?: string | null;
  salesCount?: number | null;
  lastSaleDate?: string | null;
  conditionCents?: Record<string, number> | null;
};

export function addPriceRow(columns: PricePointColumns, row: PricePointRow): void {
  const { conditionCents, ...rest } = row;
  const full = {
    nativeMarketCents: row.marketCents,
    unitsPerUsd: 1,
    priceKind: null,
    salesCount: null,
    lastSaleDate: null,
    ...rest,
    conditionCents: conditionCents ? JSON.stringify(conditionCents) : null,
  };
  for (const key of COLUMN_KEYS) {
    (columns[key] as unknown[]).push(full[key]);
  }
}

/**
 * Inserts or updates one batch in one statement (atomic: all of it or nothing). Keys
 * (product_id, variant, price_date, source) must be unique within the batch.
 */
export async function upsertPricePoints(
  db: Queryable,
  columns: PricePointColumns,
): Promise<UpsertCounts> {
  const total = columns.productId.length;
  if (total === 0) {
    return { inserted: 0, updated: 0, unchanged: 0 };
  }
  const { rows } = await db.query<{ inserted: number; updated: number }>(
    UPSERT_SQL,
    COLUMN_KEYS.map((key) => columns[key]),
  );
  const inserted = rows[0]?.inserted ?? 0;
  const updated = rows[0]?.updated ?? 0;
  return { inserted, updated, unchanged: total - inserted - updated };
}

/** The database's clock, just before a run writes: rows it writes are stamped after this. */
export async function getWriteStartTime(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ at: Date }>(
    `SELECT date_trunc('milliseconds', now()) - interval '1 millisecond' AS at`,
  );
  return rows[0]?.at ?? new Date(0);
}
