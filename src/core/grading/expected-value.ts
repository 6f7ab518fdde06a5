import { serviceLevelFor } from './fees.ts';
import { GRADING_COMPANIES, type GradingCompany } from './thresholds.ts';

/** P(grade) for one card: probabilities summing to 1. */
export type GradeOdds = { grade: number; probability: number }[];

/** Price in cents of a copy graded `grade` by `company`, or null when unknown. */
export type GradedPrice = (company: GradingCompany, grade: number) => number | null;

export type CompanyRoi = {
  company: GradingCompany;
  /** Σ P(grade) x graded price, cents. */
  expectedCents: number;
  level: string;
  feeCents: number;
  shippingCents: number;
  /** Expected value minus fee and shipping. */
  netCents: number;
  rawCents: number;
  /** Net minus the raw price: what grading adds (negative: keep it raw). */
  gainCents: number;
  /** Share of the probability whose graded price came from the raw price (unknown grade). */
  unpricedShare: number;
  odds: GradeOdds;
};

/** Without photos: a typical spread for a card that looks clean to its owner. */
export const DEFAULT_ODDS: GradeOdds = [
  { grade: 10, probability: 0.2 },
  { grade: 9, probability: 0.45 },
  { grade: 8, probability: 0.25 },
  { grade: 7, probability: 0.1 },
];

/**
 * Odds around an AI estimate: half on the rounded estimate, a quarter one step below, a
 * quarter one above (or on it at 10). Coarse on purpose: the estimate is indicative.
 */
export function oddsFromEstimate(estimate: number): GradeOdds {
  const grade = Math.min(10, Math.max(1, Math.round(estimate)));
  const odds = new Map<number, number>([[grade, 0.5]]);
  const add = (g: number, p: number) => odds.set(g, (odds.get(g) ?? 0) + p);
  add(Math.max(1, grade - 1), 0.25);
  add(Math.min(10, grade + 1), 0.25);
  return [...odds].map(([g, probability]) => ({ grade: g, probability }));
}

/** Moves the probability above a company's centering ceiling onto the ceiling. */
export function capOdds(odds: GradeOdds, ceiling: number | undefined): GradeOdds {
  if (ceiling === undefined) {
    return odds;
  }
  const capped = new Map<number, number>();
  for (const { grade, probability } of odds) {
    const g = Math.min(grade, ceiling);
    capped.set(g, (capped.get(g) ?? 0) + probability);
  }
  return [...capped]
    .map(([grade, probability]) => ({ grade, probability }))
    .sort((a, b) => b.grade - a.grade);
}

/**
 * Expected value after grading per company against the raw price. A grade without a graded
 * price (below 7, or no ladder) is valued at the raw price: a low-grade slab sells about raw.
 */
export function gradingRoi(input: {
  rawCents: number;
  odds: GradeOdds;
  price: GradedPrice;
  ceilings?: Partial<Record<GradingCompany, number>>;
}): CompanyRoi[] {
  return GRADING_COMPANIES.map((company) => {
    const odds = capOdds(input.odds, input.ceilings?.[company]);
    let expected = 0;
    let unpriced = 0;
    for (const { grade, probability } of odds) {
      const price = input.price(company, grade);
      if (price === null) {
        unpriced += probability;
      }
      expected += probability * (price ?? input.rawCents);
    }
    const expectedCents = Math.round(expected);
    const level = serviceLevelFor(company, expectedCents);
    const netCents = expectedCents - level.feeCents - level.shippingCents;
    return {
      company,
      expectedCents,
      level: level.level,
      feeCents: level.feeCents,
      shippingCents: level.shippingCents,
      netCents,
      rawCents: input.rawCents,
      gainCents: netCents - input.rawCents,
      unpricedShare: Math.round(unpriced * 1000) / 1000,
      odds,
    };
  });
}
