import { and, eq, inArray } from 'drizzle-orm';
import type { PocketLayout, StoredLocation } from '#core/collection/binder-location.ts';
import type { Executor } from '../../db/executor.ts';
import { binders, catalogProducts, userProducts } from '../../db/schema/index.ts';

/** Pocket layout by binder id, for the given binders that are the user's. */
export async function findBinderLayouts(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, PocketLayout>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: binders.id, layout: binders.pocketLayout })
    .from(binders)
    .where(and(eq(binders.userId, userId), inArray(binders.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.layout as PocketLayout]));
}

/** Which item (id and product name) holds each of these pockets, keyed binder:page:pocket. */
export async function findPocketHolders(
  db: Executor,
  userId: number,
  spots: readonly StoredLocation[],
): Promise<Map<string, { id: number; name: string }>> {
  if (spots.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      binderId: userProducts.binderId,
      page: userProducts.binderPage,
      pocket: userProducts.binderPocket,
      id: userProducts.id,
      name: catalogProducts.name,
    })
    .from(userProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, userProducts.productId))
    .where(
      and(
        eq(userProducts.userId, userId),
        inArray(userProducts.binderId, [...new Set(spots.map((spot) => spot.binder_id ?? 0))]),
        inArray(userProducts.binderPage, [...new Set(spots.map((spot) => spot.binder_page ?? 0))]),
      ),
    );
  return new Map(
    rows.map((row) => [
      `${row.binderId}:${row.page}:${row.pocket}`,
      { id: row.id, name: row.name },
    ]),
  );
}
