import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { type ImportSummary, importCatalog } from '../import/import-catalog.ts';

/** A small catalog written for the tests (not the shared dump): 6 sets, 13 cards, 3 sealed. */
export const FIXTURE_CATALOG_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'catalog',
);

export type CatalogFile = 'series.ndjson' | 'sets.ndjson' | 'cards.ndjson' | 'sealed.ndjson';

export async function importFixtureCatalog(pool: pg.Pool): Promise<ImportSummary> {
  return importCatalog(pool, FIXTURE_CATALOG_DIR);
}

export async function readFixtureLines(file: CatalogFile): Promise<string[]> {
  const text = await readFile(path.join(FIXTURE_CATALOG_DIR, file), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * A temporary copy of the fixture catalog with some files replaced (text) or removed (null).
 * Call cleanup() when done.
 */
export async function writeCatalogVariant(
  changes: Partial<Record<CatalogFile, string | null>>,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-catalog-'));
  await cp(FIXTURE_CATALOG_DIR, dir, { recursive: true });
  for (const [file, text] of Object.entries(changes)) {
    if (text === null) {
      await rm(path.join(dir, file));
    } else if (text !== undefined) {
      await writeFile(path.join(dir, file), text);
    }
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
