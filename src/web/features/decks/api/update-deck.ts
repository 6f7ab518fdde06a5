import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeckFormat, deckSummarySchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export type DeckChanges = { name?: string; format?: DeckFormat };

export const updateDeck = (id: number, changes: DeckChanges) =>
  deckFetch(deckSummarySchema, `${DECKS_URL}/${id}`, 'Failed to update the deck', {
    method: 'PATCH',
    body: changes,
  });

export function useUpdateDeck(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: DeckChanges) => updateDeck(id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
