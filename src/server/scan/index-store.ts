import { createHash } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../lib/with-transaction.ts';
import { SEALED_DESCRIPTOR_VERSION } from './engine/sealed/sealed-features.ts';
import { DESCRIPTOR_VERSION } from './engine/search/features.ts';
import {
  computeReferenceBlob,
  descriptorVersionOf,
  type ProductKind,
} from './engine/search/reference-features.ts';

export type ScanIndexInput = { productId: string; image: Buffer };
export type ScanIndexFailure = { productId: string; reason: string };
export type ScanIndexSummary = { added: number; skipped: number; failed: ScanIndexFailure[] };
export type AddToScanIndexOptions = {
  /** Recompute even when the image and descriptor version are unchanged. */
  force?: boolean;
  /** Called after each entry is handled (for progress bars). */
  onProgress?: (done: number, total: number) => void;
};

const WRITE_BATCH = 200;

export function hashImage(image: Buffer): string {
  return createHash('sha256').update(image).digest('hex');
}

type Pending = { productId: string; kind: ProductKind; hash: string; features: Buffer };

/**
 * Computes features in-process, upserts scan_index_entries and bumps scan_index_state.version
 * (in one transaction), so running servers reload the index on their next scan.
 */
export async function addToScanIndex(
  pool: pg.Pool,
  entries: ScanIndexInput[],
  options: AddToScanIndexOptions = {},
): Promise<ScanIndexSummary> {
  const ids = entries.map((entry) => entry.productId);
  const known = await pool.query<{ id: string; product_type: ProductKind }>(
    'SELECT id, product_type FROM catalog_products WHERE id = ANY($1::text[])',
    [ids],
  );
  const kinds = new Map(known.rows.map((row) => [row.id, row.product_type]));
  const existing = await readIndexedHashes(pool, ids);
  const summary: ScanIndexSummary = { added: 0, skipped: 0, failed: [] };
  const pending: Pending[] = [];
  let done = 0;
  for (const entry of entries) {
    const kind = kinds.get(entry.productId);
    const hash = hashImage(entry.image);
    if (!kind) {
      summary.failed.push({ productId: entry.productId, reason: 'unknown product id' });
    } else if (!options.force && existing.get(entry.productId) === hash) {
      summary.skipped++;
    } else {
      try {
        const features = await computeReferenceBlob(entry.image, kind);
        pending.push({ productId: entry.productId, kind, hash, features });
      } catch (error) {
        const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
        summary.failed.push({
          productId: entry.productId,
          reason: `image could not be read: ${detail}`,
        });
      }
    }
    options.onProgress?.(++done, entries.length);
  }
  await writeEntries(pool, pending);
  summary.added = pending.length;
  return summary;
}

/** Each entry's current descriptor version: cards and sealed products have their own. */
export const CURRENT_VERSION_SQL = (table: string) =>
  `${table}.descriptor_version = CASE ${table}.product_type WHEN 'sealed' THEN $2::int ELSE $1::int END`;
export const CURRENT_VERSIONS = [DESCRIPTOR_VERSION, SEALED_DESCRIPTOR_VERSION];

/** Image hashes of the given products already indexed with the current descriptor version. */
export async function readIndexedHashes(
  pool: pg.Pool,
  ids: string[],
): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ product_id: string; image_hash: string }>(
    `SELECT e.product_id, e.image_hash FROM scan_index_entries e
     WHERE e.product_id = ANY($3::text[]) AND ${CURRENT_VERSION_SQL('e')}`,
    [...CURRENT_VERSIONS, ids],
  );
  return new Map(rows.map((row) => [row.product_id, row.image_hash]));
}

async function writeEntries(pool: pg.Pool, pending: Pending[]): Promise<void> {
  if (pending.length === 0) {
    return;
  }
  await withTransaction(pool, async (client) => {
    for (let start = 0; start < pending.length; start += WRITE_BATCH) {
      const batch = pending.slice(start, start + WRITE_BATCH);
      await client.query(
        `INSERT INTO scan_index_entries
           (product_id, product_type, image_hash, descriptor_version, features, updated_at)
         SELECT * , now() FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::bytea[])
         ON CONFLICT (product_id) DO UPDATE SET product_type = excluded.product_type,
           image_hash = excluded.image_hash, descriptor_version = excluded.descriptor_version,
           features = excluded.features, updated_at = now()`,
        [
          batch.map((entry) => entry.productId),
          batch.map((entry) => entry.kind),
          batch.map((entry) => entry.hash),
          batch.map((entry) => descriptorVersionOf(entry.kind)),
          batch.map((entry) => entry.features),
        ],
      );
    }
    await bumpScanIndexVersion(client);
  });
}

export async function bumpScanIndexVersion(client: pg.Pool | pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    `INSERT INTO scan_index_state (id, version, updated_at) VALUES (1, 1, now())
     ON CONFLICT (id) DO UPDATE SET version = scan_index_state.version + 1, updated_at = now()
     RETURNING version`,
  );
  return Number(rows[0]?.version ?? 0);
}

export async function readScanIndexVersion(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ version: string }>(
    'SELECT version FROM scan_index_state WHERE id = 1',
  );
  return Number(rows[0]?.version ?? 0);
}
