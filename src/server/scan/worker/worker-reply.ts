import { parentPort } from 'node:worker_threads';
import { ImageInputError } from '../engine/image/decode-image.ts';

// The worker-thread side of worker-pool.ts: the replies it posts, in the shape the pool reads.

/** Runs one job and posts its result, or its error (bad input or internal) by message. */
export async function answerJob(id: number, run: () => Promise<unknown>): Promise<void> {
  try {
    parentPort?.postMessage({ id, ok: true, result: await run() });
  } catch (error) {
    parentPort?.postMessage({
      id,
      ok: false,
      kind: error instanceof ImageInputError ? 'bad_input' : 'internal',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Tells the pool the worker has loaded; its jobs (and their time limit) start after this. */
export function announceReady(loaded: Promise<unknown>): void {
  void loaded.then(() => parentPort?.postMessage({ type: 'ready' }));
}
