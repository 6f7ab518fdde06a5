import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardLookupQuerySchema,
  productIdParamsSchema,
  productsBySetQuerySchema,
} from '#core/catalog/catalog-query.schema.ts';
import { setProductsSchema, tcgProductSchema } from '#core/catalog/product.schema.ts';
import { AppError } from '#core/errors.ts';
import { SELF_COMPRESSED } from '../lib/response-cache.ts';
import type { CatalogResponseCache } from './catalog-response-cache.ts';
import { getProductById, listProductsBySet, lookupCard } from './products.repository.ts';
import { hasSet } from './sets.repository.ts';

export const productRoutes: FastifyPluginAsyncZod<{ cache: CatalogResponseCache }> = async (
  app,
  { cache },
) => {
  app.get(
    '',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['catalog'],
        summary: 'Every product of a set: cards by number, then sealed products',
        querystring: productsBySetQuerySchema,
        response: { 200: setProductsSchema },
      },
    },
    async (request, reply) => {
      const setId = request.query.set_id;
      const found = await cache.send(
        request,
        reply,
        `set:${setId}`,
        setProductsSchema,
        async () => {
          const products = await listProductsBySet(app.pool, setId);
          return products.length === 0 && !(await hasSet(app.pool, setId)) ? null : { products };
        },
      );
      if (!found) {
        throw new AppError('NOT_FOUND', `No set with id "${setId}"`);
      }
      return reply;
    },
  );

  app.get(
    '/lookup',
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
    '/:id',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['catalog'],
        summary: 'One card or sealed product',
        params: productIdParamsSchema,
        response: { 200: tcgProductSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await cache.send(
        request,
        reply,
        `product:${id}`,
        tcgProductSchema,
        async () => (await getProductById(app.pool, id)) ?? null,
      );
      if (!found) {
        throw new AppError('NOT_FOUND', `No product with id "${id}"`);
      }
      return reply;
    },
  );
};
