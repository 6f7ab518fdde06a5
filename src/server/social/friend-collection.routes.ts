import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogIdSchema } from '#core/catalog/catalog-record.schema.ts';
import { idSchema } from '#core/http/row-id.schema.ts';
import {
  friendCollectionPageSchema,
  friendOwnerSchema,
  sharedViewQuerySchema,
  tradeMatchesSchema,
} from '#core/social/social.schema.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import {
  findFriendsWhoOwn,
  findTradeMatches,
  viewFriendCollection,
} from './friend-collection.service.ts';

const TAGS = ['friends'];
const friendParams = z.object({ friendId: idSchema });
/** Each friend view renders a page of someone's collection: a flood from one viewer is refused. */
const friendViewLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `friend-view:${userOrClientKey(request)}`,
  },
};

/** What friends see of each other (issue 16), under /api/friends; registered by friendsRoutes. */
export const friendCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pool: app.pool };
  const me = (request: Parameters<typeof requireVerifiedUser>[0]) => ({
    id: requireVerifiedUser(request).id,
  });

  app.get(
    '/owners',
    {
      schema: {
        tags: TAGS,
        summary: 'Friends who share their collection and own this product',
        querystring: z.object({ productId: catalogIdSchema }),
        response: { 200: z.array(friendOwnerSchema) },
      },
    },
    async (request) => findFriendsWhoOwn(app.pool, me(request), request.query.productId),
  );

  app.get(
    '/:friendId/collection',
    {
      schema: {
        tags: TAGS,
        summary: "A friend's collection, binders and wishlist, one page of 500 items at a time",
        description: '404 unless you are friends; 403 collection_private while theirs is private.',
        params: friendParams,
        querystring: sharedViewQuerySchema,
        response: { 200: friendCollectionPageSchema },
      },
      config: friendViewLimit,
    },
    async (request) =>
      viewFriendCollection(deps, me(request), request.params.friendId, request.query.page),
  );

  app.get(
    '/:friendId/trade-matches',
    {
      schema: {
        tags: TAGS,
        summary: 'What the friend wants that you have for trade, and the reverse',
        params: friendParams,
        response: { 200: tradeMatchesSchema },
      },
      config: friendViewLimit,
    },
    async (request) => findTradeMatches(deps, me(request), request.params.friendId),
  );
};
