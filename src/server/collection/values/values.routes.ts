import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogIdSchema } from '#core/catalog/catalog-record.schema.ts';
import {
  type CollectionValues,
  collectionValuesSchema,
  gradedPriceRecordSchema,
  MAX_BULK_ITEMS,
  specificValueSchema,
} from '#core/collection/user-product.schema.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { commaListSchema, idListSchema } from './collection-params.ts';
import { createCollectionValuesCache } from './collection-values-cache.ts';
import { gradedValues, specificValues } from './values.service.ts';

const TAGS = ['collection'];
export const MAX_GRADED_API_IDS = 200;

const apiIdsQuerySchema = z.object({
  apiIds: commaListSchema
    .pipe(z.array(z.string()).max(MAX_GRADED_API_IDS, `at most ${MAX_GRADED_API_IDS} ids per call`))
    .transform((ids) => [...new Set(ids)].filter((id) => catalogIdSchema.safeParse(id).success))
    .describe(`Comma-separated api ids (catalog product ids), at most ${MAX_GRADED_API_IDS}`),
});

/** Values of the signed-in user's items (spec section 7, /api/iOSTCGProductValues/...). */
export const collectionValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const valuesCache = createCollectionValuesCache();

  app.get(
    '/collection-values',
    {
      onRequest: signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Value of each of your items (unit value x quantity), keyed by item id',
        description:
          'Wishlist items are included; clients leave them out of totals. Graded items are ' +
          'valued by the graded estimate, falling back to the market price.',
        response: { 200: collectionValuesSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const values = await valuesCache.load(app.pool, user.id);
      // Built to the schema above; sent as JSON text to skip re-validating 10,000 entries.
      reply.type('application/json; charset=utf-8');
      return reply.send(values as unknown as CollectionValues);
    },
  );

  app.get(
    '/specific-values',
    {
      onRequest: signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Values of some of your items (ids that are not yours are left out)',
        querystring: z.object({ userProductIds: idListSchema('userProductIds', MAX_BULK_ITEMS) }),
        response: { 200: z.array(specificValueSchema) },
      },
    },
    async (request) =>
      specificValues(app.pool, requireUser(request).id, request.query.userProductIds),
  );

  app.get(
    '/graded-values',
    {
      schema: {
        tags: TAGS,
        summary: 'Graded price records (dollars) of catalog products, by api id; public',
        querystring: apiIdsQuerySchema,
        response: { 200: z.array(gradedPriceRecordSchema) },
      },
    },
    async (request) => gradedValues(app.pool, request.query.apiIds),
  );
};
