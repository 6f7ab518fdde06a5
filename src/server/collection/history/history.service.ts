import type pg from 'pg';
import type { ActivityList, ActivityQuery } from '#core/collection/history/activity.schema.ts';
import type { CollectionChange } from '#core/collection/history/change.schema.ts';
import { AppError } from '#core/errors.ts';
import { findActivity, findTargetChanges, hasTarget } from './history.repository.ts';

/** An item's history, newest first (also once deleted); 404 when it never was the user's. */
type Target = { itemId: number } | { binderId: number };

/**
 * The changes of an item or binder, newest first (also once deleted); an item older than the
 * history has none. 404 when it never was the user's.
 */
async function getHistory(pool: pg.Pool, userId: number, target: Target) {
  const changes = await findTargetChanges(pool, userId, target);
  if (changes.length === 0 && !(await hasTarget(pool, userId, target))) {
    const what =
      'itemId' in target ? `collection item ${target.itemId}` : `binder ${target.binderId}`;
    throw new AppError('NOT_FOUND', `No ${what} in your collection`);
  }
  return changes;
}

export const getItemHistory = (
  pool: pg.Pool,
  userId: number,
  itemId: number,
): Promise<CollectionChange[]> => getHistory(pool, userId, { itemId });

export const getBinderHistory = (
  pool: pg.Pool,
  userId: number,
  binderId: number,
): Promise<CollectionChange[]> => getHistory(pool, userId, { binderId });

export async function listActivity(
  pool: pg.Pool,
  userId: number,
  query: ActivityQuery,
): Promise<ActivityList> {
  return findActivity(pool, userId, query);
}
