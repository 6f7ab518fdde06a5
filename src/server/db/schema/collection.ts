import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { gradedPriceCents, nowTimestamp } from './columns.ts';

export const binders = pgTable(
  'binders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    name: text().notNull(),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [index().on(table.userId)],
);

/** A collection (or wishlist) item: the spec's "user product". */
export const userProducts = pgTable(
  'user_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    productId: text()
      .notNull()
      .references(() => catalogProducts.id),
    productType: text().notNull(),
    variant: text().notNull().default('normal'),
    /** Key of the graded price record (graded-values?apiIds=); the product id unless set. */
    apiId: text(),
    wishlist: boolean().notNull().default(false),
    quantity: integer().notNull().default(1),
    condition: text().notNull().default('NM'),
    graded: boolean().notNull().default(false),
    gradeScore: numeric({ precision: 3, scale: 1, mode: 'number' }),
    gradingCompany: text(),
    purchasePriceCents: integer(),
    purchasedOn: date(),
    notes: text(),
    binderId: integer().references(() => binders.id, { onDelete: 'set null' }),
    /** On the owner's trade list (issue 16). */
    forTrade: boolean().notNull().default(false),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index().on(table.binderId),
    index().on(table.productId),
    check('user_products_type_check', sql`${table.productType} in ('card', 'sealed')`),
    check('user_products_quantity_check', sql`${table.quantity} between 1 and 9999`),
    check(
      'user_products_condition_check',
      sql`${table.condition} in ('NM', 'LP', 'MP', 'HP', 'DMG')`,
    ),
  ],
);

/**
 * The latest and previous daily market value per product and printing, refreshed from
 * price_points after every import, simulation and by the daily job, so that collection reads
 * are one indexed join instead of a scan of the price history.
 */
export const productLatestPrices = pgTable(
  'product_latest_prices',
  {
    productId: text()
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    variant: text().notNull(),
    source: text().notNull(),
    priceDate: date().notNull(),
    marketCents: integer(),
    previousPriceDate: date(),
    previousMarketCents: integer(),
    ...gradedPriceCents(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.variant] }),
    // The collection list re-renders the items whose price changed since its last render.
    index().on(table.updatedAt),
  ],
);

/** One value per user per day for the whole collection (binder_id null) and per binder. */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    binderId: integer().references(() => binders.id, { onDelete: 'cascade' }),
    snapshotDate: date().notNull(),
    valueCents: bigint({ mode: 'number' }).notNull(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    unique('portfolio_snapshots_day_unique')
      .on(table.userId, table.binderId, table.snapshotDate)
      .nullsNotDistinct(),
  ],
);

/**
 * Owned items as they were when deleted, written by a trigger on user_products (decision 051),
 * so the portfolio history keeps their value until the day they left and books it as removed.
 */
export const collectionRemovals = pgTable(
  'collection_removals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    itemId: integer().notNull(),
    productId: text().notNull(),
    variant: text().notNull(),
    quantity: integer().notNull(),
    graded: boolean().notNull(),
    gradeScore: numeric({ precision: 3, scale: 1, mode: 'number' }),
    gradingCompany: text(),
    purchasePriceCents: integer(),
    binderId: integer().references(() => binders.id, { onDelete: 'set null' }),
    addedAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: nowTimestamp(),
  },
  (table) => [index().on(table.userId, table.removedAt)],
);
