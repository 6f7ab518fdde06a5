import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Executor, Queryable, Tx } from '../db/executor.ts';
import { friendRequests, friendships, userBlocks, users } from '../db/schema/index.ts';

/** The new request's id, or undefined when the same request is already pending. */
export async function insertRequestToUser(db: Executor, requesterId: number, addresseeId: number) {
  const [row] = await db
    .insert(friendRequests)
    .values({ requesterId, addresseeId })
    .onConflictDoNothing()
    .returning({ id: friendRequests.id });
  return row?.id;
}

/** The new request's id, or undefined when the same request is already pending. */
export async function insertRequestToEmail(db: Executor, requesterId: number, email: string) {
  const [row] = await db
    .insert(friendRequests)
    .values({ requesterId, addresseeEmail: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: friendRequests.id });
  return row?.id;
}

/** The account with this e-mail address (any case), if there is one. */
export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id;
}

export type IncomingRequest = { id: number; requester_id: number };

/**
 * A request the user may answer: sent to them or to their e-mail, by someone neither blocked
 * by nor blocking them, who is not already their friend.
 */
export async function findIncomingRequest(
  db: Queryable,
  user: { id: number; email: string },
  requestId: number | null,
  fromUserId: number | null = null,
) {
  const { rows } = await db.query<IncomingRequest>(
    `SELECT fr.id, fr.requester_id FROM friend_requests fr
     WHERE (fr.addressee_id = $1 OR lower(fr.addressee_email) = lower($2))
       AND ($3::int IS NULL OR fr.id = $3) AND ($4::int IS NULL OR fr.requester_id = $4)
       AND fr.requester_id <> $1
       AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = $1
         AND b.blocked_id = fr.requester_id) OR (b.blocker_id = fr.requester_id AND b.blocked_id = $1))
       AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = $1
         AND f.friend_id = fr.requester_id)
     LIMIT 1`,
    [user.id, user.email, requestId, fromUserId],
  );
  return rows[0];
}

/** Every request between the two users, either way, by id or by e-mail. */
function requestsBetween(a: { id: number; email: string }, b: { id: number; email: string }) {
  const oneWay = (from: typeof a, to: typeof a) =>
    and(
      eq(friendRequests.requesterId, from.id),
      or(
        eq(friendRequests.addresseeId, to.id),
        sql`lower(${friendRequests.addresseeEmail}) = lower(${to.email})`,
      ),
    );
  return or(oneWay(a, b), oneWay(b, a));
}

export async function makeFriends(
  tx: Tx,
  a: { id: number; email: string },
  b: { id: number; email: string },
) {
  await tx
    .insert(friendships)
    .values([
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ])
    .onConflictDoNothing();
  await tx.delete(friendRequests).where(requestsBetween(a, b));
}

/** Ends the friendship both ways; false when there was none. */
export async function deleteFriendship(db: Db | Tx, a: number, b: number) {
  const rows = await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    )
    .returning({ userId: friendships.userId });
  return rows.length > 0;
}

export async function blockUser(
  tx: Tx,
  blocker: { id: number; email: string },
  blocked: { id: number; email: string },
) {
  await tx
    .insert(userBlocks)
    .values({ blockerId: blocker.id, blockedId: blocked.id })
    .onConflictDoNothing();
  await deleteFriendship(tx, blocker.id, blocked.id);
  await tx.delete(friendRequests).where(requestsBetween(blocker, blocked));
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.blockedId });
  return rows.length > 0;
}

export async function deleteOutgoingRequest(db: Db, requesterId: number, id: number) {
  const rows = await db
    .delete(friendRequests)
    .where(and(eq(friendRequests.id, id), eq(friendRequests.requesterId, requesterId)))
    .returning({ id: friendRequests.id });
  return rows.length > 0;
}

export async function deleteRequest(db: Db, id: number) {
  await db.delete(friendRequests).where(eq(friendRequests.id, id));
}

export async function findEmail(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}
