import { CONDITIONS } from '#core/collection/user-product.schema.ts';

// SQL shared by collection values, binder summaries, snapshot backfill and the daily snapshot
// job, so every place values an item the same way (see item-value.ts for the TypeScript side).

const LADDER_COLUMNS = ['psa10', 'cgc10', 'sgc10', 'bgs10', 'graded9', 'graded8', 'graded7'];

/**
 * Items of user_products `up` matching `where`, one row each, with their price row from
 * product_latest_prices: the item's own printing (its printing key), else its coarse type (the
 * key's part before '/'), else the 'normal' one, else any printing of the product (by name, for
 * a stable choice); price columns are NULL when the product has no price. Columns: the item's
 * id, user_id, binder_id, quantity, wishlist, graded, grading_company, grade_score,
 * item_variant, then price_product_id, price_variant, source, price_date,
 * market_cents, previous_price_date, previous_market_cents, the *_cents graded ladder, the
 * item's condition and the price row's condition_cents.
 * One hash join and a sort, not a lookup per item: it serves 100,000 items at once.
 */
export function itemPricesSql(where: string): string {
  return `SELECT DISTINCT ON (up.id) up.id, up.user_id, up.binder_id, up.quantity, up.wishlist,
    up.graded, up.grading_company, up.grade_score, up.variant AS item_variant,
    lp.product_id AS price_product_id,
    lp.variant AS price_variant, lp.source, lp.price_date, lp.market_cents,
    lp.previous_price_date, lp.previous_market_cents,
    ${LADDER_COLUMNS.map((column) => `lp.${column}_cents`).join(', ')},
    up.condition, lp.condition_cents
  FROM user_products up
  LEFT JOIN product_latest_prices lp ON lp.product_id = up.product_id
  WHERE ${where}
  ORDER BY up.id, (lp.variant = up.variant) DESC, (lp.variant = split_part(up.variant, '/', 1)) DESC,
    (lp.variant = 'normal') DESC, lp.variant`;
}

const known = (column: string) => `CASE WHEN ${column} > 0 THEN ${column} END`;

/** The grade-10 price (cents, numeric) a company's copies are valued at, from price row `row`. */
function tenPriceSql(row: string, company: string): string {
  const tens = ['psa10', 'cgc10', 'sgc10', 'bgs10'].map((c) => `(${known(`${row}.${c}_cents`)})`);
  return `CASE upper(btrim(${company}))
      WHEN 'PSA' THEN ${known(`${row}.psa10_cents`)}
      WHEN 'CGC' THEN ${known(`${row}.cgc10_cents`)}
      WHEN 'SGC' THEN ${known(`${row}.sgc10_cents`)}
      WHEN 'BGS' THEN ${known(`${row}.bgs10_cents`)}
      ELSE (SELECT CASE WHEN count(v) >= 2 THEN sum(v)::numeric / count(v)
                        WHEN count(v) = 1 THEN 0.9 * max(v) END
            FROM (VALUES ${tens.join(', ')}) AS tens(v))
    END`;
}

/**
 * The SQL mirror of estimateGradedPrice (src/core/collection/graded-estimate.ts): whole cents
 * (numeric) or NULL, for price row `row` (columns *_cents), a company and a grade expression.
 * graded-estimate-sql.test.ts checks both give the same answers.
 */
export function gradedEstimateCentsSql(row: string, company: string, grade: string): string {
  const pointAt = (step: string) => `CASE ${step}
        WHEN 10 THEN t.p10 WHEN 9 THEN t.p9 WHEN 8 THEN t.p8 WHEN 7 THEN t.p7 END`;
  return `(SELECT round(CASE
        WHEN l.grade = floor(l.grade) THEN coalesce(l.lower, 0.65 * l.upper)
        WHEN l.lower IS NOT NULL AND l.upper IS NOT NULL THEN 0.7 * l.lower + 0.3 * l.upper
        WHEN l.upper IS NOT NULL THEN 0.85 * l.upper
        ELSE l.lower END)
    FROM (SELECT t.grade, ${pointAt('floor(t.grade)')} AS lower, ${pointAt('floor(t.grade) + 1')} AS upper
      FROM (SELECT ${grade}::numeric AS grade,
          ${tenPriceSql(row, company)} AS p10,
          ${known(`${row}.graded9_cents`)} AS p9,
          ${known(`${row}.graded8_cents`)} AS p8,
          ${known(`${row}.graded7_cents`)} AS p7) t
      WHERE btrim(${company}) <> '' AND t.grade BETWEEN 7 AND 10
        AND t.grade * 2 = floor(t.grade * 2)) l)`;
}

/**
 * The SQL mirror of priceForCondition (src/core/prices/condition-price.ts): the row's own price
 * for the item's condition, else its market price, capped at its price for a better condition.
 */
export function conditionCentsSql(item: string, row: string): string {
  const ranks = CONDITIONS.map((condition, rank) => `WHEN '${condition}' THEN ${rank}`).join(' ');
  // LEAST skips NULLs: no better condition priced leaves the market price.
  return `coalesce((${row}.condition_cents->>${item}.condition)::numeric,
    least(${row}.market_cents, (SELECT min(c.value::numeric)
      FROM jsonb_each_text(${row}.condition_cents) c
      WHERE (CASE c.key ${ranks} END) < (CASE ${item}.condition ${ranks} END))))`;
}

/**
 * One copy's value in cents (numeric, or NULL when unpriced) of item `item` at price row `row`:
 * graded items with a company and a grade at their graded estimate, falling back to the market
 * price when there is no graded data; everything else at its condition's price (decision 080).
 */
export function unitValueCentsSql(item: string, row: string): string {
  return `CASE WHEN ${item}.graded AND ${item}.grading_company IS NOT NULL
      AND ${item}.grade_score IS NOT NULL
    THEN coalesce(${gradedEstimateCentsSql(row, `${item}.grading_company`, `${item}.grade_score`)},
      ${row}.market_cents)
    ELSE ${conditionCentsSql(item, row)} END`;
}
