import type pg from 'pg';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import {
  addToScanIndex,
  CURRENT_VERSION_SQL,
  CURRENT_VERSIONS,
  type ScanIndexFailure,
  type ScanIndexSummary,
} from '../index-store.ts';
import { downloadImage } from './download-image.ts';
import type { BuildProgress } from './index-from-directory.ts';

export type CatalogIndexOptions = {
  cacheDir: string;
  concurrency?: number;
  retries?: number;
  /** Replaces the scheme and host of every image URL (a mirror, or a stand-in in tests). */
  imageOrigin?: string;
  force?: boolean;
  onProgress?: BuildProgress;
};

export type CatalogIndexSummary = ScanIndexSummary & {
  pending: number;
  alreadyIndexed: number;
  /** Set when the image host could not be reached at all; the build stopped early. */
  unreachable: string | null;
};

type Product = { id: string; product_type: 'card' | 'sealed'; image_url: string };

const BATCH = 100;
/** This many network failures in a row, with no success yet, means the host is unreachable. */
const UNREACHABLE_AFTER = 8;

function imageUrls(product: Product, origin: string | undefined): string[] {
  const urls =
    product.product_type === 'card'
      ? [`${product.image_url}/high.webp`, `${product.image_url}/low.webp`]
      : [product.image_url];
  if (!origin) {
    return urls;
  }
  return urls.map((url) => {
    const parsed = new URL(url);
    return `${trimTrailingSlashes(origin)}${parsed.pathname}${parsed.search}`;
  });
}

/** Products with an image that are not yet indexed with the current descriptor version. */
async function findPending(
  pool: pg.Pool,
  force: boolean,
): Promise<{ pending: Product[]; indexed: number }> {
  const { rows } = await pool.query<Product & { indexed: boolean }>(
    `SELECT p.id, p.product_type, p.image_url, (e.product_id IS NOT NULL) AS indexed
     FROM catalog_products p
     LEFT JOIN scan_index_entries e ON e.product_id = p.id AND ${CURRENT_VERSION_SQL('e')}
     WHERE p.image_url IS NOT NULL ORDER BY p.id`,
    CURRENT_VERSIONS,
  );
  const pending = rows.filter((row) => force || !row.indexed);
  return { pending, indexed: rows.length - pending.length };
}

/**
 * Downloads catalog images (bounded concurrency, retries, an on-disk cache) and indexes them in
 * batches. Resumable: products already indexed with this descriptor version are skipped.
 */
export async function indexFromCatalog(
  pool: pg.Pool,
  options: CatalogIndexOptions,
): Promise<CatalogIndexSummary> {
  const { pending, indexed } = await findPending(pool, options.force ?? false);
  const summary: CatalogIndexSummary = {
    added: 0,
    skipped: 0,
    failed: [],
    pending: pending.length,
    alreadyIndexed: indexed,
    unreachable: null,
  };
  let done = 0;
  let networkFailuresInRow = 0;
  let anySuccess = false;
  for (let start = 0; start < pending.length && !summary.unreachable; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    const downloaded: { productId: string; image: Buffer }[] = [];
    const failures: ScanIndexFailure[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !summary.unreachable) {
        const product = batch[next++] as Product;
        const result = await downloadImage(product.id, imageUrls(product, options.imageOrigin), {
          cacheDir: options.cacheDir,
          retries: options.retries ?? 2,
        });
        if (result.ok) {
          anySuccess = true;
          networkFailuresInRow = 0;
          downloaded.push({ productId: product.id, image: result.image });
        } else {
          failures.push({ productId: product.id, reason: result.reason });
          networkFailuresInRow = result.unreachable ? networkFailuresInRow + 1 : 0;
          if (!anySuccess && networkFailuresInRow >= UNREACHABLE_AFTER) {
            summary.unreachable = result.reason;
          }
        }
        options.onProgress?.(++done, pending.length);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
    const result = await addToScanIndex(pool, downloaded, { force: options.force });
    summary.added += result.added;
    summary.skipped += result.skipped;
    summary.failed.push(...failures, ...result.failed);
  }
  return summary;
}
