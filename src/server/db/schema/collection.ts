import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COPY_LANGUAGES } from '#core/collection/copy-language.ts';
import { ownedByUser } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { gradedPriceCents, nowTimestamp } from './columns.ts';

export const binders = pgTable(
  'binders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    name: text().notNull(),
    /** Pockets per page, columns x rows: '3x3', '2x2' or '4x3' (issue 32, decision 057). */
    pocketLayout: text().notNull().default('3x3'),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId),
    check('binders_pocket_layout_check', sql`${table.pocketLayout} in ('3x3', '2x2', '4x3')`),
  ],
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
    /** Where the copy sits in its binder (issue 32): page and pocket (1-based, reading order). */
    binderPage: integer(),
    binderPocket: integer(),
    /** Or the box it is stored in (a collector's own name, decision 057) and the row in it. */
    boxName: text(),
    boxRow: integer(),
    /** On the owner's trade list (issue 16). */
    forTrade: boolean().notNull().default(false),
    /** The language this copy is printed in; null: its card's language (ADR 067). */
    copyLanguage: text(),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index().on(table.binderId),
    index().on(table.productId),
    uniqueIndex('user_products_pocket_unique')
      .on(table.binderId, table.binderPage, table.binderPocket)
      .where(sql`${table.binderPage} is not null`),
    check(
      'user_products_pocket_check',
      sql`(${table.binderPage} is null) = (${table.binderPocket} is null) and ${table.binderPage} >= 1 and ${table.binderPocket} >= 1`,
    ),
    check('user_products_box_row_check', sql`${table.boxRow} >= 1`),
    check('user_products_type_check', sql`${table.productType} in ('card', 'sealed')`),
    check('user_products_quantity_check', sql`${table.quantity} between 1 and 9999`),
    check(
      'user_products_condition_check',
      sql`${table.condition} in ('NM', 'LP', 'MP', 'HP', 'DMG')`,
    ),
    check(
      'user_products_copy_language_check',
      sql`${table.copyLanguage} in (${sql.raw(COPY_LANGUAGES.map((code) => `'${code}'`).join(', '))})`,
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
    /** Per-condition prices of the latest row (US cents), where its source gives them. */
    conditionCents: jsonb().$type<Record<string, number>>(),
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
