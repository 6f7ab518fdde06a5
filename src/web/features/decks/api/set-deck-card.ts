import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckDetailSchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const setDeckCard = (id: number, productId: string, count: number) =>
  deckFetch(
    deckDetailSchema,
    `${DECKS_URL}/${id}/cards/${encodeURIComponent(productId)}`,
    'Failed to change the deck',
    { method: 'PUT', body: { count } },
  );

/** Sets a card's count; the answer is the re-checked deck, put straight into the cache. */
export function useSetDeckCard(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, count }: { productId: string; count: number }) =>
      setDeckCard(id, productId, count),
    onSuccess: (deck) => {
      client.setQueryData(deckKeys.one(id), deck);
      void client.invalidateQueries({ queryKey: deckKeys.exported(id) });
    },
  });
}
