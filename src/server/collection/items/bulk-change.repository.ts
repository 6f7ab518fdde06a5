import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import type { Tx } from '../../db/executor.ts';
import { catalogProducts, userProducts } from '../../db/schema/index.ts';
import type { NewUserProductRow, UserProductRow } from './user-products.repository.ts';

/** The user's items among `ids`, locked for update (ids not theirs are left out), by id. */
export async function lockUserItems(
  tx: Tx,
  userId: number,
  ids: readonly number[],
): Promise<UserProductRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return tx
    .select()
    .from(userProducts)
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])))
    .orderBy(userProducts.id)
    .for('update');
}

export type ProductPrintings = {
  name: string;
  variants: CardVariant[] | null;
  language: CatalogLanguage;
};

/** Name, printings and catalog language of the given catalog products, by id. */
export async function findProductPrintings(
  tx: Tx,
  productIds: readonly string[],
): Promise<Map<string, ProductPrintings>> {
  if (productIds.length === 0) {
    return new Map();
  }
  const rows = await tx
    .select({
      id: catalogProducts.id,
      name: catalogProducts.name,
      variants: catalogProducts.variants,
      language: catalogProducts.language,
    })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, [...productIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, variants: row.variants, language: row.language as CatalogLanguage },
    ]),
  );
}

/** Sets the same fields on the user's items with these ids. */
export async function updateUserItems(
  tx: Tx,
  userId: number,
  ids: readonly number[],
  changes: Partial<NewUserProductRow>,
): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await tx
    .update(userProducts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])));
}

export async function deleteUserItems(tx: Tx, userId: number, ids: readonly number[]) {
  await tx
    .delete(userProducts)
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])));
}

// The schema names columns in camelCase and the database in snake_case (drizzle casing).
const toSnakeCase = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Columns a copy takes from its original: all but the identity, the timestamps and the pocket
 * (a pocket holds one copy: the duplicate waits in the binder, filed in no pocket).
 */
const COPIED_COLUMNS = Object.values(getTableColumns(userProducts))
  .map((column) => toSnakeCase(column.name))
  .filter(
    (name) => !['id', 'created_at', 'updated_at', 'binder_page', 'binder_pocket'].includes(name),
  );

/**
 * Copies the user's items with these ids (one statement, any number of rows); returns the new
 * ids in the order of the originals' ids.
 */
export async function copyUserItems(
  tx: Tx,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  const columns = sql.join(
    COPIED_COLUMNS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO user_products (${columns})
    SELECT ${columns} FROM user_products
    WHERE ${eq(userProducts.userId, userId)} AND ${inArray(userProducts.id, [...ids])}
    ORDER BY id
    RETURNING id`);
  return result.rows.map((row) => row.id).sort((a, b) => a - b);
}
