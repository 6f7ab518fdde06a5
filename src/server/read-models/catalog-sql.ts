import { sourceRankSql } from './source-priority-sql.ts';

// SQL shared by the catalog repositories: sets are built as json by PostgreSQL; products are
// rendered by product-json.ts from the columns of PRODUCT_COLUMNS_SQL.

/**
 * The latest price point (`price`) of product `p` with a market value: newest price_date, the
 * 'normal' printing before others, then by variant and PRICE_SOURCE_PRIORITY. The ORDER BY up to
 * the variant is the order of price_points_latest_market_index, so each product costs one index
 * descent (and a sort of that day's few sources).
 */
export const LATEST_PRICE_JOIN_SQL = `LEFT JOIN LATERAL (
    SELECT pp.market_cents, pp.price_date, pp.source, pp.variant
    FROM price_points pp
    WHERE pp.product_id = p.id AND pp.market_cents IS NOT NULL
    ORDER BY pp.price_date DESC NULLS LAST, (pp.variant <> 'normal'), pp.variant,
      ${sourceRankSql('pp.source')}, pp.source
    LIMIT 1
  ) price ON true`;

/**
 * LATEST_PRICE_JOIN_SQL's price read from product_latest_prices (each printing's newest market
 * price, refreshed after every price write): the same answer from the table whose updated_at
 * tells which products' prices changed, which the collection list relies on.
 */
export const LATEST_PRICE_FROM_CACHE_JOIN_SQL = `LEFT JOIN LATERAL (
    SELECT lp.market_cents, lp.price_date, lp.source
    FROM product_latest_prices lp
    WHERE lp.product_id = p.id AND lp.market_cents IS NOT NULL
    ORDER BY lp.price_date DESC, (lp.variant <> 'normal'), lp.variant, lp.source
    LIMIT 1
  ) price ON true`;

/** FROM clause for PRODUCT_COLUMNS_SQL: products `p` (from `table`), set `s`, latest price. */
export function productFromSql(
  table = 'catalog_products',
  priceJoin = LATEST_PRICE_JOIN_SQL,
): string {
  return `${table} p
  JOIN catalog_sets s ON s.id = p.set_id
  ${priceJoin}`;
}

/** FROM clause for SET_JSON_SQL: sets `s` with their number of cards. */
export const SET_FROM_SQL = `catalog_sets s
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS cards FROM catalog_products c
    WHERE c.set_id = s.id AND c.product_type = 'card'
  ) counted ON true`;

/** One CatalogSet (src/core/catalog/set.schema.ts) as json. */
export const SET_JSON_SQL = `json_build_object(
  'set_name_id', s.id,
  'id', s.id,
  'name', s.name,
  'set_name', s.name,
  'english_name', s.english_name,
  'abbreviation', s.abbreviation,
  'url_name', s.url_name,
  'image_url', s.logo_url || '.png',
  'symbol_url', s.symbol_url,
  'language', s.language,
  'locale', s.locale,
  'game', CASE s.language WHEN 'japanese' THEN 'Pokemon Japan'
    WHEN 'chinese' THEN 'Pokemon Chinese' ELSE 'Pokemon' END,
  'release_date', s.release_date,
  'series_id', s.series_id,
  'series_name', s.series_name,
  'card_count', counted.cards,
  'card_count_official', s.card_count_official
)`;

/** Newest first; undated sets last. */
export const SET_ORDER_SQL = 's.release_date DESC NULLS LAST, s.id';

/** A set's products: cards by number (2 before 10), then sealed products by name. */
export const PRODUCT_ORDER_SQL = `p.product_type,
  (substring(p.number from '^[0-9]+'))::numeric NULLS LAST, p.number, p.name, p.id`;
