import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  preferenceChangeSchema,
  preferencesSchema,
  pushSubscriptionSchema,
  unreadCountSchema,
} from '#core/notifications/notification.schema.ts';
import { requireUser } from '../plugins/session.ts';
import type { NotificationHub } from './notification-hub.ts';
import {
  changePreferences,
  getPreferences,
  listMine,
  markMineRead,
  type NotificationDeps,
  subscribePush,
  unsubscribePush,
} from './notifications.service.ts';
import { streamUnreadCount } from './unread-stream.ts';

export type NotificationRouteOptions = { notifications: NotificationDeps; hub: NotificationHub };

const tags = ['notifications'];

/** /api/notifications: the signed-in user's centre, settings and browser subscriptions. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (
  app,
  options,
) => {
  const deps = options.notifications;
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, and how many are unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listMine(deps, requireUser(request), request.query),
  );
  app.post(
    '/read',
    {
      schema: {
        tags,
        summary: 'Marks some (ids) or all of my notifications read',
        body: markReadSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => markMineRead(deps, requireUser(request), request.body),
  );
  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Which notifications I get on which channel (centre, e-mail, push)',
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(deps, requireUser(request)),
  );
  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Turns channels of notification types on or off',
        body: preferenceChangeSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => changePreferences(deps, requireUser(request), request.body),
  );
  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Saves this browser's Web Push subscription",
        body: pushSubscriptionSchema,
        response: { 204: z.null().describe('Saved') },
      },
    },
    async (request, reply) => {
      await subscribePush(deps, requireUser(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Removes this browser's Web Push subscription",
        body: z.object({ endpoint: z.string().min(1).max(2000) }),
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await unsubscribePush(deps, requireUser(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
  streamUnreadCount(app, deps, options.hub);
};
