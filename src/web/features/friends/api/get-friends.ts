import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendsOverviewSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** Every friends query starts with this key, so one invalidation refreshes them all. */
export const friendsKey = ['friends'] as const;

/** GET /api/friends: friends, incoming and outgoing requests, blocked users. */
export async function getFriends() {
  const response = await request('/api/friends');
  return friendsOverviewSchema.parse(await response.json());
}

export const useFriends = () =>
  useQuery(queryOptions({ queryKey: [...friendsKey, 'overview'], queryFn: getFriends }));
