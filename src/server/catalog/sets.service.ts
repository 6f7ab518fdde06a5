import type pg from 'pg';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import { listSetsByLanguage } from './sets.repository.ts';

/** Every set of one language, newest first. */
export async function listSets(pool: pg.Pool, language: CatalogLanguage): Promise<CatalogSet[]> {
  return listSetsByLanguage(pool, language);
}
