import { describe, expect, it } from 'vitest';
import {
  normalizeCardNumber,
  normalizeName,
  readCondition,
  readIsoDate,
  readLanguage,
  readPrice,
  readPrinting,
  stripSeriesPrefix,
} from './collection-csv-values.ts';

describe('collection CSV cell readers', () => {
  it.each([
    ['NM', 'NM'],
    ['lp', 'LP'],
    ['Near Mint', 'NM'],
    ['Near Mint Holofoil', 'NM'],
    ['NearMint', 'NM'],
    ['Lightly Played', 'LP'],
    ['Moderately Played Foil', 'MP'],
    ['Heavily Played', 'HP'],
    ['Damaged', 'DMG'],
    ['Unopened', 'NM'],
    ['', 'NM'],
    ['Gem', null],
  ])('condition %j -> %s', (text, expected) => {
    expect(readCondition(text)).toBe(expected);
  });

  it.each([
    ['English', 'english'],
    ['', 'english'],
    ['Japanese', 'japanese'],
    ['ja', 'japanese'],
    ['Chinese (Traditional)', 'chinese'],
    ['zh-tw', 'chinese'],
    ['German', null],
  ])('language %j -> %s', (text, expected) => {
    expect(readLanguage(text)).toBe(expected);
  });

  it.each([
    ['Holofoil', 'holo'],
    ['Reverse Holofoil', 'reverse'],
    ['1st Edition Holofoil', 'holo'],
    ['Normal', 'normal'],
    ['Unlimited', 'normal'],
    ['', null],
  ])('printing %j -> %s', (text, expected) => {
    expect(readPrinting(text)).toBe(expected);
  });

  it('reads prices and refuses negative ones', () => {
    expect(readPrice('$1,234.50')).toBe(1234.5);
    expect(readPrice('')).toBeNull();
    expect(readPrice('-1')).toBe('invalid');
    expect(readPrice('abc')).toBe('invalid');
  });

  it('reads only real calendar dates', () => {
    expect(readIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(readIsoDate('2025-02-29')).toBeNull();
    expect(readIsoDate('02/03/2025')).toBeNull();
  });

  it('compares card numbers and names loosely', () => {
    expect(normalizeCardNumber('4/102')).toBe('4');
    expect(normalizeCardNumber('025')).toBe(normalizeCardNumber('25'));
    expect(normalizeCardNumber('TG01')).toBe(normalizeCardNumber('tg1'));
    expect(normalizeCardNumber('0')).toBe('0');
    expect(normalizeName(stripSeriesPrefix('SWSH12: Silver Tempest'))).toBe(
      normalizeName('Silver Tempest'),
    );
    expect(stripSeriesPrefix('Base Set')).toBe('Base Set');
  });
});
