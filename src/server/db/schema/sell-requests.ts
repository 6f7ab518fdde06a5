import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SellRequestStatus } from '#core/sell-requests/sell-request.schema.ts';
import type { ShippingAddress } from '#core/shop/order.schema.ts';
import { users } from './auth.ts';
import { userProducts } from './collection.ts';
import { nowTimestamp } from './columns.ts';

/** A collector's offer of cards to the shop (issue 18). */
export const sellRequests = pgTable(
  'sell_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the seller deleted the account: accepted, received and paid requests stay. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<SellRequestStatus>().notNull().default('submitted'),
    returnAddress: jsonb().$type<ShippingAddress>().notNull(),
    note: text().notNull().default(''),
    labelGeneratedAt: timestamp({ withTimezone: true }),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index().on(table.status, table.createdAt),
    check(
      'sell_requests_status_check',
      sql`${table.status} in ('submitted', 'offered', 'accepted', 'declined', 'received', 'paid')`,
    ),
  ],
);

/** One offered collection item; name and product are copied so the request outlives the item. */
export const sellRequestItems = pgTable(
  'sell_request_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => sellRequests.id, { onDelete: 'cascade' }),
    userProductId: integer().references(() => userProducts.id, { onDelete: 'set null' }),
    productId: text().notNull(),
    productName: text().notNull(),
    condition: text().notNull(),
    askingCents: integer().notNull(),
    offerCents: integer(),
  },
  (table) => [
    index().on(table.requestId),
    check('sell_request_items_asking_check', sql`${table.askingCents} > 0`),
    check(
      'sell_request_items_offer_check',
      sql`${table.offerCents} is null or ${table.offerCents} > 0`,
    ),
  ],
);
