import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventStreams } from '../lib/event-streams.ts';
import { requireUser } from '../plugins/session.ts';
import type { NotificationHub } from './notification-hub.ts';
import { type NotificationDeps, unreadCount } from './notifications.service.ts';

const KEEP_ALIVE_MS = 25_000;

/**
 * GET /stream: text/event-stream with an `unread` event ({ unread }) at once and whenever a
 * notification of the user commits or is read, from any app process (the hub's LISTEN).
 */
export function streamUnreadCount(
  app: FastifyInstance,
  deps: NotificationDeps,
  hub: NotificationHub,
) {
  const streams = eventStreams(app);
  app.get(
    '/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My unread count as server-sent events (event `unread`, data: { unread })',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream of `unread` events') },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const raw = streams.open(reply);
      const push = () =>
        unreadCount(deps, me)
          .then((unread) => raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`))
          .catch((error: unknown) => request.log.warn({ err: error }, 'unread push failed'));
      const unsubscribe = hub.subscribe(me.id, () => void push());
      const timer = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      raw.on('close', () => {
        clearInterval(timer);
        unsubscribe();
      });
      await push();
    },
  );
}
