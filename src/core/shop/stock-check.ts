import { z } from 'zod';
import { getQuantityLimit } from '../cart/cart-limits.ts';

/** At most this many lines in one cart request (validate-stock or order). */
export const MAX_CART_LINES = 100;

const cartLineSchema = z.object({
  id: z.coerce.number().int().positive(),
  quantity: z.number().int().min(1).max(10_000),
});

/** POST /api/products/validate-stock body (spec section 7). */
export const validateStockBodySchema = z.object({
  cartItems: z.array(cartLineSchema).max(MAX_CART_LINES),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** POST /api/products/validate-stock: whether every line can be bought, and why not per id. */
export const stockCheckSchema = z.object({
  valid: z.boolean(),
  errors: z.record(z.string(), z.string()),
});
export type StockCheck = z.infer<typeof stockCheckSchema>;
export const cartLinesSchema = z
  .array(cartLineSchema)
  .min(1, 'The cart is empty')
  .max(MAX_CART_LINES)
  .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
    message: 'Each product may appear only once',
  });

export type StockFacts = {
  id: number;
  stock: number;
  hidden: boolean;
  memberOnly: boolean;
};

export const STOCK_TEXT = {
  unavailable: 'This product is no longer available',
  outOfStock: 'Out of stock',
  membersOnly: 'Only members can buy this product',
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  limit: (limit: number) => `Limited to ${limit} per order`,
} as const;

/** The error text for one cart line, or undefined when it can be bought. */
export function getStockError(
  line: CartLine,
  product: StockFacts | undefined,
  isMember: boolean,
): string | undefined {
  if (!product || product.hidden) {
    return STOCK_TEXT.unavailable;
  }
  if (product.memberOnly && !isMember) {
    return STOCK_TEXT.membersOnly;
  }
  if (product.stock <= 0) {
    return STOCK_TEXT.outOfStock;
  }
  if (line.quantity > product.stock) {
    return STOCK_TEXT.onlyLeft(product.stock);
  }
  const limit = getQuantityLimit(product.id, product.stock);
  if (line.quantity > limit) {
    return STOCK_TEXT.limit(limit);
  }
  return undefined;
}

/** Errors keyed by product id, for every line that cannot be bought. */
export function checkStock(
  lines: CartLine[],
  products: Map<number, StockFacts>,
  isMember: boolean,
): { valid: boolean; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const error = getStockError(line, products.get(line.id), isMember);
    if (error) {
      errors[String(line.id)] = error;
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
