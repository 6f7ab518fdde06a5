import type pg from 'pg';

export type DeckCardRow = {
  product_id: string;
  count: number;
  name: string;
  category: string | null;
  stage: string | null;
  rarity: string | null;
  regulation_mark: string | null;
  number: string | null;
  image_url: string | null;
  set_id: string;
  set_code: string;
  series_id: string | null;
  /** Printings with the same key are the same card for ownership (see ADR 009). */
  card_key: string;
  owned_total: number;
  wishlisted: number;
  market_cents: number | null;
};

const CARD_KEY = (p: string) => `
  lower(${p}.name) || '|' || coalesce(${p}.category, '') ||
  CASE WHEN ${p}.category = 'Pokemon'
       THEN '|' || coalesce(${p}.stage, '') || '|' || coalesce(${p}.hp::text, '')
       ELSE '' END`;

/**
 * The deck's lines with their catalog data, the cheapest current market price of the printing,
 * how many of the same card (any printing) the user owns, and how many of this printing are
 * already on their wishlist. One read model across the deck, catalog and collection tables.
 */
export async function findDeckCardRows(
  pool: pg.Pool,
  userId: number,
  deckId: number,
): Promise<DeckCardRow[]> {
  const { rows } = await pool.query<DeckCardRow>(
    `WITH lines AS (
       SELECT dc.id AS line_id, dc.product_id, dc.count, p.name, p.category, p.stage, p.rarity,
              p.regulation_mark, p.number, p.image_url, p.set_id,
              coalesce(s.abbreviation, s.id) AS set_code, s.series_id,
              ${CARD_KEY('p')} AS card_key
       FROM deck_cards dc
       JOIN catalog_products p ON p.id = dc.product_id
       JOIN catalog_sets s ON s.id = p.set_id
       WHERE dc.deck_id = $2
     ),
     owned AS (
       SELECT ${CARD_KEY('p')} AS card_key,
              sum(up.quantity) FILTER (WHERE NOT up.wishlist)::int AS owned_total
       FROM user_products up
       JOIN catalog_products p ON p.id = up.product_id
       WHERE up.user_id = $1 AND lower(p.name) IN (SELECT lower(name) FROM lines)
       GROUP BY 1
     ),
     wished AS (
       SELECT up.product_id, sum(up.quantity)::int AS wishlisted
       FROM user_products up
       WHERE up.user_id = $1 AND up.wishlist AND up.product_id IN (SELECT product_id FROM lines)
       GROUP BY 1
     )
     SELECT l.product_id, l.count, l.name, l.category, l.stage, l.rarity, l.regulation_mark,
            l.number, l.image_url, l.set_id, l.set_code, l.series_id, l.card_key,
            coalesce(o.owned_total, 0) AS owned_total, coalesce(w.wishlisted, 0) AS wishlisted,
            (SELECT min(lp.market_cents) FROM product_latest_prices lp
              WHERE lp.product_id = l.product_id AND lp.market_cents IS NOT NULL) AS market_cents
     FROM lines l
     LEFT JOIN owned o ON o.card_key = l.card_key
     LEFT JOIN wished w ON w.product_id = l.product_id
     ORDER BY l.line_id`,
    [userId, deckId],
  );
  return rows;
}

export type CatalogCardRow = {
  id: string;
  name: string;
  number: string | null;
  set_id: string;
  abbreviation: string | null;
};

/** Every card of the sets whose abbreviation or id is one of the codes (lower case). */
export async function findCardsBySetCodes(
  pool: pg.Pool,
  codes: readonly string[],
): Promise<CatalogCardRow[]> {
  if (codes.length === 0) {
    return [];
  }
  const { rows } = await pool.query<CatalogCardRow>(
    `SELECT p.id, p.name, p.number, s.id AS set_id, s.abbreviation
     FROM catalog_sets s
     JOIN catalog_products p ON p.set_id = s.id AND p.product_type = 'card'
     WHERE lower(s.abbreviation) = ANY($1) OR lower(s.id) = ANY($1)`,
    [codes],
  );
  return rows;
}
