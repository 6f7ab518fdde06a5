import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogIdSchema } from '#core/catalog/catalog-record.schema.ts';
import { idSchema } from '#core/http/row-id.schema.ts';
import {
  friendOwnerSchema,
  sharedCollectionSchema,
  tradeMatchesSchema,
} from '#core/social/social.schema.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import {
  findFriendsWhoOwn,
  findTradeMatches,
  viewFriendCollection,
} from './friend-collection.service.ts';

const TAGS = ['friends'];
const friendParams = z.object({ friendId: idSchema });

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
        summary: "A friend's collection, binders and wishlist, while they share it with friends",
        description: '404 unless you are friends; 403 collection_private while theirs is private.',
        params: friendParams,
        response: { 200: sharedCollectionSchema },
      },
    },
    async (request) => viewFriendCollection(deps, me(request), request.params.friendId),
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
    },
    async (request) => findTradeMatches(deps, me(request), request.params.friendId),
  );
};
