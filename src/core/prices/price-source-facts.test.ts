import { describe, expect, it } from 'vitest';
import { priceForCondition } from './condition-price.ts';
import { describeFreshness } from './price-source-facts.ts';

describe('describeFreshness', () => {
  it.each([
    ['tcgplayer', '2026-11-28', false, null],
    ['tcgplayer', '2026-11-27', false, null],
    ['tcgplayer', '2026-11-26', true, 'Stale: last updated 2 days ago (this source updates daily)'],
    [
      'cardmarket',
      '2026-11-25',
      true,
      'Stale: last updated 3 days ago (this source updates daily)',
    ],
    ['import', '2026-11-21', false, null],
    ['import', '2026-11-20', true, 'Stale: last updated 8 days ago (this source updates weekly)'],
  ])('%s on %s: stale %s', (source, date, stale, text) => {
    expect(describeFreshness(source, date, '2026-11-28')).toMatchObject({ stale, text });
  });
});

describe('priceForCondition', () => {
  it("takes the feed's own price for the condition", () => {
    expect(priceForCondition(1000, { LP: 700 }, 'LP')).toEqual({
      cents: 700,
      basis: 'condition',
      rule: null,
    });
  });

  it.each([
    ['NM', 1000],
    ['LP', 1000],
    ['MP', 1000],
    ['HP', 1000],
    ['DMG', 1000],
  ] as const)(
    'estimates %s as the market price, with its rule and no guessed discount',
    (condition, cents) => {
      const price = priceForCondition(1000, { NM: 1100 }, condition === 'NM' ? 'LP' : condition);
      if (condition === 'NM') {
        expect(priceForCondition(1000, null, 'NM')?.cents).toBe(cents);
        return;
      }
      expect(price).toMatchObject({ cents, basis: 'estimate' });
      expect(price?.rule).toMatch(/^Estimate: the market price, used for /);
    },
  );

  it('never values a worse copy above the price the feed gives for a better condition', () => {
    expect(priceForCondition(1000, { NM: 1200, LP: 800 }, 'HP')).toEqual({
      cents: 800,
      basis: 'estimate',
      rule: 'Estimate: the Lightly Played price, used for Heavily Played (the source does not price it separately)',
    });
    expect(priceForCondition(null, { NM: 900 }, 'MP')?.cents).toBe(900);
  });

  it('has no price without a market price or a condition price', () => {
    expect(priceForCondition(null, null, 'LP')).toBeNull();
    expect(priceForCondition(null, { LP: 5 }, 'LP')?.cents).toBe(5);
  });
});
