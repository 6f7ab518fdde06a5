import { describe, expect, it } from 'vitest';
import {
  checkAceSpec,
  checkBasicPokemon,
  checkCopies,
  checkDeck,
  checkDeckSize,
  checkFormat,
  checkRadiant,
  type RuleCard,
} from './deck-rules.ts';
import { legalityTableFor } from './format-legality.ts';

let next = 0;
function card(name: string, count: number, extra: Partial<RuleCard> = {}): RuleCard {
  next += 1;
  return {
    productId: `p-${next}`,
    label: name,
    name,
    count,
    category: 'Trainer',
    stage: null,
    rarity: 'Uncommon',
    regulationMark: 'H',
    seriesId: 'sv',
    ...extra,
  };
}
const basic = (name: string, count: number, extra: Partial<RuleCard> = {}) =>
  card(name, count, { category: 'Pokemon', stage: 'Basic', ...extra });
const energy = (name: string, count: number, extra: Partial<RuleCard> = {}) =>
  card(name, count, { category: 'Energy', stage: null, regulationMark: null, ...extra });

const table = legalityTableFor('2026-11-24');

describe('deck size: exactly 60 cards', () => {
  it.each([
    [[basic('Pikachu ex', 4), energy('Lightning Energy', 56)], 0, ''],
    [[basic('Pikachu ex', 4), energy('Lightning Energy', 55)], 1, 'The deck has 59 cards'],
    [[basic('Pikachu ex', 4), energy('Lightning Energy', 57)], 1, 'The deck has 61 cards'],
    [[], 1, 'The deck has 0 cards; it needs exactly 60.'],
  ])('%#: problems %i', (cards, problems, text) => {
    const found = checkDeckSize(cards);
    expect(found).toHaveLength(problems);
    expect(found[0]?.message ?? '').toContain(text);
  });
});

describe('copies: at most 4 by name, basic Energy excepted', () => {
  it.each([
    ['4 of one printing', [basic('Pikachu ex', 4)], []],
    ['5 of one printing', [basic('Pikachu ex', 5)], ['Pikachu ex: 5 copies']],
    [
      '3 + 2 of two printings with the same name',
      [basic('Pikachu ex', 3), basic('Pikachu ex', 2, { regulationMark: 'I' })],
      ['Pikachu ex: 5 copies'],
    ],
    ['names differ by case only', [card('Nest Ball', 3), card('nest ball', 2)], ['5 copies']],
    ['different names', [basic('Pikachu', 4), basic('Pikachu ex', 4)], []],
    ['56 basic Energy (sve style, no stage)', [energy('Lightning Energy', 56)], []],
    ['basic Energy with stage Basic', [energy('Fire Energy', 10, { stage: 'Basic' })], []],
    ['"Basic Lightning Energy"', [energy('Basic Lightning Energy', 9)], []],
    ['special Energy is limited', [energy('Double Turbo Energy', 5)], ['5 copies']],
  ])('%s', (_, cards, messages) => {
    const found = checkCopies(cards).map((problem) => problem.message);
    expect(found).toHaveLength(messages.length);
    messages.forEach((message, i) => {
      expect(found[i]).toContain(message);
    });
  });
});

describe('at least one Basic Pokémon', () => {
  it.each([
    ['a Basic', [basic('Pikachu ex', 1)], 0],
    ['a Baby counts as Basic', [basic('Pichu', 1, { stage: 'Baby' })], 0],
    ['only Stage 2', [basic('Charizard ex', 2, { stage: 'Stage2' })], 1],
    ['basic Energy is not a Pokémon', [energy('Fire Energy', 10, { stage: 'Basic' })], 1],
    ['nothing', [], 1],
  ])('%s', (_, cards, problems) => {
    expect(checkBasicPokemon(cards)).toHaveLength(problems);
  });
});

describe('ACE SPEC: at most one in the deck', () => {
  const ace = (name: string, count: number) => card(name, count, { rarity: 'ACE SPEC Rare' });
  it.each([
    ['one', [ace('Prime Catcher', 1)], 0],
    ['two copies of one', [ace('Prime Catcher', 2)], 1],
    ['two different', [ace('Prime Catcher', 1), ace('Master Ball', 1)], 1],
    ['none', [card('Nest Ball', 4)], 0],
  ])('%s', (_, cards, problems) => {
    const found = checkAceSpec(cards);
    expect(found).toHaveLength(problems);
    if (problems > 0) {
      expect(found[0]?.message).toMatch(/^The deck has 2 ACE SPEC cards .*at most 1 is allowed\.$/);
    }
  });
});

describe('Radiant Pokémon: at most one', () => {
  it.each([
    ['one', [basic('Radiant Charizard', 1, { rarity: 'Radiant Rare' })], 0],
    [
      'two different',
      [basic('Radiant Charizard', 1), basic('Radiant Greninja', 1, { rarity: 'Radiant Rare' })],
      1,
    ],
    ['two copies', [basic('Radiant Charizard', 2)], 1],
    ['a Trainer named Radiant is not a Pokémon', [card('Radiant Star', 2)], 0],
  ])('%s', (_, cards, problems) => {
    expect(checkRadiant(cards)).toHaveLength(problems);
  });
});

describe('format legality from the table', () => {
  it.each([
    ['standard', { regulationMark: 'H' }, true],
    ['standard', { regulationMark: 'J' }, true],
    ['standard', { regulationMark: 'G' }, false],
    ['standard', { regulationMark: null }, false],
    ['expanded', { regulationMark: 'G', seriesId: 'sv' }, true],
    ['expanded', { regulationMark: null, seriesId: 'bw' }, true],
    ['expanded', { regulationMark: null, seriesId: 'base' }, false],
    ['unlimited', { regulationMark: null, seriesId: 'base' }, true],
  ] as const)('%s with %o: legal %s', (format, extra, legal) => {
    expect(checkFormat([basic('Pikachu', 1, extra)], format, table)).toHaveLength(legal ? 0 : 1);
  });

  it('keeps basic Energy legal everywhere and names the reason', () => {
    const old = energy('Lightning Energy', 10, { stage: 'Basic', seriesId: 'base' });
    expect(checkFormat([old], 'standard', table)).toEqual([]);
    const [problem] = checkFormat(
      [basic('Pikachu', 1, { label: 'Pikachu BS 58', regulationMark: 'G' })],
      'standard',
      table,
    );
    expect(problem?.message).toBe(
      'Pikachu BS 58 is not legal in Standard: regulation mark G is not one of H, I, J.',
    );
  });
});

describe('checkDeck', () => {
  it('a legal 60-card deck has no problems; each broken rule adds one', () => {
    const legal = [basic('Pikachu ex', 4), card('Nest Ball', 4), energy('Lightning Energy', 52)];
    expect(checkDeck(legal, 'standard', table)).toEqual([]);
    const broken = [
      card('Nest Ball', 5, { regulationMark: 'G' }),
      card('Prime Catcher', 1, { rarity: 'ACE SPEC Rare' }),
      card('Master Ball', 1, { rarity: 'ACE SPEC Rare' }),
    ];
    expect(checkDeck(broken, 'standard', table).map((problem) => problem.rule)).toEqual([
      'deck_size',
      'copies',
      'basic_pokemon',
      'ace_spec',
      'format',
    ]);
  });
});
