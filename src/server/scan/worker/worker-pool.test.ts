import { afterEach, describe, expect, it } from 'vitest';
import { spawnWorker } from './spawn-ts-worker.ts';
import {
  createWorkerPool,
  PoolBusyError,
  PoolTimeoutError,
  type WorkerPool,
} from './worker-pool.ts';

let pool: WorkerPool | undefined;

function createTestPool(options: { size: number; queueLimit: number; timeoutMs: number }) {
  pool = createWorkerPool({
    spawn: () =>
      spawnWorker(new URL('../test-support/test-worker.ts', import.meta.url), 'unused.js'),
    ...options,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
});

describe('scan worker pool', () => {
  it('abandons a stuck job after its time limit and replaces the worker', async () => {
    const workers = createTestPool({ size: 1, queueLimit: 4, timeoutMs: 1500 });
    const stuck = workers.run({ hang: true });
    const queued = workers.run<string>({ echo: 'after' });
    await expect(stuck).rejects.toBeInstanceOf(PoolTimeoutError);
    await expect(queued).resolves.toBe('after');
    expect(workers.stats()).toMatchObject({ workers: 1, running: 0, waiting: 0 });
  });

  it('refuses jobs beyond the wait queue at once', async () => {
    const workers = createTestPool({ size: 1, queueLimit: 2, timeoutMs: 1000 });
    const jobs = Array.from({ length: 5 }, () =>
      workers.run({ hang: true }).catch((error: Error) => error),
    );
    const settled = await Promise.all(jobs);
    expect(settled.filter((result) => result instanceof PoolBusyError)).toHaveLength(2);
    expect(settled.filter((result) => result instanceof PoolTimeoutError)).toHaveLength(3);
  });
});
