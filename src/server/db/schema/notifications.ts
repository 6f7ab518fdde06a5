import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationPayload } from '#core/notifications/describe-notification.ts';
import type { NotificationType } from '#core/notifications/notification-types.ts';
import { ownedByUser } from './auth.ts';
import { nowTimestamp } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * What happened to a user (decision 077). (user, type, dedupe key) is unique, so an event that
 * two processes or a repeated webhook raise twice is stored, and so delivered, once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    type: text().$type<NotificationType>().notNull(),
    payload: jsonb().$type<NotificationPayload>().notNull(),
    dedupeKey: text().notNull(),
    /** False when the user turned the centre off for this type: mail or push only. */
    inApp: boolean().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: nowTimestamp(),
  },
  (table) => [
    uniqueIndex().on(table.userId, table.type, table.dedupeKey),
    index('notifications_unread_idx')
      .on(table.userId, table.id)
      .where(sql`${table.readAt} IS NULL AND ${table.inApp}`),
    index().on(table.userId, table.id),
  ],
);

/**
 * One message to send (e-mail or push) for a notification: claimed with SKIP LOCKED, retried
 * with back-off, sent once. Deleted with the notification, so with the account.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text().$type<'email' | 'push'>().notNull(),
    status: text().$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: nowTimestamp(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex().on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    check('notification_deliveries_channel_check', sql`${table.channel} IN ('email', 'push')`),
    check(
      'notification_deliveries_status_check',
      sql`${table.status} IN ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

/** A user's switch for one type and channel; no row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownedByUser(),
    type: text().$type<NotificationType>().notNull(),
    channel: text().$type<'in_app' | 'email' | 'push'>().notNull(),
    enabled: boolean().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.channel] })],
);

/** The per-user key that signs unsubscribe links: it dies with the account, and so do they. */
export const notificationKeys = pgTable('notification_keys', {
  userId: ownedByUser().primaryKey(),
  unsubscribeKey: bytea().notNull(),
});

/** A browser's push subscription (Web Push): where to send and the keys to encrypt for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: nowTimestamp(),
  },
  (table) => [uniqueIndex().on(table.endpoint), index().on(table.userId)],
);
