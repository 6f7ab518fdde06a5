import { describe, expect, it } from 'vitest';
import { estimateGradedPrice } from './graded-estimate.ts';
import type { GradedPriceRecord } from './user-product.schema.ts';

const EMPTY: GradedPriceRecord = {
  api_id: 'x',
  market_price: 5,
  psa_10_price: null,
  cgc_10_price: null,
  sgc_10_price: null,
  bgs_10_price: null,
  graded_9_price: null,
  graded_8_price: null,
  graded_7_price: null,
};

const FULL: GradedPriceRecord = {
  ...EMPTY,
  psa_10_price: 1000,
  cgc_10_price: 800,
  sgc_10_price: 700,
  bgs_10_price: 1200,
  graded_9_price: 400,
  graded_8_price: 200,
  graded_7_price: 100,
};

const record = (fields: Partial<GradedPriceRecord>) => ({ ...EMPTY, ...fields });

describe('estimateGradedPrice', () => {
  it.each([
    ['PSA 10 is the PSA 10 price', FULL, 'PSA', 10, 1000],
    ['CGC 10 is the CGC 10 price', FULL, 'CGC', 10, 800],
    ['SGC 10 is the SGC 10 price', FULL, 'SGC', 10, 700],
    ['BGS 10 is the BGS 10 price', FULL, 'BGS', 10, 1200],
    ['company names ignore case', FULL, 'psa', 10, 1000],
    ['grade 9 is graded_9 for any company', FULL, 'CGC', 9, 400],
    ['grade 8 is graded_8', FULL, 'PSA', 8, 200],
    ['grade 7 is graded_7', FULL, 'PSA', 7, 100],
  ])('%s', (_, input, company, grade, expected) => {
    expect(estimateGradedPrice(input, company, grade)).toBe(expected);
  });

  it.each([
    ['9.5 blends 70% of 9 and 30% of PSA 10', FULL, 'PSA', 9.5, 0.7 * 400 + 0.3 * 1000],
    ['9.5 uses the company 10 (BGS)', FULL, 'BGS', 9.5, 0.7 * 400 + 0.3 * 1200],
    ['8.5 blends 8 and 9', FULL, 'PSA', 8.5, 0.7 * 200 + 0.3 * 400],
    ['7.5 blends 7 and 8', FULL, 'PSA', 7.5, 0.7 * 100 + 0.3 * 200],
    [
      'blend rounds to whole cents',
      record({ graded_9_price: 0.01, psa_10_price: 0.02 }),
      'PSA',
      9.5,
      0.01,
    ],
    [
      'x.5 with only the upper known is 0.85 x upper',
      record({ graded_9_price: 100 }),
      'PSA',
      8.5,
      85,
    ],
    ['9.5 with only the 10 known', record({ psa_10_price: 200 }), 'PSA', 9.5, 170],
    ['x.5 with only the lower known is the lower', record({ graded_8_price: 50 }), 'PSA', 8.5, 50],
    [
      '9.5 with only 9 known (no company 10)',
      record({ graded_9_price: 300, cgc_10_price: 900 }),
      'PSA',
      9.5,
      300,
    ],
    [
      'missing whole grade is 0.65 x the grade above',
      record({ graded_9_price: 100 }),
      'PSA',
      8,
      65,
    ],
    ['missing 9 from the company 10', record({ sgc_10_price: 1000 }), 'SGC', 9, 650],
    ['0.65 rounds half up to cents', record({ graded_8_price: 0.1 }), 'PSA', 7, 0.07],
    [
      '0.7/0.3 at a half-cent boundary rounds up',
      record({ graded_7_price: 0.02, graded_8_price: 0.07 }),
      'PSA',
      7.5,
      0.04,
    ],
  ])('%s', (_, input, company, grade, expected) => {
    expect(estimateGradedPrice(input, company, grade)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['TAG 10 averages every known company 10', FULL, 'TAG', 10, (1000 + 800 + 700 + 1200) / 4],
    [
      'ACE 10 averages the two known',
      record({ psa_10_price: 1000, cgc_10_price: 600 }),
      'ACE',
      10,
      800,
    ],
    ['AGS 10 with one side known is 0.9 of it', record({ bgs_10_price: 500 }), 'AGS', 10, 450],
    [
      'HGA 9.5 blends 9 with the third-party 10',
      record({ graded_9_price: 100, psa_10_price: 300, cgc_10_price: 100 }),
      'HGA',
      9.5,
      0.7 * 100 + 0.3 * 200,
    ],
    [
      'third-party average rounds to cents',
      record({ psa_10_price: 0.01, cgc_10_price: 0.01, sgc_10_price: 0.02 }),
      'TAG',
      10,
      0.01,
    ],
    ['third-party 9 from its 10', record({ psa_10_price: 100 }), 'TAG', 9, 0.65 * 90],
  ])('%s', (_, input, company, grade, expected) => {
    expect(estimateGradedPrice(input, company, grade)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['grades below 7', FULL, 'PSA', 6.5],
    ['grade 1', FULL, 'PSA', 1],
    ['grades above 10', FULL, 'PSA', 10.5],
    ['grades off the half steps', FULL, 'PSA', 8.25],
    ['NaN grades', FULL, 'PSA', Number.NaN],
    ['a blank company', FULL, ' ', 9],
    ['nothing known', EMPTY, 'PSA', 9],
    [
      '10 unknown for the company (never from below)',
      record({ graded_9_price: 100, cgc_10_price: 500 }),
      'PSA',
      10,
    ],
    ['third-party 10 with no company 10 known', record({ graded_9_price: 100 }), 'TAG', 10],
    [
      'whole grade two steps below the known one (no chaining)',
      record({ graded_9_price: 100 }),
      'PSA',
      7,
    ],
    ['x.5 with neither neighbour', record({ psa_10_price: 100 }), 'PSA', 8.5],
    [
      'zero and negative prices count as unknown',
      record({ graded_8_price: 0, graded_9_price: -5 }),
      'PSA',
      8,
    ],
  ])('gives null for %s', (_, input, company, grade) => {
    expect(estimateGradedPrice(input, company, grade)).toBeNull();
  });
});
