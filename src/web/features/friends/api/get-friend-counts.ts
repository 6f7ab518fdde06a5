import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendCountsSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { friendsKey } from './get-friends.ts';

/** GET /api/friends/counts, for the nav badge. */
export async function getFriendCounts() {
  const response = await request('/api/friends/counts');
  return friendCountsSchema.parse(await response.json());
}

export const useFriendCounts = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...friendsKey, 'counts'],
      queryFn: getFriendCounts,
      enabled,
      staleTime: 30_000,
    }),
  );
