import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { z } from 'zod';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import {
  cardRecordSchema,
  sealedRecordSchema,
  seriesRecordSchema,
  setRecordSchema,
} from '#core/catalog/catalog-record.schema.ts';
import { type SetContext, toCardRow, toSealedRow, toSeriesRow, toSetRow } from './catalog-rows.ts';
import { type CatalogRow, PRODUCTS_TABLE, SERIES_TABLE, SETS_TABLE } from './catalog-tables.ts';
import { deriveCrossLanguage } from './cross-language/derive-cross-language.ts';
import { loadLinkableCards } from './cross-language/load-linkable-cards.ts';
import { type FileSummary, type ImportOptions, importNdjsonFile } from './import-file.ts';
import { nameAsianSets } from './set-english-names.ts';
import type { AfterUpsert } from './upsert-rows.ts';

export type ImportSummary = { dir: string; files: FileSummary[]; ms: number };

// Any fixed number: two imports (two app processes seeding, or a seed and the CLI) take turns.
const IMPORT_LOCK_ID = 7_520_101;

async function loadSetContexts(pool: pg.Pool): Promise<Map<string, SetContext>> {
  const { rows } = await pool.query<{ id: string; language: CatalogLanguage; locale: string }>(
    'SELECT id, language, locale FROM catalog_sets',
  );
  return new Map(rows.map(({ id, ...context }) => [id, context]));
}

/**
 * Products repeat their set's name, code and date, so a changed set re-stamps its products:
 * the sync feed then sends them again with the new set fields.
 */
const restampProductsOfSets: AfterUpsert = async (client, counts) => {
  if (counts.updatedIds.length > 0) {
    await client.query(
      `UPDATE catalog_products SET updated_at = date_trunc('milliseconds', now())
       WHERE set_id = ANY($1::text[])`,
      [counts.updatedIds],
    );
  }
};

function unknownSet(setId: string): string {
  return `unknown set_id "${setId}"`;
}

async function importFiles(pool: pg.Pool, dir: string, options: ImportOptions) {
  const series = await importNdjsonFile(
    pool,
    dir,
    { file: 'series.ndjson', schema: seriesRecordSchema, table: SERIES_TABLE, toRow: toSeriesRow },
    options,
  );
  const sets = await importNdjsonFile(
    pool,
    dir,
    {
      file: 'sets.ndjson',
      schema: setRecordSchema,
      table: SETS_TABLE,
      toRow: toSetRow,
      afterUpsert: restampProductsOfSets,
    },
    options,
  );
  // Cards may reference any set already in the database, not only those of this dump.
  const contexts = await loadSetContexts(pool);
  const links = deriveCrossLanguage(await loadLinkableCards(pool, dir, contexts));
  await nameAsianSets(pool, links.equivalentSets);
  const importProducts = <T extends { set_id: string }>(
    file: string,
    schema: z.ZodType<T>,
    toRow: (record: T, set: SetContext) => CatalogRow,
  ) =>
    importNdjsonFile(
      pool,
      dir,
      {
        file,
        schema,
        table: PRODUCTS_TABLE,
        toRow: (record) => {
          const set = contexts.get(record.set_id);
          return set ? toRow(record, set) : unknownSet(record.set_id);
        },
      },
      options,
    );
  const cards = await importProducts('cards.ndjson', cardRecordSchema, (record, set) =>
    toCardRow(record, set, links.cards.get(record.id)),
  );
  const sealed = await importProducts('sealed.ndjson', sealedRecordSchema, toSealedRow);
  return [series, sets, cards, sealed];
}

/**
 * Imports a catalog dump directory (series, sets, cards, sealed NDJSON; only sets.ndjson is
 * required). Idempotent: unchanged rows are not touched; a rerun after an interruption
 * completes the import, since every batch is committed on its own.
 */
export async function importCatalog(
  pool: pg.Pool,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  if (!existsSync(path.join(dir, 'sets.ndjson'))) {
    throw new Error(`sets.ndjson not found in ${dir}`);
  }
  const started = performance.now();
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK_ID]);
    const files = await importFiles(pool, dir, options);
    if (files.some((file) => file.inserted + file.updated > 0)) {
      // Planner statistics for the new rows now, not whenever autovacuum gets to them.
      await pool.query('ANALYZE catalog_series, catalog_sets, catalog_products');
    }
    return { dir, files, ms: performance.now() - started };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_ID]).catch(() => {});
    lock.release();
  }
}
