import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eraForCard, type SyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import type { SyntheticSealedProduct } from '#test-support/synthetic/scan/sealed-render.ts';
import { seedFromText } from '#test-support/synthetic/scan/seeded-random.ts';

export const CATALOG_DIR = process.env.SCAN_BENCH_CATALOG ?? '/work/shared/catalog';

type CardRecord = {
  id: string;
  tcgdex_id: string;
  set_id: string;
  language: string;
  number: string;
  name: string;
  rarity: string | null;
  hp: number | null;
  types: string[] | null;
  illustrator: string | null;
};
type SetRecord = {
  id: string;
  abbreviation: string | null;
  tcgdex_id: string;
  name: string | null;
  card_count_official: number;
};
type SealedRecord = { id: string; name: string; set_id: string; sealed_type: string };

export type BenchCard = SyntheticCard & { artGroup: string; faceKey: string };
export type BenchSealed = SyntheticSealedProduct;

/**
 * Everything the renderer prints. Catalog entries with the same key have pixel-identical faces:
 * TCGdex lists the zh-cn SV7-SV10 cards with the zh-tw names, numbers and set codes, so 829
 * zh-cn/zh-tw pairs are one printed card twice (decision 007).
 */
function printedFaceKey(card: SyntheticCard): string {
  return JSON.stringify([
    card.name,
    card.number,
    card.total,
    card.setCode ?? card.setName,
    card.era,
    card.artworkSeed,
    card.hp,
    card.types,
    card.illustrator,
  ]);
}

async function readNdjson<T>(file: string): Promise<T[]> {
  const text = await readFile(path.join(CATALOG_DIR, file), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/**
 * Every catalog card as a synthetic card. Reprints share artwork on purpose: English cards with
 * the same name and illustrator share one artwork seed, and Japanese/Chinese printings of one
 * TCGdex card share theirs, so only the number, set code, symbol and frame tell them apart.
 */
export async function loadBenchCatalog(): Promise<{ cards: BenchCard[]; sealed: BenchSealed[] }> {
  const sets = new Map((await readNdjson<SetRecord>('sets.ndjson')).map((set) => [set.id, set]));
  const cards = (await readNdjson<CardRecord>('cards.ndjson')).map((card): BenchCard => {
    const set = sets.get(card.set_id);
    const artGroup =
      card.language === 'english'
        ? card.illustrator
          ? `en:${card.name}:${card.illustrator}`
          : `id:${card.id}`
        : `asia:${card.tcgdex_id}`;
    const face: SyntheticCard = {
      productId: card.id,
      name: card.name,
      number: card.number,
      total: set?.card_count_official || null,
      setCode: set?.abbreviation ?? set?.tcgdex_id ?? card.set_id,
      setName: set?.name ?? null,
      language: card.language,
      era: eraForCard({ setId: card.set_id, language: card.language, rarity: card.rarity }),
      artworkSeed: seedFromText(artGroup),
      hp: card.hp,
      types: card.types,
      illustrator: card.illustrator,
    };
    return { ...face, artGroup, faceKey: printedFaceKey(face) };
  });
  const sealed = (await readNdjson<SealedRecord>('sealed.ndjson')).map((row) => ({
    productId: row.id,
    name: row.name,
    setId: row.set_id,
    sealedType: row.sealed_type,
  }));
  return { cards, sealed };
}
