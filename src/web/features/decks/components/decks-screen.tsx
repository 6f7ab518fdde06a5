import { Link } from '@tanstack/react-router';
import { DECK_SIZE, FORMAT_LABELS } from '#core/decks/deck.schema.ts';
import { useDecks } from '../api/list-decks.ts';
import { CreateDeckForm } from './create-deck-form.tsx';
import { ImportDeckForm } from './import-deck-form.tsx';
import './decks.css';

/** /decks: the user's decks, a new empty deck, or one imported from a PTCG Live list. */
export function DecksScreen() {
  const decks = useDecks();
  return (
    <section className="decks-page">
      <h1>Decks</h1>
      {decks.isPending ? <p className="muted">Loading decks…</p> : null}
      {decks.error ? (
        <p className="field-error" role="alert">
          {decks.error.message}
        </p>
      ) : null}
      {decks.data?.length === 0 ? (
        <p className="muted">No decks yet: create or import one.</p>
      ) : null}
      <ul className="decks-list" aria-label="Your decks">
        {decks.data?.map((deck) => (
          <li key={deck.id}>
            <Link to="/decks/$id" params={{ id: String(deck.id) }}>
              {deck.name}
            </Link>
            <span className="muted">{FORMAT_LABELS[deck.format]}</span>
            <span>
              {deck.card_count}/{DECK_SIZE} cards
            </span>
          </li>
        ))}
      </ul>
      <div className="decks-forms">
        <CreateDeckForm />
        <ImportDeckForm />
      </div>
    </section>
  );
}
