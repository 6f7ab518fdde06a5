import { CORRECTION_SOURCE } from '#core/prices/source-priority.ts';
import type { Queryable } from '../../db/executor.ts';

export type CorrectedRow = { id: number; product_id: string; source: string };

export async function findPricePoint(db: Queryable, id: number): Promise<CorrectedRow | undefined> {
  const { rows } = await db.query<CorrectedRow>(
    'SELECT id::int AS id, product_id, source FROM price_points WHERE id = $1',
    [id],
  );
  return rows[0];
}

/**
 * Appends a correction of price point `id`: a new row for the same product, printing and day
 * with source 'correction', carrying the corrected row's quote facts. The corrected row is not
 * touched. Returns undefined when that day's printing already has a correction.
 */
export async function insertCorrection(
  db: Queryable,
  correction: { id: number; marketCents: number; reason: string },
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents,
       cgc10_cents, sgc10_cents, bgs10_cents, graded9_cents, graded8_cents, graded7_cents,
       currency, native_market_cents, units_per_usd, price_kind, supersedes_id, correction_reason,
       updated_at)
     SELECT product_id, variant, price_date, $4, $2, psa10_cents, cgc10_cents, sgc10_cents,
       bgs10_cents, graded9_cents, graded8_cents, graded7_cents, 'USD', $2, 1, price_kind, id, $3,
       date_trunc('milliseconds', now())
     FROM price_points WHERE id = $1
     ON CONFLICT (product_id, variant, price_date, source) DO NOTHING
     RETURNING id::int AS id`,
    [correction.id, correction.marketCents, correction.reason, CORRECTION_SOURCE],
  );
  return rows[0]?.id;
}
