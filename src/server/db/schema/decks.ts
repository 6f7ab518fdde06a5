import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogProducts } from './catalog.ts';

const stamp = () => timestamp({ withTimezone: true }).notNull().default(sql`now()`);

/** A user's deck (issue 19): a name, a format and its card lines in deck_cards. */
export const decks = pgTable(
  'decks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    format: text().notNull(),
    createdAt: stamp(),
    updatedAt: stamp(),
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
    createdAt: stamp(),
  },
  (table) => [
    unique().on(table.deckId, table.productId),
    index().on(table.productId),
    check('deck_cards_count_check', sql`${table.count} between 1 and 60`),
  ],
);
