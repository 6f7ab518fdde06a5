import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkChangeInputSchema,
  bulkChangeResultSchema,
} from '#core/collection/bulk-change.schema.ts';
import {
  itemVersionHeadersSchema,
  OVERWROTE_VERSION_HEADER,
  SEEN_VERSION_HEADER,
} from '#core/collection/item-version.ts';
import {
  bulkCreateInputSchema,
  type UserProduct,
  userProductInputSchema,
  userProductSchema,
  userProductUpdateSchema,
} from '#core/collection/user-product.schema.ts';
import { idParams } from '../../http/id-params.ts';
import { pickEncoding } from '../../lib/compression.ts';
import { matchesEtag } from '../../lib/etag.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { changeContextOf } from '../history/change-context.ts';
import { changeUserProducts } from './bulk-change.service.ts';
import { createCollectionListCache, getCollectionEtag } from './collection-list-cache.ts';
import { itemLocationRoutes } from './item-locations.routes.ts';
import {
  changeUserProduct,
  createUserProducts,
  loadUserProducts,
  notFound,
  removeUserProduct,
} from './user-products.service.ts';

const TAGS = ['collection'];
// Below this size a compressed body is not worth it (the same threshold as @fastify/compress).
const COMPRESS_FROM_BYTES = 1024;

/** The collection items (spec section 7, /api/iOSUserCards): list, create, bulk, read, update, delete. */
export const userProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = createCollectionListCache();
  app.addHook('onRequest', signedInOnly);
  await app.register(itemLocationRoutes);

  const loadItems = (userId: number, ids: number[]) => loadUserProducts(app.pool, userId, ids);

  // '/' under the prefix serves both /api/iOSUserCards and /api/iOSUserCards/ (spec section 7).
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's collection and wishlist items, newest first",
        description: 'Answers 304 to a matching If-None-Match (the list has not changed).',
        response: { 200: z.array(userProductSchema), 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const etag = await getCollectionEtag(app.pool, user.id);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // No payload at all (not null): Fastify then skips the serializer and sends an empty body.
        return reply.code(304).send(undefined as unknown as null);
      }
      const entry = await listCache.load(app.pool, user.id, etag);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const compressed = encoding && entry.raw.length >= COMPRESS_FROM_BYTES;
      reply.header('vary', 'accept-encoding');
      if (compressed) {
        // Set here, @fastify/compress leaves the body alone (it is compressed already).
        reply.header('content-encoding', encoding);
      }
      // JSON bytes are sent as they are: no re-serialization of a 10,000-item list.
      reply.type('application/json; charset=utf-8');
      const body = compressed ? await listCache.encode(entry, encoding) : entry.raw;
      return reply.send(body as unknown as UserProduct[]);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Add one item to the collection (or wishlist)',
        body: userProductInputSchema,
        response: { 201: userProductSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ids = await createUserProducts(app.db, user.id, [request.body], {
        bulk: false,
        change: changeContextOf(request, reply),
      });
      const [item] = await loadItems(user.id, ids);
      if (!item) {
        throw new Error('created item not found');
      }
      return reply.code(201).send(item);
    },
  );

  app.post(
    '/bulk',
    {
      schema: {
        tags: TAGS,
        summary: 'Add several items at once: all of them, or none when any entry is invalid',
        body: bulkCreateInputSchema,
        response: { 201: z.object({ cards: z.array(userProductSchema) }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ids = await createUserProducts(app.db, user.id, request.body.products, {
        bulk: true,
        change: changeContextOf(request, reply),
      });
      return reply.code(201).send({ cards: await loadItems(user.id, ids) });
    },
  );

  app.patch(
    '/bulk',
    {
      schema: {
        tags: TAGS,
        summary: 'Change, duplicate or delete many of your items at once (by ids or by filter)',
        description:
          'One transaction. An id that is not yours is a 404 and nothing is written; a printing ' +
          'a product does not have is left out for that item and listed in skipped.',
        body: bulkChangeInputSchema,
        response: { 200: bulkChangeResultSchema },
      },
    },
    async (request, reply) =>
      changeUserProducts(
        app.db,
        app.pool,
        requireUser(request).id,
        request.body,
        changeContextOf(request, reply, 'bulk_edit'),
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One of your items',
        params: idParams,
        response: { 200: userProductSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [item] = await loadItems(user.id, [request.params.id]);
      if (!item) {
        throw notFound(request.params.id);
      }
      return item;
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change an item: fields left out keep their values',
        params: idParams,
        headers: itemVersionHeadersSchema,
        body: userProductUpdateSchema,
        response: { 200: userProductSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const seen = request.headers[SEEN_VERSION_HEADER];
      const change = changeContextOf(request, reply);
      const { overwrote } = await changeUserProduct(
        app.db,
        user.id,
        id,
        request.body,
        seen,
        change,
      );
      const [item] = await loadItems(user.id, [id]);
      if (!item) {
        throw notFound(id);
      }
      if (overwrote) {
        reply.header(OVERWROTE_VERSION_HEADER, overwrote);
      }
      return item;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove an item from the collection',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await removeUserProduct(app.db, user.id, request.params.id, changeContextOf(request, reply));
      return reply.code(204).send(null);
    },
  );
};
