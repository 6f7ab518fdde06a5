import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeckImportInput, deckImportResultSchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const importDeck = (input: DeckImportInput) =>
  deckFetch(deckImportResultSchema, `${DECKS_URL}/import`, 'Failed to import the deck', {
    method: 'POST',
    body: input,
  });

export function useImportDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importDeck,
    onSuccess: () => client.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
