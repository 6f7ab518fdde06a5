import type { Condition } from '#core/collection/user-product.schema.ts';
import type { ConditionCents } from '#core/prices/condition-price.ts';
import type { Queryable } from '../../db/executor.ts';
import { itemPricesSql } from '../../read-models/valuation-sql.ts';
import type { LadderCents, PricedItem } from './item-value.ts';

const LADDER = ['psa10', 'cgc10', 'sgc10', 'bgs10', 'graded9', 'graded8', 'graded7'] as const;

type Row = (string | number | boolean | null)[];

function ladderAt(row: Row, from: number): LadderCents | null {
  const values = LADDER.map((_, i) => row[from + i] as number | null);
  if (values.every((value) => value === null)) {
    return null;
  }
  const [psa10, cgc10, sgc10, bgs10, graded9, graded8, graded7] = values as [
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
  ];
  return { psa10, cgc10, sgc10, bgs10, graded9, graded8, graded7 };
}

const EMPTY_LADDER: LadderCents = {
  psa10: null,
  cgc10: null,
  sgc10: null,
  bgs10: null,
  graded9: null,
  graded8: null,
  graded7: null,
};

/**
 * A user's items (all of them, or the given ids) with their price rows: the latest and
 * previous market value, and for graded items the graded ladder of both days.
 */
export async function findPricedItems(
  db: Queryable,
  userId: number,
  ids?: readonly number[],
): Promise<PricedItem[]> {
  const { rows } = await db.query<Row>({
    // The previous day's ladder is looked up for graded items only, one index probe each.
    text: `SELECT ip.id, ip.quantity, ip.graded, ip.grading_company, ip.grade_score::float8,
         ip.source, to_char(ip.price_date, 'YYYY-MM-DD'), ip.market_cents,
         ip.previous_market_cents, ${LADDER.map((c) => `ip.${c}_cents`).join(', ')},
         ${LADDER.map((c) => `prev.${c}_cents`).join(', ')}, ip.item_variant, ip.price_variant,
         ip.condition, ip.condition_cents
       FROM (${itemPricesSql('up.user_id = $1 AND ($2::int[] IS NULL OR up.id = ANY($2::int[]))')}) ip
       LEFT JOIN LATERAL (
         SELECT * FROM price_points pp
         WHERE ip.graded AND pp.product_id = ip.price_product_id AND pp.variant = ip.price_variant
           AND pp.price_date = ip.previous_price_date AND pp.source = ip.source
         LIMIT 1
       ) prev ON true`,
    values: [userId, ids ?? null],
    rowMode: 'array',
  });
  return rows.map((row) => ({
    id: row[0] as number,
    quantity: row[1] as number,
    graded: row[2] as boolean,
    gradingCompany: row[3] as string | null,
    gradeScore: row[4] as number | null,
    source: row[5] as string | null,
    priceDate: row[6] as string | null,
    marketCents: row[7] as number | null,
    previousMarketCents: row[8] as number | null,
    ladder: ladderAt(row, 9) ?? EMPTY_LADDER,
    previousLadder: ladderAt(row, 16),
    variant: row[23] as string,
    priceVariant: row[24] as string | null,
    condition: row[25] as Condition,
    conditionCents: row[26] as ConditionCents | null,
  }));
}
