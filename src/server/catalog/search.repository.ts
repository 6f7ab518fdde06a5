import type pg from 'pg';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';

export type CardCandidate = {
  product_id: string;
  product_name: string;
  number: string | null;
  set_id: string;
  set_name: string | null;
  release_date: string | null;
  /** Name, number, set name and English name in search form, as stored at import. */
  search_name: string;
  search_english_name: string;
  search_number: string;
  search_set_name: string;
};

export type CandidateFilter = {
  words: string[];
  language: CatalogLanguage | undefined;
  productType: 'card' | 'sealed' | 'all';
};

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Products where every (normalized) word occurs in the name, English name, number or set name: exactly the
 * cards search matches, since names and numbers are stored in search form. Ranking is left to
 * #core/search so the server and the browser order results the same way.
 */
export async function findCardCandidates(
  pool: pg.Pool,
  filter: CandidateFilter,
): Promise<CardCandidate[]> {
  const params: unknown[] = [filter.language ?? null, filter.productType];
  const wordConditions = filter.words.map((word) => {
    params.push(likePattern(word));
    const at = `$${params.length}`;
    return `(p.search_name LIKE ${at} OR p.search_english_name LIKE ${at}
      OR p.search_number LIKE ${at} OR s.search_name LIKE ${at})`;
  });
  const { rows } = await pool.query<CardCandidate>(
    `SELECT p.id AS product_id, p.name AS product_name, p.number, p.set_id, s.name AS set_name,
       to_char(coalesce(p.release_date, s.release_date), 'YYYY-MM-DD') AS release_date,
       p.search_name, p.search_english_name, p.search_number, s.search_name AS search_set_name
     FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
     WHERE ($1::text IS NULL OR p.language = $1)
       AND ($2::text = 'all' OR p.product_type = $2)
       AND ${wordConditions.join(' AND ') || 'false'}`,
    params,
  );
  return rows;
}
