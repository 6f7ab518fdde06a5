import { useQuery } from '@tanstack/react-query';
import { deckExportSchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const exportDeck = async (id: number) =>
  (await deckFetch(deckExportSchema, `${DECKS_URL}/${id}/export`, 'Failed to export the deck'))
    .text;

export const useDeckExport = (id: number, enabled: boolean) =>
  useQuery({ queryKey: deckKeys.exported(id), queryFn: () => exportDeck(id), enabled });
