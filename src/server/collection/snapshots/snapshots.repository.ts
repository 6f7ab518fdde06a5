import type { Queryable } from '../../db/executor.ts';
import { portfolioTotalsCte } from '../../read-models/portfolio-totals-sql.ts';
import { sourceRankSql } from '../../read-models/source-priority-sql.ts';
import { itemPricesSql, unitValueCentsSql } from '../../read-models/valuation-sql.ts';

/** How far back a new user's chart is computed from price history. */
export const BACKFILL_DAYS = 400;

export type SnapshotRow = { day: string; valueCents: number; binderId: number | null };

const LADDER_COLUMNS = ['psa10', 'cgc10', 'sgc10', 'bgs10', 'graded9', 'graded8', 'graded7']
  .map((column) => `pp.${column}_cents`)
  .join(', ');

// The value history of the user's current non-wishlist items, per day, for the whole
// collection (binder_id null) and each binder, on the days before that series' first stored
// snapshot. Each item follows its price row's printing (see itemPricesSql); the last
// known price of a printing is carried forward day by day. The days (before today) are saved,
// so the work is done once per user. $1 user, $2 today, $3 window days.
const BACKFILL_SQL = `
WITH items AS (
  SELECT ip.binder_id, ip.quantity, ip.graded, ip.grading_company, ip.grade_score, ip.condition,
    ip.price_product_id AS product_id, ip.price_variant AS variant
  FROM (${itemPricesSql('up.user_id = $1 AND NOT up.wishlist')}) ip
  WHERE ip.price_variant IS NOT NULL
),
series AS (
  SELECT NULL::integer AS binder_id, (SELECT min(snapshot_date) FROM portfolio_snapshots
    WHERE user_id = $1 AND binder_id IS NULL) AS first_day
  UNION ALL
  SELECT b.id, (SELECT min(ps.snapshot_date) FROM portfolio_snapshots ps
    WHERE ps.user_id = $1 AND ps.binder_id = b.id)
  FROM binders b WHERE b.user_id = $1
),
bounds AS (
  SELECT $2::date - ($3::int - 1) AS window_start,
    (SELECT max(least(first_day, $2::date)) - 1 FROM series) AS last_day
),
pairs AS (SELECT DISTINCT product_id, variant FROM items),
-- Demo databases: simulated days not stored in price_points, computed by the caller ($4).
demo AS (
  SELECT s->>'p' AS product_id, s->>'v' AS variant,
    (s->>'start')::date + (day.ord::int - 1) AS price_date, (day.v->>0)::int AS market_cents,
    ${LADDER_COLUMNS.split(', ')
      .map((column, index) => `(day.v->>${index + 1})::int AS ${column.slice(3)}`)
      .join(', ')}, NULL::jsonb AS condition_cents
  FROM jsonb_array_elements($4::jsonb) s
  CROSS JOIN LATERAL jsonb_array_elements(s->'days') WITH ORDINALITY day(v, ord)
),
-- Per printing (index range scans): its prices in the window, plus the last one before the
-- window, which carries in. One price per day (the first source by PRICE_SOURCE_PRIORITY, as in the cache).
points AS (
  SELECT pairs.product_id, pairs.variant, pp.*
  FROM pairs CROSS JOIN bounds
  CROSS JOIN LATERAL (
    SELECT DISTINCT ON (pp.price_date) pp.price_date, pp.market_cents, ${LADDER_COLUMNS},
      pp.condition_cents
    FROM price_points pp
    WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
      AND pp.market_cents IS NOT NULL
      AND pp.price_date BETWEEN bounds.window_start AND bounds.last_day
    ORDER BY pp.price_date, ${sourceRankSql('pp.source')}, pp.source
  ) pp
  WHERE bounds.last_day >= bounds.window_start
  UNION ALL
  SELECT pairs.product_id, pairs.variant, pp.*
  FROM pairs CROSS JOIN bounds
  CROSS JOIN LATERAL (
    SELECT pp.price_date, pp.market_cents, ${LADDER_COLUMNS},
      pp.condition_cents
    FROM price_points pp
    WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
      AND pp.market_cents IS NOT NULL AND pp.price_date < bounds.window_start
    ORDER BY pp.price_date DESC, ${sourceRankSql('pp.source')}, pp.source
    LIMIT 1
  ) pp
  WHERE bounds.last_day >= bounds.window_start
  UNION ALL
  SELECT demo.* FROM demo CROSS JOIN bounds
  WHERE demo.price_date BETWEEN bounds.window_start AND bounds.last_day
),
ranges AS (
  SELECT points.*, coalesce(lead(price_date) OVER (PARTITION BY product_id, variant
    ORDER BY price_date) - 1, bounds.last_day) AS valid_to
  FROM points, bounds
),
item_ranges AS MATERIALIZED (
  SELECT i.binder_id, greatest(r.price_date, bounds.window_start) AS valid_from, r.valid_to,
    i.quantity * coalesce(${unitValueCentsSql('i', 'r')}, 0) AS cents
  FROM items i
  JOIN ranges r ON r.product_id = i.product_id AND r.variant = i.variant
  CROSS JOIN bounds
),
daily AS (
  SELECT d.day::date AS day, ir.binder_id, sum(ir.cents) AS cents
  FROM item_ranges ir
  CROSS JOIN LATERAL generate_series(ir.valid_from, ir.valid_to, interval '1 day') AS d(day)
  GROUP BY 1, 2
),
whole AS (SELECT day, sum(cents) AS cents FROM daily GROUP BY day),
totals AS (
  SELECT s.binder_id, w.day,
    CASE WHEN s.binder_id IS NULL THEN w.cents ELSE coalesce(d.cents, 0) END AS cents
  FROM series s
  JOIN whole w ON s.first_day IS NULL OR w.day < s.first_day
  LEFT JOIN daily d ON d.day = w.day AND d.binder_id = s.binder_id
)
INSERT INTO portfolio_snapshots (user_id, binder_id, snapshot_date, value_cents)
SELECT $1, binder_id, day, round(cents) FROM totals
ON CONFLICT ON CONSTRAINT portfolio_snapshots_day_unique DO NOTHING`;

