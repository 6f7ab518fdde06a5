import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { friendOwnerSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { friendsKey } from './get-friends.ts';

/** GET /api/friends/owners?productId=: friends who share their collection and own it. */
export async function getFriendOwners(productId: string) {
  const response = await request(`/api/friends/owners?${new URLSearchParams({ productId })}`);
  return z.array(friendOwnerSchema).parse(await response.json());
}

export const useFriendOwners = (productId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...friendsKey, 'owners', productId],
      queryFn: () => getFriendOwners(productId),
      enabled,
    }),
  );
