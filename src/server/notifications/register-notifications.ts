import type { FastifyInstance } from 'fastify';
import { type DeliveryDeps, deliverDueNotifications } from './deliver-notifications.ts';
import { hasDueDeliveries } from './deliveries.repository.ts';
import { createNotificationHub } from './notification-hub.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { createPushSender } from './push-sender.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/**
 * The notification system's per-process parts: the push sender, the hub that LISTENs for
 * commits (bells, deliveries) and the routes under /api/notifications.
 */
export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const push = createPushSender(config);
  const deliveryDeps = { ...notificationDeliveryDeps(app), push };
  const hub = createNotificationHub({
    databaseUrl: config.DATABASE_URL ?? '',
    log: app.log,
    deliver: config.NOTIFY_DELIVER_AT_ONCE
      ? () => deliverDueNotifications(deliveryDeps)
      : undefined,
    hasDue: () => hasDueDeliveries(app.pool),
  });
  app.decorate('notificationHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  const notifications = { db: app.db, push, pushServiceHosts: config.PUSH_SERVICE_HOSTS };
  await app.register(unsubscribeRoutes, {
    prefix: '/api/notifications/unsubscribe',
    notifications,
  });
  await app.register(notificationRoutes, { prefix: '/api/notifications', notifications, hub });
}

/** What the delivery run needs, for the job's sweep in main.ts and for the hub. */
export function notificationDeliveryDeps(app: FastifyInstance): DeliveryDeps {
  return {
    db: app.db,
    pool: app.pool,
    log: app.log,
    mailer: app.mailer,
    push: createPushSender(app.config),
    websiteUrl: app.config.WEBSITE_URL,
  };
}
