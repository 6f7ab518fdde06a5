import { estimateGradedPrice } from '../collection/graded-estimate.ts';
import type { GradedPriceRecord } from '../collection/user-product.schema.ts';

/**
 * A graded copy's price in cents: the graded ladder with the spec's estimate for missing
 * grades (7 to 10); null below 7 or when nothing is known.
 */
export function estimatedGradedCents(
  record: GradedPriceRecord,
  company: string,
  grade: number,
): number | null {
  const dollars = estimateGradedPrice(record, company, grade);
  return dollars === null ? null : Math.round(dollars * 100);
}
