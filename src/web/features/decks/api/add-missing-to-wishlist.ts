import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistResultSchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const addMissingToWishlist = (id: number) =>
  deckFetch(
    wishlistResultSchema,
    `${DECKS_URL}/${id}/wishlist-missing`,
    'Failed to add the missing cards to your wishlist',
    { method: 'POST' },
  );

export function useAddMissingToWishlist(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => addMissingToWishlist(id),
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.one(id) }),
  });
}
