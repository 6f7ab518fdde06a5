import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { AlertDigest, PriceAlertKind } from '#core/price-alerts/price-alert.schema.ts';
import { ownedByUser } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { nowTimestamp } from './columns.ts';

/**
 * A user's price alert (issue 37, decision 081): on a product's price, the whole collection's
 * value or the wishlist. Evaluated set-based after each daily price run.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    kind: text().$type<PriceAlertKind>().notNull(),
    productId: text(),
    variant: text(),
    thresholdCents: integer(),
    thresholdPercent: integer(),
    windowDays: smallint(),
    active: boolean().notNull().default(true),
    createdAt: nowTimestamp(),
  },
  (table) => [
    index().on(table.userId, table.id),
    index('price_alerts_active_kind_idx').on(table.kind).where(sql`${table.active}`),
    foreignKey({ columns: [table.productId], foreignColumns: [catalogProducts.id] }).onDelete(
      'cascade',
    ),
    check(
      'price_alerts_kind_check',
      sql`${table.kind} IN ('product_above', 'product_below', 'product_move', 'collection_move', 'wishlist_drop')`,
    ),
    check(
      'price_alerts_fields_check',
      sql`CASE
        WHEN ${table.kind} IN ('product_above', 'product_below') THEN ${table.productId} IS NOT NULL
          AND ${table.variant} IS NOT NULL AND ${table.thresholdCents} > 0
          AND ${table.thresholdPercent} IS NULL AND ${table.windowDays} IS NULL
        WHEN ${table.kind} = 'product_move' THEN ${table.productId} IS NOT NULL
          AND ${table.variant} IS NOT NULL AND ${table.thresholdCents} IS NULL
          AND ${table.thresholdPercent} > 0 AND ${table.windowDays} IN (1, 7, 30)
        ELSE ${table.productId} IS NULL AND ${table.variant} IS NULL AND ${table.thresholdCents} IS NULL
          AND ${table.thresholdPercent} > 0 AND ${table.windowDays} IN (1, 7, 30)
      END`,
    ),
  ],
);

/** How a user takes alert mails: one per hit (no row: 'off') or gathered daily or weekly. */
export const priceAlertSettings = pgTable(
  'price_alert_settings',
  {
    userId: ownedByUser().primaryKey(),
    digest: text().$type<AlertDigest>().notNull(),
  },
  (table) => [
    check('price_alert_settings_digest_check', sql`${table.digest} IN ('off', 'daily', 'weekly')`),
  ],
);
