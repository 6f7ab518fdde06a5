import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateGradedPrice } from '#core/collection/graded-estimate.ts';
import { GRADING_COMPANIES } from '#core/collection/user-product.schema.ts';
import { toGradedPriceRecord } from '../collection/values/item-value.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { gradedEstimateCentsSql } from './valuation-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const COLUMNS = ['psa10', 'cgc10', 'sgc10', 'bgs10', 'graded9', 'graded8', 'graded7'] as const;
type Ladder = Record<(typeof COLUMNS)[number], number | null>;

// Ladders in cents with gaps, zeros, odd cents and half-cent boundaries.
const LADDERS: Ladder[] = [
  {
    psa10: 100_000,
    cgc10: 80_000,
    sgc10: 70_001,
    bgs10: 120_003,
    graded9: 40_000,
    graded8: 20_000,
    graded7: 10_000,
  },
  {
    psa10: null,
    cgc10: null,
    sgc10: null,
    bgs10: null,
    graded9: null,
    graded8: null,
    graded7: null,
  },
  { psa10: 1, cgc10: 2, sgc10: null, bgs10: null, graded9: 7, graded8: 2, graded7: null },
  { psa10: null, cgc10: 333, sgc10: null, bgs10: 0, graded9: null, graded8: 10, graded7: 15 },
  { psa10: 999, cgc10: null, sgc10: 1_001, bgs10: 1_002, graded9: -5, graded8: null, graded7: 3 },
  {
    psa10: null,
    cgc10: null,
    sgc10: null,
    bgs10: 4_321,
    graded9: 1_234,
    graded8: null,
    graded7: null,
  },
];
const COMPANIES = [...GRADING_COMPANIES, 'psa', 'Other'];
const GRADES = [1, 6.5, 7, 7.5, 8, 8.25, 8.5, 9, 9.5, 10, 10.5];

describe('gradedEstimateCentsSql', () => {
  it.each(LADDERS.map((ladder, index) => [index, ladder] as const))(
    'gives the same estimate as estimateGradedPrice (ladder %i)',
    async (_, ladder) => {
      const { rows } = await t.app.pool.query<{
        company: string;
        grade: number;
        cents: string | null;
      }>(
        `SELECT c.company, g.grade::float8 AS grade,
           ${gradedEstimateCentsSql('r', 'c.company', 'g.grade')} AS cents
         FROM (SELECT ${COLUMNS.map((column, i) => `$${i + 1}::int AS ${column}_cents`).join(', ')}) r
         CROSS JOIN unnest($8::text[]) AS c(company)
         CROSS JOIN unnest($9::numeric[]) AS g(grade)`,
        [...COLUMNS.map((column) => ladder[column]), COMPANIES, GRADES],
      );
      expect(rows).toHaveLength(COMPANIES.length * GRADES.length);
      for (const row of rows) {
        const expected = estimateGradedPrice(
          toGradedPriceRecord('x', null, ladder),
          row.company,
          row.grade,
        );
        const actual = row.cents === null ? null : Number(row.cents) / 100;
        expect({ company: row.company, grade: row.grade, value: actual }).toEqual({
          company: row.company,
          grade: row.grade,
          value: expected,
        });
      }
    },
  );
});
