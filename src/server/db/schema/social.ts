import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedByUser, users } from './auth.ts';
import { binders } from './collection.ts';
import { nowTimestamp } from './columns.ts';

/** A user's public handle and privacy settings (issue 16); no row means no handle, private. */
export const socialProfiles = pgTable(
  'social_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text(),
    visibility: text().$type<'private' | 'friends' | 'public'>().notNull().default('private'),
    showValues: boolean().notNull().default(false),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    uniqueIndex('social_profiles_handle_lower_unique').on(sql`lower(${table.handle})`),
    check(
      'social_profiles_visibility_check',
      sql`${table.visibility} in ('private', 'friends', 'public')`,
    ),
  ],
);

/**
 * A pending friend request, to a user (by handle) or to an e-mail address; an e-mail request
 * reaches whoever owns that address, now or later, and never tells the sender who that is.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requesterId: ownedByUser(),
    addresseeId: integer().references(() => users.id, { onDelete: 'cascade' }),
    addresseeEmail: text(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.requesterId),
    index().on(table.addresseeId),
    index('friend_requests_email_lower_idx').on(sql`lower(${table.addresseeEmail})`),
    uniqueIndex('friend_requests_to_user_unique').on(table.requesterId, table.addresseeId),
    uniqueIndex('friend_requests_to_email_unique').on(
      table.requesterId,
      sql`lower(${table.addresseeEmail})`,
    ),
    check(
      'friend_requests_one_target_check',
      sql`(${table.addresseeId} is null) <> (${table.addresseeEmail} is null)`,
    ),
  ],
);

/** Friendships, stored once per direction so each side reads its own rows. */
export const friendships = pgTable(
  'friendships',
  {
    userId: ownedByUser(),
    friendId: ownedByUser(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index().on(table.friendId),
    check('friendships_not_self_check', sql`${table.userId} <> ${table.friendId}`),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: ownedByUser(),
    blockedId: ownedByUser(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index().on(table.blockedId),
  ],
);

/** A read-only link to the whole collection, one binder or the wishlist. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    /** Legacy clear token: moved into token_hash/token_sealed at start-up, then null. */
    token: text(),
    /** SHA-256 of the token (hex): what a link is looked up by. */
    tokenHash: text(),
    /** The token, AES-GCM sealed with the auth key, so the owner can copy the link again. */
    tokenSealed: text(),
    scope: text().$type<'collection' | 'binder' | 'wishlist'>().notNull(),
    binderId: integer().references(() => binders.id, { onDelete: 'cascade' }),
    createdAt: nowTimestamp(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex().on(table.token),
    uniqueIndex().on(table.tokenHash),
    index().on(table.userId),
    check('share_links_scope_check', sql`${table.scope} in ('collection', 'binder', 'wishlist')`),
    check(
      'share_links_binder_check',
      sql`(${table.scope} = 'binder') = (${table.binderId} is not null)`,
    ),
  ],
);
