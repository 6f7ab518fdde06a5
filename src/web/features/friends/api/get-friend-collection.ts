import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SharedCollection, sharedCollectionSchema } from '#core/social/social.schema.ts';
import { readErrorMessage, request } from '../../../lib/api-client.ts';
import { friendsKey } from './get-friends.ts';

export type FriendCollectionResult =
  | { kind: 'shown'; collection: SharedCollection }
  | { kind: 'hidden'; message: string };

const NOT_A_FRIEND = 'This collector is not your friend, so their collection is not shown.';

/**
 * GET /api/friends/{id}/collection. A private collection (403) or someone who is not a friend
 * (404) is a message, not an error.
 */
export async function getFriendCollection(friendId: number): Promise<FriendCollectionResult> {
  try {
    // The request wrapper answers a 403 with its retry's response instead of throwing.
    const response = await request(`/api/friends/${friendId}/collection`);
    if (response.status === 403) {
      return { kind: 'hidden', message: await readErrorMessage(response, NOT_A_FRIEND) };
    }
    return { kind: 'shown', collection: sharedCollectionSchema.parse(await response.json()) };
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return { kind: 'hidden', message: NOT_A_FRIEND };
    }
    throw error;
  }
}

export const useFriendCollection = (friendId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...friendsKey, 'collection', friendId],
      queryFn: () => getFriendCollection(friendId),
    }),
  );
