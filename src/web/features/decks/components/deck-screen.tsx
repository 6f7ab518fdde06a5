import { Link } from '@tanstack/react-router';
import { useDeck } from '../api/get-deck.ts';
import { AddCardsPanel } from './add-cards-panel.tsx';
import { DeckCardList } from './deck-card-list.tsx';
import { DeckExportPanel } from './deck-export-panel.tsx';
import { DeckHeader } from './deck-header.tsx';
import { DeckOwnership } from './deck-ownership.tsx';
import { DeckStatus } from './deck-status.tsx';
import './decks.css';

/** /decks/{id}: the deck builder with the live rule check, ownership and export. */
export function DeckScreen({ id }: { id: number }) {
  const deck = useDeck(id);
  if (deck.isPending) {
    return <p className="muted decks-page">Loading deck…</p>;
  }
  if (deck.error) {
    return (
      <section className="decks-page">
        <p className="field-error" role="alert">
          {deck.error.message}
        </p>
        <Link to="/decks">Back to your decks</Link>
      </section>
    );
  }
  return (
    <section className="decks-page deck-page">
      <Link to="/decks" className="muted">
        ← All decks
      </Link>
      <DeckHeader deck={deck.data} onChanged={() => void deck.refetch()} />
      <DeckStatus deck={deck.data} />
      <div className="deck-layout">
        <div>
          <DeckCardList deck={deck.data} />
          <DeckOwnership deck={deck.data} />
          <DeckExportPanel deckId={deck.data.id} />
        </div>
        <AddCardsPanel deck={deck.data} />
      </div>
    </section>
  );
}
