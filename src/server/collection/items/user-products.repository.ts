import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import type { Executor, Tx } from '../../db/executor.ts';
import { binders, catalogProducts, userProducts } from '../../db/schema/index.ts';

export type UserProductRow = typeof userProducts.$inferSelect;
export type NewUserProductRow = typeof userProducts.$inferInsert;

export type CatalogProductKind = { type: string; language: CatalogLanguage };

/** Product type and catalog language by id, for the given catalog product ids that exist. */
export async function findCatalogProductKinds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CatalogProductKind>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      id: catalogProducts.id,
      type: catalogProducts.productType,
      language: catalogProducts.language,
    })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, { type: row.type, language: row.language as CatalogLanguage }]),
  );
}

/** The catalog printings (`variants`) of the given products that exist. */
export async function findCatalogPrintings(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CardVariant[] | null>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: catalogProducts.id, variants: catalogProducts.variants })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.variants]));
}

/**
 * Which of the given binder ids belong to the user. The rows are locked (KEY SHARE) until the
 * transaction ends, so a binder cannot be deleted between this check and the write.
 */
export async function lockUserBinders(
  tx: Tx,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await tx
    .select({ id: binders.id })
    .from(binders)
    .where(and(eq(binders.userId, userId), inArray(binders.id, [...ids])))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

export async function insertUserProducts(tx: Tx, rows: NewUserProductRow[]): Promise<number[]> {
  const inserted = await tx.insert(userProducts).values(rows).returning({ id: userProducts.id });
  return inserted.map((row) => row.id);
}

/** The user's item, locked for update; undefined when it is not theirs. */
export async function lockUserProduct(
  tx: Tx,
  userId: number,
  id: number,
): Promise<UserProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(userProducts)
    .where(and(eq(userProducts.id, id), eq(userProducts.userId, userId)))
    .for('update');
  return row;
}

export async function updateUserProduct(
  tx: Tx,
  userId: number,
  id: number,
  changes: Partial<NewUserProductRow>,
): Promise<void> {
  await tx
    .update(userProducts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(userProducts.id, id), eq(userProducts.userId, userId)));
}

/** Deletes the user's item; false when there is no such item of theirs. */
export async function deleteUserProduct(db: Executor, userId: number, id: number) {
  const deleted = await db
    .delete(userProducts)
    .where(and(eq(userProducts.id, id), eq(userProducts.userId, userId)))
    .returning({ id: userProducts.id });
  return deleted.length > 0;
}
