import type pg from 'pg';
import { withTransaction } from '../lib/with-transaction.ts';
import { portfolioTotalsCte } from '../read-models/portfolio-totals-sql.ts';

// One set-based statement for every user (see portfolioTotalsCte), upserted on
// (user_id, binder_id, snapshot_date).
const RECORD_SQL = `
WITH ${portfolioTotalsCte()}
INSERT INTO portfolio_snapshots AS s (user_id, binder_id, snapshot_date, value_cents)
SELECT user_id, binder_id, $1::date, round(cents) FROM totals
ON CONFLICT ON CONSTRAINT portfolio_snapshots_day_unique
DO UPDATE SET value_cents = excluded.value_cents, created_at = now()`;

/** Serializes concurrent runs (several app processes), so upserts never deadlock. */
const SNAPSHOT_LOCK_KEY = 'cardfolio:portfolio-snapshots';

/**
 * Records every user's portfolio value for `day` (YYYY-MM-DD, a UTC day). Running it again for
 * the same day updates the same rows. Returns the number of rows written.
 */
export async function recordPortfolioSnapshots(pool: pg.Pool, day: string): Promise<number> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SNAPSHOT_LOCK_KEY]);
    const { rowCount } = await client.query(RECORD_SQL, [day]);
    return rowCount ?? 0;
  });
}

/** Whether any snapshot exists for `day`, or nobody has a collection item to record. */
export async function hasSnapshotsFor(pool: pg.Pool, day: string): Promise<boolean> {
  const { rows } = await pool.query<{ done: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM portfolio_snapshots WHERE snapshot_date = $1::date)
       OR NOT EXISTS (SELECT 1 FROM user_products WHERE NOT wishlist) AS done`,
    [day],
  );
  return rows[0]?.done ?? false;
}
