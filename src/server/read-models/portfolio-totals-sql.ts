import { itemPricesSql, unitValueCentsSql } from './valuation-sql.ts';

/**
 * CTEs ending in `totals (user_id, binder_id, cents)`: the current value of every user's (or
 * one user's, `userParam` e.g. '$2') collection, whole (binder_id null) and per binder. Items
 * are valued as in collection-values (graded estimate for graded items, else market price;
 * unpriced items count 0); wishlist items never count. Users without a collection item have
 * no rows; users with one get a row for each of their binders too.
 */
export function portfolioTotalsCte(userParam?: string): string {
  const forUser = userParam ? `AND up.user_id = ${userParam}` : '';
  return `item_values AS (
  SELECT ip.user_id, ip.binder_id, ip.quantity * coalesce(${unitValueCentsSql('ip', 'ip')}, 0) AS cents
  FROM (${itemPricesSql(`NOT up.wishlist ${forUser}`)}) ip
),
per_binder AS (
  SELECT user_id, binder_id, sum(cents) AS cents FROM item_values GROUP BY user_id, binder_id
),
totals AS (
  SELECT user_id, NULL::integer AS binder_id, sum(cents) AS cents
  FROM per_binder GROUP BY user_id
  UNION ALL
  SELECT b.user_id, b.id, coalesce(pb.cents, 0)
  FROM binders b
  LEFT JOIN per_binder pb ON pb.binder_id = b.id AND pb.user_id = b.user_id
  WHERE b.user_id IN (SELECT user_id FROM per_binder)
)`;
}
