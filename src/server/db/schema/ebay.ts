import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { userProducts } from './collection.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().default(sql`now()`);

/** A user's eBay OAuth tokens, AES-256-GCM encrypted with EBAY_TOKEN_KEY (issue 18). */
export const ebayConnections = pgTable('ebay_connections', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenEnc: text().notNull(),
  refreshTokenEnc: text(),
  accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

/** OAuth `state` values handed out by /api/ebay/connect; single use, short-lived. */
export const ebayOauthStates = pgTable(
  'ebay_oauth_states',
  {
    state: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);

/** Draft listings created on eBay from collection items. */
export const ebayDrafts = pgTable(
  'ebay_drafts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userProductId: integer()
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' }),
    draftId: text().notNull(),
    title: text().notNull(),
    condition: text().notNull(),
    priceCents: integer(),
    sellFlowUrl: text(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
