import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SyncChangesQuery } from '#core/catalog/sync.schema.ts';
import { countAfter, getSyncPage } from './sync.repository.ts';
import { buildSyncFeed, locatePage, type SyncFeed, sliceBody } from './sync-feed.ts';

// Bump when the product shape changes, so clients holding an old ETag get the new shape.
const BODY_FORMAT = 'tcg-product-v1';

/** A weak ETag (the body is the same whether gzip or brotli carries it) of a page. */
export function syncEtag(version: string, query: SyncChangesQuery): string {
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

/** Pages up to this many rows are read from the database; bigger ones come from the feed. */
const SMALL_PAGE_ROWS = 1000;

/** Where a page's body comes from: `key` names it in the body cache. */
export type PageSource = { key: string; build: () => Promise<Buffer>; budgeted: boolean };

/**
 * Chooses how to build a page (decision 021). Small pages (a client's incremental sync) are
 * read from the database. A page with more rows is cut from the feed of the whole catalog,
 * built once per catalog version and shared, and cached under its place in the feed, so
 * arbitrary since/limit values that select the same products share one body; those builds are
 * never budgeted. Only the database path is (it costs a query per new key).
 */
export function createSyncPlanner(pool: pg.Pool, smallPageRows = SMALL_PAGE_ROWS) {
  let feed: { version: string; value: Promise<SyncFeed> } | undefined;

  function feedOf(version: string): Promise<SyncFeed> {
    if (feed?.version !== version) {
      const value = buildSyncFeed(pool);
      const current = { version, value };
      feed = current;
      value.catch(() => {
        if (feed === current) {
          feed = undefined;
        }
      });
    }
    return feed.value;
  }

  async function isBig(version: string, query: SyncChangesQuery): Promise<boolean> {
    if (query.limit <= smallPageRows) {
      return false;
    }
    return (
      feed?.version === version ||
      (await countAfter(pool, query, smallPageRows + 1)) > smallPageRows
    );
  }

  return async function plan(
    version: string,
    etag: string,
    query: SyncChangesQuery,
  ): Promise<PageSource> {
    if (await isBig(version, query)) {
      const current = await feedOf(version);
      const slice = locatePage(current, query);
      if (slice && slice.to > slice.from) {
        return {
          key: `feed\u0000${version}\u0000${slice.from}\u0000${slice.to}`,
          build: async () => sliceBody(current, slice, query),
          budgeted: false,
        };
      }
    }
    return { key: etag, build: () => buildSyncBody(pool, query), budgeted: true };
  };
}
