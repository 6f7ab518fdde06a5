import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardLookupQuerySchema,
  productIdParamsSchema,
  productsBySetQuerySchema,
} from '#core/catalog/catalog-query.schema.ts';
import { tcgProductSchema } from '#core/catalog/product.schema.ts';
import { AppError } from '#core/errors.ts';
import { getProductById, listProductsBySet, lookupCard } from './products.repository.ts';
import { hasSet } from './sets.repository.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tcgproducts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every product of a set: cards by number, then sealed products',
        querystring: productsBySetQuerySchema,
        response: { 200: z.object({ products: z.array(tcgProductSchema) }) },
      },
    },
    async (request) => {
      const products = await listProductsBySet(app.pool, request.query.set_id);
      if (products.length === 0 && !(await hasSet(app.pool, request.query.set_id))) {
        throw new AppError('NOT_FOUND', `No set with id "${request.query.set_id}"`);
      }
      return { products };
    },
  );

  app.get(
    '/api/tcgproducts/lookup',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One card by name, number and set name (links without an id)',
        querystring: cardLookupQuerySchema,
        response: { 200: tcgProductSchema },
      },
    },
    async (request) => {
      const card = await lookupCard(app.pool, request.query);
      if (!card) {
        const { language, name, number, set } = request.query;
        const described = [
          name && `named "${name}"`,
          number && `numbered "${number}"`,
          set && `in set "${set}"`,
        ].filter(Boolean);
        throw new AppError(
          'NOT_FOUND',
          `No ${language ?? ''} card ${described.join(' ')}`.replace(/\s+/g, ' '),
        );
      }
      return card;
    },
  );

  app.get(
    '/api/tcgproducts/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One card or sealed product',
        params: productIdParamsSchema,
        response: { 200: tcgProductSchema },
      },
    },
    async (request) => {
      const product = await getProductById(app.pool, request.params.id);
      if (!product) {
        throw new AppError('NOT_FOUND', `No product with id "${request.params.id}"`);
      }
      return product;
    },
  );
};
