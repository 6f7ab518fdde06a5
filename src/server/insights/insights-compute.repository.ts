import {
  MARKET_INDEX_CARDS_PER_SERIES,
  PERCENT_MOVER_MIN_BASE_CENTS,
  TYPICAL_MSRP_CENTS,
  TYPICAL_MSRP_SERIES,
  TYPICAL_MSRP_SOURCE,
} from '#core/insights/typical-msrp.ts';
import type { Queryable } from '../db/executor.ts';

/** Fills msrp_cents from the typical-MSRP table where the catalog has no MSRP of its own. */
export async function fillTypicalMsrps(db: Queryable): Promise<number> {
  const types = Object.keys(TYPICAL_MSRP_CENTS);
  const cents = types.map((type) => TYPICAL_MSRP_CENTS[type] ?? 0);
  const { rowCount } = await db.query(
    `UPDATE catalog_products p SET msrp_cents = t.cents, msrp_source = $3
     FROM unnest($1::text[], $2::int[]) AS t(sealed_type, cents), catalog_sets s
     WHERE p.product_type = 'sealed' AND p.sealed_type = t.sealed_type AND s.id = p.set_id
       AND s.series_id = ANY($4::text[])
       AND (p.msrp_cents IS NULL OR p.msrp_source = $3)
       AND p.msrp_cents IS DISTINCT FROM t.cents`,
    [types, cents, TYPICAL_MSRP_SOURCE, [...TYPICAL_MSRP_SERIES]],
  );
  return rowCount ?? 0;
}

// A past price: the same printing and source, on or before `days` earlier, at most a week older.
const pastPrice = (days: number) => `(
  SELECT pp.market_cents FROM price_points pp
  WHERE pp.product_id = c.product_id AND pp.variant = c.variant AND pp.source = c.source
    AND pp.market_cents IS NOT NULL
    AND pp.price_date <= c.price_date - ${days}
    AND pp.price_date >= c.price_date - ${days + 7}
  ORDER BY pp.price_date DESC LIMIT 1)`;

const percent = (column: string) => `CASE WHEN st.${column} >= ${PERCENT_MOVER_MIN_BASE_CENTS}
  THEN (st.market_cents - st.${column})::float8 / st.${column} * 100 END`;

/**
 * One row per priced product from its catalog printing (normal first, else the first other
 * printing by name, as the catalog price does), with its past prices and graded ladder.
 */
export async function writeProductStats(db: Queryable): Promise<number> {
  await db.query('DELETE FROM insights_product_stats');
  const { rowCount } = await db.query(
    `WITH chosen AS (
       SELECT DISTINCT ON (l.product_id) l.*
       FROM product_latest_prices l
       WHERE l.market_cents IS NOT NULL
       ORDER BY l.product_id, (l.variant <> 'normal'), l.variant
     ), c AS (
       SELECT chosen.*, p.product_type, p.language, p.set_id, s.series_id
       FROM chosen JOIN catalog_products p ON p.id = chosen.product_id
       JOIN catalog_sets s ON s.id = p.set_id
     )
     INSERT INTO insights_product_stats (product_id, product_type, language, series_id, set_id,
       variant, source, price_date, market_cents, cents_1d, cents_7d, cents_30d, cents_90d,
       cents_365d, psa10_cents, cgc10_cents, sgc10_cents, bgs10_cents, graded9_cents,
       graded8_cents, graded7_cents, psa10_multiplier, computed_at)
     SELECT c.product_id, c.product_type, c.language, c.series_id, c.set_id, c.variant, c.source,
       c.price_date, c.market_cents, ${pastPrice(1)}, ${pastPrice(7)}, ${pastPrice(30)},
       ${pastPrice(90)}, ${pastPrice(365)}, c.psa10_cents, c.cgc10_cents, c.sgc10_cents,
       c.bgs10_cents, c.graded9_cents, c.graded8_cents, c.graded7_cents,
       CASE WHEN c.market_cents > 0 AND c.psa10_cents IS NOT NULL
         THEN c.psa10_cents::float8 / c.market_cents END,
       now()
     FROM c`,
  );
  await db.query(
    `WITH ranked AS (
       SELECT product_id, row_number() OVER (PARTITION BY language, series_id
         ORDER BY market_cents DESC, product_id) AS rank
       FROM insights_product_stats WHERE product_type = 'card' AND series_id IS NOT NULL
     )
     UPDATE insights_product_stats st SET
       series_rank = ranked.rank,
       change_1d_cents = st.market_cents - st.cents_1d,
       change_7d_cents = st.market_cents - st.cents_7d,
       change_30d_cents = st.market_cents - st.cents_30d,
       change_1d_pct = ${percent('cents_1d')},
       change_7d_pct = ${percent('cents_7d')},
       change_30d_pct = ${percent('cents_30d')},
       psa10_premium_cents = CASE WHEN st.market_cents >= 100
         THEN st.psa10_cents - st.market_cents END,
       psa10_multiplier = CASE WHEN st.market_cents >= 100 THEN st.psa10_multiplier END,
       msrp_cents = CASE WHEN p.msrp_cents > 0 THEN p.msrp_cents END
     FROM insights_product_stats base LEFT JOIN ranked ON ranked.product_id = base.product_id
     JOIN catalog_products p ON p.id = base.product_id
     WHERE base.product_id = st.product_id`,
  );
  return rowCount ?? 0;
}

