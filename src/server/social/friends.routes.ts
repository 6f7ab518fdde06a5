import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#core/http/row-id.schema.ts';
import {
  blockInputSchema,
  FRIEND_REQUEST_SENT,
  friendCountsSchema,
  friendRequestInputSchema,
  friendRequestSentSchema,
  friendsOverviewSchema,
} from '#core/social/social.schema.ts';
import { idParams } from '../http/id-params.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireVerifiedUser, verifiedOnly } from '../plugins/session.ts';
import { friendCollectionRoutes } from './friend-collection.routes.ts';
import {
  acceptRequest,
  block,
  cancelRequest,
  declineRequest,
  friendCounts,
  friendsOverview,
  removeFriend,
  sendRequest,
  unblock,
} from './friends.service.ts';

const TAGS = ['friends'];
const deleted = { 204: z.null().describe('Done') };

/** Friends, requests and blocks (issue 16), under /api/friends; signed-in, verified users only. */
export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    pool: app.pool,
    mailer: app.mailer,
    websiteUrl: app.config.WEBSITE_URL,
  };
  const me = (request: Parameters<typeof requireVerifiedUser>[0]) => {
    const user = requireVerifiedUser(request);
    return { id: user.id, email: user.email };
  };
  app.addHook('onRequest', verifiedOnly);
  await app.register(friendCollectionRoutes);
  const perUserPerHour = {
    max: app.config.FRIEND_REQUEST_RATE_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: userOrClientKey,
  };

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Your friends (with collection value if they show it), requests and blocks',
        response: { 200: friendsOverviewSchema },
      },
    },
    async (request) => friendsOverview(deps, me(request)),
  );

  app.get(
    '/counts',
    {
      schema: {
        tags: TAGS,
        summary: 'How many friends and incoming / outgoing requests you have (for the nav)',
        response: { 200: friendCountsSchema },
      },
    },
    async (request) => friendCounts(deps, me(request)),
  );

  app.post(
    '/requests',
    {
      config: { rateLimit: perUserPerHour },
      schema: {
        tags: TAGS,
        summary: 'Ask a collector to be friends, by handle or e-mail',
        description:
          'By e-mail the answer is the same whether or not the address has an account. ' +
          'Rate-limited per user.',
        body: friendRequestInputSchema,
        response: { 202: friendRequestSentSchema },
      },
    },
    async (request, reply) => {
      await sendRequest(deps, me(request), request.body);
      return reply.code(202).send({ message: FRIEND_REQUEST_SENT });
    },
  );

  app.post(
    '/requests/:id/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Accept a request sent to you',
        params: idParams,
        response: { 200: z.object({ friend_id: z.number().int() }) },
      },
    },
    async (request) => ({ friend_id: await acceptRequest(deps, me(request), request.params.id) }),
  );

  app.post(
    '/blocks',
    {
      config: { rateLimit: perUserPerHour },
      schema: {
        tags: TAGS,
        summary: 'Block a collector by handle: ends the friendship and every request between you',
        body: blockInputSchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      await block(deps, me(request), request.body.handle);
      return reply.code(204).send(null);
    },
  );

  // Calls that act on one request, block or friend by id and answer 204.
  const byId = [
    ['DELETE', '/requests/:id', 'id', 'Cancel a request you sent', cancelRequest],
    ['POST', '/requests/:id/decline', 'id', 'Decline a request sent to you', declineRequest],
    ['DELETE', '/blocks/:userId', 'userId', 'Unblock a user', unblock],
    ['DELETE', '/:friendId', 'friendId', 'Remove a friend', removeFriend],
  ] as const;
  for (const [method, url, param, summary, action] of byId) {
    app.route({
      method,
      url,
      schema: { tags: TAGS, summary, params: z.object({ [param]: idSchema }), response: deleted },
      handler: async (request, reply) => {
        await action(deps, me(request), Number(request.params[param]));
        return reply.code(204).send(null);
      },
    });
  }
};
