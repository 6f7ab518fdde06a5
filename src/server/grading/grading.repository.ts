import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { getDefaultPrinting, getVariantOptions } from '#core/collection/client-rules.ts';
import type { PrintingFields } from '#core/collection/printing-key.ts';
import type { GradedPriceRecord } from '#core/collection/user-product.schema.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { gradingResults, userProducts } from '../db/schema/index.ts';

export type GradingDeps = { db: Db; pool: pg.Pool };

const dollars = (column: string) => `${column}::float8 / 100`;

export type PricedProduct = {
  productId: string;
  name: string;
  variant: string;
  record: GradedPriceRecord | null;
};

/**
 * A catalog product and the graded price record of one printing: the asked printing key (its
 * price, else its coarse type's), else the product's default printing, as a new collection item
 * gets (never a printing the card does not have), priced like it when it can be, else by the
 * product's 'normal' or first price. Null for no such product.
 */
export async function findPricedProduct(
  { pool }: GradingDeps,
  productId: string,
  variant: string | undefined,
): Promise<PricedProduct | null> {
  const product = await pool.query<{ name: string; variants: PrintingFields[] | null }>(
    'SELECT name, variants FROM catalog_products WHERE id = $1',
    [productId],
  );
  const found = product.rows[0];
  if (!found) {
    return null;
  }
  const printing = variant ?? getDefaultPrinting(getVariantOptions(found.variants));
  const { rows } = await pool.query<GradedPriceRecord>(
    `SELECT $1::text AS api_id,
       ${dollars('l.market_cents')} AS market_price,
       ${dollars('l.psa10_cents')} AS psa_10_price, ${dollars('l.cgc10_cents')} AS cgc_10_price,
       ${dollars('l.sgc10_cents')} AS sgc_10_price, ${dollars('l.bgs10_cents')} AS bgs_10_price,
       ${dollars('l.graded9_cents')} AS graded_9_price, ${dollars('l.graded8_cents')} AS graded_8_price,
       ${dollars('l.graded7_cents')} AS graded_7_price
     FROM product_latest_prices l
     WHERE l.product_id = $1
       AND ($3::text IS NULL OR l.variant IN ($3, split_part($3, '/', 1)))
     ORDER BY (l.variant = $2) DESC, (l.variant = split_part($2, '/', 1)) DESC,
       (l.variant = 'normal') DESC, l.variant
     LIMIT 1`,
    [productId, printing, variant ?? null],
  );
  return { productId, name: found.name, variant: printing, record: rows[0] ?? null };
}

/** The user's own collection item (its product), or null for anyone else's. */
export async function findOwnItem({ db }: GradingDeps, userId: number, itemId: number) {
  const [row] = await db
    .select({ id: userProducts.id, productId: userProducts.productId })
    .from(userProducts)
    .where(and(eq(userProducts.id, itemId), eq(userProducts.userId, userId)));
  return row ?? null;
}

export type NewGradingResult = typeof gradingResults.$inferInsert;

export async function insertResult({ db }: { db: Executor }, row: NewGradingResult) {
  const [inserted] = await db
    .insert(gradingResults)
    .values(row)
    .returning({ id: gradingResults.id });
  return inserted?.id ?? null;
}

export type ResultRow = typeof gradingResults.$inferSelect & {
  productId: string;
  productName: string;
};

type RawResultRow = {
  id: number;
  user_id: number;
  user_product_id: number;
  front: ResultRow['front'];
  back: ResultRow['back'];
  front_jpeg: Buffer;
  back_jpeg: Buffer | null;
  ceilings: Record<string, number>;
  borderline: boolean;
  overall: number | null;
  thresholds_version: string;
  created_at: Date;
  product_id: string;
  product_name: string;
};

/** The user's results, newest first; photos only when `withPhotos` (the detail view). */
export async function findResults(
  { pool }: GradingDeps,
  userId: number,
  options: { id?: number; withPhotos: boolean },
): Promise<ResultRow[]> {
  const photos = options.withPhotos
    ? 'r.front_jpeg, r.back_jpeg'
    : 'NULL AS front_jpeg, NULL AS back_jpeg';
  const { rows } = await pool.query<RawResultRow>(
    `SELECT r.id, r.user_id, r.user_product_id, r.front, r.back, ${photos}, r.ceilings,
       r.borderline, r.overall::float8 AS overall, r.thresholds_version, r.created_at,
       u.product_id, p.name AS product_name
     FROM grading_results r
     JOIN user_products u ON u.id = r.user_product_id
     JOIN catalog_products p ON p.id = u.product_id
     WHERE r.user_id = $1 AND ($2::int IS NULL OR r.id = $2)
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT 200`,
    [userId, options.id ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    userProductId: r.user_product_id,
    front: r.front,
    back: r.back,
    frontJpeg: r.front_jpeg,
    backJpeg: r.back_jpeg,
    ceilings: r.ceilings,
    borderline: r.borderline,
    overall: r.overall,
    thresholdsVersion: r.thresholds_version,
    createdAt: r.created_at,
    productId: r.product_id,
    productName: r.product_name,
  }));
}

export async function deleteResult({ db }: GradingDeps, userId: number, id: number) {
  const deleted = await db
    .delete(gradingResults)
    .where(and(eq(gradingResults.id, id), eq(gradingResults.userId, userId)))
    .returning({ id: gradingResults.id });
  return deleted.length > 0;
}
