import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PocketLayout } from '#core/collection/binder-location.ts';
import type { Executor } from '../../db/executor.ts';
import { binders, userProducts } from '../../db/schema/index.ts';

/** The user's binder's layout, the row locked until the transaction ends; undefined if not theirs. */
export async function lockBinderLayout(
  tx: Executor,
  userId: number,
  id: number,
): Promise<PocketLayout | undefined> {
  const [row] = await tx
    .select({ layout: binders.pocketLayout })
    .from(binders)
    .where(and(eq(binders.userId, userId), eq(binders.id, id)))
    .for('update');
  return row?.layout as PocketLayout | undefined;
}

export async function setBinderLayout(tx: Executor, id: number, layout: PocketLayout) {
  await tx
    .update(binders)
    .set({ pocketLayout: layout, updatedAt: sql`now()` })
    .where(eq(binders.id, id));
}

/** How many items of the binder sit in a pocket numbered above `pocket`. */
export async function countItemsBeyondPocket(tx: Executor, binderId: number, pocket: number) {
  const rows = await tx
    .select({ id: userProducts.id })
    .from(userProducts)
    .where(and(eq(userProducts.binderId, binderId), gt(userProducts.binderPocket, pocket)));
  return rows.length;
}

const COPY_COLUMNS = {
  id: userProducts.id,
  productId: userProducts.productId,
  variant: userProducts.variant,
  wishlist: userProducts.wishlist,
  binderId: userProducts.binderId,
  binderPage: userProducts.binderPage,
  binderPocket: userProducts.binderPocket,
  boxName: userProducts.boxName,
};
export type CopyRow = {
  id: number;
  productId: string;
  variant: string;
  wishlist: boolean;
  binderId: number | null;
  binderPage: number | null;
  binderPocket: number | null;
  boxName: string | null;
};

/** The user's items with these ids, locked for update. */
export async function lockCopies(tx: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  return tx
    .select(COPY_COLUMNS)
    .from(userProducts)
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])))
    .orderBy(userProducts.id)
    .for('update');
}

/** The user's owned (not wishlist) copies of these products, oldest first, locked for update. */
export async function lockCopiesOfProducts(
  tx: Executor,
  userId: number,
  productIds: readonly string[],
): Promise<CopyRow[]> {
  if (productIds.length === 0) {
    return [];
  }
  return tx
    .select(COPY_COLUMNS)
    .from(userProducts)
    .where(
      and(
        eq(userProducts.userId, userId),
        eq(userProducts.wishlist, false),
        inArray(userProducts.productId, [...productIds]),
      ),
    )
    .orderBy(userProducts.createdAt, userProducts.id)
    .for('update');
}

/** The items filed on one page of the binder. */
export async function lockPageCopies(
  tx: Executor,
  userId: number,
  binderId: number,
  page: number,
): Promise<CopyRow[]> {
  return tx
    .select(COPY_COLUMNS)
    .from(userProducts)
    .where(
      and(
        eq(userProducts.userId, userId),
        eq(userProducts.binderId, binderId),
        eq(userProducts.binderPage, page),
      ),
    )
    .for('update');
}

/** Takes the items out of their pockets (they stay in their binder). */
export async function clearPockets(tx: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) {
    return;
  }
  await tx
    .update(userProducts)
    .set({ binderPage: null, binderPocket: null, updatedAt: sql`now()` })
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])));
}

/** Files an item into a pocket of the binder (out of any box). */
export async function placeInPocket(
  tx: Executor,
  userId: number,
  id: number,
  spot: { binderId: number; page: number; pocket: number },
) {
  await tx
    .update(userProducts)
    .set({
      binderId: spot.binderId,
      binderPage: spot.page,
      binderPocket: spot.pocket,
      boxName: null,
      boxRow: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(userProducts.userId, userId), eq(userProducts.id, id)));
}
