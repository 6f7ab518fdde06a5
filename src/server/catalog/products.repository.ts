import type pg from 'pg';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { normalizeSearchText, stripLeadingZeros } from '#core/search/normalize-search-text.ts';
import { inUtcSession } from '../lib/utc-session.ts';
import { PRODUCT_ORDER_SQL, productFromSql } from '../read-models/catalog-sql.ts';
import {
  PRODUCT_COLUMNS_SQL,
  type ProductColumns,
  productQuery,
  toProducts,
} from '../read-models/product-json.ts';

async function queryProducts(pool: pg.Pool, sql: string, values: unknown[]) {
  return inUtcSession(pool, async (client) => {
    const { rows } = await client.query<ProductColumns>(
      productQuery(`SELECT ${PRODUCT_COLUMNS_SQL} FROM ${productFromSql()} ${sql}`, values),
    );
    return toProducts(client, rows);
  });
}

export async function getProductById(pool: pg.Pool, id: string): Promise<TcgProduct | null> {
  const [product] = await queryProducts(pool, 'WHERE p.id = $1', [id]);
  return product ?? null;
}

/** The given products, in the order of `ids`; unknown ids are left out. */
export async function getProductsByIds(pool: pg.Pool, ids: string[]): Promise<TcgProduct[]> {
  if (ids.length === 0) {
    return [];
  }
  return queryProducts(
    pool,
    'WHERE p.id = ANY($1::text[]) ORDER BY array_position($1::text[], p.id)',
    [ids],
  );
}

/** Every product of a set: cards by number, then sealed products. */
export async function listProductsBySet(pool: pg.Pool, setId: string): Promise<TcgProduct[]> {
  return queryProducts(pool, `WHERE p.set_id = $1 ORDER BY ${PRODUCT_ORDER_SQL}`, [setId]);
}

export type CardLookup = {
  language?: CatalogLanguage | undefined;
  name?: string | undefined;
  number?: string | undefined;
  set?: string | undefined;
};

/**
 * One card by name, number and set (any may be missing), for links that carry no id. Names
 * compare in search form (case and accents ignored), numbers without leading zeros, the set
 * by name, id or TCGdex code. Several matches: the newest set wins.
 */
export async function lookupCard(pool: pg.Pool, lookup: CardLookup): Promise<TcgProduct | null> {
  const [card] = await queryProducts(
    pool,
    `WHERE p.product_type = 'card'
       AND ($1::text IS NULL OR p.language = $1)
       AND ($2::text IS NULL OR p.search_name = $2)
       AND ($3::text IS NULL OR regexp_replace(p.search_number, '^0+(?=[0-9])', '') = $3)
       AND ($4::text IS NULL OR s.search_name = $4 OR lower(s.id) = lower($5)
         OR lower(s.tcgdex_id) = lower($5))
     ORDER BY s.release_date DESC NULLS LAST, p.id
     LIMIT 1`,
    [
      lookup.language ?? null,
      lookup.name ? normalizeSearchText(lookup.name) : null,
      lookup.number ? stripLeadingZeros(normalizeSearchText(lookup.number)) : null,
      lookup.set ? normalizeSearchText(lookup.set) : null,
      lookup.set ?? null,
    ],
  );
  return card ?? null;
}
