import { z } from 'zod';

/** The most one order's shipping may be assumed to cost: $50. */
export const MAX_SHIPPING_CENTS = 5_000;

const shippingCents = (label: string) =>
  z
    .number({ error: `${label} shipping must be a number of cents` })
    .int(`${label} shipping must be whole cents`)
    .min(0, `${label} shipping cannot be negative`)
    .max(MAX_SHIPPING_CENTS, `${label} shipping can be at most $50.00`);

/** GET/PUT /api/sale-settings: what the user pays to ship one order, per marketplace. */
export const saleSettingsSchema = z.object({
  shipping_cents: z.object({
    tcgplayer: shippingCents('TCGplayer'),
    ebay: shippingCents('eBay'),
    cardmarket: shippingCents('Cardmarket'),
  }),
});
export type SaleSettings = z.infer<typeof saleSettingsSchema>;

/** The /profile form: dollars as typed ("1.25"). */
const dollarsField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, `${label} shipping must be an amount such as 1.25`)
    .refine((text) => Math.round(Number(text) * 100) <= MAX_SHIPPING_CENTS, {
      message: `${label} shipping can be at most $50.00`,
    });

export const saleSettingsFormSchema = z.object({
  tcgplayer: dollarsField('TCGplayer'),
  ebay: dollarsField('eBay'),
  cardmarket: dollarsField('Cardmarket'),
});
export type SaleSettingsForm = z.infer<typeof saleSettingsFormSchema>;

export function toSaleSettings(form: SaleSettingsForm): SaleSettings {
  const cents = (text: string) => Math.round(Number(text) * 100);
  return {
    shipping_cents: {
      tcgplayer: cents(form.tcgplayer),
      ebay: cents(form.ebay),
      cardmarket: cents(form.cardmarket),
    },
  };
}
