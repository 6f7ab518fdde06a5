import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type UserProduct, userProductSchema } from '#core/collection/user-product.schema.ts';
import { requestJson } from './api-client.ts';

/** The signed-in user's collection (GET /api/iOSUserCards/), for pickers outside the collection. */
export async function fetchMyCollectionItems(): Promise<UserProduct[]> {
  const body = await requestJson('/api/iOSUserCards/');
  const list = Array.isArray(body) ? body : ((body as { cards?: unknown })?.cards ?? []);
  return z.array(userProductSchema).parse(list);
}

export const myCollectionItemsQuery = queryOptions({
  queryKey: ['my-collection-items'],
  queryFn: fetchMyCollectionItems,
});

export const useMyCollectionItems = () => useQuery(myCollectionItemsQuery);

export function itemLabel(item: UserProduct): string {
  const number = item.TCGProduct.number ? ` #${item.TCGProduct.number}` : '';
  return `${item.product_name}${number} (${item.TCGProduct.set_name ?? item.product_id})`;
}
