import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#core/errors.ts';
import {
  productAnswerSchema,
  productInputSchema,
  productPageSchema,
  productPatchSchema,
  restockInputSchema,
} from '#core/shop/product.schema.ts';
import { recordAdminAction } from '../../audit/audit-log.repository.ts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { idParams } from '../../http/id-params.ts';
import { adminOnly, requireAdmin } from '../../plugins/session.ts';
import {
  adjustStock,
  categoryExists,
  findProduct,
  insertProduct,
  listProducts,
  toShopProduct,
  updateProduct,
} from './products.repository.ts';

const one = productAnswerSchema;

async function checkCategory(db: Executor, id: number | null | undefined) {
  if (id !== null && id !== undefined && !(await categoryExists(db, id))) {
    throw new AppError('VALIDATION_FAILED', 'categoryId: no such category', {
      field: 'categoryId',
      code: 'not_found',
    });
  }
}

function found<T>(row: T | undefined): T {
  if (!row) {
    throw new AppError('NOT_FOUND', 'Product not found');
  }
  return row;
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** Changes one product and records the change with its before and after, in one transaction. */
async function changeAudited(
  db: Db,
  adminId: number,
  id: number,
  action: string,
  change: (tx: Executor) => Promise<ProductRow | undefined>,
) {
  return db.transaction(async (tx) => {
    const before = found(await findProduct(tx, id));
    const after = toShopProduct(found(await change(tx)));
    await recordAdminAction(tx, {
      adminId,
      action,
      targetType: 'product',
      targetId: id,
      before: toShopProduct(before),
      after,
    });
    return after;
  });
}

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
    async (request) => {
      const { rows, total } = await listProducts(app.db, {
        ...request.query,
        limit: 100,
        includeHidden: true,
      });
      return { products: rows.map(toShopProduct), total };
    },
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
      const admin = requireAdmin(request);
      await checkCategory(app.db, request.body.categoryId);
      const row = await app.db.transaction(async (tx) => {
        const created = await insertProduct(tx, request.body);
        const after = toShopProduct(created);
        await recordAdminAction(tx, {
          adminId: admin.id,
          action: 'product.create',
          targetType: 'product',
          targetId: created.id,
          before: null,
          after,
        });
        return after;
      });
      return reply.code(201).send({ product: row });
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
    async (request) => {
      const admin = requireAdmin(request);
      await checkCategory(app.db, request.body.categoryId);
      return {
        product: await changeAudited(app.db, admin.id, request.params.id, 'product.update', (tx) =>
          updateProduct(tx, request.params.id, request.body),
        ),
      };
    },
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
    async (request) => {
      const admin = requireAdmin(request);
      return {
        product: await changeAudited(app.db, admin.id, request.params.id, 'product.restock', (tx) =>
          adjustStock(tx, request.params.id, request.body.delta),
        ),
      };
    },
  );
};
