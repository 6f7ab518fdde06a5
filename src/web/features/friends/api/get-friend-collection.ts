import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#core/social/shared-pages.ts';
import {
  type FriendCollectionPage,
  friendCollectionPageSchema,
} from '#core/social/social.schema.ts';
import { readErrorMessage, request } from '../../../lib/api-client.ts';
import { friendsKey } from './get-friends.ts';

export type FriendCollectionResult =
  | { kind: 'shown'; collection: FriendCollectionPage }
  | { kind: 'hidden'; message: string };

const NOT_A_FRIEND = 'This collector is not your friend, so their collection is not shown.';

/**
 * GET /api/friends/{id}/collection. A private collection (403) or someone who is not a friend
 * (404) is a message, not an error.
 */
export async function getFriendCollection(
  friendId: number,
  page = 1,
): Promise<FriendCollectionResult> {
  try {
    // The request wrapper answers a 403 with its retry's response instead of throwing.
    const response = await request(`/api/friends/${friendId}/collection?page=${page}`);
    if (response.status === 403) {
      return { kind: 'hidden', message: await readErrorMessage(response, NOT_A_FRIEND) };
    }
    return { kind: 'shown', collection: friendCollectionPageSchema.parse(await response.json()) };
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return { kind: 'hidden', message: NOT_A_FRIEND };
    }
    throw error;
  }
}

/** The friend's pages, loaded one after another as the viewer asks for more. */
export const useFriendCollection = (friendId: number) =>
  useInfiniteQuery({
    queryKey: [...friendsKey, 'collection', friendId],
    queryFn: ({ pageParam }) => getFriendCollection(friendId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.kind === 'shown' ? nextPageOf(last.collection) : undefined),
  });
