import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth.ts';
import { nowTimestamp } from './columns.ts';

/**
 * Every change of the user's items and binders (issue 34, ADR 074), written by triggers on
 * user_products and binders in the transaction of the change. Append-only: a trigger refuses
 * UPDATE, and DELETE unless the user is being deleted. No foreign key to the item or binder,
 * so the history outlives them.
 */
export const collectionChanges = pgTable(
  'collection_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    batchId: uuid().notNull(),
    itemId: integer(),
    binderId: integer(),
    kind: text().notNull(),
    /** {column: {from, to}} of the columns the change touched. */
    fields: jsonb().notNull().default(sql`'{}'::jsonb`),
    origin: text().notNull(),
    originDetail: text(),
    createdAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.itemId, table.id),
    index().on(table.userId, table.binderId, table.id),
    index().on(table.userId, table.batchId),
    index().on(table.userId, table.createdAt),
    check(
      'collection_changes_kind_check',
      sql`${table.kind} in ('created', 'edited', 'moved', 'deleted', 'restored')`,
    ),
    check(
      'collection_changes_origin_check',
      sql`${table.origin} in ('typed', 'scan', 'csv_import', 'deck_wishlist', 'sell_request', 'bulk_edit', 'restore', 'undo')`,
    ),
    check(
      'collection_changes_target_check',
      sql`(${table.itemId} is null) <> (${table.binderId} is null)`,
    ),
  ],
);

/** Deleted items and binders as they were, restorable for 30 days (then purged by a job). */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    kind: text().notNull(),
    recordId: integer().notNull(),
    /** The whole row (to_jsonb) as it was just before the delete. */
    snapshot: jsonb().notNull(),
    batchId: uuid().notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index().on(table.userId, table.deletedAt),
    index().on(table.kind, table.recordId),
    index().on(table.deletedAt),
    check('trash_entries_kind_check', sql`${table.kind} in ('item', 'binder')`),
  ],
);
