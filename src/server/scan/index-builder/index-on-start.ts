import path from 'node:path';
import type { ServerDeps } from '../../deps.ts';
import { indexFromCatalog } from './index-from-catalog.ts';

export type IndexOnStartDeps = Pick<ServerDeps, 'pool' | 'log' | 'config'>;

/**
 * `npm start`'s scan index build (decision 072): the catalog's products not yet indexed, from
 * their image URLs (or SCAN_IMAGE_ORIGIN), in the background. It returns at once, so start
 * never waits for it; `done` settles when it ends and never rejects. It logs one line: what it
 * added, or why it could not (the image host unreachable). Resumable: the next start goes on.
 */
export function startScanIndexBuild(deps: IndexOnStartDeps): { done: Promise<void> } {
  if (!deps.config.SCAN_INDEX_ON_START) {
    return { done: Promise.resolve() };
  }
  const done = buildPending(deps).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'scan index: the background build failed');
  });
  return { done };
}

async function buildPending({ pool, log, config }: IndexOnStartDeps): Promise<void> {
  // Yield first: the caller (start) carries on before the first query.
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  const summary = await indexFromCatalog(pool, {
    cacheDir: path.join(config.DATA_DIR, 'scan-images'),
    // Gentle on a small server that is also answering its first visitors.
    concurrency: 2,
    retries: 1,
    imageOrigin: config.SCAN_IMAGE_ORIGIN,
  });
  if (summary.pending === 0) {
    return;
  }
  const ms = Math.round(performance.now() - started);
  if (summary.unreachable) {
    log.info(
      { reason: summary.unreachable, pending: summary.pending },
      "scan index not built: the catalog's images could not be fetched; scanning waits for npm run scan:index",
    );
    return;
  }
  log.info(
    { added: summary.added, failed: summary.failed.length, ms },
    'scan index built in the background from the catalog images',
  );
}
