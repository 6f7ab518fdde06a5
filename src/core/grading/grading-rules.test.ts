import { describe, expect, it } from 'vitest';
import { centeringCeiling } from './ceilings.ts';
import { centeringFromLines, type GuideLines } from './centering.ts';
import { capOdds, gradingRoi, oddsFromEstimate } from './expected-value.ts';
import { serviceLevelFor } from './fees.ts';
import { heldBackBy, overallEstimate } from './overall.ts';
import { summarizeFaces } from './summary.ts';
import { CENTERING_THRESHOLDS, GRADING_COMPANIES } from './thresholds.ts';

/** A 630x880 card at (30, 30) whose borders are left/right/top/bottom pixels wide. */
function lines(left: number, right: number, top: number, bottom: number): GuideLines {
  return {
    outer: { left: 30, right: 660, top: 30, bottom: 910 },
    inner: { left: 30 + left, right: 660 - right, top: 30 + top, bottom: 910 - bottom },
  };
}

describe('centeringFromLines', () => {
  it.each([
    [lines(30, 30, 30, 30), [50, 50], [50, 50], 50],
    [lines(33, 27, 30, 30), [55, 45], [50, 50], 55],
    [lines(24, 36, 40, 20), [40, 60], [66.7, 33.3], 66.7],
    [lines(45, 15, 30, 30), [75, 25], [50, 50], 75],
  ])('%# measures L/R %j and T/B %j', (face, leftRight, topBottom, worst) => {
    const centering = centeringFromLines(face);
    expect(centering?.leftRight).toEqual(leftRight);
    expect(centering?.topBottom).toEqual(topBottom);
    expect(centering?.worst).toBe(worst);
  });

  it('writes the worse axis first', () => {
    expect(centeringFromLines(lines(30, 30, 42, 18))?.label).toBe('70/30 T/B, 50/50 L/R');
    expect(centeringFromLines(lines(36, 24, 31, 29))?.label).toBe('60/40 L/R, 52/48 T/B');
  });

  it('gives no centering when an inner line crosses its outer line', () => {
    expect(centeringFromLines(lines(-2, 30, 30, 30))).toBeNull();
  });
});

describe('centering ceilings', () => {
  it.each([
    ['PSA', 54, 75, 10],
    ['PSA', 56, 50, 9],
    ['PSA', 64, 50, 8],
    ['PSA', 72, 50, 6],
    ['PSA', 50, 80, 4],
    ['BGS', 50.5, 52, 10],
    ['BGS', 54, 57, 9],
    ['CGC', 58, 70, 9],
    ['SGC', 90, 50, 1],
  ] as const)('%s front %d back %d -> %d', (company, front, back, grade) => {
    const ceiling = centeringCeiling(
      company,
      { worst: front, best: 50 },
      { worst: back, best: 50 },
    );
    expect(ceiling.grade).toBe(grade);
  });

  it('BGS 9.5 needs one axis perfect', () => {
    expect(centeringCeiling('BGS', { worst: 54, best: 50.5 }, null).grade).toBe(9.5);
    expect(centeringCeiling('BGS', { worst: 54, best: 53 }, null).grade).toBe(9);
  });

  it('flags borderline within 1 pp of the deciding threshold only', () => {
    expect(centeringCeiling('PSA', { worst: 55.6, best: 50 }, null)).toEqual({
      grade: 9,
      borderline: true,
    });
    expect(centeringCeiling('PSA', { worst: 54.2, best: 50 }, null).borderline).toBe(true);
    expect(centeringCeiling('PSA', { worst: 57.5, best: 50 }, null).borderline).toBe(false);
    expect(centeringCeiling('PSA', { worst: 76, best: 50 }, null).borderline).toBe(false);
  });

  it('every table is sourced, best grade first, and ends at 100', () => {
    for (const company of GRADING_COMPANIES) {
      const table = CENTERING_THRESHOLDS[company];
      expect(table.source.length).toBeGreaterThan(10);
      for (const rungs of [table.front, table.back]) {
        const grades = rungs.map((r) => r.grade);
        expect(grades).toEqual([...grades].sort((a, b) => b - a));
        expect(rungs.at(-1)?.maxWorst).toBe(100);
      }
    }
  });
});

