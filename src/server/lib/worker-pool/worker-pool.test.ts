import { afterEach, describe, expect, it } from 'vitest';
import { spawnWorker } from './spawn-ts-worker.ts';
import {
  createWorkerPool,
  PoolBusyError,
  PoolTimeoutError,
  WorkerJobError,
  type WorkerPool,
} from './worker-pool.ts';

let pool: WorkerPool | undefined;

function createTestPool(options: {
  size: number;
  queueLimit: number;
  timeoutMs: number;
  helpEachOther?: boolean;
  tool?: string;
}) {
  pool = createWorkerPool({
    tool: 'scan',
    spawn: () => spawnWorker(new URL('./test-worker.ts', import.meta.url), 'unused.js'),
    ...options,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
});

describe('worker pool', () => {
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

  it('names its tool when a worker crashes, and replaces the worker', async () => {
    const workers = createTestPool({ size: 1, queueLimit: 4, timeoutMs: 5000, tool: 'grading' });
    const crashed = await workers.run({ crash: true }).catch((error: Error) => error);
    expect(crashed).toBeInstanceOf(WorkerJobError);
    expect(crashed).toMatchObject({ kind: 'internal', message: 'the grading worker crashed' });
    await expect(workers.run<string>({ echo: 'next' })).resolves.toBe('next');
    expect(workers.stats()).toMatchObject({ workers: 1, running: 0 });
  });

  it('names its tool when it refuses a job or abandons one', async () => {
    const workers = createTestPool({ size: 1, queueLimit: 0, timeoutMs: 1000, tool: 'grading' });
    const stuck = workers.run({ hang: true }).catch((error: Error) => error);
    await expect(workers.run({ echo: 'x' })).rejects.toThrow('all grading workers are busy');
    expect(await stuck).toMatchObject({ message: 'a grading job took longer than 1000 ms' });
  });
});

type Helped = { asker: number; helped: { by: number } | null };

/** Starts the pool's workers and waits until every one has loaded. */
async function allReady(workers: WorkerPool, size: number) {
  expect(workers.stats().ready).toBe(0);
  await workers.allReady();
  expect(workers.stats()).toMatchObject({ workers: size, ready: size });
}

describe('a busy scan worker asking an idle one for help (decision 044)', () => {
  it('hands the part to an idle worker and passes its answer back', async () => {
    const workers = createTestPool({
      size: 2,
      queueLimit: 4,
      timeoutMs: 5000,
      helpEachOther: true,
    });
    await allReady(workers, 2);
    const { asker, helped } = await workers.run<Helped>({ askHelp: {} });
    expect(helped?.by).toBeGreaterThan(0);
    expect(helped?.by).not.toBe(asker);
  });

  it('answers null at once when no other worker is idle', async () => {
    const alone = createTestPool({ size: 1, queueLimit: 4, timeoutMs: 5000 });
    await expect(alone.run<Helped>({ askHelp: {} })).resolves.toMatchObject({ helped: null });
    await alone.close();
    const busy = createTestPool({ size: 2, queueLimit: 4, timeoutMs: 1500, helpEachOther: true });
    await allReady(busy, 2);
    const stuck = busy.run({ hang: true }).catch((error: Error) => error);
    await expect(busy.run<Helped>({ askHelp: {} })).resolves.toMatchObject({ helped: null });
    await stuck;
  });

  it('answers null when the pool is not set to lend idle workers (the default)', async () => {
    const workers = createTestPool({ size: 2, queueLimit: 4, timeoutMs: 5000 });
    await allReady(workers, 2);
    await expect(workers.run<Helped>({ askHelp: {} })).resolves.toMatchObject({ helped: null });
  });

  it('answers null when the helper takes too long, and replaces it', async () => {
    const workers = createTestPool({
      size: 2,
      queueLimit: 4,
      timeoutMs: 3000,
      helpEachOther: true,
    });
    await allReady(workers, 2);
    const started = performance.now();
    const result = await workers.run<Helped>({ askHelp: { hang: true } });
    expect(result.helped).toBeNull();
    // Half the job's time limit.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(workers.run<string>({ echo: 'still two' })).resolves.toBe('still two');
    expect(workers.stats()).toMatchObject({ workers: 2, running: 0 });
  });
});
