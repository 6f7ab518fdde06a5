import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import { syntheticCards, syntheticIndex } from '#test-support/synthetic/scan/synthetic-index.ts';
import { spawnWorker } from '../../lib/worker-pool/spawn-ts-worker.ts';
import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool/worker-pool.ts';
import type { IndexSnapshot } from '../engine/search/index-snapshot.ts';
import type { EngineResult, IdentifyRequest } from '../engine/types.ts';

const CARDS = syntheticCards(9, { prefix: 'lend', setCode: 'LD' });

let snapshot: IndexSnapshot;
let page: Buffer;
let pool: WorkerPool | undefined;

beforeAll(async () => {
  const index = await syntheticIndex(CARDS);
  snapshot = index.snapshot;
  page = (await makeBinderPhoto(index.renders.slice(0, 8), 6)).jpeg;
});

afterEach(async () => {
  await pool?.close();
});

function scanWorkers(size: number) {
  pool = createWorkerPool({
    tool: 'scan',
    helpEachOther: true,
    spawn: () => spawnWorker(new URL('./scan-worker.ts', import.meta.url), 'scan-worker.js'),
    size,
    queueLimit: 4,
    timeoutMs: 60_000,
    onSpawn: (worker) => worker.postMessage({ type: 'index', snapshot }),
  });
  return pool;
}

function scanPage(workers: WorkerPool) {
  const image = new Uint8Array(page);
  const request: IdentifyRequest = { image, scanType: 'cards', scanMode: 'binder' };
  return workers.run<EngineResult>(request, [image.buffer]);
}

const found = (result: EngineResult) =>
  result.groups.map((group) => ({ corners: group.corners, id: group.matches[0]?.productId }));

describe('scan workers sharing one photo (decision 044)', () => {
  it('reads a binder page on two workers when one is idle, with the same cards as on one', async () => {
    const one = scanWorkers(1);
    const alone = await scanPage(one);
    await one.close();
    expect(alone.counts?.helped).toBeUndefined();
    expect(alone.groups.length).toBeGreaterThanOrEqual(7);

    const two = scanWorkers(2);
    await two.allReady();
    const helped = await scanPage(two);
    expect(helped.counts?.helped).toBeGreaterThan(0);
    expect(found(helped)).toEqual(found(alone));
  });
});
