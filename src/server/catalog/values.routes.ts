import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdsQuerySchema } from '#core/catalog/catalog-query.schema.ts';
import { productValueSchema } from '#core/catalog/product.schema.ts';
import { productValues } from './values.service.ts';

export const valueRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, hide] of [
    ['/', false],
    ['', true],
  ] as const) {
    app.get(
      url,
      {
        prefixTrailingSlash: 'slash',
        schema: {
          tags: ['catalog'],
          summary: 'Latest market price of each existing product id',
          hide,
          querystring: productIdsQuerySchema,
          response: { 200: z.object({ values: z.array(productValueSchema) }) },
        },
      },
      async (request) => ({ values: await productValues(app.pool, request.query.productIds) }),
    );
  }
};
