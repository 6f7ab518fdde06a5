import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// Price feeds (src/server/prices/sources), exchange rates and the display currency.

/**
 * One row per run of a price source for a price day: what it priced, what it could not match
 * and why it failed. Written by the daily job before the snapshot; read by /admin/price-sources.
 */
export const priceSourceRuns = pgTable(
  'price_source_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text().notNull(),
    priceDate: date().notNull(),
    status: text().$type<'running' | 'ok' | 'failed'>().notNull().default('running'),
    attempts: integer().notNull().default(0),
    /** Catalog products the source was asked about. */
    requested: integer().notNull().default(0),
    /** Products that got at least one price. */
    priced: integer().notNull().default(0),
    /** Of those, matched by set and number (no marketplace id in the catalog). */
    matchedByNumber: integer().notNull().default(0),
    unmatched: integer().notNull().default(0),
    /** Up to 50 unmatched product ids, for the admin page. */
    unmatchedSample: jsonb().$type<string[]>().notNull().default([]),
    /** Priced products per catalog language. */
    pricedByLanguage: jsonb().$type<Record<string, number>>().notNull().default({}),
    rowsWritten: integer().notNull().default(0),
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.source, table.startedAt.desc()),
    check('price_source_runs_status_check', sql`${table.status} in ('running', 'ok', 'failed')`),
  ],
);

/** Units of `currency` per US dollar on a day (EUR 0.92 means $1 = EUR 0.92). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateDate: date().notNull(),
    currency: text().notNull(),
    unitsPerUsd: doublePrecision().notNull(),
    source: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.rateDate, table.currency] }),
    check('exchange_rates_positive_check', sql`${table.unitsPerUsd} > 0`),
  ],
);

/** The currency a user sees prices in (USD when there is no row). */
export const userCurrencyPreferences = pgTable(
  'user_currency_preferences',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    check(
      'user_currency_preferences_currency_check',
      sql`${table.currency} in ('USD', 'EUR', 'JPY', 'GBP')`,
    ),
  ],
);

/** What a user assumes shipping one order costs them, per marketplace (US cents; decision 080). */
export const userSaleSettings = pgTable(
  'user_sale_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tcgplayerShippingCents: integer().notNull(),
    ebayShippingCents: integer().notNull(),
    cardmarketShippingCents: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    check(
      'user_sale_settings_shipping_check',
      sql`${table.tcgplayerShippingCents} BETWEEN 0 AND 5000 AND ${table.ebayShippingCents} BETWEEN 0 AND 5000 AND ${table.cardmarketShippingCents} BETWEEN 0 AND 5000`,
    ),
  ],
);
