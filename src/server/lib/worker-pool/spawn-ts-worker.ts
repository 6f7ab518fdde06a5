import { Worker } from 'node:worker_threads';

/**
 * Starts a worker from a TypeScript file when running from source (tsx, Vitest), or from the
 * bundled `bundledName` next to the server bundle (scripts/build-server.mjs builds it).
 */
export function spawnWorker(sourceUrl: URL, bundledName: string, workerData?: unknown): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const bootstrap = new URL('./ts-worker-bootstrap.mjs', import.meta.url);
    return new Worker(bootstrap, { workerData: { entry: sourceUrl.href, data: workerData } });
  }
  return new Worker(new URL(`./${bundledName}`, import.meta.url), {
    workerData: { data: workerData },
  });
}
