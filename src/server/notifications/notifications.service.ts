import { sql } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { describeNotification } from '#core/notifications/describe-notification.ts';
import type {
  MarkRead,
  NotificationList,
  PreferenceChange,
  Preferences,
  PushSubscriptionInput,
} from '#core/notifications/notification.schema.ts';
import {
  isChannelOn,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_INFO,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '#core/notifications/notification-types.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../plugins/session.ts';
import {
  countUnread,
  listNotifications,
  listPreferences,
  markRead,
  type NotificationRow,
  upsertPreferences,
} from './notifications.repository.ts';
import { NOTIFY_CHANNEL } from './notify.ts';
import { isAllowedPushEndpoint, type PushSender } from './push-sender.ts';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-tokens.ts';

export type NotificationDeps = {
  db: Db;
  push: PushSender | undefined;
  pushServiceHosts: string[];
};

type Me = Pick<SessionUser, 'id' | 'role'>;

function toEntry(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    ...describeNotification(row.type, row.payload),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's centre: the newest entries and how many are unread. */
export async function listMine(
  deps: NotificationDeps,
  me: Me,
  query: { limit: number; before?: number | undefined },
): Promise<NotificationList> {
  const rows = await listNotifications(deps.db, me.id, query.limit, query.before);
  return { items: rows.map(toEntry), unread: await countUnread(deps.db, me.id) };
}

export async function unreadCount(deps: NotificationDeps, me: Me): Promise<number> {
  return countUnread(deps.db, me.id);
}

/** Marks the user's own entries read and wakes their other open tabs' bells. */
export async function markMineRead(deps: NotificationDeps, me: Me, input: MarkRead) {
  await deps.db.transaction(async (tx) => {
    await markRead(tx, me.id, input.all ? 'all' : (input.ids ?? []));
    await tx.execute(sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${String(me.id)})`);
  });
  return { unread: await countUnread(deps.db, me.id) };
}

const visibleTypes = (me: Me) =>
  NOTIFICATION_TYPES.filter(
    (type) => me.role === 'admin' || !NOTIFICATION_TYPE_INFO[type].adminOnly,
  );

async function choicesOf(db: Db, userId: number) {
  const choices: Partial<Record<string, Partial<Record<NotificationChannel, boolean>>>> = {};
  for (const row of await listPreferences(db, userId)) {
    choices[row.type] = { ...choices[row.type], [row.channel]: row.enabled };
  }
  return choices;
}

export async function getPreferences(deps: NotificationDeps, me: Me): Promise<Preferences> {
  const choices = await choicesOf(deps.db, me.id);
  const on = (type: NotificationType, channel: NotificationChannel) =>
    isChannelOn(choices, type, channel);
  return {
    rows: visibleTypes(me).map((type) => ({
      type,
      label: NOTIFICATION_TYPE_INFO[type].label,
      channels: Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, on(type, channel)]),
      ) as Record<NotificationChannel, boolean>,
    })),
    pushAvailable: deps.push !== undefined,
    vapidPublicKey: deps.push?.publicKey ?? null,
  };
}

export async function changePreferences(deps: NotificationDeps, me: Me, input: PreferenceChange) {
  const allowed = new Set<string>(visibleTypes(me));
  const refused = input.changes.find((change) => !allowed.has(change.type));
  if (refused) {
    throw new AppError('VALIDATION_FAILED', `type: ${refused.type} is for admins only`, {
      field: 'type',
    });
  }
  await upsertPreferences(deps.db, me.id, input.changes);
  return getPreferences(deps, me);
}

export async function subscribePush(deps: NotificationDeps, me: Me, input: PushSubscriptionInput) {
  if (!deps.push) {
    throw new AppError('CONFLICT', 'Browser notifications are not set up on this server');
  }
  if (!isAllowedPushEndpoint(input.endpoint, deps.pushServiceHosts)) {
    throw new AppError('VALIDATION_FAILED', 'endpoint: not a known browser push service', {
      field: 'endpoint',
    });
  }
  await savePushSubscription(deps.db, me.id, { endpoint: input.endpoint, ...input.keys });
}

export async function unsubscribePush(deps: NotificationDeps, me: Me, endpoint: string) {
  if (!(await deletePushSubscription(deps.db, me.id, endpoint))) {
    throw new AppError('NOT_FOUND', 'No push subscription of yours with this endpoint');
  }
}

/** What an unsubscribe link turns off, for the confirm page; throws on a bad link. */
export async function checkUnsubscribeLink(deps: NotificationDeps, token: string) {
  const target = await readUnsubscribeToken(deps.db, token);
  if (!target) {
    throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid (or the account is gone)');
  }
  return { ...target, label: NOTIFICATION_TYPE_INFO[target.type].label };
}

/** One-click unsubscribe (RFC 8058): this type's e-mails off, no sign-in needed. */
export async function unsubscribeByLink(deps: NotificationDeps, token: string) {
  const target = await checkUnsubscribeLink(deps, token);
  await upsertPreferences(deps.db, target.userId, [
    { type: target.type, channel: 'email', enabled: false },
  ]);
  return target;
}
