import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventStreams } from '../lib/event-streams.ts';
import { isStillAdmin } from './admin-session-check.ts';
import { liveUsers, type PresenceDeps } from './presence.service.ts';

type Options = { presence: PresenceDeps; pushIntervalMs: number };

/**
 * GET /stream: text/event-stream. A `live-users` event with the snapshot at once and whenever
 * it changes (checked every pushIntervalMs, so changes made through other app processes arrive
 * too); a comment line otherwise keeps proxies from closing the connection. Each push first
 * checks the admin's session and role again, and ends the stream once either is gone.
 */
export function streamLiveUsers(app: FastifyInstance, options: Options) {
  const streams = eventStreams(app);

  app.get(
    '/stream',
    {
      schema: {
        tags: ['admin'],
        summary: 'The live users as server-sent events (event `live-users`, data: the snapshot)',
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('text/event-stream of `live-users` events'),
        },
      },
    },
    async (request, reply) => {
      const raw = streams.open(reply);
      let last = '';
      const sessionHandle = request.user?.sessionHandle;
      const push = async () => {
        if (!sessionHandle || !(await isStillAdmin(app.db, sessionHandle))) {
          raw.end();
          return;
        }
        const snapshot = await liveUsers(options.presence);
        const key = JSON.stringify(snapshot.users);
        if (key === last) {
          raw.write(': keep-alive\n\n');
          return;
        }
        last = key;
        raw.write(`event: live-users\ndata: ${JSON.stringify(snapshot)}\n\n`);
      };
      const tick = () =>
        push().catch((error: unknown) =>
          request.log.warn({ err: error }, 'live users push failed'),
        );
      const timer = setInterval(tick, options.pushIntervalMs);
      raw.on('close', () => {
        clearInterval(timer);
      });
      await tick();
    },
  );
}
