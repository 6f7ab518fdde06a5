import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardLookupQuerySchema,
  productIdParamsSchema,
  productsBySetQuerySchema,
} from '#core/catalog/catalog-query.schema.ts';
import { otherLanguagesSchema } from '#core/catalog/other-languages.schema.ts';
import { setProductsSchema, tcgProductSchema } from '#core/catalog/product.schema.ts';
import { AppError } from '#core/errors.ts';
import { SELF_COMPRESSED } from '../lib/response-cache.ts';
import type { CatalogResponseCache } from './catalog-response-cache.ts';
import { findCard, findOtherLanguages, findProduct, findSetProducts } from './products.service.ts';

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
      const found = await cache.send(request, reply, `set:${setId}`, setProductsSchema, () =>
        findSetProducts(app.pool, setId),
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
      const card = await findCard(app.pool, request.query);
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
      const found = await cache.send(request, reply, `product:${id}`, tcgProductSchema, () =>
        findProduct(app.pool, id),
      );
      if (!found) {
        throw new AppError('NOT_FOUND', `No product with id "${id}"`);
      }
      return reply;
    },
  );

  app.get(
    '/:id/other-languages',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['catalog'],
        summary: 'The same card in the other languages (English, Japanese, Chinese)',
        params: productIdParamsSchema,
        response: { 200: otherLanguagesSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await cache.send(
        request,
        reply,
        `other-languages:${id}`,
        otherLanguagesSchema,
        () => findOtherLanguages(app.pool, id),
      );
      if (!found) {
        throw new AppError('NOT_FOUND', `No product with id "${id}"`);
      }
      return reply;
    },
  );
};
