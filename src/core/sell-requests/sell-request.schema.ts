import { z } from 'zod';
import { conditionSchema } from '../collection/user-product.schema.ts';
import { dollarsToCents, numberText } from '../forms/number-text.schema.ts';
import { shippingAddressSchema, storedAddressSchema } from '../shop/order.schema.ts';

/**
 * A collector offers cards from their collection to the shop (issue 18). Money on the wire is
 * cents (integers), as in the shop API.
 */
export const SELL_REQUEST_STATUSES = [
  'submitted',
  'offered',
  'accepted',
  'declined',
  'received',
  'paid',
] as const;
export const sellRequestStatusSchema = z.enum(SELL_REQUEST_STATUSES);
export type SellRequestStatus = z.infer<typeof sellRequestStatusSchema>;

export const MAX_SELL_ITEMS = 100;
export const MAX_ASKING_CENTS = 100_000_000;

/** Statuses in which the shipping label can be generated. */
export const LABEL_STATUSES: readonly SellRequestStatus[] = ['accepted', 'received', 'paid'];
/** Statuses in which the owner may still edit or withdraw the request. */
export const OWNER_EDITABLE: readonly SellRequestStatus[] = ['submitted'];
export const OWNER_DELETABLE: readonly SellRequestStatus[] = ['submitted', 'offered', 'declined'];

/** Admin status moves; offers and the owner's answer have their own calls. */
const ADMIN_MOVES: Partial<Record<SellRequestStatus, readonly SellRequestStatus[]>> = {
  accepted: ['received'],
  received: ['paid'],
};

export function canAdminMove(from: SellRequestStatus, to: SellRequestStatus): boolean {
  return ADMIN_MOVES[from]?.includes(to) ?? false;
}

export const STATUS_TEXT: Record<SellRequestStatus, string> = {
  submitted: 'Waiting for an offer',
  offered: 'Offer received',
  accepted: 'Offer accepted: ship your cards',
  declined: 'Offer declined',
  received: 'Cards received',
  paid: 'Paid',
};

const centsSchema = z
  .number()
  .int('Prices are whole cents')
  .min(1, 'Enter a price above zero')
  .max(MAX_ASKING_CENTS, 'That price is too high');

export const sellRequestItemInputSchema = z.object({
  userProductId: z.number().int().positive(),
  condition: conditionSchema,
  askingCents: centsSchema,
});
export type SellRequestItemInput = z.infer<typeof sellRequestItemInputSchema>;

function uniqueItems(items: SellRequestItemInput[]): boolean {
  return new Set(items.map((item) => item.userProductId)).size === items.length;
}

const itemsSchema = z
  .array(sellRequestItemInputSchema)
  .min(1, 'Select at least one card')
  .max(MAX_SELL_ITEMS, `At most ${MAX_SELL_ITEMS} cards per request`)
  .refine(uniqueItems, 'Each collection item may appear once');

/** POST /api/sell-requests */
export const createSellRequestSchema = z.object({
  items: itemsSchema,
  returnAddress: shippingAddressSchema,
  note: z.string().trim().max(1000).default(''),
});
export type CreateSellRequest = z.input<typeof createSellRequestSchema>;

/** An asking price typed in dollars (the sell form and the asking-price editor). */
const askingPriceSchema = z.coerce
  .number('Enter a price')
  .min(0.01, 'Enter a price above zero')
  .max(MAX_ASKING_CENTS / 100, 'That price is too high');
const toAskingCents = <T extends { askingPrice: number }>({ askingPrice, ...item }: T) => ({
  ...item,
  askingCents: Math.round(askingPrice * 100),
});

/**
 * The web form: the same rules with the asking price typed in dollars; its output is the
 * POST /api/sell-requests body.
 */
export const sellRequestFormSchema = z
  .object({
    items: z
      .array(
        z.object({
          userProductId: z.number().int().positive(),
          condition: conditionSchema,
          askingPrice: askingPriceSchema,
        }),
      )
      .min(1, 'Select at least one card')
      .max(MAX_SELL_ITEMS, `At most ${MAX_SELL_ITEMS} cards per request`),
    returnAddress: shippingAddressSchema,
    note: z.string().trim().max(1000).default(''),
  })
  .transform(({ items, ...rest }) => ({ ...rest, items: items.map(toAskingCents) }));

/** The owner's asking-price editor: a new price per item; its output is the PUT body's items. */
export const askingPricesFormSchema = z
  .object({
    items: z.array(
      z.object({
        userProductId: z.number().int().nonnegative(),
        condition: conditionSchema,
        askingPrice: askingPriceSchema,
      }),
    ),
  })
  .transform(({ items }) => ({ items: items.map(toAskingCents) }));

/** PUT /api/sell-requests/{id}: the owner replaces items, address or note while submitted. */
export const updateSellRequestSchema = createSellRequestSchema.partial();

/** POST /api/admin/sell-requests/{id}/offer: an offer per item (all items of the request). */
export const makeOfferSchema = z.object({
  offers: z
    .array(z.object({ itemId: z.number().int().positive(), offerCents: centsSchema }))
    .min(1, 'Offer for at least one card'),
});

/** The admin's offer editor: an offer per item typed in dollars, then the offer body's rule. */
export const offerFormSchema = z.object({
  offers: z.array(
    z.object({
      itemId: z.number().int().positive(),
      offerCents: numberText(centsSchema, dollarsToCents),
    }),
  ),
});

/** POST /api/sell-requests/{id}/response */
export const offerResponseSchema = z.object({ decision: z.enum(['accept', 'decline']) });

/** PUT /api/admin/sell-requests/{id}/status */
export const adminStatusSchema = z.object({ status: z.enum(['received', 'paid']) });

export const sellRequestItemSchema = z.object({
  id: z.number().int(),
  userProductId: z.number().int().nullable(),
  productId: z.string(),
  productName: z.string(),
  condition: conditionSchema,
  askingCents: z.number().int(),
  offerCents: z.number().int().nullable(),
});

export const sellRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Null once the seller deleted the account (accepted and later requests are kept). */
  userId: z.number().int().nullable(),
  /** "Deleted account" once the seller deleted it. */
  userEmail: z.string(),
  status: sellRequestStatusSchema,
  note: z.string(),
  returnAddress: storedAddressSchema,
  items: z.array(sellRequestItemSchema),
  askingTotalCents: z.number().int(),
  offerTotalCents: z.number().int().nullable(),
  labelGeneratedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellRequest = z.infer<typeof sellRequestSchema>;

export const sellRequestEnvelopeSchema = z.object({ sellRequest: sellRequestSchema });
export const sellRequestListSchema = z.object({ sellRequests: z.array(sellRequestSchema) });

/** The request number printed on the label and encoded in its barcode. */
export function sellRequestNumber(id: number): string {
  return `SR-${String(id).padStart(6, '0')}`;
}
