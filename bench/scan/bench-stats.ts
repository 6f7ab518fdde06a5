/** The p-th percentile (nearest rank) of some measurements. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Engine and wall-clock p50/p95 per photo, and per stage over the scans that ran it (OCR, for
 * one, only runs when the leaders are close).
 */
export function latencySummary(
  engineMs: number[],
  wallMs: number[],
  stageMs: Map<string, number[]>,
) {
  return {
    engineP50: +percentile(engineMs, 50).toFixed(0),
    engineP95: +percentile(engineMs, 95).toFixed(0),
    wallP50: +percentile(wallMs, 50).toFixed(0),
    wallP95: +percentile(wallMs, 95).toFixed(0),
    stages: Object.fromEntries(
      [...stageMs].map(([stage, values]) => [
        stage,
        {
          runs: values.length,
          p50: +percentile(values, 50).toFixed(1),
          p95: +percentile(values, 95).toFixed(1),
        },
      ]),
    ),
  };
}
