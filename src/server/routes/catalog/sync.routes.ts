import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SyncChangesResponse,
  syncChangesQuerySchema,
  syncChangesResponseSchema,
} from '#core/catalog/sync.schema.ts';
import { buildSyncBody, getSyncEtag, matchesEtag } from './sync.service.ts';

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iOSSyncService/products/changes',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products changed after a cursor, in (updated_at, id) order',
        description:
          'Send `since` (ISO 8601) and, when continuing, `after_id`: the page holds the products ' +
          'after (since, after_id), so products sharing one updated_at are neither skipped nor ' +
          "repeated. Continue with the response's `next_since` and `after_id` while `has_more`. " +
          'Answers 304 to a matching If-None-Match.',
        querystring: syncChangesQuerySchema,
        response: { 200: syncChangesResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const etag = await getSyncEtag(app.pool, request.query);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null);
      }
      const body = await buildSyncBody(app.pool, request.query);
      // A JSON string with a JSON content type is sent as is (no re-serialization of 50k rows).
      reply.type('application/json; charset=utf-8');
      return reply.send(body as unknown as SyncChangesResponse);
    },
  );
};
