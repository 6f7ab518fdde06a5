import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SyncChangesQuery } from '#core/catalog/sync.schema.ts';
import { getSyncPage, getSyncVersion } from './sync.repository.ts';

// Bump when the product shape changes, so clients holding an old ETag get the new shape.
const BODY_FORMAT = 'tcg-product-v1';

/**
 * A weak ETag (the body is the same whether gzip or brotli carries it) from the query and a
 * cheap version read of the catalog and prices, so a 304 needs no body at all.
 */
export async function getSyncEtag(pool: pg.Pool, query: SyncChangesQuery): Promise<string> {
  const version = await getSyncVersion(pool);
  const hash = createHash('sha1')
    .update(
      JSON.stringify([BODY_FORMAT, version, query.since, query.after_id ?? null, query.limit]),
    )
    .digest('base64url');
  return `W/"${hash}"`;
}

/** The response body (UTF-8 JSON), assembled from the products' ready-made JSON. */
export async function buildSyncBody(pool: pg.Pool, query: SyncChangesQuery): Promise<Buffer> {
  const page = await getSyncPage(pool, {
    since: query.since,
    afterId: query.after_id,
    limit: query.limit,
  });
  const nextSince = page.last?.updatedAt ?? query.since;
  const afterId = page.last ? page.last.id : (query.after_id ?? null);
  const tail = `],"count":${page.count},"next_since":${JSON.stringify(nextSince)},"after_id":${JSON.stringify(afterId)},"has_more":${page.hasMore}}`;
  return page.products.toBuffer(Buffer.from('{"products":['), Buffer.from(tail));
}
