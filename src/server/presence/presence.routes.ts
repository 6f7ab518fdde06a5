import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heartbeatBodySchema, liveUsersSchema } from '#core/admin/presence.schema.ts';
import { adminOnly } from '../plugins/session.ts';
import { streamLiveUsers } from './live-users-stream.ts';
import { liveUsers, type PresenceDeps, recordHeartbeat } from './presence.service.ts';

type Options = { presence: PresenceDeps; pushIntervalMs: number };

/** POST /api/presence/heartbeat: any visitor, signed in or not. */
export const presenceRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.post(
    '/heartbeat',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['presence'],
        summary: 'Heartbeat of the web app (every 30 s and on route change): who is on which page',
        body: heartbeatBodySchema,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      await recordHeartbeat(options.presence, request.user, request.body);
      return reply.code(204).send(null);
    },
  );
};

/** /api/admin/live-users: the snapshot, and the same pushed live as server-sent events. */
export const liveUsersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users online now (signed in or not), their page and since when, counts by page',
        response: { 200: liveUsersSchema },
      },
    },
    async () => liveUsers(options.presence),
  );

  streamLiveUsers(app, options);
};
