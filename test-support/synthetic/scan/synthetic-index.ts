import {
  buildIndexSnapshot,
  type IndexSnapshot,
} from '#server/scan/engine/search/index-snapshot.ts';
import { computeReferenceBlob } from '#server/scan/engine/search/reference-features.ts';
import { renderSyntheticCard, type SyntheticCard } from './render-card.ts';

const NAMES = [
  'Bulbasaur',
  'Vulpix',
  'Poliwag',
  'Abra',
  'Geodude',
  'Gastly',
  'Onix',
  'Eevee',
  'Pikachu',
  'Meowth',
  'Psyduck',
  'Machop',
];
const ERAS = ['classic', 'modern', 'scarlet', 'japanese'] as const;

/** Up to twelve distinct synthetic cards of one set, numbered 11, 18, 25, ... of 102. */
export function syntheticCards(
  count: number,
  {
    prefix,
    setCode,
    eras = ERAS,
  }: { prefix: string; setCode: string; eras?: readonly SyntheticCard['era'][] },
): SyntheticCard[] {
  return NAMES.slice(0, count).map((name, i) => ({
    productId: `${prefix}-${i + 1}`,
    name,
    number: String(11 + i * 7),
    total: 102,
    setCode,
    era: eras[i % eras.length] as SyntheticCard['era'],
  }));
}

/** The cards rendered, and a scan index of exactly them (in the cards' order). */
export async function syntheticIndex(
  cards: SyntheticCard[],
): Promise<{ snapshot: IndexSnapshot; renders: Buffer[] }> {
  const renders: Buffer[] = [];
  const rows = [];
  for (const card of cards) {
    const png = await renderSyntheticCard(card);
    renders.push(png);
    rows.push({ ...card, productType: 'card', features: await computeReferenceBlob(png, 'card') });
  }
  return { snapshot: buildIndexSnapshot(1, rows), renders };
}
