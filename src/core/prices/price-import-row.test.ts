import { describe, expect, it } from 'vitest';
import { parseDollars, parsePriceRow } from './price-import-row.ts';

const context = { latestDate: '2025-06-30', defaultSource: 'import' };

describe('parsePriceRow', () => {
  it('fills defaults: variant normal, the default source, USD, blank amounts null', () => {
    expect(
      parsePriceRow({ product_id: ' base1-4 ', date: '2025-06-01', market_price: '12.5' }, context),
    ).toEqual({
      row: {
        productId: 'base1-4',
        variant: 'normal',
        priceDate: '2025-06-01',
        source: 'import',
        currency: 'USD',
        marketCents: 1250,
        psa10Cents: null,
        cgc10Cents: null,
        sgc10Cents: null,
        bgs10Cents: null,
        graded9Cents: null,
        graded8Cents: null,
        graded7Cents: null,
      },
    });
  });

  it('reads every column, from NDJSON numbers too', () => {
    const parsed = parsePriceRow(
      {
        product_id: 'base1-4',
        variant: 'Holo',
        date: '2025-06-30',
        source: 'tcgplayer',
        market_price: 300,
        psa_10_price: '$4000',
        cgc_10_price: 2500.1,
        sgc_10_price: '2000',
        bgs_10_price: '4500.999',
        graded_9_price: 900,
        graded_8_price: 500,
        graded_7_price: '',
        currency: 'eur',
      },
      context,
    );
    expect(parsed).toEqual({
      row: expect.objectContaining({
        variant: 'holo',
        source: 'tcgplayer',
        currency: 'EUR',
        marketCents: 30000,
        psa10Cents: 400000,
        cgc10Cents: 250010,
        bgs10Cents: 450100,
        graded7Cents: null,
      }),
    });
  });

  it.each([
    [{ date: '2025-01-01', market_price: '1' }, 'product_id is required'],
    [{ product_id: 'a', market_price: '1' }, 'date is required'],
    [
      { product_id: 'a', date: '2025-02-30', market_price: '1' },
      'date "2025-02-30" is not a valid date (YYYY-MM-DD)',
    ],
    [
      { product_id: 'a', date: '1/2/2025', market_price: '1' },
      'date "1/2/2025" is not a valid date (YYYY-MM-DD)',
    ],
    [
      { product_id: 'a', date: '2025-07-01', market_price: '1' },
      'date "2025-07-01" is in the future',
    ],
    [
      { product_id: 'a', date: '2025-01-01', market_price: 'abc' },
      'market_price "abc" is not a number',
    ],
    [{ product_id: 'a', date: '2025-01-01', psa_10_price: '-5' }, 'psa_10_price "-5" is negative'],
    [{ product_id: 'a', date: '2025-01-01', graded_9_price: -1 }, 'graded_9_price -1 is negative'],
    [
      { product_id: 'a', date: '2025-01-01', market_price: true },
      'market_price true is not a number',
    ],
    [
      { product_id: 'a', date: '2025-01-01', market_price: '1e99' },
      'market_price "1e99" is not a number',
    ],
    [
      { product_id: 'a', date: '2025-01-01', market_price: 1e99 },
      'market_price 1e+99 is too large',
    ],
    [{ product_id: 'a', date: '2025-01-01' }, 'no price given (market_price or a graded price)'],
    [
      { product_id: 'a', date: '2025-01-01', market_price: '1', currency: 'dollars' },
      'currency "dollars" is not a 3-letter currency code',
    ],
    [
      { product_id: 'a', date: '2025-01-01', market_price: '1', variant: 'a/b' },
      expect.stringMatching(/^variant "a\/b" is not valid/),
    ],
    [{ product_id: 42, date: '2025-01-01', market_price: '1' }, 'product_id 42 is not a text'],
  ])('reports %j as "%s"', (input, problem) => {
    expect(parsePriceRow(input, context)).toEqual({ problem });
  });
});

describe('parseDollars', () => {
  it.each([
    ['0', 0],
    ['0.1', 10],
    ['.5', 50],
    ['1.005', 101],
    ['0.125', 13],
    ['0.1249', 12],
    ['$7', 700],
    ['12.', 1200],
    [' 3.33 ', 333],
    [19.99, 1999],
    ['', null],
    [null, null],
  ])('reads %j as %j cents', (input, cents) => {
    expect(parseDollars('market_price', input)).toBe(cents);
  });
});
