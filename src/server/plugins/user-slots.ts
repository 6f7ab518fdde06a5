/**
 * Per-user concurrency slots (in-process): at most `limit` calls of one user run at once, so one
 * account cannot fill a shared queue (the scan workers) that every user waits in.
 */
export function createUserSlots(limit: number) {
  const inUse = new Map<number, number>();
  return {
    /** Runs `task` in one of the user's slots, or `refuse` when all of them are taken. */
    async run<T>(userId: number, task: () => Promise<T>, refuse: () => T): Promise<T> {
      const used = inUse.get(userId) ?? 0;
      if (used >= limit) {
        return refuse();
      }
      inUse.set(userId, used + 1);
      try {
        return await task();
      } finally {
        const left = (inUse.get(userId) ?? 1) - 1;
        if (left <= 0) {
          inUse.delete(userId);
        } else {
          inUse.set(userId, left);
        }
      }
    },
  };
}
