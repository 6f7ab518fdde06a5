import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParamsSchema } from '#core/catalog/catalog-query.schema.ts';
import { priceHistorySchema } from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import { priceHistoryQuerySchema } from '#core/prices/price-history-query.schema.ts';
import { getPriceHistory } from './price-history.repository.ts';

/** GET /api/tcgproducts/{id}/price-history: public, for the card page's price chart. */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tcgproducts/:id/price-history',
    {
      schema: {
        tags: ['prices'],
        summary: 'Daily prices of one product and printing, oldest first',
        params: productIdParamsSchema,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistorySchema },
      },
    },
    async (request) => {
      const history = await getPriceHistory(app.pool, {
        productId: request.params.id,
        variant: request.query.variant,
        range: request.query.range,
      });
      if (!history) {
        throw new AppError('NOT_FOUND', `No product with id "${request.params.id}"`);
      }
      return history;
    },
  );
};
