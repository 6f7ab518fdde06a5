import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { SYNC_EPOCH, SYNC_MAX_LIMIT, type SyncChangesQuery } from '#core/catalog/sync.schema.ts';
import { type BodyCache, createBodyCache } from '../lib/body-cache.ts';
import type { Encoding } from '../lib/compression.ts';
import { countAfter, getSyncPage, getSyncVersion } from './sync.repository.ts';
import {
  buildSyncFeed,
  type FeedSlice,
  locatePage,
  type SyncFeed,
  sliceBody,
} from './sync-feed.ts';

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
export type PageSource = {
  key: string;
  build: () => Promise<Buffer>;
  fromFeed: boolean;
  /** Whether building it (on a cache miss) is charged to the client's budget. */
  budgeted: boolean;
};

/**
 * Feed slices up to this many rows (a small page's size) are cheap copies and free; bigger ones
 * (up to ~29 MB, compressed twice) are charged when a request builds a new one (security round 3).
 */
const FREE_SLICE_ROWS = SMALL_PAGE_ROWS;

/** What a client's first launch asks for: every product from the epoch, the default limit. */
const FULL_SYNC: SyncChangesQuery = { since: SYNC_EPOCH, limit: SYNC_MAX_LIMIT };
const ENCODINGS: Encoding[] = ['br', 'gzip'];

const feedKey = (version: string, { from, to }: FeedSlice) =>
  `feed\u0000${version}\u0000${from}\u0000${to}`;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The sync feeds of one process (decisions 021 and 028). Small pages (a client's incremental
 * sync) are read from the database. A page with more rows is cut from the feed of the whole
 * catalog, built once per catalog version and shared, and cached under its place in the feed,
 * so arbitrary since/limit values that select the same products share one body. A big slice
 * built for a request (it copies and compresses up to ~29 MB) is charged to the client's
 * budget, like a database page; cached bodies, such as the prebuilt full sync, are free.
 *
 * `prebuild` renders a version's feed, the full sync's body and its br and gzip forms ahead of
 * the first request (at start and after each catalog change): a request arriving meanwhile
 * waits for that same build, never starts a second one.
 */
export function createSyncFeeds(
  pool: pg.Pool,
  options: { smallPageRows?: number; cache?: BodyCache; log?: Log } = {},
) {
  const smallPageRows = options.smallPageRows ?? SMALL_PAGE_ROWS;
  const cache = options.cache ?? createBodyCache();
  let feed: { version: string; value: Promise<SyncFeed> } | undefined;
  let prebuilt: { version: string; done: Promise<void> } | undefined;
  /** Counters a test (or an operator) can read: how often work was done, not how fast. */
  const stats = {
    /** Feeds rendered from the database. */
    feedBuilds: 0,
    /** Versions whose full sync was made ready ahead of requests. */
    prebuilds: 0,
    /** The version of the last finished prebuild. */
    prebuiltVersion: null as string | null,
    /** Feed-cut answers whose body (in their encoding) was ready when they arrived. */
    readyAnswers: 0,
  };

  function feedOf(version: string): Promise<SyncFeed> {
    if (feed?.version !== version) {
      stats.feedBuilds++;
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

  async function plan(version: string, etag: string, query: SyncChangesQuery): Promise<PageSource> {
    if (await isBig(version, query)) {
      const current = await feedOf(version);
      const slice = locatePage(current, query);
      if (slice && slice.to > slice.from) {
        return {
          key: feedKey(version, slice),
          build: async () => sliceBody(current, slice, query),
          fromFeed: true,
          budgeted: slice.to - slice.from > FREE_SLICE_ROWS,
        };
      }
    }
    return { key: etag, build: () => buildSyncBody(pool, query), fromFeed: false, budgeted: true };
  }

  async function buildAhead(version: string): Promise<void> {
    const started = performance.now();
    const current = await feedOf(version);
    const slice = locatePage(current, FULL_SYNC);
    if (slice && slice.to > slice.from) {
      const entry = await cache.load(
        feedKey(version, slice),
        async () => sliceBody(current, slice, FULL_SYNC),
        { keep: true },
      );
      await Promise.all(ENCODINGS.map((encoding) => cache.encode(entry, encoding, 'small')));
    }
    // Bodies cut from older feeds are never asked for again (their ETags are gone).
    const ours = `feed\u0000${version}\u0000`;
    cache.forget((key) => key.startsWith('feed\u0000') && !key.startsWith(ours));
    stats.prebuilds++;
    stats.prebuiltVersion = version;
    options.log?.info(
      { version, products: current.ids.length, ms: Math.round(performance.now() - started) },
      'sync feed built ahead of requests',
    );
  }

  /** Makes `version`'s full sync ready (once per version; a failed build is tried again). */
  function prebuild(version: string): Promise<void> {
    if (prebuilt?.version !== version) {
      const done = buildAhead(version);
      const current = { version, done };
      prebuilt = current;
      done.catch((error: unknown) => {
        options.log?.warn({ err: error, version }, 'sync feed could not be built ahead');
        if (prebuilt === current) {
          prebuilt = undefined;
        }
      });
    }
    return prebuilt.done;
  }

  return { plan, prebuild, cache, stats };
}

export type SyncFeeds = ReturnType<typeof createSyncFeeds>;

/**
 * Watches the catalog version (every `intervalMs`) and prebuilds the feed of a version once it
 * has held for one interval: an import commits many batches, each a new version, and only the
 * last is worth building. The version found at start is built at once.
 */
export function watchCatalogVersion(
  readVersion: () => Promise<string>,
  onSettled: (version: string) => Promise<void>,
  intervalMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let last: string | undefined;
  let running: Promise<void> | undefined;

  async function tick(first: boolean): Promise<void> {
    try {
      const version = await readVersion();
      const settled = first || version === last;
      last = version;
      if (settled) {
        await onSettled(version);
      }
    } catch {
      // Logged by onSettled; a failed read is simply tried again at the next tick.
    }
  }

  function run(first: boolean): Promise<void> {
    if (!running) {
      running = tick(first).finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  return {
    /** Resolves once the version found at start is built (or its build failed and was logged). */
    start(): Promise<void> {
      const first = run(true);
      timer = setInterval(() => run(false), intervalMs);
      timer.unref();
      return first;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The catalog's version: changes whenever a product, set or price changes. */
export async function syncVersion(pool: pg.Pool): Promise<string> {
  return getSyncVersion(pool);
}
