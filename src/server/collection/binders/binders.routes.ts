import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binderCreateSchema } from '#core/collection/binder-location.schema.ts';
import {
  binderInputSchema,
  binderSchema,
  moveItemsInputSchema,
} from '#core/collection/user-product.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { changeContextOf } from '../history/change-context.ts';
import { binderPageRoutes } from './binder-pages.routes.ts';
import {
  createBinder,
  deleteUserBinder,
  getBinderSummary,
  listUserBinders,
  moveItems,
  renameUserBinder,
} from './binders.service.ts';

const TAGS = ['collection'];

const binderSummarySchema = binderSchema.extend({
  total_value: z.number(),
  daily_change: z.number(),
  priced_item_count: z.number().int(),
});

/** The signed-in user's binders (spec section 7, /api/binders). */
export const binderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedInOnly);
  await app.register(binderPageRoutes);

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Your binders with their item counts, oldest first',
        response: { 200: z.array(binderSchema) },
      },
    },
    async (request) => listUserBinders(app.pool, requireUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a binder (pocket_layout 3x3 unless sent)',
        body: binderCreateSchema,
        response: { 201: binderSchema },
      },
    },
    async (request, reply) => {
      const { name, pocket_layout } = request.body;
      const binder = await createBinder(app.db, requireUser(request).id, name, pocket_layout, {
        change: changeContextOf(request, reply),
      });
      return reply.code(201).send(binder);
    },
  );

  app.post(
    '/move-items',
    {
      schema: {
        tags: TAGS,
        summary: 'Move your items into a binder (binder_id null: out of every binder)',
        body: moveItemsInputSchema,
        response: {
          200: z.object({ moved: z.number().int(), binder_id: z.number().int().nullable() }),
        },
      },
    },
    async (request, reply) => {
      const { userProductIds, binder_id } = request.body;
      const moved = await moveItems(app.db, requireUser(request).id, userProductIds, binder_id, {
        change: changeContextOf(request, reply),
      });
      return { moved, binder_id };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One binder with the current value of its items (wishlist excluded)',
        params: idParams,
        response: { 200: binderSummarySchema },
      },
    },
    async (request) => getBinderSummary(app.pool, requireUser(request).id, request.params.id),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      schema: {
        tags: TAGS,
        summary: 'Rename a binder',
        params: idParams,
        body: binderInputSchema,
        response: { 200: binderSchema },
      },
      handler: async (request, reply) =>
        renameUserBinder(
          app,
          requireUser(request).id,
          request.params.id,
          request.body.name,
          changeContextOf(request, reply),
        ),
    });
  }

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a binder; its items stay in the collection, out of any binder',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const change = changeContextOf(request, reply);
      await deleteUserBinder(app.db, requireUser(request).id, request.params.id, change);
      return reply.code(204).send(null);
    },
  );
};
