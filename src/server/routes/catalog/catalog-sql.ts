// SQL shared by the catalog repositories. PostgreSQL builds the API objects itself
// (json_build_object), so every endpoint and the 50k-row sync feed emit identical shapes.

/** A timestamptz as an ISO string in UTC: milliseconds, or microseconds when it has them. */
export function isoTimestampSql(column: string): string {
  return `CASE WHEN date_trunc('milliseconds', ${column}) = ${column}
    THEN to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ELSE to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END`;
}

/**
 * The latest price point (`price`) of product `p` with a market value: newest price_date, the 'normal' printing before
 * others, then by variant and source name.
 */
export const LATEST_PRICE_JOIN_SQL = `LEFT JOIN LATERAL (
    SELECT pp.market_cents, pp.price_date, pp.source
    FROM price_points pp
    WHERE pp.product_id = p.id AND pp.market_cents IS NOT NULL
    ORDER BY pp.price_date DESC, (pp.variant = 'normal') DESC, pp.variant, pp.source
    LIMIT 1
  ) price ON true`;

/** FROM clause for PRODUCT_JSON_SQL: products `p`, their set `s`, their latest price. */
export const PRODUCT_FROM_SQL = `catalog_products p
  JOIN catalog_sets s ON s.id = p.set_id
  ${LATEST_PRICE_JOIN_SQL}`;

/** One TcgProduct (src/core/catalog/product.schema.ts) as json. */
export const PRODUCT_JSON_SQL = `json_build_object(
  'product_id', p.id,
  'product_name', p.name,
  'number', p.number,
  'set_name', s.name,
  'set_id', p.set_id,
  'set_code', s.tcgdex_id,
  'set_abbrv', s.abbreviation,
  'game', CASE p.language WHEN 'japanese' THEN 'Pokemon Japanese'
    WHEN 'chinese' THEN 'Pokemon Chinese' ELSE 'Pokemon' END,
  'product_type', p.product_type,
  'rarity', p.rarity,
  'image_url', CASE WHEN p.product_type = 'card' THEN p.image_url || '/high.webp'
    ELSE p.image_url END,
  'market_price', price.market_cents::float8 / 100,
  'language', p.language,
  'locale', p.locale,
  'illustrator', p.illustrator,
  'variants', p.variants,
  'sealed_type', p.sealed_type,
  'packs', p.packs,
  'hp', p.hp,
  'types', p.types,
  'category', p.category,
  'release_date', coalesce(p.release_date, s.release_date),
  'tcgplayer_product_id', p.tcgplayer_product_id,
  'price_date', price.price_date,
  'price_source', price.source,
  'updated_at', ${isoTimestampSql('p.updated_at')}
)`;

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
