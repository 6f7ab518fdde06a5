import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesAnswerSchema,
  productAnswerSchema,
  productListQuerySchema,
  productPageSchema,
} from '#core/shop/product.schema.ts';
import { stockCheckSchema, validateStockBodySchema } from '#core/shop/stock-check.ts';
import { idParams } from '../../http/id-params.ts';
import { validateCartStock } from '../orders/stock.service.ts';
import { getShopProduct, listShopCategories, listShopProducts } from './products.service.ts';

/** Under /api/products: GET /, GET /:id and POST /validate-stock. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Shop products, filtered and paged',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => listShopProducts(app.db, { ...request.query, includeHidden: false }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One shop product',
        params: idParams,
        response: { 200: productAnswerSchema },
      },
    },
    async (request) => ({
      product: await getShopProduct(app.db, request.params.id, request.user?.role === 'admin'),
    }),
  );

  app.post(
    '/validate-stock',
    {
      schema: {
        tags: ['shop'],
        summary: 'Checks a cart against stock; errors keyed by product id',
        body: validateStockBodySchema,
        response: { 200: stockCheckSchema },
      },
    },
    async (request) =>
      validateCartStock(app.db, request.body.cartItems, request.user?.membershipTier ?? 0),
  );
};

/** GET /api/categories. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Shop categories',
        response: { 200: categoriesAnswerSchema },
      },
    },
    async () => ({ categories: await listShopCategories(app.db) }),
  );
};
