import type pg from 'pg';
import { recentRead } from '../lib/coalesced-read.ts';
import { createResponseCache, type ResponseCache } from '../lib/response-cache.ts';
import { getSyncVersion } from './sync.repository.ts';

/** How long a catalog version read is reused (docs/decisions/016-reliability-and-catalog-cache.md). */
export const CATALOG_VERSION_TTL_MS = 250;

/**
 * Catalog GET responses (sets, a set's products, a product, search) cached as ready bytes per
 * catalog version; the version (a few index lookups) is read at most every 250 ms and shared by
 * the requests meanwhile.
 */
export function createCatalogResponseCache(pool: pg.Pool): ResponseCache {
  return createResponseCache(recentRead(() => getSyncVersion(pool), CATALOG_VERSION_TTL_MS));
}

export type CatalogResponseCache = ResponseCache;
