import type { GradedPriceRecord } from './user-product.schema.ts';

/**
 * Estimated price of a graded copy (spec section 9). To be implemented by the collection
 * issue: grades 7 to 10 in half steps; 70/30 blend of the two neighbouring known grades;
 * single-neighbour factors 0.85 or 0.65; third-party companies use the average of the known
 * companies, or 0.9 of one side. Returns dollars, or null when nothing is known.
 */
export type EstimateGradedPrice = (
  record: GradedPriceRecord,
  company: string,
  grade: number,
) => number | null;
