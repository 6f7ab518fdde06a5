import type pg from 'pg';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import type { SimulatedProduct } from '#core/prices/starting-price.ts';

/** Which products to simulate: every one, the given ids, or the first `limit` (newest sets). */
export type ProductSelection =
  | { kind: 'all' }
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'newest'; limit: number };

type ProductRow = {
  id: string;
  product_type: 'card' | 'sealed';
  rarity: string | null;
  sealed_type: string | null;
  variants: CardVariant[] | null;
  release_year: number | null;
};

function toSimulatedProduct(row: ProductRow): SimulatedProduct {
  return {
    id: row.id,
    productType: row.product_type,
    rarity: row.rarity,
    sealedType: row.sealed_type,
    variantTypes: (row.variants ?? []).map((variant) => variant.type),
    releaseYear: row.release_year,
  };
}

/** The selected products, newest sets first (then by set and id, a stable order). */
export async function findSimulatedProducts(
  pool: pg.Pool,
  selection: ProductSelection,
): Promise<SimulatedProduct[]> {
  const { rows } = await pool.query<ProductRow>(
    `SELECT p.id, p.product_type, p.rarity, p.sealed_type, p.variants,
       extract(year FROM coalesce(p.release_date, s.release_date))::int AS release_year
     FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
     WHERE $1::text[] IS NULL OR p.id = ANY($1::text[])
     ORDER BY s.release_date DESC NULLS LAST, p.set_id, p.product_type, p.id
     LIMIT $2`,
    [
      selection.kind === 'ids' ? selection.ids : null,
      selection.kind === 'newest' ? selection.limit : null,
    ],
  );
  return rows.map(toSimulatedProduct);
}

export async function countCatalogProducts(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM catalog_products',
  );
  return rows[0]?.n ?? 0;
}
