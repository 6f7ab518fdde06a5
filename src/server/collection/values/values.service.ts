import type pg from 'pg';
import type { GradedPriceRecord } from '#core/collection/user-product.schema.ts';
import { findGradedPriceRecords } from './graded-values.repository.ts';
import { toCollectionValue } from './item-value.ts';
import { findPricedItems } from './item-values.repository.ts';

/** Values of the user's items with these ids, in the order of `ids` (ids not theirs left out). */
export async function specificValues(pool: pg.Pool, userId: number, ids: number[]) {
  const items = ids.length === 0 ? [] : await findPricedItems(pool, userId, ids);
  const byId = new Map(items.map((item) => [item.id, toCollectionValue(item)]));
  return ids.flatMap((id) => {
    const value = byId.get(id);
    return value
      ? [
          {
            id,
            current_value: value.current_value,
            value: value.current_value,
            previous_value: value.previous_value,
            daily_change: value.daily_change,
            price_basis: value.price_basis,
            price_variant: value.price_variant,
          },
        ]
      : [];
  });
}

/** Graded price records (dollars) of catalog products, by api id. */
export async function gradedValues(
  pool: pg.Pool,
  apiIds: readonly string[],
): Promise<GradedPriceRecord[]> {
  return findGradedPriceRecords(pool, apiIds);
}
