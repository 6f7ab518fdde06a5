import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParamsSchema } from '#core/catalog/catalog-query.schema.ts';
import { priceHistorySchema } from '#core/collection/user-product.schema.ts';
import { priceHistoryQuerySchema } from '#core/prices/price-history-query.schema.ts';
import { getProductPriceHistory, type PriceHistoryDeps } from './price-history.service.ts';

/** GET /api/tcgproducts/{id}/price-history: public, for the card page's price chart. */
export const priceHistoryRoutes: FastifyPluginAsyncZod<{ priceHistory: PriceHistoryDeps }> = async (
  app,
  { priceHistory: deps },
) => {
  app.get(
    '/:id/price-history',
    {
      schema: {
        tags: ['prices'],
        summary: 'Daily prices of one product and printing, oldest first',
        params: productIdParamsSchema,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistorySchema },
      },
    },
    async (request) =>
      getProductPriceHistory(deps, {
        productId: request.params.id,
        variant: request.query.variant,
        range: request.query.range,
      }),
  );
};
