import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deriveCrossLanguage } from './derive-cross-language.ts';
import type { LinkableCard } from './linkable-card.ts';

// Real rows of the catalog dump (/work/shared/catalog/cards.ndjson, TCGdex): Surging Sparks
// (sv08) and its Japanese set 超電ブレイカー (SV8), 151, a Japanese promo and Chinese twins.
const SAMPLES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/cross-language/cards.ndjson',
);
const cards: LinkableCard[] = readFileSync(SAMPLES, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const derived = deriveCrossLanguage(cards);
const of = (id: string) => derived.cards.get(id);

describe('deriveCrossLanguage on real catalog rows', () => {
  it('names a Japanese card after the English printing of the same illustration', () => {
    expect(of('ja-SV2a-025')).toEqual({ englishName: 'Pikachu', printGroup: 'sv03.5-025' });
    // Numbers differ between the sets (033 in SV8, 057 in sv08); the rarity keeps the regular
    // print apart from the Ultra Rare sv08-219 by the same artist.
    expect(of('ja-SV8-033')).toEqual({ englishName: 'Pikachu ex', printGroup: 'sv08-057' });
  });

  it('gives the Chinese printing of the same TCGdex card the same name and group', () => {
    expect(of('zh-tw-SV8-033')).toEqual(of('ja-SV8-033'));
    expect(of('zh-tw-SV2a-025')).toEqual(of('ja-SV2a-025'));
  });

  it('links a trainer when it is the only one of its kind in two equivalent sets', () => {
    expect(of('ja-SV8-103')).toEqual({
      englishName: "Clemont's Quick Wit",
      printGroup: 'sv08-167',
    });
  });

  it('does not guess between trainers of one illustrator and rarity', () => {
    // グラビティーマウンテン (Gravity Mountain) and 推理セット (Deduction Kit): same artist, both Uncommon.
    expect(of('ja-SV8-106')).toEqual({ englishName: null, printGroup: 'asia:SV8-106' });
    expect(of('ja-SV8-094')).toEqual({ englishName: null, printGroup: 'asia:SV8-094' });
  });

  it('names a card with no English printing by what its native name is elsewhere', () => {
    expect(of('ja-SV-P-197')).toEqual({ englishName: 'Pikachu', printGroup: 'asia:SV-P-197' });
  });

  it('leaves English cards unnamed, each in its own group', () => {
    expect(of('sv08-057')).toEqual({ englishName: null, printGroup: 'sv08-057' });
    expect(derived.cards.size).toBe(cards.length);
  });

  it('pairs an Asian set with the English set holding most of its illustrations, else none', () => {
    // The sample holds too few of 151's cards (under 5) to say, and promos come from many sets.
    expect(Object.fromEntries(derived.equivalentSets)).toEqual({ SV8: 'sv08' });
  });
});
