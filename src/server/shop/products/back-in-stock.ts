import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { notifyUsers } from '../../notifications/notify.ts';
import type { ProductRow } from './products.repository.ts';

/**
 * A sealed product the shop had none of and has again (and shows) tells everyone who has its
 * catalog product on their wishlist; at most once a day per product.
 */
export async function notifyWishlistersBackInStock(
  tx: Executor,
  before: ProductRow,
  after: ProductRow,
): Promise<void> {
  if (before.stock > 0 || after.stock <= 0 || after.hidden || !after.catalogProductId) {
    return;
  }
  const { rows } = await tx.execute<{ user_id: number }>(
    sql`SELECT DISTINCT user_id FROM user_products
        WHERE product_id = ${after.catalogProductId} AND wishlist`,
  );
  await notifyUsers(
    tx,
    rows.map((row) => row.user_id),
    {
      type: 'back_in_stock',
      payload: { productId: after.id, productName: after.name },
      dedupeKey: `shop-product:${after.id}:${new Date().toISOString().slice(0, 10)}`,
    },
  );
}
