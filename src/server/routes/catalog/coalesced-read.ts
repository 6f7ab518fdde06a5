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
