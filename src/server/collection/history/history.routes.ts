import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityListSchema,
  activityQuerySchema,
  undoInputSchema,
  undoResultSchema,
} from '#core/collection/history/activity.schema.ts';
import { batchIdSchema, itemHistorySchema } from '#core/collection/history/change.schema.ts';
import {
  emptyTrashResultSchema,
  restoreResultSchema,
  trashListSchema,
} from '#core/collection/history/trash.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { getBinderHistory, getItemHistory, listActivity } from './history.service.ts';
import { emptyTrash, listTrash, restoreFromTrash } from './trash.service.ts';
import { undoBatch } from './undo.service.ts';

const TAGS = ['collection'];

/** History, undo and trash of the signed-in user's collection (issue 34, ADR 074). */
export const collectionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    '/items/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: "One item's changes, newest first (kept after the item is deleted)",
        params: idParams,
        response: { 200: itemHistorySchema },
      },
    },
    async (request) => ({
      items: await getItemHistory(app.pool, requireUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/binders/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: "One binder's changes, newest first",
        params: idParams,
        response: { 200: itemHistorySchema },
      },
    },
    async (request) => ({
      items: await getBinderHistory(app.pool, requireUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/activity',
    {
      schema: {
        tags: TAGS,
        summary:
          'The collection’s change batches, newest first, filtered by origin, kind, binder, date',
        querystring: activityQuerySchema,
        response: { 200: activityListSchema },
      },
    },
    async (request) => listActivity(app.pool, requireUser(request).id, request.query),
  );

  app.post(
    '/batches/:batchId/undo',
    {
      schema: {
        tags: TAGS,
        summary: 'Undo a whole batch (one add, edit, delete, import, scan, bulk edit) as one',
        description:
          '409 when already undone, or when an item changed since (send force: true to undo anyway).',
        params: z.object({ batchId: batchIdSchema }),
        body: undoInputSchema,
        response: { 200: undoResultSchema },
      },
    },
    async (request) =>
      undoBatch(app.pool, requireUser(request).id, request.params.batchId, request.body),
  );

  app.get(
    '/trash',
    {
      schema: {
        tags: TAGS,
        summary: 'Deleted items and binders, restorable for 30 days',
        response: { 200: trashListSchema },
      },
    },
    async (request) => listTrash(app.pool, requireUser(request).id),
  );

  app.post(
    '/trash/:id/restore',
    {
      schema: {
        tags: TAGS,
        summary: 'Put a deleted item or binder back, with its id and history',
        params: idParams,
        response: { 200: restoreResultSchema },
      },
    },
    async (request) => restoreFromTrash(app.pool, requireUser(request).id, request.params.id),
  );

  app.delete(
    '/trash',
    {
      schema: {
        tags: TAGS,
        summary: 'Empty the trash for good',
        response: { 200: emptyTrashResultSchema },
      },
    },
    async (request) => emptyTrash(app.pool, requireUser(request).id),
  );
};
