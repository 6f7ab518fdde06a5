import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { createOrderBodySchema } from '#core/shop/order.schema.ts';

/** The address part of POST /api/orders, so a server error on `shippingAddress.city` lands on City. */
export const addressFormSchema = createOrderBodySchema.pick({ shippingAddress: true });
export type AddressForm = z.input<typeof addressFormSchema>;
export type AddressFormApi = UseFormReturn<
  AddressForm,
  unknown,
  z.output<typeof addressFormSchema>
>;
