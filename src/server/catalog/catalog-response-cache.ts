import type pg from 'pg';
import { refreshedRead } from '../lib/coalesced-read.ts';
import { createResponseCache, type ResponseCache } from '../lib/response-cache.ts';
import { getSyncVersion } from './sync.repository.ts';

/** How long a catalog version read is reused (docs/decisions/016-reliability-and-catalog-cache.md). */
export const CATALOG_VERSION_TTL_MS = 250;

/**
 * Catalog GET responses (sets, a set's products, a product, search) cached as ready bytes per
 * catalog version. The version (a few index lookups) is re-read in the background twice per
 * 250 ms while requests come (decision 021): a change shows within 250 ms, and requests never
 * wait for the read (under load a round trip took long enough to stall every connection).
 */
export function createCatalogResponseCache(pool: pg.Pool): ResponseCache {
  return createResponseCache(refreshedRead(() => getSyncVersion(pool), CATALOG_VERSION_TTL_MS / 2));
}

export type CatalogResponseCache = ResponseCache;
