import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './notification-types.ts';

/** A row id (PostgreSQL integer). */
const rowId = z.number().int().min(1).max(2_147_483_647);

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** One entry of the notification centre. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/notifications */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  before: z.coerce.number().pipe(rowId).optional(),
});

/** The `unread` event of GET /api/notifications/stream. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** POST /api/notifications/read: these ids, or every one when `all`. */
export const markReadSchema = z
  .object({
    ids: z.array(rowId).max(200).optional(),
    all: z.boolean().optional(),
  })
  .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, {
    message: 'ids: give at least one id, or all: true',
    path: ['ids'],
  });
export type MarkRead = z.infer<typeof markReadSchema>;

/** One row of /profile's notification settings. */
export const preferenceRowSchema = z.object({
  type: notificationTypeSchema,
  label: z.string(),
  channels: z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() }),
});

/** GET /api/notifications/preferences */
export const preferencesSchema = z.object({
  rows: z.array(preferenceRowSchema),
  /** Whether browser push can be offered (the server has VAPID keys). */
  pushAvailable: z.boolean(),
  vapidPublicKey: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/notifications/preferences: the changed switches. */
export const preferenceChangeSchema = z.object({
  changes: z
    .array(
      z.object({
        type: notificationTypeSchema,
        channel: notificationChannelSchema,
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length * NOTIFICATION_CHANNELS.length),
});
export type PreferenceChange = z.infer<typeof preferenceChangeSchema>;

/** POST /api/notifications/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().min(40).max(200),
    auth: z.string().min(16).max(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What the service worker receives in a push (the encrypted JSON body). */
export const pushMessageSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
