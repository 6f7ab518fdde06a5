import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductInput, ProductPatch, ShopProduct } from '#core/shop/product.schema.ts';
import type { Executor } from '../../db/executor.ts';
import { catalogProducts, shopCategories, shopProducts } from '../../db/schema/index.ts';

/** A product row, with its catalog sealed product's image when read with `withCatalogImage`. */
export type ProductRow = typeof shopProducts.$inferSelect & { catalogImageUrl?: string | null };

/** A product's own image first, else the image of the catalog sealed product it is. */
export function toShopProduct(row: ProductRow): ShopProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: { imageUrl: row.imageUrl ?? row.catalogImageUrl ?? null, mainImage: row.mainImage },
    price_cents: row.priceCents,
    member_price_cents: row.memberPriceCents,
    currency: row.currency,
    stock: row.stock,
    categoryId: row.categoryId,
    member_only: row.memberOnly,
    hidden: row.hidden,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type ProductFilter = {
  category?: number;
  search?: string;
  page: number;
  limit: number;
  includeHidden: boolean;
};

export async function listProducts(db: Executor, filter: ProductFilter) {
  const conditions: SQL[] = [];
  if (!filter.includeHidden) {
    conditions.push(eq(shopProducts.hidden, false));
  }
  if (filter.category !== undefined) {
    conditions.push(eq(shopProducts.categoryId, filter.category));
  }
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      sql`(${shopProducts.name} ILIKE ${pattern} OR ${shopProducts.description} ILIKE ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    selectWithCatalogImage(db)
      .where(where)
      .orderBy(asc(shopProducts.name), asc(shopProducts.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

function selectWithCatalogImage(db: Executor) {
  return db
    .select({ ...getTableColumns(shopProducts), catalogImageUrl: catalogProducts.imageUrl })
    .from(shopProducts)
    .leftJoin(catalogProducts, eq(catalogProducts.id, shopProducts.catalogProductId));
}

export async function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await selectWithCatalogImage(db).where(eq(shopProducts.id, id));
  return row;
}

export async function findProductsByIds(db: Executor, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.select().from(shopProducts).where(inArray(shopProducts.id, ids));
}

export async function listCategories(db: Executor) {
  return db
    .select({ id: shopCategories.id, name: shopCategories.name, slug: shopCategories.slug })
    .from(shopCategories)
    .orderBy(asc(shopCategories.sortOrder), asc(shopCategories.id));
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(eq(shopCategories.id, id));
  return row !== undefined;
}

export async function insertProduct(db: Executor, input: ProductInput): Promise<ProductRow> {
  const [row] = await db
    .insert(shopProducts)
    .values({
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl ?? null,
      mainImage: input.mainImage ?? null,
      priceCents: input.price_cents,
      memberPriceCents: input.member_price_cents,
      stock: input.stock,
      categoryId: input.categoryId,
      memberOnly: input.member_only,
      hidden: input.hidden,
    })
    .returning();
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

export async function updateProduct(db: Executor, id: number, patch: ProductPatch) {
  const values: Partial<typeof shopProducts.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) {
    values.name = patch.name;
  }
  if (patch.description !== undefined) {
    values.description = patch.description;
  }
  if (patch.imageUrl !== undefined) {
    values.imageUrl = patch.imageUrl;
  }
  if (patch.mainImage !== undefined) {
    values.mainImage = patch.mainImage;
  }
  if (patch.price_cents !== undefined) {
    values.priceCents = patch.price_cents;
  }
  if (patch.member_price_cents !== undefined) {
    values.memberPriceCents = patch.member_price_cents;
  }
  if (patch.categoryId !== undefined) {
    values.categoryId = patch.categoryId;
  }
  if (patch.member_only !== undefined) {
    values.memberOnly = patch.member_only;
  }
  if (patch.hidden !== undefined) {
    values.hidden = patch.hidden;
  }
  const [row] = await db
    .update(shopProducts)
    .set(values)
    .where(eq(shopProducts.id, id))
    .returning();
  return row;
}

/** Adds `delta` to the stock, never below zero, in one statement. */
export async function adjustStock(db: Executor, id: number, delta: number) {
  const [row] = await db
    .update(shopProducts)
    .set({ stock: sql`greatest(0, ${shopProducts.stock} + ${delta})`, updatedAt: new Date() })
    .where(eq(shopProducts.id, id))
    .returning();
  return row;
}

/**
 * Reserves stock atomically: one conditional UPDATE that succeeds only while enough is left.
 * Returns false (and changes nothing) when the product is short, hidden or gone.
 */
export async function reserveStock(db: Executor, id: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(shopProducts)
    .set({ stock: sql`${shopProducts.stock} - ${quantity}` })
    .where(
      and(
        eq(shopProducts.id, id),
        eq(shopProducts.hidden, false),
        sql`${shopProducts.stock} >= ${quantity}`,
      ),
    )
    .returning({ id: shopProducts.id });
  return rows.length === 1;
}

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shopProducts);
  return row?.total ?? 0;
}
