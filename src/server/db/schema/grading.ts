import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GuideLines } from '#core/grading/centering.ts';
import { ownedByUser } from './auth.ts';
import { userProducts } from './collection.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export type SavedFaceData = {
  lines: GuideLines;
  subscores: { corners: number | null; edges: number | null; surface: number | null };
};

/**
 * A saved AI grading estimate of one collection item, with its rectified photos (kept only
 * here: deleting the row deletes them, as does deleting the item or the account).
 */
export const gradingResults = pgTable(
  'grading_results',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    userProductId: integer()
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' }),
    front: jsonb().$type<SavedFaceData>().notNull(),
    back: jsonb().$type<SavedFaceData>(),
    frontJpeg: bytea().notNull(),
    backJpeg: bytea(),
    ceilings: jsonb().$type<Record<string, number>>().notNull(),
    borderline: boolean().notNull(),
    overall: numeric({ precision: 3, scale: 1, mode: 'number' }),
    thresholdsVersion: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index().on(table.userId, table.createdAt), index().on(table.userProductId)],
);
