import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeckInput, deckSummarySchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const createDeck = (input: DeckInput) =>
  deckFetch(deckSummarySchema, DECKS_URL, 'Failed to create the deck', {
    method: 'POST',
    body: input,
  });

export function useCreateDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
