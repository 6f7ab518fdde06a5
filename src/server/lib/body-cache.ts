import { compress, type Effort, type Encoding } from './compression.ts';

export type CachedBody = {
  raw: Buffer;
  compressed: Map<Encoding, Promise<Buffer>>;
  /** Encodings whose compressed body is ready (a request for them waits for nothing). */
  encoded: Set<Encoding>;
};

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
  /** Entries whose raw body is built. */
  const built = new Map<string, CachedBody>();

  function drop(key: string) {
    entries.delete(key);
    sizes.delete(key);
    built.delete(key);
  }

  function evictOverBudget() {
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const [etag, size] of sizes) {
      if (total <= MAX_CACHED_BYTES) {
        break;
      }
      drop(etag);
      total -= size;
    }
  }

  /**
   * The body for `etag`, built once (concurrent requests share the build). `keep` keeps it
   * even when small (a body built ahead of requests, decision 028).
   */
  async function load(
    etag: string,
    build: () => Promise<Buffer>,
    { keep = false } = {},
  ): Promise<CachedBody> {
    const cached = entries.get(etag);
    if (cached) {
      return cached;
    }
    const pending = build().then(
      (raw): CachedBody => ({ raw, compressed: new Map(), encoded: new Set() }),
    );
    entries.set(etag, pending);
    try {
      const entry = await pending;
      if (entry.raw.length < MIN_CACHED_BYTES && !keep) {
        entries.delete(etag);
      } else if (entries.get(etag) === pending) {
        sizes.set(etag, entry.raw.length);
        built.set(etag, entry);
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
   * `effort: 'small'` skips the quick pass (nobody is waiting: a body built ahead of time).
   */
  function encode(entry: CachedBody, encoding: Encoding, effort?: Effort): Promise<Buffer> {
    let compressed = entry.compressed.get(encoding);
    if (compressed) {
      return compressed;
    }
    const quickFirst = effort === undefined && entry.raw.length >= MIN_CACHED_BYTES;
    compressed = compress(entry.raw, encoding, quickFirst ? 'fast' : 'small');
    entry.compressed.set(encoding, compressed);
    compressed.then(
      () => entry.encoded.add(encoding),
      () => {},
    );
    const upgraded = quickFirst
      ? compressed.then(async () => {
          entry.compressed.set(encoding, Promise.resolve(await compress(entry.raw, encoding)));
        })
      : compressed;
    upgraded.catch(() => {
      entry.compressed.delete(encoding);
      entry.encoded.delete(encoding);
    });
    return compressed;
  }

  /** Whether `etag`'s body is built or being built (a request for it costs nothing more). */
  function has(etag: string): boolean {
    return entries.has(etag);
  }

  /** Whether `etag`'s body is built and, for an encoding, compressed: nothing to wait for. */
  function isReady(etag: string, encoding: Encoding | null): boolean {
    const entry = built.get(etag);
    return entry !== undefined && (encoding === null || entry.encoded.has(encoding));
  }

  /** Drops the entries whose key `stale` picks (e.g. those of an older catalog version). */
  function forget(stale: (key: string) => boolean): void {
    for (const key of [...entries.keys()]) {
      if (stale(key)) {
        drop(key);
      }
    }
  }

  return { load, encode, has, isReady, forget };
}

export type BodyCache = ReturnType<typeof createBodyCache>;
