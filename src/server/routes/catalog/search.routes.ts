import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardSearchQuerySchema,
  cardSearchResponseSchema,
} from '#core/catalog/catalog-query.schema.ts';
import { createCostLimit } from '../../plugins/cost-limit.ts';
import { searchCards } from './search.service.ts';
import { createShortSearchCache, isShortQuery } from './short-search-cache.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const costLimit = createCostLimit(app, 'search', app.config.EXPENSIVE_RATE_LIMIT_PER_MINUTE);
  const shortSearches = createShortSearchCache();
  app.get(
    '/api/cards/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Cards (and the best sets) matching every word of q, best first',
        description:
          'Ranked with the scoring of #core/search (spec section 5), the same as the browser. ' +
          '`total` counts every matching card; `page` and `limit` page through them.',
        querystring: cardSearchQuerySchema,
        response: { 200: cardSearchResponseSchema },
      },
    },
    async (request) =>
      isShortQuery(request.query.q)
        ? shortSearches(
            request.query,
            () => searchCards(app.pool, request.query),
            () => costLimit(request),
          )
        : searchCards(app.pool, request.query),
  );
};
