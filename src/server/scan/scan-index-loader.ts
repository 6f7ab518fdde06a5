import type pg from 'pg';
import { buildIndexSnapshot, type IndexSnapshot } from './engine/search/index-snapshot.ts';
import { CURRENT_VERSION_SQL, CURRENT_VERSIONS, readScanIndexVersion } from './index-store.ts';

/** Reads every current-version index entry into one shared snapshot. */
type IndexEntryRow = {
  product_id: string;
  product_type: string;
  features: Buffer;
  number: string | null;
  total: number | null;
  set_code: string | null;
};

/**
 * Reads every current-version index entry into one shared snapshot, with each card's printed
 * number, set total and set code from the catalog (compared with the number strip's OCR).
 */
export async function loadIndexSnapshot(pool: pg.Pool, version: number): Promise<IndexSnapshot> {
  const { rows } = await pool.query<IndexEntryRow>(
    `SELECT e.product_id, e.product_type, e.features, p.number,
       s.card_count_official AS total, COALESCE(s.abbreviation, s.tcgdex_id) AS set_code
     FROM scan_index_entries e
     LEFT JOIN catalog_products p ON p.id = e.product_id
     LEFT JOIN catalog_sets s ON s.id = p.set_id
     WHERE ${CURRENT_VERSION_SQL('e')} ORDER BY e.product_id`,
    CURRENT_VERSIONS,
  );
  return buildIndexSnapshot(
    version,
    rows.map((row) => ({
      productId: row.product_id,
      productType: row.product_type,
      features: row.features,
      number: row.number,
      total: row.total,
      setCode: row.set_code,
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
