import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#core/errors.ts';
import {
  categoriesAnswerSchema,
  productAnswerSchema,
  productListQuerySchema,
  productPageSchema,
} from '#core/shop/product.schema.ts';
import { stockCheckSchema, validateStockBodySchema } from '#core/shop/stock-check.ts';
import { idParams } from '../../http/id-params.ts';
import { validateCartStock } from '../orders/stock.service.ts';
import { findProduct, listCategories, listProducts, toShopProduct } from './products.repository.ts';

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
    async (request) => {
      const { rows, total } = await listProducts(app.db, {
        ...request.query,
        includeHidden: false,
      });
      return { products: rows.map(toShopProduct), total };
    },
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
    async (request) => {
      const row = await findProduct(app.db, request.params.id);
      if (!row || (row.hidden && request.user?.role !== 'admin')) {
        throw new AppError('NOT_FOUND', 'Product not found');
      }
      return { product: toShopProduct(row) };
    },
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
    async () => ({ categories: await listCategories(app.db) }),
  );
};
