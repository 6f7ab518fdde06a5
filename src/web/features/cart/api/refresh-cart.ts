import { productAnswerSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import type { CartStore } from '../cart-store.ts';

/**
 * Refreshes the saved lines' names, prices and stock from the shop (a cart kept in
 * localStorage may be days old). Products that are gone keep their line: the stock check
 * reports them.
 */
export async function refreshCartProducts(store: CartStore, ids: number[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        const { product } = productAnswerSchema.parse(await requestJson(`/api/products/${id}`));
        store.refresh(id, {
          name: product.name,
          price: product.price_cents,
          member_price: product.member_price_cents,
          stock: product.stock,
          categoryId: product.categoryId,
          images: product.images,
        });
      } catch {
        // Unknown or hidden now: leave the line for the stock check to flag.
      }
    }),
  );
}
