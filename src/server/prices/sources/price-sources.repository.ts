import type { CardVariant } from '#core/catalog/product.schema.ts';
import { printingKey } from '#core/collection/printing-key.ts';
import type { Queryable } from '../../db/executor.ts';
import type { CatalogProductRef } from './price-source.ts';

type RefRow = {
  id: string;
  product_type: 'card' | 'sealed';
  language: string;
  name: string;
  number: string | null;
  set_id: string;
  set_name: string | null;
  set_tcgplayer_group_id: number | null;
  set_cardmarket_id: number | null;
  tcgplayer_product_id: number | null;
  cardmarket_id: number | null;
  variants: CardVariant[] | null;
};

function toRef(row: RefRow): CatalogProductRef {
  const variants = row.variants ?? [];
  const types = variants.map((variant) => variant.type);
  return {
    id: row.id,
    productType: row.product_type,
    language: row.language,
    name: row.name,
    number: row.number,
    setId: row.set_id,
    setName: row.set_name,
    setTcgplayerGroupId: row.set_tcgplayer_group_id,
    setCardmarketId: row.set_cardmarket_id,
    tcgplayerProductId: row.tcgplayer_product_id,
    cardmarketId: row.cardmarket_id,
    defaultVariant:
      types.length === 0 || types.includes('normal') ? 'normal' : (types[0] as string),
    printings: [...new Set(variants.map(printingKey))],
    variantIds: variants
      .filter((variant) => variant.tcgplayer_product_id || variant.cardmarket_id)
      .map((variant) => ({
        printing: printingKey(variant),
        tcgplayerProductId: variant.tcgplayer_product_id,
        cardmarketId: variant.cardmarket_id,
      })),
  };
}

/** Every catalog product with what the sources join on (marketplace ids, set and number). */
export async function findCatalogProductRefs(db: Queryable): Promise<CatalogProductRef[]> {
  const { rows } = await db.query<RefRow>(
    `SELECT p.id, p.product_type, p.language, p.name, p.number, p.set_id, s.name AS set_name,
       s.tcgplayer_group_id AS set_tcgplayer_group_id, s.cardmarket_id AS set_cardmarket_id,
       p.tcgplayer_product_id, p.cardmarket_id, p.variants
     FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
     ORDER BY p.id`,
  );
  return rows.map(toRef);
}

export type RunCounts = {
  requested: number;
  priced: number;
  matchedByNumber: number;
  unmatched: number;
  unmatchedSample: string[];
  pricedByLanguage: Record<string, number>;
  rowsWritten: number;
};

export async function startRun(db: Queryable, source: string, priceDate: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO price_source_runs (source, price_date) VALUES ($1, $2) RETURNING id::int AS id`,
    [source, priceDate],
  );
  return rows[0]?.id as number;
}

export async function recordAttempt(db: Queryable, runId: number, error: string | null) {
  await db.query(`UPDATE price_source_runs SET attempts = attempts + 1, error = $2 WHERE id = $1`, [
    runId,
    error,
  ]);
}

export async function finishRun(
  db: Queryable,
  runId: number,
  outcome: { status: 'ok'; counts: RunCounts } | { status: 'failed'; error: string },
) {
  const counts = outcome.status === 'ok' ? outcome.counts : undefined;
  await db.query(
    `UPDATE price_source_runs SET status = $2, error = $3, finished_at = now(),
       requested = coalesce($4, requested), priced = coalesce($5, priced),
       matched_by_number = coalesce($6, matched_by_number), unmatched = coalesce($7, unmatched),
       unmatched_sample = coalesce($8, unmatched_sample),
       priced_by_language = coalesce($9, priced_by_language),
       rows_written = coalesce($10, rows_written)
     WHERE id = $1`,
    [
      runId,
      outcome.status,
      outcome.status === 'failed' ? outcome.error : null,
      counts?.requested ?? null,
      counts?.priced ?? null,
      counts?.matchedByNumber ?? null,
      counts?.unmatched ?? null,
      counts ? JSON.stringify(counts.unmatchedSample) : null,
      counts ? JSON.stringify(counts.pricedByLanguage) : null,
      counts?.rowsWritten ?? null,
    ],
  );
}
