import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByUser, users } from './auth.ts';
import { userProducts } from './collection.ts';
import { nowTimestamp } from './columns.ts';

/** A user's eBay OAuth tokens, AES-256-GCM encrypted with EBAY_TOKEN_KEY (issue 18). */
export const ebayConnections = pgTable('ebay_connections', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenEnc: text().notNull(),
  refreshTokenEnc: text(),
  accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: nowTimestamp(),
  updatedAt: nowTimestamp(),
});

/** OAuth `state` values handed out by /api/ebay/connect; single use, short-lived. */
export const ebayOauthStates = pgTable(
  'ebay_oauth_states',
  {
    state: text().primaryKey(),
    userId: ownedByUser(),
    createdAt: nowTimestamp(),
  },
  (table) => [index().on(table.userId)],
);

/** Draft listings created on eBay from collection items. */
export const ebayDrafts = pgTable(
  'ebay_drafts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    userProductId: integer()
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' }),
    draftId: text().notNull(),
    title: text().notNull(),
    condition: text().notNull(),
    priceCents: integer(),
    sellFlowUrl: text(),
    createdAt: nowTimestamp(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
