import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SyncChangesResponse,
  syncChangesQuerySchema,
  syncChangesResponseSchema,
} from '#core/catalog/sync.schema.ts';
import { pickEncoding } from '../lib/compression.ts';
import { matchesEtag } from '../lib/etag.ts';
import { SELF_COMPRESSED } from '../lib/response-cache.ts';
import { createCostLimit } from '../plugins/cost-limit.ts';
import { type SyncFeeds, syncEtag, syncVersion, watchCatalogVersion } from './sync.service.ts';

// Below this size a compressed body is not worth it (the same threshold as @fastify/compress).
const COMPRESS_FROM_BYTES = 1024;

/** How often the catalog version is looked at to build the next feed ahead (decision 028). */
const FEED_WATCH_MS = 1000;

export const syncRoutes: FastifyPluginAsyncZod<{ feeds: SyncFeeds }> = async (app, { feeds }) => {
  const { cache, plan } = feeds;
  // From start (after migrations and seeds; the server listens only once it is built) and after
  // every catalog change, the full sync is built before anyone asks for it.
  const watcher = watchCatalogVersion(
    () => syncVersion(app.pool),
    (version) => feeds.prebuild(version),
    FEED_WATCH_MS,
  );
  app.addHook('onReady', async () => watcher.start());
  app.addHook('onClose', async () => watcher.stop());
  // Database pages and big new feed slices built for a request are budgeted per client.
  const costLimit = createCostLimit(app, 'sync', app.config.EXPENSIVE_RATE_LIMIT_PER_MINUTE);
  app.get(
    '/products/changes',
    {
      ...SELF_COMPRESSED,
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
      const version = await syncVersion(app.pool);
      const etag = syncEtag(version, request.query);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // No payload at all (not null): Fastify then skips the serializer and sends an empty body.
        return reply.code(304).send(undefined as unknown as null);
      }
      const source = await plan(version, etag, request.query);
      if (source.budgeted && !cache.has(source.key)) {
        await costLimit(request);
      }
      const wanted = pickEncoding(request.headers['accept-encoding']);
      if (source.fromFeed && cache.isReady(source.key, wanted)) {
        feeds.stats.readyAnswers++;
      }
      const entry = await cache.load(source.key, source.build);
      const encoding = wanted && entry.raw.length >= COMPRESS_FROM_BYTES ? wanted : null;
      const body = encoding ? await cache.encode(entry, encoding) : entry.raw;
      reply.header('vary', 'accept-encoding');
      if (encoding) {
        // Set here, @fastify/compress leaves the body alone (it is compressed already).
        reply.header('content-encoding', encoding);
      }
      // JSON bytes with a JSON content type are sent as they are: no re-serialization of 50k rows.
      reply.type('application/json; charset=utf-8');
      return reply.send(body as unknown as SyncChangesResponse);
    },
  );
};
