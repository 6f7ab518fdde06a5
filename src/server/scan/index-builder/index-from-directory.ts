import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { addToScanIndex, type ScanIndexSummary } from '../index-store.ts';

const IMAGE_FILE = /^(.+)\.(jpe?g|png|webp)$/i;
const BATCH = 100;

export type BuildProgress = (done: number, total: number) => void;

/** Indexes `<product_id>.<jpg|png|webp>` files; other files are reported as failures. */
export async function indexFromDirectory(
  pool: pg.Pool,
  dir: string,
  options: { onProgress?: BuildProgress; force?: boolean } = {},
): Promise<ScanIndexSummary> {
  const names = (await readdir(dir)).sort();
  const summary: ScanIndexSummary = { added: 0, skipped: 0, failed: [] };
  const images = names.filter((name) => {
    if (IMAGE_FILE.test(name)) {
      return true;
    }
    summary.failed.push({ productId: name, reason: 'not named <product_id>.jpg, .png or .webp' });
    return false;
  });
  for (let start = 0; start < images.length; start += BATCH) {
    const batch = images.slice(start, start + BATCH);
    const entries = await Promise.all(
      batch.map(async (name) => ({
        productId: (IMAGE_FILE.exec(name) as RegExpExecArray)[1] as string,
        image: await readFile(path.join(dir, name)),
      })),
    );
    const result = await addToScanIndex(pool, entries, {
      force: options.force,
      onProgress: (done) => options.onProgress?.(start + done, images.length),
    });
    summary.added += result.added;
    summary.skipped += result.skipped;
    summary.failed.push(...result.failed);
  }
  return summary;
}
