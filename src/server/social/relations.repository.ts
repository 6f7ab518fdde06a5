import { and, eq, or } from 'drizzle-orm';
import type { Person, Visibility } from '#core/social/social.schema.ts';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../db/executor.ts';
import { friendships, userBlocks } from '../db/schema/index.ts';
import { PUBLIC_NAME } from './social-deps.ts';

const PERSON = `u.id, coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name`;

/** A user with a handle (handles are public, so looking one up reveals nothing private). */
export async function findPersonByHandle(db: Queryable, handle: string) {
  const { rows } = await db.query<Person>(
    `SELECT ${PERSON} FROM social_profiles sp JOIN users u ON u.id = sp.user_id
     WHERE lower(sp.handle) = lower($1)`,
    [handle],
  );
  return rows[0];
}

/** Whether either user blocked the other. */
export async function isBlockedEitherWay(db: Db, a: number, b: number) {
  const blocks = (blocker: number, blocked: number) =>
    and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked));
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(blocks(a, b), blocks(b, a)))
    .limit(1);
  return rows.length > 0;
}

export async function areFriends(db: Db, a: number, b: number) {
  const rows = await db
    .select({ userId: friendships.userId })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
  return rows.length === 1;
}

export type OwnerSettings = Person & { visibility: Visibility; show_values: boolean };

/**
 * The user's friend as they may see them: null when they are not friends (a block ends a
 * friendship, so a blocked user is never a friend).
 */
export async function findFriend(db: Queryable, userId: number, friendId: number) {
  const { rows } = await db.query<OwnerSettings>(
    `SELECT ${PERSON}, coalesce(sp.visibility, 'private') AS visibility,
       coalesce(sp.show_values, false) AS show_values
     FROM friendships f JOIN users u ON u.id = f.friend_id
     LEFT JOIN social_profiles sp ON sp.user_id = u.id
     WHERE f.user_id = $1 AND f.friend_id = $2
       AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = $2)
         OR (b.blocker_id = $2 AND b.blocked_id = $1))`,
    [userId, friendId],
  );
  return rows[0] ?? null;
}
