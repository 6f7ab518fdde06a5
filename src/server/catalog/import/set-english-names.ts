import type pg from 'pg';

/**
 * Names each Japanese and Chinese set after its English equivalent (decision 079), and clears
 * the name of a set that no longer has one. `equivalentSets` is keyed by the TCGdex set ('SV8'
 * for both ja-SV8 and zh-tw-SV8). Only changed sets are re-stamped (the catalog cache version).
 */
export async function nameAsianSets(
  pool: pg.Pool,
  equivalentSets: ReadonlyMap<string, string>,
): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE catalog_sets a
     SET english_name = named.english_name, updated_at = date_trunc('milliseconds', now())
     FROM (
       SELECT s.id, e.name AS english_name
       FROM catalog_sets s
       LEFT JOIN unnest($1::text[], $2::text[]) AS m(asian_set, english_set_id)
         ON m.asian_set = CASE WHEN starts_with(s.id, s.locale || '-')
           THEN substr(s.id, length(s.locale) + 2) ELSE s.id END
       LEFT JOIN catalog_sets e ON e.id = m.english_set_id AND e.language = 'english'
       WHERE s.language <> 'english'
     ) named
     WHERE a.id = named.id AND a.english_name IS DISTINCT FROM named.english_name`,
    [[...equivalentSets.keys()], [...equivalentSets.values()]],
  );
  return rowCount ?? 0;
}
