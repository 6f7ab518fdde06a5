import { z } from 'zod';

/** A cart item (spec section 3). `price` and `member_price` are integer cents. */
export const cartItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().min(0),
  member_price: z.number().int().min(0).nullable(),
  quantity: z.number().int().min(1),
  stock: z.number().int().min(0),
  categoryId: z.number().int().nullable(),
  images: z.object({ imageUrl: z.string().nullable(), mainImage: z.string().nullable() }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The persisted cart (spec section 4): items by id, total quantity and the drawer flag. */
export const cartStateSchema = z.object({
  items: z.record(z.string(), cartItemSchema),
  totalQuantity: z.number().int().min(0),
  cartOpen: z.boolean(),
});
export type CartState = z.infer<typeof cartStateSchema>;
