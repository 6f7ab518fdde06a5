import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { nowTimestamp } from './columns.ts';

/** A user's deck (issue 19): a name, a format and its card lines in deck_cards. */
export const decks = pgTable(
  'decks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    name: text().notNull(),
    format: text().notNull(),
    createdAt: nowTimestamp(),
    updatedAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.updatedAt),
    check('decks_format_check', sql`${table.format} in ('standard', 'expanded', 'unlimited')`),
  ],
);

/** One printing in a deck with its count; a printing appears once per deck. */
export const deckCards = pgTable(
  'deck_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deckId: integer()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => catalogProducts.id),
    count: integer().notNull(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    unique().on(table.deckId, table.productId),
    index().on(table.productId),
    check('deck_cards_count_check', sql`${table.count} between 1 and 60`),
  ],
);
