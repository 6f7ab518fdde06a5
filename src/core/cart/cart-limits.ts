/**
 * Per-product quantity caps (spec sections 5 and 9): a hardcoded override table, by shop product
 * id. Products not listed are capped by their stock. The server applies the same table when an
 * order is created, so the browser and the API agree.
 */
export const QUANTITY_OVERRIDES: Readonly<Record<number, number>> = Object.freeze({
  1: 6,
  2: 3,
  3: 20,
  4: 2,
  5: 1,
});

/** The most of one product a cart line may hold: the override when listed, else the stock. */
export function getQuantityLimit(productId: number, stock: number): number {
  return QUANTITY_OVERRIDES[productId] ?? Math.max(0, Math.floor(stock));
}
