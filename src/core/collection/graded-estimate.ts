import type { GradedPriceRecord } from './user-product.schema.ts';

export type EstimateGradedPrice = (
  record: GradedPriceRecord,
  company: string,
  grade: number,
) => number | null;

/** Companies whose own grade-10 price a graded price record carries. */
const TEN_PRICE_FIELD = {
  PSA: 'psa_10_price',
  CGC: 'cgc_10_price',
  SGC: 'sgc_10_price',
  BGS: 'bgs_10_price',
} as const satisfies Record<string, keyof GradedPriceRecord>;

export const MIN_ESTIMATED_GRADE = 7;
export const MAX_ESTIMATED_GRADE = 10;

/** Rule weights as integer fractions, so results round exactly like the SQL mirror. */
export const GRADED_ESTIMATE_RULES = {
  /** x.5 with both neighbours known: 70% of grade x plus 30% of grade x+1. */
  halfBlendLower: [7, 10],
  halfBlendUpper: [3, 10],
  /** x.5 with only grade x+1 known. */
  halfBelowKnown: [85, 100],
  /** Whole grade g unknown, grade g+1 known. */
  wholeBelowKnown: [65, 100],
  /** A third-party company's 10 when only one of PSA/CGC/SGC/BGS 10 is known. */
  thirdPartyOneSide: [9, 10],
} as const;

/** A value in cents as an exact fraction. */
type Fraction = { num: number; den: number };

function knownCents(dollars: number | null): Fraction | null {
  if (dollars === null || !Number.isFinite(dollars) || dollars <= 0) {
    return null;
  }
  return { num: Math.round(dollars * 100), den: 1 };
}

function scale(value: Fraction, [num, den]: readonly [number, number]): Fraction {
  return { num: value.num * num, den: value.den * den };
}

function add(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

function tenPrice(record: GradedPriceRecord, company: string): Fraction | null {
  const field = TEN_PRICE_FIELD[company as keyof typeof TEN_PRICE_FIELD];
  if (field) {
    return knownCents(record[field]);
  }
  const known = Object.values(TEN_PRICE_FIELD)
    .map((key) => knownCents(record[key]))
    .filter((value): value is Fraction => value !== null);
  const [first] = known;
  if (!first) {
    return null;
  }
  if (known.length === 1) {
    return scale(first, GRADED_ESTIMATE_RULES.thirdPartyOneSide);
  }
  return { num: known.reduce((sum, value) => sum + value.num, 0), den: known.length };
}

function ladderPoint(record: GradedPriceRecord, company: string, grade: number) {
  switch (grade) {
    case 10:
      return tenPrice(record, company);
    case 9:
      return knownCents(record.graded_9_price);
    case 8:
      return knownCents(record.graded_8_price);
    case 7:
      return knownCents(record.graded_7_price);
    default:
      return null;
  }
}

/**
 * Estimated price in dollars of one graded copy (spec section 9), or null when it cannot be
 * estimated. Known ladder points: grade 10 is the company's own 10 price for PSA, CGC, SGC and
 * BGS; any other company (TAG, ACE, AGS, HGA...) gets the average of the known PSA/CGC/SGC/BGS
 * 10 prices, or 0.9 x the only one known. Grades 9, 8 and 7 are graded_9/8/7 for every
 * company. Prices that are null, zero or negative count as unknown. For grade t (7 to 10 in
 * half steps; anything else is null):
 * - whole grade g: its known point; else 0.65 x the known point of g+1; else null;
 * - half grade g.5: 0.7 x point(g) + 0.3 x point(g+1) when both are known; 0.85 x point(g+1)
 *   when only the upper is known; point(g) when only the lower is known (never extrapolated
 *   upwards); else null.
 * Rules never chain (a derived value is never the base of another rule). The result is rounded
 * to whole cents, half up. The company is matched case-insensitively; a blank one gives null.
 */
export const estimateGradedPrice: EstimateGradedPrice = (record, company, grade) => {
  const name = company.trim().toUpperCase();
  if (
    name === '' ||
    !Number.isInteger(grade * 2) ||
    grade < MIN_ESTIMATED_GRADE ||
    grade > MAX_ESTIMATED_GRADE
  ) {
    return null;
  }
  const whole = Math.floor(grade);
  const lower = ladderPoint(record, name, whole);
  const upper = ladderPoint(record, name, whole + 1);
  const rules = GRADED_ESTIMATE_RULES;
  let estimate: Fraction | null;
  if (grade === whole) {
    estimate = lower ?? (upper && scale(upper, rules.wholeBelowKnown));
  } else if (lower && upper) {
    estimate = add(scale(lower, rules.halfBlendLower), scale(upper, rules.halfBlendUpper));
  } else {
    estimate = upper ? scale(upper, rules.halfBelowKnown) : lower;
  }
  return estimate && Math.round(estimate.num / estimate.den) / 100;
};
