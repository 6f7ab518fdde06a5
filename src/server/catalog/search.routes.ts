import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardSearchQuerySchema,
  cardSearchResponseSchema,
} from '#core/catalog/catalog-query.schema.ts';
import { SELF_COMPRESSED } from '../lib/response-cache.ts';
import { createCostLimit } from '../plugins/cost-limit.ts';
import type { CatalogResponseCache } from './catalog-response-cache.ts';
import { searchCards } from './search.service.ts';
import { isShortQuery, searchCacheQuery } from './short-query.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ cache: CatalogResponseCache }> = async (
  app,
  { cache },
) => {
  const costLimit = createCostLimit(app, 'search', app.config.EXPENSIVE_RATE_LIMIT_PER_MINUTE);
  app.get(
    '/search',
    {
      ...SELF_COMPRESSED,
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
    async (request, reply) => {
      // The parsed query (defaults applied, keys in schema order) is the cache key.
      const key = `search:${JSON.stringify({ ...request.query, q: searchCacheQuery(request.query.q) })}`;
      await cache.send(request, reply, key, cardSearchResponseSchema, async () => {
        // Only a miss builds a body: a short query's miss counts against the per-client budget.
        if (isShortQuery(request.query.q)) {
          await costLimit(request);
        }
        return searchCards(app.pool, request.query);
      });
      return reply;
    },
  );
};