// Today's live value of the user's series that have no snapshot for today yet. $1 user, $2 today.
const LIVE_TODAY_SQL = `
WITH ${portfolioTotalsCte('$1')}
SELECT $2::text AS day, round(cents)::float8 AS "valueCents", binder_id AS "binderId"
FROM totals
WHERE NOT EXISTS (SELECT 1 FROM portfolio_snapshots ps WHERE ps.user_id = $1
  AND ps.binder_id IS NOT DISTINCT FROM totals.binder_id AND ps.snapshot_date = $2::date)`;

/**
 * Fills in the days before a user's first snapshots from price history (see BACKFILL_SQL),
 * plus simulated days a demo database computes instead of storing (see demoSeriesForUser).
 */
export async function backfillSnapshots(
  db: Queryable,
  userId: number,
  today: string,
  demoSeries: readonly unknown[] = [],
) {
  await db.query(BACKFILL_SQL, [userId, today, BACKFILL_DAYS, JSON.stringify(demoSeries)]);
}

/** Today's current values of the user's series the daily job has not recorded yet. */
export async function findLiveTodaySnapshots(
  db: Queryable,
  userId: number,
  today: string,
): Promise<SnapshotRow[]> {
  const { rows } = await db.query<SnapshotRow>(LIVE_TODAY_SQL, [userId, today]);
  return rows;
}

/** The user's stored snapshots (of one binder, or all), oldest first, whole collection first. */
export async function findSnapshots(
  db: Queryable,
  userId: number,
  binderId?: number,
): Promise<SnapshotRow[]> {
  const { rows } = await db.query<SnapshotRow>(
    `SELECT to_char(snapshot_date, 'YYYY-MM-DD') AS day, value_cents::float8 AS "valueCents",
       binder_id AS "binderId"
     FROM portfolio_snapshots
     WHERE user_id = $1 AND ($2::int IS NULL OR binder_id = $2)
     ORDER BY snapshot_date, binder_id NULLS FIRST`,
    [userId, binderId ?? null],
  );
  return rows;
}
