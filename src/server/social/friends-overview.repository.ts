import type { FriendCounts, FriendsOverview } from '#core/social/social.schema.ts';
import type { Queryable } from '../db/executor.ts';
import { portfolioTotalsCte } from '../read-models/portfolio-totals-sql.ts';
import { ISO, PUBLIC_NAME } from './social-deps.ts';

type Me = { id: number; email: string };

const NOT_BLOCKED = (other: string) => `NOT EXISTS (SELECT 1 FROM user_blocks b
  WHERE (b.blocker_id = $1 AND b.blocked_id = ${other}) OR (b.blocker_id = ${other} AND b.blocked_id = $1))`;

// Incoming: to me or my e-mail, from someone with a handle, not blocked, not already a friend.
const INCOMING_WHERE = `(fr.addressee_id = $1 OR lower(fr.addressee_email) = lower($2))
  AND fr.requester_id <> $1 AND ${NOT_BLOCKED('fr.requester_id')}
  AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = $1 AND f.friend_id = fr.requester_id)`;

async function listFriends(db: Queryable, me: Me) {
  const { rows } = await db.query<FriendsOverview['friends'][number]>(
    `WITH mine AS (
       SELECT f.friend_id, f.created_at, coalesce(sp.visibility, 'private') IN ('friends', 'public')
         AS shares, coalesce(sp.show_values, false) AS show_values
       FROM friendships f LEFT JOIN social_profiles sp ON sp.user_id = f.friend_id
       WHERE f.user_id = $1 AND ${NOT_BLOCKED('f.friend_id')}
     ), ${portfolioTotalsCte('ANY(ARRAY(SELECT friend_id FROM mine WHERE shares AND show_values))')}
     SELECT u.id, coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name, m.shares AS shares_collection,
       CASE WHEN m.shares AND m.show_values THEN coalesce(t.cents, 0)::float8 / 100 END
         AS collection_value,
       to_char(m.created_at AT TIME ZONE 'UTC', ${ISO}) AS since
     FROM mine m JOIN users u ON u.id = m.friend_id
     LEFT JOIN social_profiles sp ON sp.user_id = u.id
     LEFT JOIN totals t ON t.user_id = u.id AND t.binder_id IS NULL
     ORDER BY lower(sp.handle), u.id`,
    [me.id],
  );
  return rows;
}

export async function loadFriendsOverview(db: Queryable, me: Me): Promise<FriendsOverview> {
  const incoming = await db.query<{ id: number; created_at: string } & Record<string, unknown>>(
    `SELECT fr.id, to_char(fr.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
       u.id AS from_id, coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name
     FROM friend_requests fr JOIN users u ON u.id = fr.requester_id
     LEFT JOIN social_profiles sp ON sp.user_id = u.id
     WHERE ${INCOMING_WHERE} ORDER BY fr.created_at DESC, fr.id DESC`,
    [me.id, me.email],
  );
  const outgoing = await db.query<FriendsOverview['outgoing'][number]>(
    `SELECT fr.id, coalesce(sp.handle, fr.addressee_email) AS to,
       to_char(fr.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at
     FROM friend_requests fr LEFT JOIN social_profiles sp ON sp.user_id = fr.addressee_id
     WHERE fr.requester_id = $1 ORDER BY fr.created_at DESC, fr.id DESC`,
    [me.id],
  );
  const blocked = await db.query<FriendsOverview['blocked'][number]>(
    `SELECT u.id, coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name
     FROM user_blocks b JOIN users u ON u.id = b.blocked_id
     LEFT JOIN social_profiles sp ON sp.user_id = u.id
     WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
    [me.id],
  );
  return {
    friends: await listFriends(db, me),
    incoming: incoming.rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      from: {
        id: row.from_id as number,
        handle: row.handle as string,
        display_name: row.display_name as string,
      },
    })),
    outgoing: outgoing.rows,
    blocked: blocked.rows,
  };
}

export async function countFriends(db: Queryable, me: Me): Promise<FriendCounts> {
  const { rows } = await db.query<FriendCounts>(
    `SELECT
       (SELECT count(*)::int FROM friendships f WHERE f.user_id = $1
         AND ${NOT_BLOCKED('f.friend_id')}) AS friends,
       (SELECT count(*)::int FROM friend_requests fr WHERE ${INCOMING_WHERE}) AS incoming,
       (SELECT count(*)::int FROM friend_requests fr WHERE fr.requester_id = $1) AS outgoing`,
    [me.id, me.email],
  );
  return rows[0] ?? { friends: 0, incoming: 0, outgoing: 0 };
}
