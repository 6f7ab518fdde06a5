import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import { gradedPriceCents } from './columns.ts';

// The catalog as imported from the NDJSON dump (see src/server/catalog/import). Every catalog
// row carries a content hash, so a re-import rewrites (and re-stamps updated_at on) only the
// rows whose content changed; updated_at is kept to whole milliseconds so that ISO strings
// round-trip exactly through JavaScript dates (the sync cursor depends on it).

const updatedAt = () =>
  timestamp({ withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`);

export const catalogSeries = pgTable('catalog_series', {
  id: text().primaryKey(),
  tcgdexId: text(),
  source: text(),
  names: jsonb().$type<Record<string, string>>(),
  locales: text().array(),
  setCounts: jsonb().$type<Record<string, number>>(),
  firstReleaseDate: date(),
  lastReleaseDate: date(),
  releaseOrder: integer(),
  contentHash: text().notNull(),
  updatedAt: updatedAt(),
});

export const catalogSets = pgTable(
  'catalog_sets',
  {
    id: text().primaryKey(),
    tcgdexId: text(),
    language: text().notNull(),
    locale: text().notNull(),
    name: text(),
    /**
     * Japanese and Chinese sets: the name of their English equivalent, derived at catalog
     * import from the cards' cross-language links (decision 079); null when unsure.
     */
    englishName: text(),
    /** The name in search form (normalizeSearchText), for SQL pre-filtering. */
    searchName: text().notNull(),
    urlName: text().notNull(),
    seriesId: text(),
    seriesName: text(),
    abbreviation: text(),
    cardCountOfficial: integer(),
    cardCountTotal: integer(),
    releaseDate: date(),
    tcgplayerGroupId: integer(),
    cardmarketId: integer(),
    logoUrl: text(),
    symbolUrl: text(),
    contentHash: text().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index().on(table.language, table.releaseDate),
    check(
      'catalog_sets_language_check',
      sql`${table.language} in ('english', 'japanese', 'chinese')`,
    ),
  ],
);

/** Cards and sealed products in one table: a product id is a catalog id ('sv03-125'). */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: text().primaryKey(),
    productType: text().notNull(),
    setId: text()
      .notNull()
      .references(() => catalogSets.id),
    tcgdexId: text(),
    language: text().notNull(),
    locale: text(),
    number: text(),
    name: text().notNull(),
    /** Name and number in search form (normalizeSearchText); '' when there is no number. */
    searchName: text().notNull(),
    searchNumber: text().notNull(),
    /** Japanese and Chinese cards: the English name, derived at import (decision 073). */
    englishName: text(),
    /** The English name in search form; '' when there is none. */
    searchEnglishName: text().notNull().default(''),
    /** Cards of the same illustration across languages share it (decision 073); else null. */
    printGroup: text(),
    rarity: text(),
    category: text(),
    hp: integer(),
    types: text().array(),
    stage: text(),
    /** Pokedex numbers; a few upstream values are fractional (384.1). */
    dexIds: doublePrecision().array(),
    illustrator: text(),
    regulationMark: text(),
    variants: jsonb().$type<CardVariant[]>(),
    /** Cards: TCGdex base URL (the API appends /high.webp). Sealed: a full image URL or null. */
    imageUrl: text(),
    sealedType: text(),
    packs: jsonb().$type<Record<string, number>>(),
    /** Sealed products' own release date; cards use their set's. */
    releaseDate: date(),
    msrpCents: integer(),
    /** Where msrp_cents comes from (the catalog dump, or the insights job's typical-MSRP table). */
    msrpSource: text(),
    upc: text(),
    source: text(),
    tcgplayerProductId: integer(),
    cardmarketId: integer(),
    /**
     * The product's own TcgProduct fields as JSON object text, rendered at import; reads add
     * the set, price and updated_at fields (the sync feed joins 50k of these without jsonb).
     */
    apiJson: text().notNull().default(''),
    contentHash: text().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index().on(table.setId),
    index().on(table.language),
    index().on(table.updatedAt, table.id),
    index().on(table.printGroup),
    // Decks count owned copies of a card by name across printings (src/server/decks).
    index('catalog_products_lower_name_index').on(sql`lower(${table.name})`),
    check('catalog_products_type_check', sql`${table.productType} in ('card', 'sealed')`),
    check(
      'catalog_products_language_check',
      sql`${table.language} in ('english', 'japanese', 'chinese')`,
    ),
  ],
);

/**
 * Daily prices per product and printing. Written by the price importers and the simulator;
 * the catalog API reads the latest point with a market value. Writers must set updated_at =
 * now() when they change a row: the sync ETag watches max(updated_at).
 */
export const pricePoints = pgTable(
  'price_points',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: text()
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    variant: text().notNull().default('normal'),
    priceDate: date().notNull(),
    source: text().notNull(),
    marketCents: integer(),
    ...gradedPriceCents(),
    /** The currency the source quoted in; the cents columns above are US cents. */
    currency: text().notNull().default('USD'),
    /** The market price as quoted, in cents of `currency` (docs/decisions/017). */
    nativeMarketCents: integer(),
    /** The day's rate used: units of `currency` per US dollar (1 for USD). */
    unitsPerUsd: doublePrecision().notNull().default(1),
    /** What kind of price market_cents is (market, low, trend, last_sale); null: not said. */
    priceKind: text(),
    /** Sales behind the price and the newest one's date, where the source gives them. */
    salesCount: integer(),
    lastSaleDate: date(),
    /** Prices per condition ({"NM": 1234, "LP": 1100}) in US cents, where the source gives them. */
    conditionCents: jsonb().$type<Record<string, number>>(),
    /**
     * A correction (source 'correction', ranked above every feed) names the row it corrects and
     * why; the corrected row is never changed (decision 080).
     */
    supersedesId: bigint({ mode: 'number' }),
    correctionReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    unique().on(table.productId, table.variant, table.priceDate, table.source),
    index().on(table.supersedesId).where(sql`${table.supersedesId} IS NOT NULL`),
    foreignKey({ columns: [table.supersedesId], foreignColumns: [table.id] }).onDelete('cascade'),
    // "The latest market price of a product" (read-models/catalog-sql.ts) in index order:
    // one index descent per product, even for the 50k products of a full sync.
    index('price_points_latest_market_index')
      .on(
        table.productId,
        table.priceDate.desc(),
        sql`(${table.variant} <> 'normal')`,
        table.variant,
        table.source,
      )
      .where(sql`${table.marketCents} IS NOT NULL`),
    index().on(table.updatedAt),
  ],
);
