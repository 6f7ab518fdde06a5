import type { CartItem } from '#core/cart/cart.schema.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';

/** The cart item of a shop product (spec section 3), prices in cents. */
export function toCartItem(product: ShopProduct, quantity: number): CartItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price_cents,
    member_price: product.member_price_cents,
    quantity,
    stock: product.stock,
    categoryId: product.categoryId,
    images: product.images,
  };
}