describe('summary and overall', () => {
  it('uses the worse face for the ceilings', () => {
    const scores = { corners: 9, edges: 9, surface: 9 };
    const summary = summarizeFaces(
      { lines: lines(33, 27, 30, 30), subscores: scores },
      { lines: lines(48, 12, 30, 30), subscores: scores },
    );
    expect(summary.ceilings?.PSA).toBe(4);
    expect(summary.overall).toBe(4.5);
  });

  it('has no ceilings when nothing was measured', () => {
    const none = { corners: null, edges: null, surface: null };
    expect(summarizeFaces({ lines: null, subscores: none }, null).ceilings).toBeNull();
  });

  it('caps the mean at half a grade above the lowest', () => {
    expect(overallEstimate({ centering: 10, corners: 10, edges: 10, surface: 6 })).toBe(6.5);
    expect(overallEstimate({ centering: 9, corners: 10, edges: null, surface: 9 })).toBe(9.5);
  });
});

describe('heldBackBy', () => {
  it('names the part that caps the estimate below the mean of its parts', () => {
    expect(heldBackBy({ centering: 10, corners: 10, edges: 10, surface: 6 })).toEqual({
      part: 'surface',
      score: 6,
    });
  });

  it('is null when the estimate is the mean of its parts', () => {
    expect(heldBackBy({ centering: 9, corners: 10, edges: null, surface: 9 })).toBeNull();
    expect(heldBackBy({ centering: null, corners: null, edges: null, surface: null })).toBeNull();
  });
});

describe('expected value', () => {
  const prices: Record<number, number> = { 10: 50_000, 9: 12_000, 8: 6000 };
  const roi = gradingRoi({
    rawCents: 4000,
    odds: [
      { grade: 10, probability: 0.2 },
      { grade: 9, probability: 0.5 },
      { grade: 8, probability: 0.2 },
      { grade: 6, probability: 0.1 },
    ],
    price: (_company, grade) => prices[grade] ?? null,
    ceilings: { BGS: 9 },
  });

  it('is the sum of P(grade) x graded price, minus fee and shipping, against raw', () => {
    const psa = roi.find((r) => r.company === 'PSA');
    // 0.2*50000 + 0.5*12000 + 0.2*6000 + 0.1*4000 (grade 6 unpriced: raw)
    expect(psa?.expectedCents).toBe(17_600);
    expect(psa?.feeCents).toBe(2499);
    expect(psa?.netCents).toBe(17_600 - 2499 - 2000);
    expect(psa?.gainCents).toBe(17_600 - 2499 - 2000 - 4000);
    expect(psa?.unpricedShare).toBe(0.1);
  });

  it('moves probability above a centering ceiling onto it', () => {
    const bgs = roi.find((r) => r.company === 'BGS');
    expect(bgs?.expectedCents).toBe(0.7 * 12_000 + 0.2 * 6000 + 400);
    expect(capOdds([{ grade: 10, probability: 1 }], 8)).toEqual([{ grade: 8, probability: 1 }]);
  });

  it('picks the cheapest service level that takes the value', () => {
    expect(serviceLevelFor('PSA', 40_000).level).toBe('Value Bulk');
    expect(serviceLevelFor('PSA', 100_000).level).toBe('Regular');
    expect(serviceLevelFor('PSA', 9_999_999).level).toBe('Super Express');
  });

  it('spreads odds around an estimate', () => {
    expect(oddsFromEstimate(8.4)).toEqual([
      { grade: 8, probability: 0.5 },
      { grade: 7, probability: 0.25 },
      { grade: 9, probability: 0.25 },
    ]);
    expect(oddsFromEstimate(10)).toEqual([
      { grade: 10, probability: 0.75 },
      { grade: 9, probability: 0.25 },
    ]);
  });
});
