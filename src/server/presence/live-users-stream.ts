import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) {
      stream.end();
    }
  });

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
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(raw);
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
        open.delete(raw);
      });
      await tick();
    },
  );
}
