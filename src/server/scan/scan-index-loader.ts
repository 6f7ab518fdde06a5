import type pg from 'pg';
import { DESCRIPTOR_VERSION } from './engine/features.ts';
import { buildIndexSnapshot, type IndexSnapshot } from './engine/index-snapshot.ts';
import { readScanIndexVersion } from './index-store.ts';

/** Reads every current-version index entry into one shared snapshot. */
export async function loadIndexSnapshot(pool: pg.Pool, version: number): Promise<IndexSnapshot> {
  const { rows } = await pool.query<{ product_id: string; product_type: string; features: Buffer }>(
    `SELECT product_id, product_type, features FROM scan_index_entries
     WHERE descriptor_version = $1 ORDER BY product_id`,
    [DESCRIPTOR_VERSION],
  );
  return buildIndexSnapshot(
    version,
    rows.map((row) => ({
      productId: row.product_id,
      productType: row.product_type,
      features: row.features,
    })),
  );
}

/**
 * Keeps the in-memory index in step with scan_index_state.version: checked before each scan,
 * so a running server picks up a rebuilt index without a restart.
 */
export function createIndexTracker(pool: pg.Pool, onLoaded: (snapshot: IndexSnapshot) => void) {
  let loadedVersion = -1;
  let loading: Promise<void> | null = null;
  return {
    async ensureFresh(): Promise<void> {
      const version = await readScanIndexVersion(pool);
      if (version === loadedVersion) {
        return;
      }
      loading ??= loadIndexSnapshot(pool, version)
        .then((snapshot) => {
          loadedVersion = version;
          onLoaded(snapshot);
        })
        .finally(() => {
          loading = null;
        });
      await loading;
    },
    get version() {
      return loadedVersion;
    },
  };
}
