import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByUser, users } from './auth.ts';

/** Every admin action: who, what, on which row, when, and the row before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index().on(table.createdAt),
    index().on(table.targetType, table.targetId),
    index().on(table.adminId),
  ],
);

/** One landing through a referral link (`?ref=<handle>` resolved), for affiliate numbers. */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrerId: ownedByUser(),
    visitedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index().on(table.referrerId, table.visitedAt)],
);
