import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PocketLayout } from '#core/collection/binder-location.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import type { Db } from '../../db/client.ts';
import type { Executor, Queryable } from '../../db/executor.ts';
import { binders, userProducts } from '../../db/schema/index.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const BINDER_COLUMNS = `b.id, b.name, b.pocket_layout, to_char(b.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  (SELECT count(*)::int FROM user_products up WHERE up.binder_id = b.id) AS item_count`;

export async function listBinders(db: Queryable, userId: number): Promise<Binder[]> {
  const { rows } = await db.query<Binder>(
    `SELECT ${BINDER_COLUMNS} FROM binders b WHERE b.user_id = $1 ORDER BY b.created_at, b.id`,
    [userId],
  );
  return rows;
}

export async function findBinder(db: Queryable, userId: number, id: number) {
  const { rows } = await db.query<Binder>(
    `SELECT ${BINDER_COLUMNS} FROM binders b WHERE b.user_id = $1 AND b.id = $2`,
    [userId, id],
  );
  return rows[0];
}

export async function insertBinder(
  db: Executor,
  userId: number,
  name: string,
  pocketLayout: PocketLayout,
): Promise<Binder> {
  const [row] = await db
    .insert(binders)
    .values({ userId, name, pocketLayout })
    .returning({ id: binders.id, name: binders.name, createdAt: binders.createdAt });
  if (!row) {
    throw new Error('insert returned no row');
  }
  return {
    id: row.id,
    name: row.name,
    pocket_layout: pocketLayout,
    created_at: row.createdAt.toISOString(),
    item_count: 0,
  };
}

/** Renames the user's binder; false when it is not theirs. */
export async function renameBinder(db: Executor, userId: number, id: number, name: string) {
  const rows = await db
    .update(binders)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(binders.userId, userId), eq(binders.id, id)))
    .returning({ id: binders.id });
  return rows.length === 1;
}

/**
 * Deletes the user's binder (its items stay, out of any binder and out of their pockets);
 * false when not theirs.
 */
export async function deleteBinder(db: Db, userId: number, id: number, change?: ChangeContext) {
  return db.transaction(async (tx) => {
    await tagChanges(tx, change);
    await tx
      .update(userProducts)
      .set({ binderPage: null, binderPocket: null })
      .where(and(eq(userProducts.userId, userId), eq(userProducts.binderId, id)));
    const rows = await tx
      .delete(binders)
      .where(and(eq(binders.userId, userId), eq(binders.id, id)))
      .returning({ id: binders.id });
    return rows.length === 1;
  });
}

/** The binder, locked (KEY SHARE) until the transaction ends; false when it is not the user's. */
export async function lockBinder(tx: Executor, userId: number, id: number) {
  const rows = await tx
    .select({ id: binders.id })
    .from(binders)
    .where(and(eq(binders.userId, userId), eq(binders.id, id)))
    .for('key share');
  return rows.length === 1;
}

/** Puts the user's items with these ids into the binder (or none); returns the ids moved. */
export async function setItemsBinder(
  tx: Executor,
  userId: number,
  ids: readonly number[],
  binderId: number | null,
): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tx
    .update(userProducts)
    .set({
      binderId,
      // Into another binder: the copy leaves its pocket (moving within the binder keeps it).
      binderPage: sql`case when ${userProducts.binderId} = ${binderId} then ${userProducts.binderPage} end`,
      binderPocket: sql`case when ${userProducts.binderId} = ${binderId} then ${userProducts.binderPocket} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, [...ids])))
    .returning({ id: userProducts.id });
  return rows.map((row) => row.id);
}

/** Ids of the non-wishlist items in the user's binder. */
export async function findBinderItemIds(db: Queryable, userId: number, binderId: number) {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM user_products WHERE user_id = $1 AND binder_id = $2 AND NOT wishlist',
    [userId, binderId],
  );
  return rows.map((row) => row.id);
}
