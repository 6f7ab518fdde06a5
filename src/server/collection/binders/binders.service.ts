import type pg from 'pg';
import { DEFAULT_POCKET_LAYOUT, type PocketLayout } from '#core/collection/binder-location.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../../db/client.ts';
import { enforceQuota } from '../../quotas/enforce-quota.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';
import { fieldError } from '../items/user-products.service.ts';
import { toCollectionValue } from '../values/item-value.ts';
import { findPricedItems } from '../values/item-values.repository.ts';
import {
  deleteBinder,
  findBinder,
  findBinderItemIds,
  insertBinder,
  listBinders,
  lockBinder,
  renameBinder,
  setItemsBinder,
} from './binders.repository.ts';

export function binderNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `No binder with id ${id}`);
}

/** The user's binders with their item counts, oldest first. */
export async function listUserBinders(pool: pg.Pool, userId: number): Promise<Binder[]> {
  return listBinders(pool, userId);
}

export async function createBinder(
  db: Db,
  userId: number,
  name: string,
  pocketLayout: PocketLayout = DEFAULT_POCKET_LAYOUT,
  { change }: { change?: ChangeContext } = {},
): Promise<Binder> {
  return db.transaction(async (tx) => {
    await tagChanges(tx, change);
    await enforceQuota(tx, userId, 'binders');
    return insertBinder(tx, userId, name, pocketLayout);
  });
}

/** The user's binder; 404 when it is not theirs. */
export async function getUserBinder(pool: pg.Pool, userId: number, id: number): Promise<Binder> {
  const binder = await findBinder(pool, userId, id);
  if (!binder) {
    throw binderNotFound(id);
  }
  return binder;
}

/** Renames the user's binder and returns it; 404 when it is not theirs. */
export async function renameUserBinder(
  deps: { db: Db; pool: pg.Pool },
  userId: number,
  id: number,
  name: string,
  change?: ChangeContext,
): Promise<Binder> {
  const renamed = await deps.db.transaction(async (tx) => {
    await tagChanges(tx, change);
    return renameBinder(tx, userId, id, name);
  });
  const binder = renamed ? await findBinder(deps.pool, userId, id) : undefined;
  if (!binder) {
    throw binderNotFound(id);
  }
  return binder;
}

/** Deletes the user's binder (its items stay, out of any binder); 404 when it is not theirs. */
export async function deleteUserBinder(
  db: Db,
  userId: number,
  id: number,
  change?: ChangeContext,
): Promise<void> {
  if (!(await deleteBinder(db, userId, id, change))) {
    throw binderNotFound(id);
  }
}

/**
 * Moves the user's items into a binder (or out of every binder with null), all or nothing:
 * 400 naming binder_id when the binder is not theirs, 404 naming the ids that are not theirs.
 */
export async function moveItems(
  db: Db,
  userId: number,
  ids: readonly number[],
  binderId: number | null,
  { change }: { change?: ChangeContext } = {},
): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await tagChanges(tx, change);
    if (binderId !== null && !(await lockBinder(tx, userId, binderId))) {
      throw fieldError(
        'binder_id',
        `no binder with id ${binderId} in your collection`,
        'unknown_binder',
      );
    }
    const moved = new Set(await setItemsBinder(tx, userId, wanted, binderId));
    const missing = wanted.filter((id) => !moved.has(id));
    if (missing.length > 0) {
      throw new AppError(
        'NOT_FOUND',
        `userProductIds: no collection item with id ${missing.join(', ')}`,
      );
    }
    return moved.size;
  });
}

/** A binder with the value of its items (wishlist items never count). */
export async function getBinderSummary(pool: pg.Pool, userId: number, id: number) {
  const binder = await findBinder(pool, userId, id);
  if (!binder) {
    throw binderNotFound(id);
  }
  const ids = await findBinderItemIds(pool, userId, id);
  const values =
    ids.length === 0 ? [] : (await findPricedItems(pool, userId, ids)).map(toCollectionValue);
  const sumCents = (pick: (value: (typeof values)[number]) => number | null) =>
    values.reduce((sum, value) => sum + Math.round((pick(value) ?? 0) * 100), 0) / 100;
  return {
    ...binder,
    total_value: sumCents((value) => value.current_value),
    daily_change: sumCents((value) => value.daily_change),
    priced_item_count: values.filter((value) => value.current_value !== null).length,
  };
}
