/**
 * Adds up wall time per named stage of one scan (result.timings), for profiling the tail, and
 * counts named events (result.counts: reads of outlines, orientations described, OCR passes).
 */
export type StageTimer = {
  time<T>(stage: string, work: () => T): T;
  timeAsync<T>(stage: string, work: () => Promise<T>): Promise<T>;
  count(event: string): void;
  readonly timings: Record<string, number>;
  readonly counts: Record<string, number>;
};

export function createStageTimer(): StageTimer {
  const timings: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const add = (stage: string, started: number) => {
    timings[stage] = (timings[stage] ?? 0) + performance.now() - started;
  };
  return {
    time(stage, work) {
      const started = performance.now();
      try {
        return work();
      } finally {
        add(stage, started);
      }
    },
    async timeAsync(stage, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        add(stage, started);
      }
    },
    count(event) {
      counts[event] = (counts[event] ?? 0) + 1;
    },
    timings,
    counts,
  };
}
