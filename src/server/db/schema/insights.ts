import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { catalogProducts, catalogSets } from './catalog.ts';
import { gradedPriceCents, nowTimestamp } from './columns.ts';

// Read models of the insights pages, rebuilt by the insights job (src/server/insights) after
// every price refresh. Nothing else writes them; the pages read only these tables.

/** One row per priced product: its catalog printing's latest price, past prices and ladder. */
export const insightsProductStats = pgTable(
  'insights_product_stats',
  {
    productId: text()
      .primaryKey()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    productType: text().notNull(),
    language: text().notNull(),
    seriesId: text(),
    setId: text().notNull(),
    variant: text().notNull(),
    source: text().notNull(),
    priceDate: date().notNull(),
    marketCents: integer().notNull(),
    /** The same printing and source's price on or before 1, 7, 30, 90 and 365 days earlier. */
    cents1d: integer('cents_1d'),
    cents7d: integer('cents_7d'),
    cents30d: integer('cents_30d'),
    cents90d: integer('cents_90d'),
    cents365d: integer('cents_365d'),
    ...gradedPriceCents(),
    /** psa10 / market and psa10 - market, for the "highest grading premium" rankings. */
    psa10Multiplier: doublePrecision('psa10_multiplier'),
    psa10PremiumCents: integer('psa10_premium_cents'),
    /**
     * Changes over 1, 7 and 30 days, ranked through their indexes; the percentages are null
     * when the starting price is under PERCENT_MOVER_MIN_BASE_CENTS.
     */
    change1dCents: integer('change_1d_cents'),
    change1dPct: doublePrecision('change_1d_pct'),
    change7dCents: integer('change_7d_cents'),
    change7dPct: doublePrecision('change_7d_pct'),
    change30dCents: integer('change_30d_cents'),
    change30dPct: doublePrecision('change_30d_pct'),
    /** Sealed: the catalog MSRP, copied so the ROI view reads only the products that have one. */
    msrpCents: integer(),
    /** Cards: rank by market price within their language and series (1 = most valuable). */
    seriesRank: integer(),
    computedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.language, table.productType, table.marketCents),
    index().on(table.productType, table.marketCents),
    index().on(table.seriesId),
    index().on(table.setId),
    index().on(table.seriesRank),
    index('insights_product_stats_msrp_index')
      .on(table.language)
      .where(sql`${table.msrpCents} IS NOT NULL`),
    index().on(table.change1dCents),
    index().on(table.change1dPct),
    index().on(table.change7dCents),
    index().on(table.change7dPct),
    index().on(table.change30dCents),
    index().on(table.change30dPct),
    index().on(table.psa10PremiumCents),
    index().on(table.psa10Multiplier),
  ],
);

/** One row per set with priced cards: its value (one copy of each card) and its changes. */
export const insightsSetStats = pgTable('insights_set_stats', {
  setId: text()
    .primaryKey()
    .references(() => catalogSets.id, { onDelete: 'cascade' }),
  language: text().notNull(),
  seriesId: text(),
  valueCents: bigint({ mode: 'number' }).notNull(),
  cardsPriced: integer().notNull(),
  /** Like for like: the cards priced now and then, then's sum against now's sum. */
  change1mCents: bigint('change_1m_cents', { mode: 'number' }),
  change1mBaseCents: bigint('change_1m_base_cents', { mode: 'number' }),
  change3mCents: bigint('change_3m_cents', { mode: 'number' }),
  change3mBaseCents: bigint('change_3m_base_cents', { mode: 'number' }),
  change1yCents: bigint('change_1y_cents', { mode: 'number' }),
  change1yBaseCents: bigint('change_1y_base_cents', { mode: 'number' }),
  sealedPriced: integer().notNull().default(0),
  sealedWithMsrp: integer().notNull().default(0),
  sealedMarketCents: bigint({ mode: 'number' }),
  sealedMsrpCents: bigint({ mode: 'number' }),
  priceDate: date().notNull(),
  computedAt: nowTimestamp(),
});

/** A set's value per day: the sum of its cards' prices that day (cards priced that day). */
export const insightsSetDaily = pgTable(
  'insights_set_daily',
  {
    setId: text()
      .notNull()
      .references(() => catalogSets.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    valueCents: bigint({ mode: 'number' }).notNull(),
    cardsPriced: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.setId, table.day] })],
);

/** Series and language totals of insights_set_daily per day ('all' languages too). */
export const insightsGroupDaily = pgTable(
  'insights_group_daily',
  {
    kind: text().notNull(),
    language: text().notNull(),
    /** '' for a language total. */
    seriesId: text().notNull(),
    day: date().notNull(),
    valueCents: bigint({ mode: 'number' }).notNull(),
    cardsPriced: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language, table.seriesId, table.day] })],
);

/** The market index per language ('all' too): the summed price of a fixed basket per day. */
export const insightsMarketIndex = pgTable(
  'insights_market_index',
  {
    language: text().notNull(),
    day: date().notNull(),
    valueCents: bigint({ mode: 'number' }).notNull(),
    products: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.day] })],
);

/** When the insights were last computed, from which newest price date and sources. */
export const insightsRuns = pgTable('insights_runs', {
  id: integer().primaryKey(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
  priceDate: date(),
  sources: text().array().notNull(),
  basketSize: integer().notNull(),
  ms: integer().notNull(),
});
