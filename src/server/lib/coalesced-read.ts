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
 * A value kept fresh in the background: while callers keep coming (within `idleAfterMs`), the
 * value is re-read every `intervalMs`, and callers get the newest value read so far without
 * waiting. Only the first caller, a caller after an idle spell, or one finding the value older
 * than four intervals (the database is slow) waits for a read. A change so shows within about
 * one interval plus one read, and no request stalls on the periodic read.
 */
export function refreshedRead<T>(
  read: () => Promise<T>,
  intervalMs: number,
  idleAfterMs = 10_000,
): () => Promise<T> {
  const coalesced = coalescedRead(read);
  let latest: { at: number; value: Promise<T> } | undefined;
  let askedAt = 0;
  let timer: NodeJS.Timeout | undefined;

  function refresh(): Promise<T> {
    const at = performance.now();
    const value = coalesced();
    value.then(
      () => {
        if (!latest || latest.at <= at) {
          latest = { at, value };
        }
      },
      () => {},
    );
    return value;
  }

  function keepFresh() {
    if (timer) {
      return;
    }
    timer = setInterval(() => {
      if (performance.now() - askedAt > idleAfterMs) {
        clearInterval(timer);
        timer = undefined;
        return;
      }
      void refresh();
    }, intervalMs);
    timer.unref();
  }

  return () => {
    askedAt = performance.now();
    keepFresh();
    if (latest && askedAt - latest.at < intervalMs * 4) {
      return latest.value;
    }
    return refresh();
  };
}
