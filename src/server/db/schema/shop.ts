import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CheckoutAddress, OrderStatus } from '#core/shop/order.schema.ts';
import { ownedByUser, users } from './auth.ts';
import { nowTimestamp } from './columns.ts';

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [uniqueIndex().on(table.slug)],
);

/** Sealed products and accessories sold by the shop. Money is integer cents. */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    mainImage: text(),
    /**
     * The catalog's sealed product this is (no foreign key: the shop may be seeded before the
     * catalog is imported). Its image shows when the product has none of its own.
     */
    catalogProductId: text(),
    priceCents: integer().notNull(),
    memberPriceCents: integer(),
    currency: text().notNull().default('USD'),
    stock: integer().notNull().default(0),
    categoryId: integer().references(() => shopCategories.id, { onDelete: 'set null' }),
    /** The 'rare products' perk: only members may buy. */
    memberOnly: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.categoryId),
    check('shop_products_stock_check', sql`${table.stock} >= 0`),
    check('shop_products_price_check', sql`${table.priceCents} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the buyer deleted the account: the shop keeps its paid orders, anonymised. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    currency: text().notNull().default('USD'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    /** Included in totalCents: src/core/shop/shipping.ts. */
    shippingCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    shippingAddress: jsonb().$type<CheckoutAddress>().notNull(),
    provider: text().notNull(),
    /** The provider's checkout session id. */
    providerRef: text(),
    trackingNumber: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** The provider's fingerprint of the card that paid, when it gives one (decision 068). */
    paymentFingerprint: text(),
    receiptSentAt: timestamp({ withTimezone: true }),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index('orders_pending_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex().on(table.providerRef),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
  },
  (table) => [
    index().on(table.orderId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Every provider event handled, by its id: a repeated delivery is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: nowTimestamp(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    tier: integer().notNull(),
    status: text().$type<'pending' | 'active' | 'cancelled' | 'ended' | 'failed'>().notNull(),
    provider: text().notNull(),
    /** Checkout session id while pending, then the provider's subscription id. */
    providerRef: text(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** The fingerprint of the card that paid the first period, when given (decision 068). */
    paymentFingerprint: text(),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [index().on(table.userId), uniqueIndex().on(table.providerRef)],
);

export const giveaways = pgTable('giveaways', {
  /** 'YYYY-MM'. */
  month: text().primaryKey(),
  prize: text().notNull().default('A surprise booster box'),
  seed: text(),
  winnerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  drawnAt: timestamp({ withTimezone: true }),
  drawnBy: integer().references(() => users.id, { onDelete: 'set null' }),
});

export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    month: text()
      .notNull()
      .references(() => giveaways.month, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    /** Premium members hold two entries. */
    weight: integer().notNull().default(1),
    createdAt: nowTimestamp(),
  },
  (table) => [primaryKey({ columns: [table.month, table.userId] })],
);
