import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { cardRecordSchema } from '#core/catalog/catalog-record.schema.ts';
import type { SetContext } from '../catalog-rows.ts';
import { readNdjsonLines } from '../ndjson-lines.ts';
import type { LinkableCard } from './linkable-card.ts';

/** Cards already imported, oldest set first. */
async function loadStoredCards(pool: pg.Pool): Promise<LinkableCard[]> {
  const { rows } = await pool.query<LinkableCard>(
    `SELECT p.id, p.tcgdex_id, p.set_id, p.locale, p.name, p.category, p.rarity, p.hp, p.stage,
       p.types, p.dex_ids, p.illustrator
     FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
     WHERE p.product_type = 'card'
     ORDER BY s.release_date NULLS LAST, p.id`,
  );
  return rows;
}

/** The valid card lines of a dump's cards.ndjson, in file order (bad lines are the importer's to report). */
async function readDumpCards(
  dir: string,
  contexts: ReadonlyMap<string, SetContext>,
): Promise<LinkableCard[]> {
  const file = path.join(dir, 'cards.ndjson');
  if (!existsSync(file)) {
    return [];
  }
  const cards: LinkableCard[] = [];
  for await (const { text } of readNdjsonLines(file)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const parsed = cardRecordSchema.safeParse(value);
    const set = parsed.success ? contexts.get(parsed.data.set_id) : undefined;
    if (parsed.success && set) {
      cards.push({ ...parsed.data, locale: parsed.data.locale ?? set.locale });
    }
  }
  return cards;
}

/**
 * Every card the catalog will hold after importing `dir`: the dump's cards, then the stored
 * cards the dump does not replace (a partial dump still links to cards imported earlier).
 */
export async function loadLinkableCards(
  pool: pg.Pool,
  dir: string,
  contexts: ReadonlyMap<string, SetContext>,
): Promise<LinkableCard[]> {
  const [dump, stored] = await Promise.all([readDumpCards(dir, contexts), loadStoredCards(pool)]);
  const inDump = new Set(dump.map((card) => card.id));
  return [...dump, ...stored.filter((card) => !inDump.has(card.id))];
}