/** Each set's value per day over the last year: its cards' catalog-printing prices summed. */
export async function writeSetDaily(db: Queryable): Promise<number> {
  await db.query('DELETE FROM insights_set_daily');
  const { rowCount } = await db.query(
    `INSERT INTO insights_set_daily (set_id, day, value_cents, cards_priced)
     SELECT st.set_id, pp.price_date, sum(pp.market_cents), count(*)
     FROM insights_product_stats st
     JOIN price_points pp ON pp.product_id = st.product_id AND pp.variant = st.variant
       AND pp.source = st.source AND pp.market_cents IS NOT NULL
       AND pp.price_date > st.price_date - 366 AND pp.price_date <= st.price_date
     WHERE st.product_type = 'card'
     GROUP BY st.set_id, pp.price_date`,
  );
  return rowCount ?? 0;
}

/** Series and language totals per day, so their charts read one row per day. */
export async function writeGroupDaily(db: Queryable): Promise<number> {
  await db.query('DELETE FROM insights_group_daily');
  const { rowCount } = await db.query(
    `WITH days AS (
       SELECT ss.language, coalesce(ss.series_id, '') AS series_id, d.day, d.value_cents,
         d.cards_priced
       FROM insights_set_daily d JOIN insights_set_stats ss ON ss.set_id = d.set_id
     )
     INSERT INTO insights_group_daily (kind, language, series_id, day, value_cents, cards_priced)
     SELECT 'series', language, series_id, day, sum(value_cents), sum(cards_priced)
     FROM days GROUP BY language, series_id, day
     UNION ALL
     SELECT 'language', language, '', day, sum(value_cents), sum(cards_priced)
     FROM days GROUP BY language, day
     UNION ALL
     SELECT 'language', 'all', '', day, sum(value_cents), sum(cards_priced)
     FROM days GROUP BY day`,
  );
  return rowCount ?? 0;
}

const likeForLike = (column: string) =>
  `sum(st.market_cents - st.${column}) FILTER (WHERE st.product_type = 'card' AND st.${column} IS NOT NULL),
   sum(st.${column}) FILTER (WHERE st.product_type = 'card' AND st.${column} IS NOT NULL)`;

