import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckSummarySchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const duplicateDeck = (id: number) =>
  deckFetch(deckSummarySchema, `${DECKS_URL}/${id}/duplicate`, 'Failed to duplicate the deck', {
    method: 'POST',
  });

export function useDuplicateDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateDeck,
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
