import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productAnswerSchema,
  productInputSchema,
  productPageSchema,
  productPatchSchema,
  restockInputSchema,
} from '#core/shop/product.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { adminOnly, requireAdmin } from '../../plugins/session.ts';
import {
  createProduct,
  editProduct,
  listShopProducts,
  restockProduct,
} from './products.service.ts';

const one = productAnswerSchema;

/** The admin inventory: list (hidden included), create, edit, restock, hide. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every shop product, hidden ones included',
        querystring: z.object({
          search: z.string().trim().max(200).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: { 200: productPageSchema },
      },
    },
    async (request) =>
      listShopProducts(app.db, { ...request.query, limit: 100, includeHidden: true }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a product',
        body: productInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, requireAdmin(request).id, request.body);
      return reply.code(201).send({ product });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a product (hide with {"hidden": true})',
        params: idParams,
        body: productPatchSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      product: await editProduct(app.db, requireAdmin(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/restock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds to (or corrects) the stock',
        params: idParams,
        body: restockInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      product: await restockProduct(
        app.db,
        requireAdmin(request).id,
        request.params.id,
        request.body.delta,
      ),
    }),
  );
};
