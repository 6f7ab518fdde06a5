import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const deleteDeck = (id: number) =>
  deckFetch(z.null(), `${DECKS_URL}/${id}`, 'Failed to delete the deck', { method: 'DELETE' });

export function useDeleteDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
