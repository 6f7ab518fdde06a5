import { AppError } from '#core/errors.ts';
import {
  type FriendCollectionPage,
  type Person,
  SHARE_PAGE_SIZE,
} from '#core/social/social.schema.ts';
import type { Queryable } from '../db/executor.ts';
import { findFriend } from './relations.repository.ts';
import { loadOwnerItems, loadSharedCollection } from './shared-collection.ts';
import { PUBLIC_NAME, type SocialDeps } from './social-deps.ts';

type Me = { id: number };

/** The friend whose collection I may see: 404 unless friends, 403 while theirs is private. */
async function requireSharingFriend(deps: SocialDeps, me: Me, friendId: number) {
  const friend = await findFriend(deps.pool, me.id, friendId);
  if (!friend) {
    throw new AppError('NOT_FOUND', `No friend with id ${friendId}`);
  }
  if (friend.visibility === 'private') {
    throw new AppError(
      'FORBIDDEN',
      `${friend.display_name || friend.handle} keeps their collection private.`,
      { code: 'collection_private' },
    );
  }
  return friend;
}

/** One page of a friend's collection (scope and page cut in SQL, as for share links). */
export async function viewFriendCollection(
  deps: SocialDeps,
  me: Me,
  friendId: number,
  page = 1,
): Promise<FriendCollectionPage> {
  const friend = await requireSharingFriend(deps, me, friendId);
  const collection = await loadSharedCollection(
    deps.pool,
    friend,
    { kind: 'collection' },
    { page, pageSize: SHARE_PAGE_SIZE },
  );
  return {
    ...collection,
    page,
    page_size: SHARE_PAGE_SIZE,
    total_items: collection.total_items ?? 0,
  };
}

/**
 * Trade matches with a friend: their wishlist against my trade list, and my wishlist against
 * theirs. Matched by catalog product (any printing or condition).
 */
export async function findTradeMatches(deps: SocialDeps, me: Me, friendId: number) {
  const friend = await requireSharingFriend(deps, me, friendId);
  const [mine, theirs] = await Promise.all([
    loadOwnerItems(deps.pool, me.id, { kind: 'collection' }),
    loadOwnerItems(deps.pool, friendId, { kind: 'collection' }, friend.show_values),
  ]);
  const wanted = (items: typeof mine) =>
    new Set(items.filter((item) => item.wishlist).map((item) => item.product_id));
  const forTrade = (items: typeof mine) =>
    items.filter((item) => !item.wishlist && item.for_trade === true);
  const theyWant = wanted(theirs);
  const iWant = wanted(mine);
  return {
    they_want: forTrade(mine).filter((item) => theyWant.has(item.product_id)),
    i_want: forTrade(theirs).filter((item) => iWant.has(item.product_id)),
  };
}

/** Friends who share their collection and own the product (wishlist entries do not count). */
export async function findFriendsWhoOwn(db: Queryable, me: Me, productId: string) {
  const { rows } = await db.query<Person & { quantity: number }>(
    `SELECT u.id, coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name,
       sum(up.quantity)::int AS quantity
     FROM friendships f JOIN users u ON u.id = f.friend_id
     JOIN social_profiles sp ON sp.user_id = u.id AND sp.visibility IN ('friends', 'public')
     JOIN user_products up ON up.user_id = u.id AND up.product_id = $2 AND NOT up.wishlist
     WHERE f.user_id = $1 AND NOT EXISTS (SELECT 1 FROM user_blocks b
       WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
     GROUP BY u.id, sp.handle, u.display_name, u.email ORDER BY lower(sp.handle)`,
    [me.id, productId],
  );
  return rows;
}
