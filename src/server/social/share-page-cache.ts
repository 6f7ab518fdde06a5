/** Rendered share pages kept per process: at most this many, least recently used out first. */
const MAX_PAGES = 200;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Share-link pages as JSON bytes by key (link, owner settings, collection version, page). A
 * key names one version, so entries are never stale; concurrent views of a new key share one
 * build.
 */
export function createSharePageCache() {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();

  function evict() {
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const key of entries.keys()) {
      if (entries.size <= MAX_PAGES && total <= MAX_BYTES) {
        break;
      }
      total -= sizes.get(key) ?? 0;
      entries.delete(key);
      sizes.delete(key);
    }
  }

  return {
    async load(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
      const cached = entries.get(key);
      if (cached) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const pending = build();
      entries.set(key, pending);
      try {
        const body = await pending;
        sizes.set(key, body.length);
        evict();
        return body;
      } catch (error) {
        entries.delete(key);
        throw error;
      }
    },
  };
}
