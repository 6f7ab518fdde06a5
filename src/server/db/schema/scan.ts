import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogProducts } from './catalog.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * The scan index: visual features of one reference image per catalog product, written by
 * `npm run scan:index` and read by every app process.
 */
export const scanIndexEntries = pgTable('scan_index_entries', {
  productId: text()
    .primaryKey()
    .references(() => catalogProducts.id, { onDelete: 'cascade' }),
  productType: text().notNull(),
  /** sha256 of the reference image, so a rebuild skips unchanged images. */
  imageHash: text().notNull(),
  descriptorVersion: integer().notNull(),
  features: bytea().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
});

/** One row (id 1); `version` is bumped after every index build so servers reload. */
export const scanIndexState = pgTable('scan_index_state', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
});
