import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { importCatalog } from '../../catalog/import/import-catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Real catalog rows (TCGdex dump) for deck tests and the deck journey: Pikachu ex in three
 * printings, basic Lightning Energy, Nest/Ultra Ball, two ACE SPECs, two Radiants, Base Set cards.
 */
export const DECK_CATALOG_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'deck-catalog',
);

export async function importDeckCatalog(pool: pg.Pool): Promise<void> {
  const summary = await importCatalog(pool, DECK_CATALOG_DIR);
  const problems = summary.files.flatMap((file) => file.problems);
  if (problems.length > 0) {
    throw new Error(`deck catalog did not import cleanly:\n${problems.join('\n')}`);
  }
}

export async function createDeckTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  t.app.pool.on('error', () => {});
  await importDeckCatalog(t.app.pool);
  return t;
}
