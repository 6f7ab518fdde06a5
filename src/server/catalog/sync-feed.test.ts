import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncChangesQuery, syncChangesQuerySchema } from '#core/catalog/sync.schema.ts';
import type { TestApp } from '../test/test-app.ts';
import { buildSyncBody, createSyncFeeds } from './sync.service.ts';
import { buildSyncFeed, isoToMicros, locatePage, sliceBody } from './sync-feed.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

// Decision 021: big sync pages are cut out of one feed per catalog version. They must be the
// very bytes the database path writes, and arbitrary since values must not each build a body.
let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
  // Several updated_at groups, one with microseconds, so cursors land inside and between them.
  await t.app.pool.query(
    `UPDATE catalog_products SET updated_at = CASE
       WHEN id IN ('base1-4', 'base1-10') THEN '2031-05-06 07:08:09.123456+00'::timestamptz
       WHEN id LIKE 'base1-%' THEN '2030-01-01 00:00:00.5+00'::timestamptz
       ELSE updated_at END`,
  );
});
afterAll(async () => t.close());

const query = (raw: Record<string, string>): SyncChangesQuery => syncChangesQuerySchema.parse(raw);

describe('the sync feed', () => {
  it('reads microsecond instants in any zone', () => {
    expect(isoToMicros('1970-01-01T00:00:01.000002Z')).toBe(1_000_002);
    expect(isoToMicros('1970-01-01T02:00:00+02:00')).toBe(0);
    expect(isoToMicros('1970-01-01T01:00:00.5+01')).toBe(500_000);
  });

  it('cuts every page with the bytes the database path writes', async () => {
    const feed = await buildSyncFeed(t.app.pool);
    const ids = feed.ids;
    const cases: Record<string, string>[] = [
      {},
      { limit: '1' },
      { limit: '3' },
      { since: '2030-01-01T00:00:00.5Z' },
      { since: '2030-01-01T01:00:00.5+01:00' },
      { since: '2030-01-01T00:00:00.499999Z', limit: '2' },
      { since: '2031-05-06T07:08:09.123456Z' },
      { since: '2031-05-06T07:08:09.123455Z' },
      ...ids.map((id, k) => ({ since: feed.updatedAt[k] ?? '', after_id: id, limit: '2' })),
    ];
    for (const raw of cases) {
      const q = query(raw);
      const slice = locatePage(feed, q);
      expect(slice, JSON.stringify(raw)).not.toBeNull();
      if (slice) {
        const expected = (await buildSyncBody(t.app.pool, q)).toString();
        expect(sliceBody(feed, slice, q).toString(), JSON.stringify(raw)).toBe(expected);
      }
    }
  });

  it('leaves a cursor whose id is not in the feed to the database', async () => {
    const feed = await buildSyncFeed(t.app.pool);
    const since = feed.updatedAt[0] ?? '';
    expect(locatePage(feed, query({ since, after_id: 'no-such-card' }))).toBeNull();
  });

  it('builds one feed per catalog version whatever the since values', async () => {
    const feeds = createSyncFeeds(t.app.pool, { smallPageRows: 2 });
    const keys = new Set<string>();
    for (let ms = 1; ms <= 5; ms++) {
      const source = await feeds.plan(
        'v1',
        `etag-${ms}`,
        query({ since: `1970-01-01T00:00:00.00${ms}Z` }),
      );
      expect(source.fromFeed).toBe(true);
      keys.add(source.key);
      await source.build();
    }
    expect(keys.size).toBe(1);
    expect(feeds.stats.feedBuilds).toBe(1);
    // A new catalog version builds a new feed, once.
    await (await feeds.plan('v2', 'etag-v2', query({}))).build();
    expect(feeds.stats.feedBuilds).toBe(2);
  });

  it('shares one build between a prebuild and the requests that arrive during it', async () => {
    const feeds = createSyncFeeds(t.app.pool);
    const ahead = feeds.prebuild('v3');
    const during = await feeds.plan('v3', 'etag-v3', query({}));
    await Promise.all([ahead, feeds.prebuild('v3')]);
    expect(feeds.stats).toMatchObject({ feedBuilds: 1, prebuilds: 1, prebuiltVersion: 'v3' });
    // The request's page is the prebuilt body, compressed both ways already.
    expect(feeds.cache.isReady(during.key, 'br')).toBe(true);
    expect(feeds.cache.isReady(during.key, 'gzip')).toBe(true);
    const expected = (await buildSyncBody(t.app.pool, query({}))).toString();
    expect((await feeds.cache.load(during.key, during.build)).raw.toString()).toBe(expected);
  });

  it('reads small pages from the database', async () => {
    const feeds = createSyncFeeds(t.app.pool, { smallPageRows: 1000 });
    const source = await feeds.plan('v1', 'etag-small', query({}));
    expect(source).toMatchObject({ key: 'etag-small', fromFeed: false });
  });
});
