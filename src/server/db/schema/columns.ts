import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column groups that several tables declare alike. Each helper returns new column builders,
// so the generated SQL (and the migrations) are the same as when they were written out.

/** timestamptz NOT NULL DEFAULT now(): created_at, updated_at and the like. */
export const nowTimestamp = () => timestamp({ withTimezone: true }).notNull().default(sql`now()`);

/** The graded prices (US cents) of one printing, in price_points and the tables built from it. */
export const gradedPriceCents = () => ({
  psa10Cents: integer('psa10_cents'),
  cgc10Cents: integer('cgc10_cents'),
  sgc10Cents: integer('sgc10_cents'),
  bgs10Cents: integer('bgs10_cents'),
  graded9Cents: integer('graded9_cents'),
  graded8Cents: integer('graded8_cents'),
  graded7Cents: integer('graded7_cents'),
});
