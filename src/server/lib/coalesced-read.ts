/**
 * Wraps a read so that at most one runs at a time: a caller arriving while one is running waits
 * for the next read, which starts when the running one ends. Every caller so gets a value read
 * after it arrived (never a stale one), and a burst of callers costs at most two reads.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) {
        running = undefined;
      }
    };
    current.then(clear, clear);
    return current;
  };
  return () => {
    if (!running) {
      return start();
    }
    if (!queued) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = undefined;
        return start();
      });
    }
    return queued;
  };
}

/**
 * coalescedRead, whose value is reused for `ttlMs` after its read started: under load the
 * version check then costs no database round trip per request, at the price of answers up to
 * `ttlMs` (plus one read) behind a catalog change.
 */
export function recentRead<T>(read: () => Promise<T>, ttlMs: number): () => Promise<T> {
  const coalesced = coalescedRead(read);
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (last && now - last.at < ttlMs) {
      return last.value;
    }
    const value = coalesced();
    const current = { at: now, value };
    last = current;
    value.catch(() => {
      if (last === current) {
        last = undefined;
      }
    });
    return value;
  };
}
