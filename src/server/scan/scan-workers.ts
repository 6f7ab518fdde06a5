import os from 'node:os';
import type pg from 'pg';
import type { CardCorners } from '#core/scan/card-corners.ts';
import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import { spawnWorker } from '../lib/worker-pool/spawn-ts-worker.ts';
import { createWorkerPool } from '../lib/worker-pool/worker-pool.ts';
import { emptySnapshot, type IndexSnapshot } from './engine/search/index-snapshot.ts';
import type { EngineResult, IdentifyRequest } from './engine/types.ts';
import { createIndexTracker } from './scan-index-loader.ts';
import type { ScanWorkerData } from './worker/scan-worker.ts';

export type ScanRequest = {
  image: Buffer;
  scanType: ScanType;
  scanMode: ScanMode;
  /** The user's own card outline in the photo's pixels: used instead of detection. */
  corners: CardCorners | null;
};

export type ScanWorkersOptions = {
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  /** Workers read a made-up photo before their first job (decision 044). */
  warmUp: boolean;
};

/**
 * The scan workers and the index they share; workers start with the first scan. Its `identify`
 * rejects with the pool's errors (PoolBusyError, PoolTimeoutError, WorkerJobError);
 * scan.service.ts turns them into the scanner's answers.
 */
export function createScanWorkers(pool: pg.Pool, options: ScanWorkersOptions) {
  let snapshot: IndexSnapshot = emptySnapshot();
  const workers = createWorkerPool({
    tool: 'scan',
    // An idle scan worker reads part of a busy one's photo (decision 044).
    helpEachOther: true,
    spawn: () =>
      spawnWorker(new URL('./worker/scan-worker.ts', import.meta.url), 'scan-worker.js', {
        warmUp: options.warmUp,
      } satisfies ScanWorkerData),
    size: Math.max(1, Math.min(options.workers, os.availableParallelism())),
    queueLimit: options.queueLimit,
    timeoutMs: options.timeoutMs,
    onSpawn: (worker) => worker.postMessage({ type: 'index', snapshot }),
  });
  const tracker = createIndexTracker(pool, (loaded) => {
    snapshot = loaded;
    workers.broadcast({ type: 'index', snapshot });
  });
  return {
    async identify({ image, scanType, scanMode, corners }: ScanRequest): Promise<EngineResult> {
      await tracker.ensureFresh();
      const copy = new Uint8Array(image);
      const job: IdentifyRequest = { image: copy, scanType, scanMode, corners };
      return workers.run<EngineResult>(job, [copy.buffer]);
    },
    get indexVersion() {
      return tracker.version;
    },
    get indexSize() {
      return snapshot.productIds.length;
    },
    close: () => workers.close(),
  };
}

export type ScanWorkers = ReturnType<typeof createScanWorkers>;
