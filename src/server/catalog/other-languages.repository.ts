import type pg from 'pg';
import { LOCALE_ORDER, type OtherLanguagePrinting } from '#core/catalog/other-languages.schema.ts';

/**
 * The card's printings in the other locales (one each: the same TCGdex card first, then the
 * linked English card, then the oldest), or null when there is no such product.
 */
export async function listOtherLanguagePrintings(
  pool: pg.Pool,
  id: string,
): Promise<OtherLanguagePrinting[] | null> {
  const { rows } = await pool.query<OtherLanguagePrinting & { found: boolean }>(
    `SELECT true AS found, p.id AS product_id, p.name AS product_name, p.english_name, p.number,
       p.language, p.locale, p.set_id, s.name AS set_name
     FROM catalog_products me
     LEFT JOIN LATERAL (
       SELECT DISTINCT ON (o.locale) o.*
       FROM catalog_products o JOIN catalog_sets os ON os.id = o.set_id
       WHERE o.print_group = me.print_group AND o.locale IS DISTINCT FROM me.locale
       ORDER BY o.locale, (o.tcgdex_id = me.tcgdex_id) DESC, (o.id = me.print_group) DESC,
         os.release_date NULLS LAST, o.id
     ) p ON true
     LEFT JOIN catalog_sets s ON s.id = p.set_id
     WHERE me.id = $1`,
    [id],
  );
  if (rows.length === 0) {
    return null;
  }
  const rank = (locale: string | null) => {
    const at = LOCALE_ORDER.indexOf(locale as (typeof LOCALE_ORDER)[number]);
    return at === -1 ? LOCALE_ORDER.length : at;
  };
  return rows
    .filter((row) => row.product_id !== null)
    .map(({ found: _found, ...printing }) => printing)
    .sort((a, b) => rank(a.locale) - rank(b.locale));
}
