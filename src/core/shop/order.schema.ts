import { z } from 'zod';
import { regionProblem } from './address-regions.ts';
import { isCountryCode } from './countries.ts';
import { cartLinesSchema } from './stock-check.ts';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'shipped',
  'refunded',
  'needs_refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the order holds stock. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'shipped'];

const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  paid: ['shipped', 'refunded'],
  shipped: ['refunded'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
  // Paid after its reservation had lapsed and the stock was gone: money goes back.
  needs_refund: ['refunded'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Whether moving between the two statuses gives the reserved stock back. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  // A shipped order's goods left the warehouse: refunding it pays money back, not stock.
  return (
    from !== 'shipped' &&
    STOCK_HOLDING_STATUSES.includes(from) &&
    !STOCK_HOLDING_STATUSES.includes(to)
  );
}

const countryCodeSchema = z
  .string()
  .trim()
  .min(1, 'Country is required')
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, 'Choose a country from the list');

export const shippingAddressSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  line1: z.string().trim().min(1, 'Address is required').max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'City is required').max(100),
  postalCode: z.string().trim().min(1, 'Postal code is required').max(20),
  country: countryCodeSchema,
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A checkout address: a shipping address with the state or region its country needs. */
export const checkoutAddressSchema = shippingAddressSchema
  .extend({
    region: z
      .string()
      .trim()
      .max(100)
      .default('')
      .transform((value) => value.toUpperCase()),
  })
  .superRefine((address, ctx) => {
    const problem = regionProblem(address.country, address.region);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: problem });
    }
  });
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** The stored address as the API sends it (no input transforms: responses are encoded). */
export const storedAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** Checkout addresses only; orders placed before regions were asked have none. */
  region: z.string().optional(),
  country: z.string(),
});

/** POST /api/orders: lines and an address. Prices are never taken from the client. */
export const createOrderBodySchema = z.object({
  items: cartLinesSchema,
  shippingAddress: checkoutAddressSchema,
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  shippingAddress: storedAddressSchema,
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/orders/quote: what the order would cost, shipping included, before paying. */
export const orderQuoteBodySchema = z.object({
  items: cartLinesSchema,
  country: countryCodeSchema,
});
export type OrderQuoteBody = z.infer<typeof orderQuoteBodySchema>;
export const orderQuoteSchema = z.object({
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** POST /api/orders: the order placed and the payment page to send the buyer to. */
export const placedOrderSchema = z.object({ order: orderSchema, redirectUrl: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** An order as the admin order list sends it: with its buyer (null once the account is gone). */
export const adminOrderSchema = orderSchema.extend({ userId: z.number().nullable() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The admin's ship-order form: the tracking number rule of the shipped status change. */
export const shipOrderFormSchema = z.object({ trackingNumber: z.string().trim().min(1).max(100) });

export const adminOrderStatusBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid') }),
  shipOrderFormSchema.extend({ status: z.literal('shipped') }),
  z.object({ status: z.literal('refunded') }),
  z.object({ status: z.literal('cancelled') }),
]);

/** GET /api/orders/{id} and POST /api/orders/{id}/cancel. */
export const orderAnswerSchema = z.object({ order: orderSchema });
