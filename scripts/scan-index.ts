// Builds or extends the card-scan index:
//   npm run scan:index -- <dir>             files named <product_id>.<jpg|png|webp>
//   npm run scan:index -- --from-catalog    downloads the catalog's image URLs (resumable)
// Options: --force (recompute unchanged images), --concurrency N, --cache-dir DIR (default
// <DATA_DIR>/scan-images),
// --image-origin URL (fetch from a mirror instead of the catalog's host).
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { indexFromCatalog } from '#server/scan/index-builder/index-from-catalog.ts';
import { indexFromDirectory } from '#server/scan/index-builder/index-from-directory.ts';
import type { ScanIndexFailure } from '#server/scan/index-store.ts';
import { describeDatabase, runScript, withAppDb } from './lib/run-script.ts';

const USAGE =
  'usage: npm run scan:index -- <dir> | --from-catalog [--force] [--concurrency 8] [--cache-dir DATA_DIR/scan-images] [--image-origin URL]';

function progressBar(label: string) {
  let lastLine = 0;
  return (done: number, total: number) => {
    if (process.stderr.isTTY) {
      const width = 30;
      const filled = Math.round((done / Math.max(1, total)) * width);
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
      );
      if (done === total) {
        process.stderr.write('\n');
      }
    } else if (done === total || Date.now() - lastLine > 10_000) {
      lastLine = Date.now();
      process.stderr.write(`${label} ${done}/${total}\n`);
    }
  };
}

function printFailures(failed: ScanIndexFailure[]) {
  const byReason = new Map<string, string[]>();
  for (const failure of failed) {
    byReason.set(failure.reason, [...(byReason.get(failure.reason) ?? []), failure.productId]);
  }
  for (const [reason, ids] of byReason) {
    const shown = ids.slice(0, 5).join(', ');
    console.error(`  ${ids.length} x ${reason}: ${shown}${ids.length > 5 ? ', ...' : ''}`);
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'from-catalog': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '8' },
      'cache-dir': { type: 'string' },
      'image-origin': { type: 'string' },
    },
  });
  const dir = positionals[0];
  if (values['from-catalog'] === Boolean(dir)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  return withAppDb(async ({ pool }, database) => {
    const started = Date.now();
    if (dir) {
      console.log(`indexing ${path.resolve(dir)} (${describeDatabase(database)})`);
      const summary = await indexFromDirectory(pool, path.resolve(dir), {
        force: values.force,
        onProgress: progressBar('images'),
      });
      console.log(
        `added ${summary.added}, unchanged ${summary.skipped}, failed ${summary.failed.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      printFailures(summary.failed);
      return summary.failed.length > 0 ? 1 : 0;
    }
    const summary = await indexFromCatalog(pool, {
      cacheDir: path.resolve(values['cache-dir'] ?? path.join(config.DATA_DIR, 'scan-images')),
      concurrency: Math.max(1, Number(values.concurrency) || 8),
      imageOrigin: values['image-origin'],
      force: values.force,
      onProgress: progressBar('downloads'),
    });
    console.log(
      `catalog images: ${summary.pending} to do, ${summary.alreadyIndexed} already indexed; added ${summary.added}, unchanged ${summary.skipped}, failed ${summary.failed.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    printFailures(summary.failed);
    if (summary.unreachable) {
      console.error(
        `stopped: the image host could not be reached (${summary.unreachable}). Check the network, or pass --image-origin to use a mirror; rerun to resume.`,
      );
      return 1;
    }
    return summary.failed.length > 0 ? 1 : 0;
  });
}

runScript(main, { failed: 'scan index failed' });
