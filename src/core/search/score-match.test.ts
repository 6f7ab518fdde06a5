import { describe, expect, it } from 'vitest';
import { type ScorableCard, type ScorableSet, scoreCard, scoreSet } from './score-match.ts';

const pikachu: ScorableCard = { product_name: 'Pikachu', number: '58', set_name: 'Base Set' };
const pikachuEx: ScorableCard = {
  product_name: 'Pikachu ex',
  number: '057',
  set_name: 'Surging Sparks',
};
const charizardEx: ScorableCard = {
  product_name: 'Charizard ex',
  number: '006',
  set_name: 'Scarlet & Violet—151',
};
const megaCharizard: ScorableCard = {
  product_name: 'Mega Charizard X ex',
  number: '013',
  set_name: 'Phantasmal Flames',
};
const japanesePikachuEx: ScorableCard = {
  product_name: 'ピカチュウex',
  english_name: 'Pikachu ex',
  number: '033',
  set_name: '超電ブレイカー',
};
const trainerGallery: ScorableCard = {
  product_name: 'Pikachu',
  number: 'TG05',
  set_name: 'Lost Origin Trainer Gallery',
};

describe('scoreCard', () => {
  it.each<[string, ScorableCard, string, number]>([
    ['exact name (one word) = 60', pikachu, 'pikachu', 60],
    ['English name contains = 20', japanesePikachuEx, 'pikachu', 20],
    ['native ex 30 + English pikachu 20 + exact English 20', japanesePikachuEx, 'Pikachu ex', 70],
    ['a word of the native name counts once', japanesePikachuEx, 'ex', 30],
    ['native name exact still = 60', japanesePikachuEx, 'ピカチュウex', 60],
    ['name contains = 30', pikachuEx, 'pikachu', 30],
    ['case and spaces do not matter', pikachu, '  PIKACHU ', 60],
    ['exact number = 70', pikachu, '58', 70],
    ['exact number ignores leading zeros', pikachuEx, '57', 70],
    ['number contains = 40', pikachuEx, '05', 40],
    ['letters in numbers', trainerGallery, 'tg05', 70],
    ['set contains = 20', pikachu, 'base', 20],
    ['name + exact number', pikachu, 'pikachu 58', 100],
    ['name + number contains', pikachuEx, 'pikachu 5', 70],
    ['name + set', pikachuEx, 'pikachu surging', 50],
    ['multi-word exact name: 30 per word + 30', charizardEx, 'charizard ex', 90],
    ['multi-word partial name: 30 per word', megaCharizard, 'charizard ex', 60],
    ['word order matters for the exact bonus', charizardEx, 'ex charizard', 60],
    ['a word in two fields counts twice', pikachuEx, 'surging sparks', 40],
    ['set name words add up', charizardEx, 'scarlet violet', 40],
    ['every word must match', pikachu, 'pikachu jungle', 0],
    ['no match', pikachu, 'eevee', 0],
    ['accents are ignored', { product_name: 'Flabébé', number: '1' }, 'flabebe', 60],
    ['empty query', pikachu, '', 0],
  ])('%s', (_label, card, query, expected) => {
    expect(scoreCard(card, query)).toBe(expected);
  });

  it('ranks an exact name above a longer name', () => {
    expect(scoreCard(charizardEx, 'charizard ex')).toBeGreaterThan(
      scoreCard(megaCharizard, 'charizard ex'),
    );
  });

  it('handles cards without number or set name', () => {
    expect(scoreCard({ product_name: 'Elite Trainer Box' }, 'elite')).toBe(30);
    expect(scoreCard({ product_name: 'Elite Trainer Box', number: null }, '12')).toBe(0);
  });
});

const surgingSparks: ScorableSet = {
  name: 'Surging Sparks',
  abbreviation: 'SSP',
  url_name: 'surging-sparks',
};
const japaneseSparks: ScorableSet = {
  name: '超電ブレイカー',
  english_name: 'Surging Sparks',
  url_name: 'sv8',
};
const base: ScorableSet = { set_name: 'Base Set', abbreviation: 'BS', url_name: 'base-set' };

describe('scoreSet', () => {
  it.each<[string, ScorableSet, string, number]>([
    ['exact abbreviation = 50', surgingSparks, 'ssp', 50],
    ['name contains + url contains', surgingSparks, 'sparks', 30 + 25],
    ['exact name + exact url (slug of the query)', surgingSparks, 'surging sparks', 90 + 75],
    ['exact url name typed as a slug', surgingSparks, 'surging-sparks', 25 + 25],
    ['abbreviation contains = 25', { name: 'Obsidian Flames', abbreviation: 'OBF' }, 'ob', 55],
    ['falls back to set_name', base, 'base set', 90 + 75],
    ['every word must match', base, 'base jungle', 0],
    ['no match', surgingSparks, 'fossil', 0],
    ['exact name one word = 60', { name: 'Jungle', url_name: 'jungle' }, 'jungle', 60 + 50],
    ['exact English name of an Asian set = 2 x 20 + 20', japaneseSparks, 'surging sparks', 60],
    ['a word of the English name = 20', japaneseSparks, 'sparks', 20],
    ['native name and English name together', japaneseSparks, '超電ブレイカー sparks', 30 + 20],
    ['every word in some field', japaneseSparks, 'surging jungle', 0],
  ])('%s', (_label, set, query, expected) => {
    expect(scoreSet(set, query)).toBe(expected);
  });
});
