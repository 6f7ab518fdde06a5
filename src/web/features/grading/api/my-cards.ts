import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userProductSchema } from '#core/collection/user-product.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

const itemsSchema = z.array(
  userProductSchema.pick({
    id: true,
    product_id: true,
    product_name: true,
    variant: true,
    wishlist: true,
    product_type: true,
  }),
);
export type GradableItem = z.infer<typeof itemsSchema>[number];

/** GET /api/iOSUserCards/: the collection's cards a result can be saved to (no wishlist). */
export async function myCards(): Promise<GradableItem[]> {
  const response = await gradingCall(
    () => request('/api/iOSUserCards/'),
    'Your collection could not be loaded.',
  );
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { cards?: unknown }).cards ?? []);
  return itemsSchema.parse(list).filter((item) => !item.wishlist && item.product_type === 'card');
}

export const useMyCards = (enabled: boolean) =>
  useQuery({ queryKey: ['grading', 'my-cards'], queryFn: myCards, enabled });
