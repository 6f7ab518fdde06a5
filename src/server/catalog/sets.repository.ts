import type pg from 'pg';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import { SET_FROM_SQL, SET_JSON_SQL, SET_ORDER_SQL } from '../read-models/catalog-sql.ts';

/** Every set of one language, newest first. */
export async function listSetsByLanguage(
  pool: pg.Pool,
  language: CatalogLanguage,
): Promise<CatalogSet[]> {
  const { rows } = await pool.query<{ set: CatalogSet }>(
    `SELECT ${SET_JSON_SQL} AS set FROM ${SET_FROM_SQL}
     WHERE s.language = $1 ORDER BY ${SET_ORDER_SQL}`,
    [language],
  );
  return rows.map((row) => row.set);
}

/** The given sets, in the order of `ids`; unknown ids are left out. */
export async function getSetsByIds(pool: pg.Pool, ids: string[]): Promise<CatalogSet[]> {
  if (ids.length === 0) {
    return [];
  }
  const { rows } = await pool.query<{ set: CatalogSet }>(
    `SELECT ${SET_JSON_SQL} AS set FROM ${SET_FROM_SQL}
     WHERE s.id = ANY($1::text[]) ORDER BY array_position($1::text[], s.id)`,
    [ids],
  );
  return rows.map((row) => row.set);
}

export type SetSearchFields = {
  id: string;
  name: string | null;
  english_name: string | null;
  abbreviation: string | null;
  url_name: string;
  release_date: string | null;
};

/** The fields set search scores, for every set (of one language when given). */
export async function listSetSearchFields(
  pool: pg.Pool,
  language: CatalogLanguage | undefined,
): Promise<SetSearchFields[]> {
  const { rows } = await pool.query<SetSearchFields>(
    `SELECT id, name, english_name, abbreviation, url_name, to_char(release_date, 'YYYY-MM-DD') AS release_date
     FROM catalog_sets WHERE $1::text IS NULL OR language = $1`,
    [language ?? null],
  );
  return rows;
}

export async function hasSet(pool: pg.Pool, id: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM catalog_sets WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
