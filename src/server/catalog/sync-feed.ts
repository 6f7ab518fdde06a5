import type pg from 'pg';
import type { SyncChangesQuery } from '#core/catalog/sync.schema.ts';
import { updatedAtOf } from '../read-models/product-json.ts';
import { getSyncPage } from './sync.repository.ts';

/**
 * The whole change feed of one catalog version, rendered once: every product's JSON in
 * (updated_at, id) order plus where each one ends and its cursor. Any page with many rows is
 * cut out of it (decision 021), so no since/limit pattern rebuilds a big body from the database.
 */
export type SyncFeed = {
  /** Products as comma-separated JSON objects. */
  bytes: Buffer;
  /** The whole feed as one page's body (the cold full sync): `bytes` is a view into it. */
  wholeBody: Buffer;
  /** ends[k]: byte offset just past product k (a comma follows unless it is the last). */
  ends: Uint32Array;
  /** updated_at in microseconds since the epoch, for finding a cursor. */
  micros: Float64Array;
  updatedAt: string[];
  ids: string[];
};

export type FeedSlice = { from: number; to: number };

const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** An instant as parseIsoInstant or the feed prints it, in microseconds since the epoch. */
export function isoToMicros(iso: string): number {
  const match = ISO.exec(iso);
  if (!match) {
    throw new Error(`not an ISO instant: ${iso}`);
  }
  const [, seconds, fraction = '', zone = 'Z'] = match;
  const offset =
    zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.length > 3 ? zone.slice(-2) : '00'}`;
  return Date.parse(`${seconds}${offset}`) * 1000 + Number(fraction.padEnd(6, '0'));
}

const BODY_HEAD = Buffer.from('{"products":[');

/** The end of a page's body: its count and the cursor to continue from. */
function bodyTail(count: number, nextSince: string, afterId: string | null, hasMore: boolean) {
  return Buffer.from(
    `],"count":${count},"next_since":${JSON.stringify(nextSince)},"after_id":${JSON.stringify(afterId)},"has_more":${hasMore}}`,
  );
}

/** Renders every product, in one snapshot. */
export async function buildSyncFeed(pool: pg.Pool): Promise<SyncFeed> {
  const ends: number[] = [];
  const micros: number[] = [];
  const updatedAt: string[] = [];
  const ids: string[] = [];
  // Rows of one import batch share updated_at: it is converted once per run of equal values.
  let lastIso = '';
  let lastMicros = 0;
  const page = await getSyncPage(
    pool,
    { since: '-infinity', afterId: undefined, limit: Number.MAX_SAFE_INTEGER },
    undefined,
    (row, endOffset) => {
      const iso = updatedAtOf(row);
      if (iso !== lastIso) {
        lastIso = iso;
        lastMicros = isoToMicros(iso);
      }
      ends.push(endOffset);
      updatedAt.push(iso);
      micros.push(lastMicros);
      ids.push(row[1]);
    },
  );
  const count = ids.length;
  // One copy of the rendered bytes, already framed as the full sync's body.
  const wholeBody = page.products.toBuffer(
    BODY_HEAD,
    bodyTail(count, updatedAt[count - 1] ?? '', ids[count - 1] ?? null, false),
  );
  return {
    bytes: wholeBody.subarray(BODY_HEAD.length, BODY_HEAD.length + page.products.length),
    wholeBody,
    ends: Uint32Array.from(ends),
    micros: Float64Array.from(micros),
    updatedAt,
    ids,
  };
}

/**
 * The products of the page `query` asks for, as indexes into the feed; null when the cursor's
 * place depends on how the database orders ids (an after_id that is not in the feed).
 */
export function locatePage(feed: SyncFeed, query: SyncChangesQuery): FeedSlice | null {
  const since = isoToMicros(query.since);
  // First product not before `since` (binary search), then past the ones at `since` itself.
  let low = 0;
  let high = feed.micros.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((feed.micros[middle] as number) < since) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  let from = low;
  while (from < feed.micros.length && feed.micros[from] === since) {
    from++;
  }
  if (query.after_id !== undefined && from > low) {
    // (since, after_id) falls inside the products sharing `since`: continue after that id.
    const at = feed.ids.indexOf(query.after_id, low);
    if (at === -1 || at >= from) {
      return null;
    }
    from = at + 1;
  }
  return { from, to: Math.min(feed.ids.length, from + query.limit) };
}

/** The response body for a located page: the same bytes buildSyncBody writes. */
export function sliceBody(feed: SyncFeed, { from, to }: FeedSlice, query: SyncChangesQuery) {
  const count = to - from;
  if (count > 0 && count === feed.ids.length) {
    return feed.wholeBody;
  }
  const start = from === 0 ? 0 : (feed.ends[from - 1] as number) + 1;
  const end = count === 0 ? start : (feed.ends[to - 1] as number);
  const tail =
    count === 0
      ? bodyTail(0, query.since, query.after_id ?? null, to < feed.ids.length)
      : bodyTail(
          count,
          feed.updatedAt[to - 1] ?? '',
          feed.ids[to - 1] ?? null,
          to < feed.ids.length,
        );
  return Buffer.concat([BODY_HEAD, feed.bytes.subarray(start, end), tail]);
}
