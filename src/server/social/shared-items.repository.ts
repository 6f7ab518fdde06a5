import type { Queryable } from '../db/executor.ts';

export type Scope =
  | { kind: 'collection' }
  | { kind: 'wishlist' }
  | { kind: 'binder'; binderId: number }
  | { kind: 'for_trade' };

// $2 is the binder id (null for the other scopes, which test it only to type it).
const SCOPE_SQL: Record<Scope['kind'], string> = {
  collection: '$2::int IS NULL',
  wishlist: '$2::int IS NULL AND up.wishlist',
  binder: 'up.binder_id = $2::int',
  for_trade: '$2::int IS NULL AND NOT up.wishlist AND up.for_trade',
};

/**
 * One page of an owner's item ids in a scope, newest first (the order items render in), and
 * how many the scope holds: the scope is applied here, so a one-binder link never reads the
 * rest of the collection.
 */
export async function findScopedItemIds(
  db: Queryable,
  ownerId: number,
  scope: Scope,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const where = `up.user_id = $1 AND ${SCOPE_SQL[scope.kind]}`;
  const binderId = scope.kind === 'binder' ? scope.binderId : null;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT up.id FROM user_products up WHERE ${where}
       ORDER BY up.created_at DESC, up.id DESC OFFSET $3 LIMIT $4`,
      [ownerId, binderId, page.offset, page.limit],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM user_products up WHERE ${where}`,
      [ownerId, binderId],
    ),
  ]);
  return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
}
