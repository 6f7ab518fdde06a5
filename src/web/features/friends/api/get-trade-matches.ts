import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradeMatchesSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { friendsKey } from './get-friends.ts';

/** GET /api/friends/{id}/trade-matches. */
export async function getTradeMatches(friendId: number) {
  const response = await request(`/api/friends/${friendId}/trade-matches`);
  return tradeMatchesSchema.parse(await response.json());
}

export const useTradeMatches = (friendId: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...friendsKey, 'trade-matches', friendId],
      queryFn: () => getTradeMatches(friendId),
      enabled,
    }),
  );
