import { CORRECTION_SOURCE } from '#core/prices/source-priority.ts';
import type { Queryable } from '../../db/executor.ts';

export type CorrectedRow = {
  id: number;
  product_id: string;
  source: string;
  market_cents: number | null;
};

export async function findPricePoint(db: Queryable, id: number): Promise<CorrectedRow | undefined> {
  const { rows } = await db.query<CorrectedRow>(
    'SELECT id::int AS id, product_id, source, market_cents FROM price_points WHERE id = $1',
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

/** The admin audit entry of a correction, in the correction's transaction (see audit/). */
export async function recordCorrection(
  db: Queryable,
  entry: {
    adminId: number;
    pricePointId: number;
    before: number | null;
    after: number;
    reason: string;
    correctionId: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit_log (admin_id, action, target_type, target_id, before, after)
     VALUES ($1, 'price.correct', 'price_point', $2, $3, $4)`,
    [
      entry.adminId,
      String(entry.pricePointId),
      JSON.stringify({ market_cents: entry.before }),
      JSON.stringify({
        market_cents: entry.after,
        reason: entry.reason,
        correction_id: entry.correctionId,
      }),
    ],
  );
}