/** Per set: card value now, like-for-like changes over 1M/3M/1Y, and sealed market vs MSRP. */
export async function writeSetStats(db: Queryable): Promise<number> {
  await db.query('DELETE FROM insights_set_stats');
  const { rowCount } = await db.query(
    `INSERT INTO insights_set_stats (set_id, language, series_id, value_cents, cards_priced,
       change_1m_cents, change_1m_base_cents, change_3m_cents, change_3m_base_cents,
       change_1y_cents, change_1y_base_cents, sealed_priced, sealed_with_msrp,
       sealed_market_cents, sealed_msrp_cents, price_date, computed_at)
     SELECT st.set_id, min(st.language), min(st.series_id),
       coalesce(sum(st.market_cents) FILTER (WHERE st.product_type = 'card'), 0),
       count(*) FILTER (WHERE st.product_type = 'card'),
       ${likeForLike('cents_30d')}, ${likeForLike('cents_90d')}, ${likeForLike('cents_365d')},
       count(*) FILTER (WHERE st.product_type = 'sealed'),
       count(p.msrp_cents) FILTER (WHERE st.product_type = 'sealed'),
       sum(st.market_cents) FILTER (WHERE st.product_type = 'sealed' AND p.msrp_cents IS NOT NULL),
       sum(p.msrp_cents) FILTER (WHERE st.product_type = 'sealed'),
       max(st.price_date), now()
     FROM insights_product_stats st JOIN catalog_products p ON p.id = st.product_id
     GROUP BY st.set_id`,
  );
  return rowCount ?? 0;
}

/**
 * The market index: per language, a fixed basket of the most valuable cards of each series
 * among those with at least a month of prices; its summed price on every day on which every
 * basket card has a price ('all' is the union of the three baskets). Returns the basket size.
 */
export async function writeMarketIndex(db: Queryable): Promise<number> {
  await db.query('DELETE FROM insights_market_index');
  const { rows } = await db.query<{ size: number }>(
    `WITH ranked AS (
       SELECT st.*, row_number() OVER (
         PARTITION BY st.language, st.series_id ORDER BY st.market_cents DESC, st.product_id) AS rank
       FROM insights_product_stats st
       WHERE st.product_type = 'card' AND st.cents_30d IS NOT NULL
     ), basket AS (
       SELECT product_id, variant, source, language FROM ranked WHERE rank <= $1
       UNION ALL
       SELECT product_id, variant, source, 'all' FROM ranked WHERE rank <= $1
     ), sizes AS (
       SELECT language, count(*) AS size FROM basket GROUP BY language
     ), daily AS (
       SELECT b.language, pp.price_date AS day, sum(pp.market_cents) AS value, count(*) AS n
       FROM basket b JOIN price_points pp ON pp.product_id = b.product_id
         AND pp.variant = b.variant AND pp.source = b.source AND pp.market_cents IS NOT NULL
       GROUP BY b.language, pp.price_date
     ), inserted AS (
       INSERT INTO insights_market_index (language, day, value_cents, products)
       SELECT d.language, d.day, d.value, d.n FROM daily d
       JOIN sizes s ON s.language = d.language AND d.n = s.size
     )
     SELECT coalesce((SELECT size FROM sizes WHERE language = 'all'), 0)::int AS size`,
    [MARKET_INDEX_CARDS_PER_SERIES],
  );
  return rows[0]?.size ?? 0;
}

export async function writeRun(db: Queryable, basketSize: number, ms: number): Promise<void> {
  await db.query(
    `INSERT INTO insights_runs (id, computed_at, price_date, sources, basket_size, ms)
     SELECT 1, now(), max(price_date), coalesce(array_agg(DISTINCT source), '{}'), $1, $2
     FROM insights_product_stats
     ON CONFLICT (id) DO UPDATE SET computed_at = excluded.computed_at,
       price_date = excluded.price_date, sources = excluded.sources,
       basket_size = excluded.basket_size, ms = excluded.ms`,
    [basketSize, Math.round(ms)],
  );
}

export async function hasInsights(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM insights_runs) AS found',
  );
  return rows[0]?.found ?? false;
}
