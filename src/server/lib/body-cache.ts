import { compress, type Encoding } from './compression.ts';

export type CachedBody = { raw: Buffer; compressed: Map<Encoding, Promise<Buffer>> };

// Only big bodies are worth keeping (a full sync is ~30 MB raw, ~1.5 MB compressed); small
// incremental pages are cheap to build and would only push the full one out.
const MIN_CACHED_BYTES = 1024 * 1024;
const MAX_CACHED_BYTES = 96 * 1024 * 1024;

/**
 * Sync bodies by ETag, raw and compressed (compressed off the event loop, once). The ETag is
 * derived from the catalog's version, so an entry is never stale: a change makes a new ETag.
 * Every app process keeps its own copy; nothing depends on it but speed.
 */
export function createBodyCache() {
  const entries = new Map<string, Promise<CachedBody>>();
  const sizes = new Map<string, number>();

  function evictOverBudget() {
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const [etag, size] of sizes) {
      if (total <= MAX_CACHED_BYTES) {
        break;
      }
      entries.delete(etag);
      sizes.delete(etag);
      total -= size;
    }
  }

  /** The body for `etag`, built once (concurrent requests share the build). */
  async function load(etag: string, build: () => Promise<Buffer>): Promise<CachedBody> {
    const cached = entries.get(etag);
    if (cached) {
      return cached;
    }
    const pending = build().then((raw): CachedBody => ({ raw, compressed: new Map() }));
    entries.set(etag, pending);
    try {
      const entry = await pending;
      if (entry.raw.length < MIN_CACHED_BYTES) {
        entries.delete(etag);
      } else {
        sizes.set(etag, entry.raw.length);
        evictOverBudget();
      }
      return entry;
    } catch (error) {
      entries.delete(etag);
      throw error;
    }
  }

  /**
   * The body in `encoding`, compressed once per entry. A big body is compressed quickly for
   * the first request, then again, smaller, in the background for the requests after it.
   */
  function encode(entry: CachedBody, encoding: Encoding): Promise<Buffer> {
    let compressed = entry.compressed.get(encoding);
    if (compressed) {
      return compressed;
    }
    const big = entry.raw.length >= MIN_CACHED_BYTES;
    compressed = compress(entry.raw, encoding, big ? 'fast' : 'small');
    entry.compressed.set(encoding, compressed);
    const upgraded = big
      ? compressed.then(async () => {
          entry.compressed.set(encoding, Promise.resolve(await compress(entry.raw, encoding)));
        })
      : compressed;
    upgraded.catch(() => entry.compressed.delete(encoding));
    return compressed;
  }

  /** Whether `etag`'s body is built or being built (a request for it costs nothing more). */
  function has(etag: string): boolean {
    return entries.has(etag);
  }

  return { load, encode, has };
}
