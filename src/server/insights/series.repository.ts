import type { InsightsLanguage } from '#core/insights/insights.schema.ts';
import type { Queryable } from '../db/executor.ts';

export type SetStatsRow = {
  set_id: string;
  set_name: string | null;
  language: InsightsLanguage;
  series_id: string | null;
  series_name: string | null;
  release_date: string | null;
  value_cents: string;
  cards_priced: number;
  change_1m_cents: string | null;
  change_1m_base_cents: string | null;
  change_3m_cents: string | null;
  change_3m_base_cents: string | null;
  change_1y_cents: string | null;
  change_1y_base_cents: string | null;
  sealed_priced: number;
  sealed_with_msrp: number;
  sealed_market_cents: string | null;
  sealed_msrp_cents: string | null;
};

/** Every set with priced products, newest release first. */
export async function findSetStats(
  db: Queryable,
  filters: { language?: string; series?: string },
): Promise<SetStatsRow[]> {
  const { rows } = await db.query<SetStatsRow>(
    `SELECT ss.set_id, s.name AS set_name, ss.language, ss.series_id, s.series_name,
       to_char(s.release_date, 'YYYY-MM-DD') AS release_date, ss.value_cents, ss.cards_priced,
       ss.change_1m_cents, ss.change_1m_base_cents, ss.change_3m_cents, ss.change_3m_base_cents,
       ss.change_1y_cents, ss.change_1y_base_cents, ss.sealed_priced, ss.sealed_with_msrp,
       ss.sealed_market_cents, ss.sealed_msrp_cents
     FROM insights_set_stats ss JOIN catalog_sets s ON s.id = ss.set_id
     WHERE ($1::text IS NULL OR ss.language = $1) AND ($2::text IS NULL OR ss.series_id = $2)
     ORDER BY s.release_date DESC NULLS LAST, ss.set_id`,
    [filters.language ?? null, filters.series ?? null],
  );
  return rows;
}

/**
 * A set's value per day, else a series' (in one language or summed over them), else a
 * language's (or every language's), oldest first.
 */
export async function findValueHistory(
  db: Queryable,
  filters: { set?: string; series?: string; language?: string },
): Promise<{ date: string; valueCents: number; cardsPriced: number }[]> {
  const language = filters.language ?? null;
  const query = filters.set
    ? {
        text: `SELECT day, value_cents, cards_priced FROM insights_set_daily
               WHERE set_id = $1 AND ($2::text IS NULL OR set_id IN
                 (SELECT set_id FROM insights_set_stats WHERE language = $2))`,
        values: [filters.set, language],
      }
    : filters.series
      ? {
          text: `SELECT day, sum(value_cents) AS value_cents, sum(cards_priced) AS cards_priced
                 FROM insights_group_daily
                 WHERE kind = 'series' AND series_id = $1 AND ($2::text IS NULL OR language = $2)
                 GROUP BY day`,
          values: [filters.series, language],
        }
      : {
          text: `SELECT day, value_cents, cards_priced FROM insights_group_daily
                 WHERE kind = 'language' AND language = $1 AND series_id = ''`,
          values: [language ?? 'all'],
        };
  const { rows } = await db.query<{ day: string; value_cents: string; cards_priced: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, value_cents, cards_priced
     FROM (${query.text}) q ORDER BY q.day`,
    query.values,
  );
  return rows.map((row) => ({
    date: row.day,
    valueCents: Number(row.value_cents),
    cardsPriced: Number(row.cards_priced),
  }));
}

export type RoiRow = {
  set_id: string;
  set_name: string | null;
  release_date: string | null;
  product_id: string;
  name: string;
  sealed_type: string | null;
  market_cents: number;
  msrp_cents: number;
  msrp_source: string | null;
  price_date: string;
  source: string;
};

/** Priced sealed products with an MSRP in one language, for the ROI-per-set view. */
export async function findRoiProducts(db: Queryable, language: string): Promise<RoiRow[]> {
  const { rows } = await db.query<RoiRow>(
    `SELECT st.set_id, s.name AS set_name, to_char(s.release_date, 'YYYY-MM-DD') AS release_date,
       st.product_id, p.name, p.sealed_type, st.market_cents, p.msrp_cents, p.msrp_source,
       to_char(st.price_date, 'YYYY-MM-DD') AS price_date, st.source
     FROM insights_product_stats st JOIN catalog_products p ON p.id = st.product_id
     JOIN catalog_sets s ON s.id = st.set_id
     WHERE st.msrp_cents IS NOT NULL AND st.language = $1
     ORDER BY st.set_id, st.product_id`,
    [language],
  );
  return rows;
}
